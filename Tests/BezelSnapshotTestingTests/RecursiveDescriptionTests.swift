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
