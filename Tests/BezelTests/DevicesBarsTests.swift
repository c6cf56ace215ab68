import Bezel
import Testing
import UIKit

/// Bar heights, and the safe areas that bars and the status bar add up to (sources:
/// docs/sources.md).
struct DevicesBarsTests {
  /// In a navigation controller on iOS 11 the root view reads (64, 0, 0, 0)
  /// on an iPhone 8 and (88, 0, 34, 0) on an iPhone X [KR].
  @Test func navigationBarOnIOS11() throws {
    let iPhone8 = DeviceCatalog.iPhone8
    let iPhone8Bar = try #require(iPhone8.barHeights(in: .portrait, era: .iOS11))
    let iPhone8Top = iPhone8.safeAreaInsets(orientation: .portrait, era: .iOS11).top
    #expect(iPhone8Top + iPhone8Bar.value.navigationBar == 64)
    let iPhoneX = DeviceCatalog.iPhoneX
    let iPhoneXBar = try #require(iPhoneX.barHeights(in: .portrait, era: .iOS11))
    let iPhoneXSafe = iPhoneX.safeAreaInsets(orientation: .portrait, era: .iOS11)
    #expect(iPhoneXSafe.top + iPhoneXBar.value.navigationBar == 88)
    #expect(iPhoneXSafe.bottom == 34)
  }

  /// With the navigation bar hidden, (20, 0, 0, 0) and (44, 0, 34, 0) [KR].
  @Test func hiddenNavigationBarOnIOS11() {
    #expect(
      DeviceCatalog.iPhone8.safeAreaInsets(orientation: .portrait, era: .iOS11)
        == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    #expect(
      DeviceCatalog.iPhoneX.safeAreaInsets(orientation: .portrait, era: .iOS11)
        == UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
  }

  /// A tab bar controller's child on an iPhone X in portrait has a bottom
  /// inset of 83 = 49 + 34 [CNB; FPSAFE].
  @Test func tabBarOverTheHomeIndicator() throws {
    let device = DeviceCatalog.iPhoneX
    let bars = try #require(device.barHeights(in: .portrait))
    #expect(bars.value.tabBar + device.safeAreaInsets(orientation: .portrait).bottom == 83)
  }

  /// An iPhone X in landscape with a navigation bar reads (32, 44, 21, 44) [ASSETSPICKER].
  @Test func landscapeNavigationBarOnIPhoneX() throws {
    let device = DeviceCatalog.iPhoneX
    let bars = try #require(device.barHeights(in: .landscapeLeft))
    var insets = device.safeAreaInsets(orientation: .landscapeLeft)
    insets.top += bars.value.navigationBar
    #expect(insets == UIEdgeInsets(top: 32, left: 44, bottom: 21, right: 44))
  }

  /// iPhone bars in compact height are 32 points [UYL-X; STACKGUIDES; HACK-iPad12].
  @Test func iPhoneBarsInLandscape() throws {
    let bars = try #require(DeviceCatalog.iPhone12ProMax.barHeights(in: .landscapeRight))
    #expect(
      bars.value
        == BarHeights(navigationBar: 32, largeTitleNavigationBar: 32, toolbar: 32, tabBar: 32))
  }

  /// iPad navigation bars and toolbars are 50 (70 with the status bar), large
  /// titles 102 (122), tab bars 50 on iOS 12; 44 (64), 96 (116) and 49 on iOS 11
  /// [HACK-iPad12].
  @Test func iPadBarsOnIOS11AndIOS12() throws {
    let device = DeviceCatalog.iPadPro9_7
    let statusBar = device.statusBarHeight(in: .landscapeLeft)
    let iOS12 = try #require(device.barHeights(in: .landscapeLeft, era: .iOS12)).value
    #expect(iOS12.navigationBar == 50 && statusBar + iOS12.navigationBar == 70)
    #expect(iOS12.toolbar == 50)
    #expect(
      iOS12.largeTitleNavigationBar == 102 && statusBar + iOS12.largeTitleNavigationBar == 122)
    #expect(iOS12.tabBar == 50)
    let iOS11 = try #require(device.barHeights(in: .landscapeLeft, era: .iOS11)).value
    #expect(iOS11.navigationBar == 44 && statusBar + iOS11.navigationBar == 64)
    #expect(iOS11.largeTitleNavigationBar == 96 && statusBar + iOS11.largeTitleNavigationBar == 116)
    #expect(iOS11.tabBar == 49)
  }

  /// A 10.5" iPad Pro with the status bar and a large-title navigation bar
  /// reads a top inset of 122 on iOS 12 [HACK-iPadPro].
  @Test func iPadPro10_5LargeTitleTopInset() throws {
    let device = DeviceCatalog.iPadPro10_5
    let bars = try #require(device.barHeights(in: .landscapeLeft, era: .iOS12))
    let top = device.safeAreaInsets(orientation: .landscapeLeft, era: .iOS12).top
    #expect(top + bars.value.largeTitleNavigationBar == 122)
  }

  @Test func appleTVHasNoBarHeights() {
    #expect(DeviceCatalog.appleTVHD.barHeights(in: .landscapeLeft) == nil)
  }
}
