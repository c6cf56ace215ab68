import Bezel
import Testing
import UIKit

/// Window safe-area insets, status bar hiding and root-view minimum margins: the measured
/// cases that need only the catalog (sources: docs/sources.md).
struct DevicesSafeAreaTests {
  /// iPhone 14 Pro in landscape [CSL; DIM 16.2].
  @Test func iPhone14ProInLandscape() {
    let insets = DeviceCatalog.iPhone14Pro.safeAreaInsets(orientation: .landscapeLeft)
    #expect(insets == UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
  }

  /// The safe-area layout guide of a full-screen root view on an iPhone 14
  /// Pro is {{0, 59}, {393, 759}} [FLUTTER-120682].
  @Test func iPhone14ProSafeAreaLayoutFrame() {
    let device = DeviceCatalog.iPhone14Pro
    let bounds = CGRect(origin: .zero, size: device.bounds(in: .portrait))
    let frame = bounds.inset(by: device.safeAreaInsets(orientation: .portrait))
    #expect(frame == CGRect(x: 0, y: 59, width: 393, height: 759))
  }

  /// iPhone 12 mini [GK-67; DIM].
  @Test func iPhone12MiniTopInsetIs50() {
    #expect(DeviceCatalog.iPhone12Mini.safeAreaInsets(orientation: .portrait).top == 50)
  }

  /// A key window on "iPhone 16 flavors" reads (62, 0, 34, 0), which matches
  /// the 16 Pro and 16 Pro Max; on "iPhone 14 flavors" (59, 0, 34, 0) [POVIO; DF].
  @Test func windowInsetsOfIPhone16ProAnd14Pro() {
    #expect(
      DeviceCatalog.iPhone16Pro.safeAreaInsets(orientation: .portrait)
        == UIEdgeInsets(top: 62, left: 0, bottom: 34, right: 0))
    #expect(
      DeviceCatalog.iPhone16ProMax.safeAreaInsets(orientation: .portrait)
        == UIEdgeInsets(top: 62, left: 0, bottom: 34, right: 0))
    #expect(
      DeviceCatalog.iPhone14Pro.safeAreaInsets(orientation: .portrait)
        == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
  }

  /// The iPhone XR and 11 read 44 at the top before iOS 14 and 48 from iOS 14 [SST; GK-47;
  /// DIM].
  @Test(arguments: [DeviceCatalog.iPhoneXR, DeviceCatalog.iPhone11])
  func xrClassTopInsetGrewInIOS14(_ device: Device) {
    #expect(device.safeAreaInsets(orientation: .portrait, era: .iOS12).top == 44)
    #expect(device.safeAreaInsets(orientation: .portrait, era: .iOS14).top == 48)
    #expect(device.safeAreaInsets(orientation: .landscapeRight, era: .iOS14).left == 48)
  }

  /// iOS 26 insets the home indicator by 20 in landscape [DF-SPECS]; earlier eras by 21 [DF].
  @Test func iPhone16ProLandscapeHomeIndicatorByEra() {
    let device = DeviceCatalog.iPhone16Pro
    #expect(
      device.safeAreaInsets(orientation: .landscapeLeft, era: .iOS14)
        == UIEdgeInsets(top: 0, left: 62, bottom: 21, right: 62))
    #expect(
      device.safeAreaInsets(orientation: .landscapeLeft, era: .iOS26)
        == UIEdgeInsets(top: 0, left: 62, bottom: 20, right: 62))
  }

  /// The iPhone Air [DF-SPECS].
  @Test func iPhoneAirInsets() {
    let device = DeviceCatalog.iPhoneAir
    #expect(
      device.safeAreaInsets(orientation: .portrait, era: .iOS26)
        == UIEdgeInsets(top: 68, left: 0, bottom: 34, right: 0))
    #expect(
      device.safeAreaInsets(orientation: .landscapeRight, era: .iOS26)
        == UIEdgeInsets(top: 0, left: 68, bottom: 20, right: 68))
  }

  /// iPads without a home button read (32, 0, 25, 0) in both orientations on iOS 26
  /// [DF-SPECS] and (24, 0, 20, 0) before [DIM].
  @Test(arguments: [Orientation.portrait, .landscapeLeft])
  func iPadProM4InsetsByEra(_ orientation: Orientation) {
    let device = DeviceCatalog.iPadPro11M4
    #expect(
      device.safeAreaInsets(orientation: orientation, era: .iOS26)
        == UIEdgeInsets(top: 32, left: 0, bottom: 25, right: 0))
    #expect(
      device.safeAreaInsets(orientation: orientation, era: .iOS14)
        == UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
  }

  /// Landscape left and right have equal insets, with equal left and right edges, on every
  /// iPhone [DIM; react-native-safe-area-context #100; CodenameOne PR #3794].
  @Test(arguments: DeviceCatalog.iPhones)
  func landscapeInsetsAreSymmetric(_ device: Device) {
    let left = device.safeAreaInsets(orientation: .landscapeLeft)
    #expect(left == device.safeAreaInsets(orientation: .landscapeRight))
    #expect(left.left == left.right)
  }

  /// iPhones show no status bar in landscape [UYL-X; DIM].
  @Test(arguments: DeviceCatalog.iPhones)
  func iPhonesShowNoStatusBarInLandscape(_ device: Device) {
    #expect(device.statusBarHeight(in: .landscapeLeft) == 0)
    #expect(device.safeAreaInsets(orientation: .landscapeLeft).top == 0)
  }

  /// Hiding the status bar reclaims its 20 points on a home-button iPhone [WWDC18-235].
  @Test func hidingTheStatusBarOnIPhone8ReclaimsTwentyPoints() {
    let device = DeviceCatalog.iPhone8
    #expect(device.safeAreaInsets(orientation: .portrait).top == 20)
    #expect(device.safeAreaInsets(orientation: .portrait, statusBarHidden: true) == .zero)
  }

  /// Hiding the status bar does not hide the sensor housing [WWDC18-235;
  /// react-native-safe-area-view #62].
  @Test func hidingTheStatusBarOnIPhoneXKeepsTheSensorHousing() {
    let insets = DeviceCatalog.iPhoneX.safeAreaInsets(orientation: .portrait, statusBarHidden: true)
    #expect(insets == UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
  }

  /// A 20-point status bar is the whole top inset of a home-button iPad [SST: a (20, 0, 0, 0)
  /// device with a hidden status bar reads zero].
  @Test func hidingTheStatusBarOnAHomeButtonIPad() {
    let insets = DeviceCatalog.iPadPro9_7.safeAreaInsets(
      orientation: .landscapeLeft, statusBarHidden: true)
    #expect(insets == .zero)
  }

  /// In landscape an iPhone already hides its status bar: asking to hide it changes nothing.
  @Test(arguments: DeviceCatalog.iPhones)
  func hidingTheStatusBarInLandscapeChangesNothing(_ device: Device) {
    #expect(
      device.safeAreaInsets(orientation: .landscapeLeft, statusBarHidden: true)
        == device.safeAreaInsets(orientation: .landscapeLeft))
  }

  /// On a notched iPhone the status bar covers the same strip as the sensor housing in
  /// portrait [DIM: the top inset].
  @Test(arguments: DeviceCatalog.iPhones.filter { $0.hardwareInsets(in: .portrait).top > 0 })
  func notchedStatusBarEqualsTheTopInset(_ device: Device) {
    #expect(
      device.statusBarHeight(in: .portrait) == device.safeAreaInsets(orientation: .portrait).top)
  }

  /// Root margins are the safe area plus the system minimum [DIM].
  @Test(arguments: [
    (
      DeviceCatalog.iPhoneSE3, Orientation.portrait,
      UIEdgeInsets(top: 20, left: 16, bottom: 0, right: 16)
    ),
    (DeviceCatalog.iPhoneSE3, .landscapeLeft, UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20)),
    (
      DeviceCatalog.iPhone12, .landscapeRight, UIEdgeInsets(top: 0, left: 63, bottom: 21, right: 63)
    ),
    (DeviceCatalog.iPadPro11, .portrait, UIEdgeInsets(top: 24, left: 20, bottom: 20, right: 20)),
    (DeviceCatalog.iPadPro9_7, .portrait, UIEdgeInsets(top: 20, left: 20, bottom: 0, right: 20)),
  ])
  func rootMarginsAreSafeAreaPlusSystemMinimum(
    _ device: Device, _ orientation: Orientation, _ expected: UIEdgeInsets
  ) {
    let safe = device.safeAreaInsets(orientation: orientation)
    let minimum = device.systemMinimumLayoutMargins(in: orientation)
    let margins = UIEdgeInsets(
      top: safe.top + minimum.top, left: safe.left + minimum.leading,
      bottom: safe.bottom + minimum.bottom, right: safe.right + minimum.trailing)
    #expect(margins == expected)
  }

  /// On an iPhone 8 in portrait a view pinned to the root margins is at
  /// x = 16, 343 wide [SMART-cn].
  @Test func iPhone8RootMarginsLeave343Points() {
    let device = DeviceCatalog.iPhone8
    let minimum = device.systemMinimumLayoutMargins(in: .portrait)
    #expect(minimum.leading == 16)
    #expect(device.bounds(in: .portrait).width - minimum.leading - minimum.trailing == 343)
  }

  /// Size classes by device and orientation [DIM].
  @Test func sizeClassesOfCase48() {
    let compactCompact = SizeClasses(horizontal: .compact, vertical: .compact)
    let regularCompact = SizeClasses(horizontal: .regular, vertical: .compact)
    #expect(DeviceCatalog.iPhone12.sizeClasses(in: .landscapeLeft) == compactCompact)
    #expect(DeviceCatalog.iPhone12ProMax.sizeClasses(in: .landscapeLeft) == regularCompact)
    #expect(DeviceCatalog.iPhone8Plus.sizeClasses(in: .landscapeLeft) == regularCompact)
    #expect(DeviceCatalog.iPhoneSE1.sizeClasses(in: .landscapeLeft) == compactCompact)
  }

  /// Every iPhone is compact/regular in portrait [DIM].
  @Test(arguments: DeviceCatalog.iPhones)
  func iPhonesAreCompactRegularInPortrait(_ device: Device) {
    #expect(
      device.sizeClasses(in: .portrait) == SizeClasses(horizontal: .compact, vertical: .regular))
  }

  /// Every full-screen iPad is regular/regular [DIM].
  @Test(arguments: DeviceCatalog.iPads)
  func iPadsAreRegularRegular(_ device: Device) {
    for orientation in Orientation.allCases {
      #expect(
        device.sizeClasses(in: orientation) == SizeClasses(horizontal: .regular, vertical: .regular)
      )
    }
  }
}
