import Bezel
import BezelSnapshotTesting
import Testing
import UIKit

/// swift-snapshot-testing's presets and the catalog devices they stand for.
@MainActor
struct ViewImageConfigTests {
  // Sizes from swift-snapshot-testing 1.19.7's `ViewImageConfig` (Common/View.swift).
  @Test(arguments: [
    (ViewImageConfig.iPhoneSe, CGSize(width: 320, height: 568)),
    (.iPhoneSe(.landscape), CGSize(width: 568, height: 320)),
    (.iPhone8, CGSize(width: 375, height: 667)),
    (.iPhone8Plus, CGSize(width: 414, height: 736)),
    (.iPhoneX, CGSize(width: 375, height: 812)),
    (.iPhoneX(.landscape), CGSize(width: 812, height: 375)),
    (.iPhoneXsMax, CGSize(width: 414, height: 896)),
    (.iPhoneXr, CGSize(width: 414, height: 896)),
    (.iPhone12, CGSize(width: 390, height: 844)),
    (.iPhone12Pro, CGSize(width: 390, height: 844)),
    (.iPhone12ProMax, CGSize(width: 428, height: 926)),
    (.iPhone13, CGSize(width: 390, height: 844)),
    (.iPhone13Mini, CGSize(width: 375, height: 812)),
    (.iPhone13Pro, CGSize(width: 390, height: 844)),
    (.iPhone13ProMax, CGSize(width: 428, height: 926)),
    (.iPhone13ProMax(.landscape), CGSize(width: 926, height: 428)),
    (.iPadMini, CGSize(width: 1024, height: 768)),
    (.iPadMini(.portrait), CGSize(width: 768, height: 1024)),
    (.iPadMini(.landscape(splitView: .oneThird)), CGSize(width: 320, height: 768)),
    (.iPadMini(.landscape(splitView: .oneHalf)), CGSize(width: 507, height: 768)),
    (.iPadMini(.portrait(splitView: .twoThirds)), CGSize(width: 438, height: 1024)),
    (.iPad9_7, CGSize(width: 1024, height: 768)),
    (.iPad10_2, CGSize(width: 1080, height: 810)),
    (.iPadPro10_5, CGSize(width: 1112, height: 834)),
    (.iPadPro10_5(.portrait(splitView: .twoThirds)), CGSize(width: 504, height: 1112)),
    (.iPadPro11, CGSize(width: 1194, height: 834)),
    (.iPadPro11(.landscape(splitView: .twoThirds)), CGSize(width: 809, height: 834)),
    (.iPadPro12_9, CGSize(width: 1366, height: 1024)),
    (.iPadPro12_9(.landscape(splitView: .oneHalf)), CGSize(width: 678, height: 1024)),
    (.iPadPro12_9(.portrait(splitView: .oneThird)), CGSize(width: 375, height: 1366)),
  ])
  func presetHasSwiftSnapshotTestingSize(config: ViewImageConfig, size: CGSize) {
    #expect(config.device != nil)
    #expect(config.size == size)
  }

  // swift-snapshot-testing: a phone in portrait is compact by regular at the Medium text size.
  @Test func phonePresetCarriesSwiftSnapshotTestingTraits() {
    let traits = ViewImageConfig.iPhone13.traits
    #expect(traits.horizontalSizeClass == .compact)
    #expect(traits.verticalSizeClass == .regular)
    #expect(traits.preferredContentSizeCategory == .medium)
    #expect(traits.userInterfaceIdiom == .phone)
  }

  // swift-snapshot-testing: the 12.9" iPad's landscape half stays regular; a third is compact.
  @Test func splitPresetsCarryTheirWidthClass() {
    #expect(
      ViewImageConfig.iPadPro12_9(.landscape(splitView: .oneHalf)).traits.horizontalSizeClass
        == .regular)
    #expect(
      ViewImageConfig.iPadPro11(.landscape(splitView: .oneThird)).traits.horizontalSizeClass
        == .compact)
  }

  @Test func deviceNamesMakeFileNames() {
    #expect(SnapshotDevices.name(of: .iPhoneSe) == "iphone-se-1st-generation-portrait")
    #expect(
      SnapshotDevices.name(of: .iPadPro11(.landscape(splitView: .oneThird)))
        == "ipad-pro-11-inch-4th-generation-landscaperight-split-onethird")
  }
}
