import Bezel
import Testing
import UIKit

/// Apple TV: one landscape screen whose safe area is the overscan compensation.
struct DevicesAppleTVTests {
  /// (60, 80, 60, 80) [MEDIENMONSTER; PIN-RM 2022].
  @Test(arguments: DeviceCatalog.appleTVs)
  func safeAreaIsTheOverscanCompensation(_ device: Device) {
    #expect(
      device.safeAreaInsets(orientation: .landscapeLeft)
        == UIEdgeInsets(top: 60, left: 80, bottom: 60, right: 80))
  }

  /// tvOS 12–13 simulators had 90-point sides [PIN-RM 2019; SST].
  @Test func olderTVOSHadNinetyPointSides() {
    #expect(
      DeviceCatalog.appleTVHD.safeAreaInsets(orientation: .landscapeLeft, era: .iOS12)
        == UIEdgeInsets(top: 60, left: 90, bottom: 60, right: 90))
  }

  /// A child pinned to the margins of a 400 × 400 view at the window's
  /// origin is at (88, 68) in 2022 and (98, 68) in 2019: the view's own 8 points plus the safe
  /// area [PIN-RM].
  @Test func plainViewMarginsAddTheOverscan() {
    let iOS14 = DeviceCatalog.appleTV4K.safeAreaInsets(orientation: .landscapeLeft, era: .iOS14)
    #expect(iOS14.left + 8 == 88 && iOS14.top + 8 == 68)
    let iOS12 = DeviceCatalog.appleTV4K.safeAreaInsets(orientation: .landscapeLeft, era: .iOS12)
    #expect(iOS12.left + 8 == 98 && iOS12.top + 8 == 68)
  }

  /// 1920 × 1080 points whatever the orientation asked; 1x on Apple TV HD, 2x on 4K
  /// [IMORE; MEDIENMONSTER].
  @Test(arguments: Orientation.allCases)
  func screenIsLandscapeOnly(_ orientation: Orientation) {
    #expect(DeviceCatalog.appleTVHD.bounds(in: orientation) == CGSize(width: 1920, height: 1080))
    #expect(DeviceCatalog.appleTVHD.scale == 1)
    #expect(DeviceCatalog.appleTV4K.scale == 2)
  }

  @Test func hidingTheStatusBarChangesNothing() {
    let device = DeviceCatalog.appleTVHD
    #expect(
      device.safeAreaInsets(orientation: .landscapeLeft, statusBarHidden: true)
        == device.safeAreaInsets(orientation: .landscapeLeft))
  }
}
