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
}
