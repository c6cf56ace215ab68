import BezelSnapshotTesting
import SnapshotTesting
import Testing
import UIKit

/// `.recursiveDescription` against references recorded on iOS simulators by
/// swift-snapshot-testing's own tests, copied unchanged into `__Snapshots__` (the source of
/// each is in `__Snapshots__/RecursiveDescriptionTests/SOURCES.md`).
@MainActor
@Suite(.snapshots(record: .never))
struct RecursiveDescriptionTests {
  /// The iOS 13 era on a 3× simulator, as the references were recorded (an iPhone 11 Pro Max
  /// simulator running iOS 13.2.2).
  private func iOS13(_ config: ViewImageConfig) -> ViewImageConfig {
    var config = config
    config.era = .iOS13
    config.traits = UITraitCollection(traitsFrom: [config.traits, .init(displayScale: 3)])
    return config
  }

  @Test func fourLabelsOnIPhoneSeMatchIOS13() {
    assertSnapshot(
      of: FourLabelsViewController(), as: .recursiveDescription(on: iOS13(.iPhoneSe)),
      named: "iphone-se")
  }

  @Test func fourLabelsOnIPhone8MatchIOS13() {
    assertSnapshot(
      of: FourLabelsViewController(), as: .recursiveDescription(on: iOS13(.iPhone8)),
      named: "iphone-8")
  }

  @Test func fourLabelsOnIPhoneXMatchIOS13() {
    assertSnapshot(
      of: FourLabelsViewController(), as: .recursiveDescription(on: iOS13(.iPhoneX)),
      named: "iphone-x")
  }

  /// swift-snapshot-testing's `testTraitsWithViewController`, at each content size category.
  ///
  /// A `title1` label that adjusts to the content size, pinned to the top and sides of a view
  /// controller's margins on an iPhone SE, described at each of the twelve categories. It is one line
  /// of the category's title1 size (25 to 58 pt), so its height checks the text style's sizes and
  /// the font's line height, in the display design at every category.
  @Test func titleLabelMatchesIOS13AtEveryContentSize() {
    let label = UILabel()
    label.font = .preferredFont(forTextStyle: .title1)
    label.adjustsFontForContentSizeCategory = true
    label.text = "What's the point?"
    let viewController = UIViewController()
    viewController.view.addSubview(label)
    label.translatesAutoresizingMaskIntoConstraints = false
    let margins = viewController.view.layoutMarginsGuide
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      label.topAnchor.constraint(equalTo: margins.topAnchor),
      label.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
    ])
    let categories: [(String, UIContentSizeCategory)] = [
      ("extra-small", .extraSmall), ("small", .small), ("medium", .medium), ("large", .large),
      ("extra-large", .extraLarge), ("extra-extra-large", .extraExtraLarge),
      ("extra-extra-extra-large", .extraExtraExtraLarge),
      ("accessibility-medium", .accessibilityMedium),
      ("accessibility-large", .accessibilityLarge),
      ("accessibility-extra-large", .accessibilityExtraLarge),
      ("accessibility-extra-extra-large", .accessibilityExtraExtraLarge),
      ("accessibility-extra-extra-extra-large", .accessibilityExtraExtraExtraLarge),
    ]
    for (name, category) in categories {
      var config = iOS13(.iPhoneSe)
      config.traits = UITraitCollection(traitsFrom: [
        config.traits, .init(preferredContentSizeCategory: category),
      ])
      assertSnapshot(
        of: viewController, as: .recursiveDescription(on: config), named: "label-\(name)")
    }
  }

  /// A `UIButton(type: .contactAdd)` described as swift-snapshot-testing's `testUIView` describes
  /// it, in a window of the recording simulator's scale and the era's glyphs.
  private func contactAddButton(scale: CGFloat, glyphs: UISystemButtonGlyphs) -> (UIWindow, UIView)
  {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    window.screen = UIScreen(bounds: window.bounds, scale: scale)
    window.systemButtonGlyphs = glyphs
    let button = UIButton(type: .contactAdd)
    window.addSubview(button)
    return (window, button)
  }

  @Test func contactAddButtonMatchesIOS12() {
    let (window, button) = contactAddButton(scale: 2, glyphs: .iOS7)
    withExtendedLifetime(window) {
      assertSnapshot(of: button, as: .recursiveDescription, named: "2x")
    }
  }

  @Test func contactAddButtonMatchesIOS13() {
    let (window, button) = contactAddButton(scale: 3, glyphs: .iOS13)
    withExtendedLifetime(window) {
      assertSnapshot(of: button, as: .recursiveDescription, named: "3x")
    }
  }
}
