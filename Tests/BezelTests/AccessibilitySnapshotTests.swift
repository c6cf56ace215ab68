import Bezel
import Foundation
import Testing
import UIKit

/// The accessibility tree of a hosted screen in reading order.
@MainActor
struct AccessibilitySnapshotTests {
  private func label(_ text: String, _ frame: CGRect) -> UILabel {
    let label = UILabel(frame: frame)
    label.text = text
    return label
  }

  /// A 2 × 2 grid of 10-point labels, A B on top, C D below, in a 20-point view.
  private func grid(direction: UISemanticContentAttribute) -> UIView {
    let grid = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    grid.semanticContentAttribute = direction
    grid.addSubview(label("C", CGRect(x: 0, y: 10, width: 10, height: 10)))
    grid.addSubview(label("B", CGRect(x: 10, y: 0, width: 10, height: 10)))
    grid.addSubview(label("D", CGRect(x: 10, y: 10, width: 10, height: 10)))
    grid.addSubview(label("A", CGRect(x: 0, y: 0, width: 10, height: 10)))
    return grid
  }

  // Rows top to bottom; each row from its leading edge: left to right, or right to left in a
  // right-to-left layout (Cash App's AccessibilitySnapshot, testUserInterfaceLayoutDirection:
  // A B C D, and B A D C in right-to-left).
  @Test(arguments: [
    (UISemanticContentAttribute.forceLeftToRight, ["A", "B", "C", "D"]),
    (UISemanticContentAttribute.forceRightToLeft, ["B", "A", "D", "C"]),
  ])
  func readingOrderFollowsRowsAndLayoutDirection(
    _ direction: UISemanticContentAttribute, _ expected: [String]
  ) {
    let snapshot = AccessibilitySnapshot(of: grid(direction: direction))
    #expect(snapshot.labels == expected)
  }

  // A top edge less than 8 points lower stays in the row; 8 points lower starts the next one.
  @Test func elementsWithin8PointsShareARow() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    root.addSubview(label("right, 7 lower", CGRect(x: 50, y: 7, width: 10, height: 10)))
    root.addSubview(label("left, 8 lower", CGRect(x: 0, y: 8, width: 10, height: 10)))
    root.addSubview(label("top", CGRect(x: 20, y: 0, width: 10, height: 10)))
    let snapshot = AccessibilitySnapshot(of: root)
    #expect(snapshot.labels == ["top", "right, 7 lower", "left, 8 lower"])
  }

  // Cash App's testVerticalSeperation: tops 8 points apart are rows on a phone, one row on an
  // iPad, where rows are 25 points apart.
  @Test(arguments: [
    (UIUserInterfaceIdiom.phone, CGFloat(8), ["C", "D", "B", "A"]),
    (.pad, 8, ["A", "B", "C", "D"]),
    (.pad, 25, ["C", "D", "B", "A"]),
  ])
  func rowsAreFartherApartOnAnIPad(
    _ idiom: UIUserInterfaceIdiom, _ step: CGFloat, _ expected: [String]
  ) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    window.windowTraitCollection = UITraitCollection(userInterfaceIdiom: idiom)
    let root = UIView(frame: CGRect(x: 0, y: 40, width: 100, height: 20))
    window.addSubview(root)
    root.addSubview(label("A", CGRect(x: 0, y: step, width: 10, height: 10)))
    root.addSubview(label("B", CGRect(x: 10, y: 0, width: 10, height: 10)))
    root.addSubview(label("C", CGRect(x: 20, y: -step, width: 10, height: 10)))
    root.addSubview(label("D", CGRect(x: 30, y: -step, width: 10, height: 10)))
    #expect(AccessibilitySnapshot(of: root).labels == expected)
  }

  @Test func hiddenViewsAndHiddenElementsAreSkipped() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let hidden = label("hidden", CGRect(x: 0, y: 0, width: 10, height: 10))
    hidden.isHidden = true
    let transparent = label("transparent", CGRect(x: 0, y: 10, width: 10, height: 10))
    transparent.alpha = 0
    let container = UIView(frame: CGRect(x: 0, y: 20, width: 50, height: 50))
    container.addSubview(label("inside", CGRect(x: 0, y: 0, width: 10, height: 10)))
    container.accessibilityElementsHidden = true
    root.addSubview(hidden)
    root.addSubview(transparent)
    root.addSubview(container)
    root.addSubview(label("shown", CGRect(x: 0, y: 80, width: 10, height: 10)))
    #expect(AccessibilitySnapshot(of: root).labels == ["shown"])
  }

  @Test func anElementHidesItsSubviews() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    card.isAccessibilityElement = true
    card.accessibilityLabel = "Card"
    card.addSubview(label("title", CGRect(x: 0, y: 0, width: 10, height: 10)))
    root.addSubview(card)
    #expect(AccessibilitySnapshot(of: root).labels == ["Card"])
  }

  @Test func accessibilityElementsGiveTheOrder() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let first = label("first", CGRect(x: 0, y: 50, width: 10, height: 10))
    let second = label("second", CGRect(x: 0, y: 0, width: 10, height: 10))
    root.addSubview(first)
    root.addSubview(second)
    let drawn = UIAccessibilityElement(accessibilityContainer: root)
    drawn.accessibilityLabel = "drawn"
    drawn.accessibilityFrameInContainerSpace = CGRect(x: 0, y: 90, width: 10, height: 10)
    root.accessibilityElements = [first, drawn, second]
    #expect(AccessibilitySnapshot(of: root).labels == ["first", "drawn", "second"])
  }

  // Grouped, the left column is read whole before the right one; ungrouped, by rows.
  @Test(arguments: [(true, ["L1", "L2", "R1", "R2"]), (false, ["L1", "R1", "L2", "R2"])])
  func groupingKeepsChildrenTogether(_ grouped: Bool, _ expected: [String]) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    for (name, x) in [("L", CGFloat(0)), ("R", CGFloat(50))] {
      let column = UIView(frame: CGRect(x: x, y: 0, width: 50, height: 100))
      column.shouldGroupAccessibilityChildren = grouped
      column.addSubview(label(name + "1", CGRect(x: 0, y: 0, width: 10, height: 10)))
      column.addSubview(label(name + "2", CGRect(x: 0, y: 50, width: 10, height: 10)))
      root.addSubview(column)
    }
    #expect(AccessibilitySnapshot(of: root).labels == expected)
  }

  @Test func modalViewHidesItsSiblings() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    root.addSubview(label("behind", CGRect(x: 0, y: 0, width: 10, height: 10)))
    let alert = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 80))
    alert.accessibilityViewIsModal = true
    alert.addSubview(label("alert", CGRect(x: 0, y: 0, width: 10, height: 10)))
    root.addSubview(alert)
    #expect(AccessibilitySnapshot(of: root).labels == ["alert"])
  }

  // On a hosted iPhone 16 (393 wide), a 200 × 44 button at (20, 100) in the root view.
  @Test func hostedScreenGivesScreenFramesAndTraits() {
    let controller = UIViewController()
    let title = UILabel(frame: CGRect(x: 20, y: 60, width: 200, height: 30))
    title.text = "Welcome"
    title.accessibilityTraits = [.staticText, .header]
    let button = UIButton(type: .system)
    button.frame = CGRect(x: 20, y: 100, width: 200, height: 44)
    button.setTitle("Continue", for: .normal)
    button.accessibilityIdentifier = "continue"
    button.accessibilityHint = "Goes to the next step"
    controller.view.addSubview(button)
    controller.view.addSubview(title)
    let host = DeviceHost(controller, on: DeviceCatalog.iPhone16)
    let snapshot = host.accessibilitySnapshot()
    #expect(
      snapshot.elements == [
        .init(
          label: "Welcome", traits: [.staticText, .header],
          frame: CGRect(x: 20, y: 60, width: 200, height: 30)),
        .init(
          label: "Continue", hint: "Goes to the next step", traits: .button,
          identifier: "continue", frame: CGRect(x: 20, y: 100, width: 200, height: 44)),
      ])
    #expect(
      snapshot.description == """
        1. "Welcome" staticText header, (20, 60, 200, 30)
        2. "Continue" button, hint "Goes to the next step", id "continue", (20, 100, 200, 44)
        """)
  }

  @Test func turningASettingOnPostsItsStatusNotification() {
    let host = DeviceHost(UIViewController(), on: DeviceCatalog.iPhone16)
    var heard: [Bool] = []
    let token = NotificationCenter.default.addObserver(
      forName: UIAccessibility.voiceOverStatusDidChangeNotification, object: nil, queue: nil
    ) { _ in MainActor.assumeIsolated { heard.append(UIAccessibility.isVoiceOverRunning) } }
    defer { NotificationCenter.default.removeObserver(token) }
    host.setAccessibilitySetting(.voiceOver, on: true)
    host.setAccessibilitySetting(.voiceOver, on: true)
    #expect(heard == [true])
    #expect(host.isAccessibilitySettingOn(.voiceOver))
    #expect(!UIAccessibility.isVoiceOverRunning)
  }

  @Test func postedNotificationsAreRecordedInOrder() {
    let controller = UIViewController()
    let host = DeviceHost(controller, on: DeviceCatalog.iPhone16)
    host.window.context.run {
      UIAccessibility.post(notification: .screenChanged, argument: controller.view)
      UIAccessibility.post(notification: .announcement, argument: "Saved")
    }
    let posted = host.postedAccessibilityNotifications
    #expect(posted.map(\.notification) == [.screenChanged, .announcement])
    #expect(posted.last?.argument as? String == "Saved")
  }
}

/// Acting on accessibility elements as an assistive app does.
@MainActor
struct AccessibilityActionTests {
  final class TapCounter: UIView {
    var taps = 0
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { taps += 1 }
  }

  final class SelfActivating: UIView {
    var activations = 0
    override func accessibilityActivate() -> Bool {
      activations += 1
      return true
    }
  }

  // Unhandled, activation taps the activation point: the middle of the view's frame.
  @Test func activationTapsTheActivationPointUnlessHandled() {
    let controller = UIViewController()
    let plain = TapCounter(frame: CGRect(x: 20, y: 100, width: 100, height: 44))
    let handling = SelfActivating(frame: CGRect(x: 20, y: 200, width: 100, height: 44))
    controller.view.addSubview(plain)
    controller.view.addSubview(handling)
    let host = DeviceHost(controller, on: DeviceCatalog.iPhone16)
    #expect(!host.activateAccessibilityElement(plain))
    #expect(plain.taps == 1)
    #expect(host.activateAccessibilityElement(handling))
    #expect(handling.activations == 1)
  }

  final class Row: UIView, SelectorTarget {
    var archived = false
    func method(for selector: Selector) -> ((_ sender: Any?, _ event: UIEvent?) -> Void)? {
      selector == "archive:" ? { [unowned self] _, _ in archived = true } : nil
    }
  }

  @Test func customActionsRunByName() {
    let controller = UIViewController()
    let row = Row(frame: CGRect(x: 0, y: 100, width: 393, height: 44))
    var deleted = false
    row.accessibilityCustomActions = [
      UIAccessibilityCustomAction(name: "Delete") { _ in
        deleted = true
        return true
      },
      UIAccessibilityCustomAction(name: "Archive", target: row, selector: "archive:"),
    ]
    controller.view.addSubview(row)
    let host = DeviceHost(controller, on: DeviceCatalog.iPhone16)
    #expect(host.performAccessibilityCustomAction(named: "Archive", on: row))
    #expect(row.archived)
    #expect(host.performAccessibilityCustomAction(named: "Delete", on: row))
    #expect(deleted)
    #expect(!host.performAccessibilityCustomAction(named: "Share", on: row))
  }

  @Test func convertingToScreenCoordinatesAddsTheViewsPlace() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let view = UIView(frame: CGRect(x: 40, y: 50, width: 100, height: 100))
    window.addSubview(view)
    #expect(
      UIAccessibility.convertToScreenCoordinates(
        CGRect(x: 1, y: 2, width: 3, height: 4), in: view)
        == CGRect(x: 41, y: 52, width: 3, height: 4))
    let path = UIAccessibility.convertToScreenCoordinates(
      UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)), in: view)
    #expect(path.bounds == CGRect(x: 40, y: 50, width: 10, height: 10))
  }
}
