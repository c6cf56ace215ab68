import Bezel
import BezelScene
import Testing
import UIKit

/// Each construct of the scene language, read and built.
@MainActor
struct SceneParsingTests {
  private func build(_ text: String, idiom: UIUserInterfaceIdiom = .phone) throws -> SceneInstance {
    try Scene.parse(text, file: "test.yaml").makeScreen(0, idiom: idiom)
  }

  @Test func aSingleRootIsTheScreenMainAndTheFileNamesTheScene() throws {
    let scene = try Scene.parse("root: {title: Only}", file: "dir/only.scene.yaml")
    #expect(scene.name == "only.scene")
    #expect(scene.screens.map(\.name) == ["main"])
  }

  @Test func screensKeepTheirOrderAndNames() throws {
    let scene = try Scene.parse(
      "name: Two\nscreens:\n  - {name: b, root: {}}\n  - {name: a, root: {}}\n", file: "t.yaml")
    #expect(scene.name == "Two")
    #expect(scene.screens.map(\.name) == ["b", "a"])
    #expect(scene.screenIndex(named: "a") == 1)
    #expect(scene.screens[1].location.line == 4)
  }

  @Test func controllerPropertiesReachUIKit() throws {
    let instance = try build(
      """
      root:
        title: Home
        additionalSafeAreaInsets: [1, 2, 3, 4]
        viewRespectsSystemMinimumLayoutMargins: false
        prefersStatusBarHidden: true
      """)
    let controller = instance.rootViewController
    #expect(controller.title == "Home")
    #expect(
      controller.additionalSafeAreaInsets == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    #expect(!controller.viewRespectsSystemMinimumLayoutMargins)
    #expect(controller.prefersStatusBarHidden)
  }

  @Test func viewPropertiesReachUIKit() throws {
    let instance = try build(
      """
      root:
        view:
          subviews:
            - name: box
              backgroundColor: "#FF8000"
              hidden: true
              layoutMargins: [1, 2, 3, 4]
              insetsLayoutMarginsFromSafeArea: false
              semanticContentAttribute: forceRightToLeft
              hugging: {horizontal: 251, vertical: 750}
              compressionResistance: {vertical: 1000}
              intrinsicSize: [10, 20]
            - name: directional
              directionalLayoutMargins: [5, 6, 7, 8]
              backgroundColor: systemBlue
              autoresizingMask: [flexibleWidth, flexibleHeight]
              frame: [0, 0, 10, 10]
            - name: preserving
              preservesSuperviewLayoutMargins: true
      """)
    let box = try #require(instance.view(named: "box"))
    #expect(box.backgroundColor == UIColor(red: 1, green: 128.0 / 255, blue: 0, alpha: 1))
    #expect(box.isHidden)
    #expect(box.layoutMargins == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    #expect(instance.view(named: "preserving")?.preservesSuperviewLayoutMargins == true)
    #expect(!box.insetsLayoutMarginsFromSafeArea)
    #expect(box.semanticContentAttribute == .forceRightToLeft)
    #expect(box.contentHuggingPriority(for: .horizontal) == UILayoutPriority(251))
    #expect(box.contentHuggingPriority(for: .vertical) == .defaultHigh)
    #expect(box.contentCompressionResistancePriority(for: .vertical) == .required)
    #expect(box.intrinsicContentSize == CGSize(width: 10, height: 20))
    #expect(!box.translatesAutoresizingMaskIntoConstraints)
    let directional = try #require(instance.view(named: "directional"))
    #expect(
      directional.directionalLayoutMargins
        == NSDirectionalEdgeInsets(top: 5, leading: 6, bottom: 7, trailing: 8))
    #expect(directional.backgroundColor == .systemBlue)
    #expect(directional.autoresizingMask == [.flexibleWidth, .flexibleHeight])
  }

  @Test func labelPropertiesReachUIKit() throws {
    let instance = try build(
      """
      root:
        view:
          subviews:
            - {type: label, name: a, text: Hi, font: headline, numberOfLines: 0, textAlignment: center}
            - {type: label, name: b, font: {size: 20, weight: bold}, adjustsFontForContentSizeCategory: false}
      """)
    let a = try #require(instance.view(named: "a") as? UILabel)
    #expect(a.text == "Hi")
    #expect(a.font == UIFont.preferredFont(forTextStyle: .headline))
    #expect(a.numberOfLines == 0)
    #expect(a.textAlignment == .center)
    #expect(a.adjustsFontForContentSizeCategory)
    let b = try #require(instance.view(named: "b") as? UILabel)
    #expect(b.font == UIFont.systemFont(ofSize: 20, weight: .bold))
    #expect(!b.adjustsFontForContentSizeCategory)
  }

  @Test func stackPropertiesAndArrangedSubviewsReachUIKit() throws {
    let instance = try build(
      """
      root:
        view:
          subviews:
            - type: stack
              name: stack
              axis: vertical
              spacing: 8
              alignment: center
              distribution: fillEqually
              isLayoutMarginsRelativeArrangement: true
              arrangedSubviews: [{name: one}, {type: button, name: two, title: Go}]
      """)
    let stack = try #require(instance.view(named: "stack") as? UIStackView)
    #expect(stack.axis == .vertical)
    #expect(stack.spacing == 8)
    #expect(stack.alignment == .center)
    #expect(stack.distribution == .fillEqually)
    #expect(stack.isLayoutMarginsRelativeArrangement)
    #expect(stack.arrangedSubviews.compactMap(\.accessibilityIdentifier) == ["one", "two"])
    #expect((instance.view(named: "two") as? UIButton)?.title(for: .normal) == "Go")
  }

  @Test func scrollAndTablePropertiesReachUIKit() throws {
    let instance = try build(
      """
      root:
        view:
          subviews:
            - type: scroll
              name: scroll
              contentInsetAdjustmentBehavior: never
              contentInset: [1, 2, 3, 4]
              contentSize: [100, 2000]
            - type: table
              name: table
              style: insetGrouped
              sections:
                - {header: First, footer: End, rows: [a, b]}
                - {rows: 2}
              rowHeight: 50
              estimatedRowHeight: automatic
              insetsContentViewsToSafeArea: false
              separatorInsetReference: fromAutomaticInsets
              contentInsetAdjustmentBehavior: always
      """)
    let scroll = try #require(instance.view(named: "scroll") as? UIScrollView)
    #expect(scroll.contentInsetAdjustmentBehavior == .never)
    #expect(scroll.contentInset == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    #expect(scroll.contentSize == CGSize(width: 100, height: 2000))
    let table = try #require(instance.view(named: "table") as? UITableView)
    #expect(table.style == .insetGrouped)
    #expect(table.numberOfSections == 2)
    #expect(table.numberOfRows(inSection: 1) == 2)
    #expect(table.dataSource?.tableView(table, titleForHeaderInSection: 0) == "First")
    #expect(table.rowHeight == 50)
    #expect(table.estimatedRowHeight == UITableView.automaticDimension)
    #expect(!table.insetsContentViewsToSafeArea)
    #expect(table.separatorInsetReference == .fromAutomaticInsets)
    #expect(table.contentInsetAdjustmentBehavior == .always)
  }

  @Test func containerPropertiesReachUIKit() throws {
    let tabs = try #require(
      try build("root: {type: tabBar, selected: 1, tabs: [{title: A}, {title: B}]}")
        .rootViewController as? UITabBarController)
    #expect(tabs.selectedIndex == 1)
    let split = try #require(
      try build(
        """
        root:
          type: split
          preferredDisplayMode: oneOverSecondary
          preferredPrimaryColumnWidthFraction: 0.4
          primary: {title: P}
          secondary: {title: S}
        """, idiom: .pad
      ).rootViewController as? UISplitViewController)
    #expect(split.preferredDisplayMode == .oneOverSecondary)
    #expect(split.preferredPrimaryColumnWidthFraction == 0.4)
    #expect(split.viewController(for: .primary)?.title == "P")
    #expect(split.viewController(for: .secondary)?.title == "S")
    let navigation = try #require(
      try build(
        "root: {type: navigation, navigationBarHidden: true, toolbarHidden: false, viewControllers: [{}]}"
      ).rootViewController as? UINavigationController)
    #expect(navigation.isNavigationBarHidden)
    #expect(!navigation.isToolbarHidden)
  }

  // `edges` is four constraints (top, leading, bottom, trailing) and its constant insets:
  // 10 at the top and leading, −10 at the bottom and trailing; `@high` is 750.
  @Test func edgesShorthandInsetsByItsConstant() throws {
    let instance = try build(
      "root:\n  view:\n    subviews: [{name: a}]\n    constraints:\n      - a.edges == edges + 10 @high\n"
    )
    #expect(instance.constraints.map(\.firstAttribute) == [.top, .leading, .bottom, .trailing])
    #expect(instance.constraints.map(\.constant) == [10, 10, -10, -10])
    #expect(instance.constraints.allSatisfy { $0.priority == .defaultHigh })
  }

  @Test func centerAndSizeShorthandsGiveTwoConstraints() throws {
    let instance = try build(
      """
      root:
        view:
          subviews: [{name: a}, {name: b}]
          constraints:
            - a.center == b.center
            - a.size == 40
            - b.size == a.size * 2
      """)
    #expect(
      instance.constraints.map(\.firstAttribute) == [
        .centerX, .centerY, .width, .height, .width, .height,
      ])
    #expect(instance.constraints[2].secondItem == nil)
    #expect(instance.constraints[4].multiplier == 2)
  }

  @Test func guidesAreTheViewsLayoutGuides() throws {
    let instance = try build(
      """
      root:
        view:
          subviews:
            - type: scroll
              name: scroll
              subviews: [{name: a}]
              constraints:
                - a.top == content.top
                - a.width == frame.width
                - a.leading == readable.leading
                - a.trailing == scroll.margins.trailing
                - a.bottom == superview.safeArea.bottom
      """)
    let scroll = try #require(instance.view(named: "scroll") as? UIScrollView)
    let root = try #require(instance.rootViewController.view)
    let seconds = instance.constraints.map { $0.secondItem }
    #expect(seconds[0] === scroll.contentLayoutGuide)
    #expect(seconds[1] === scroll.frameLayoutGuide)
    #expect(seconds[2] === scroll.readableContentGuide)
    #expect(seconds[3] === scroll.layoutMarginsGuide)
    #expect(seconds[4] === root.safeAreaLayoutGuide)
  }

  @Test func visualFormatUsesMetricsAndOptions() throws {
    let instance = try build(
      """
      root:
        view:
          subviews: [{name: a}, {name: b}]
          constraints:
            - visual: "V:|-(pad)-[a]-[b]"
              metrics: {pad: 12}
              options: [alignAllLeading]
      """)
    #expect(instance.constraints.contains { $0.constant == 12 })
    #expect(instance.constraints.contains { $0.firstAttribute == .leading })
  }
}
