import Bezel
import Testing
import UIKit

/// Which side the top of the device is on in each landscape orientation, on a notched iPhone
/// and a Dynamic Island iPhone.
///
/// UIKit's header says `UIInterfaceOrientationLandscapeLeft = UIDeviceOrientationLandscapeRight`,
/// and `UIDeviceOrientationLandscapeRight` is "the device is in landscape mode, with the device
/// held upright and the home button on the left side" (UIDevice.h): in interface landscape
/// left the device's top, with its sensor housing, is on the right; in landscape right, on the
/// left.
@MainActor
struct LandscapeSidesTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var device: Device
    var orientation: Orientation
    /// The measured safe-area insets in landscape: (top, left, bottom, right).
    var insets: UIEdgeInsets
    /// The housing's frame derived by hand from its drawn size (see `SensorHousing`).
    var housing: CGRect
    var testDescription: String { "\(device.name) \(orientation)" }
  }

  // Safe areas measured on iOS 16.2 (shared conformance root geometry): iPhone 13 in landscape
  // [0, 47, 21, 47] at 844 × 390, iPhone 14 Pro Max [0, 59, 21, 59] at 932 × 430 — the same on
  // both sides, so the insets alone cannot say where the top is.
  // iPhone 13: the smaller notch, 162 × 33 at the edge, turned: 33 wide, 162 tall, centred
  // down the side, y = (390 − 162) / 2 = 114; on the right x = 844 − 33 = 811.
  // iPhone 14 Pro Max: the island, 126 × 37.33, 11.33 from the edge, turned: 37.33 × 126,
  // y = (430 − 126) / 2 = 152; on the right x = 932 − 11.33 − 37.33 = 883.34.
  nonisolated static let cases: [Case] = [
    Case(
      device: DeviceCatalog.iPhone13, orientation: .landscapeLeft,
      insets: UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47),
      housing: CGRect(x: 811, y: 114, width: 33, height: 162)),
    Case(
      device: DeviceCatalog.iPhone13, orientation: .landscapeRight,
      insets: UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47),
      housing: CGRect(x: 0, y: 114, width: 33, height: 162)),
    Case(
      device: DeviceCatalog.iPhone14ProMax, orientation: .landscapeLeft,
      insets: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59),
      housing: CGRect(x: 883.34, y: 152, width: 37.33, height: 126)),
    Case(
      device: DeviceCatalog.iPhone14ProMax, orientation: .landscapeRight,
      insets: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59),
      housing: CGRect(x: 11.33, y: 152, width: 37.33, height: 126)),
  ]

  func snapshot(_ testCase: Case) -> LayoutSnapshot {
    LayoutSnapshot(
      DeviceHost(UIViewController(), on: testCase.device, orientation: testCase.orientation))
  }

  @Test(arguments: cases)
  func safeAreaIsInsetOnBothSides(_ testCase: Case) throws {
    let root = try #require(snapshot(testCase).rootView)
    #expect(root.safeAreaInsets == testCase.insets)
  }

  @Test(arguments: cases)
  func housingIsOnTheSideOfTheDevicesTop(_ testCase: Case) throws {
    let frame = try #require(snapshot(testCase).sensorHousingFrame)
    #expect(abs(frame.minX - testCase.housing.minX) < 1e-9)
    #expect(abs(frame.minY - testCase.housing.minY) < 1e-9)
    #expect(abs(frame.width - testCase.housing.width) < 1e-9)
    #expect(abs(frame.height - testCase.housing.height) < 1e-9)
  }

  // The housing lies within the side inset on its side of the screen.
  @Test(arguments: cases)
  func housingLiesInTheSideInset(_ testCase: Case) throws {
    let snapshot = snapshot(testCase)
    let frame = try #require(snapshot.sensorHousingFrame)
    if testCase.orientation == .landscapeLeft {
      #expect(frame.minX >= snapshot.screenSize.width - testCase.insets.right)
    } else {
      #expect(frame.maxX <= testCase.insets.left)
    }
  }
}
