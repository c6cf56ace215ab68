import Bezel
import Testing
import UIKit

/// Which iPhones have a notch and which a Dynamic Island.
struct SensorHousingCatalogTests {
  // Apple's tech specs list the Dynamic Island from the iPhone 14 Pro on, except the iPhone 16e
  // and 17e, which keep a notch like the iPhone X to 14 Plus.
  static let dynamicIslands: Set<String> = [
    "iPhone 14 Pro", "iPhone 14 Pro Max", "iPhone 15", "iPhone 15 Plus", "iPhone 15 Pro",
    "iPhone 15 Pro Max", "iPhone 16", "iPhone 16 Plus", "iPhone 16 Pro", "iPhone 16 Pro Max",
    "iPhone 17", "iPhone Air", "iPhone 17 Pro", "iPhone 17 Pro Max",
  ]
  static let notches: Set<String> = [
    "iPhone X", "iPhone XS", "iPhone XS Max", "iPhone XR", "iPhone 11", "iPhone 11 Pro",
    "iPhone 11 Pro Max", "iPhone 12 mini", "iPhone 12", "iPhone 12 Pro", "iPhone 12 Pro Max",
    "iPhone 13 mini", "iPhone 13", "iPhone 13 Pro", "iPhone 13 Pro Max", "iPhone 14",
    "iPhone 14 Plus", "iPhone 16e", "iPhone 17e",
  ]

  @Test func dynamicIslandPhonesAreTheFourteenProAndLaterButTheEModels() {
    let islands = DeviceCatalog.all.filter { $0.sensorHousing?.value.kind == .dynamicIsland }
    #expect(Set(islands.map(\.name)) == Self.dynamicIslands)
  }

  @Test func notchedPhonesAreTheXToTheFourteenPlusAndTheEModels() {
    let notched = DeviceCatalog.all.filter { $0.sensorHousing?.value.kind == .notch }
    #expect(Set(notched.map(\.name)) == Self.notches)
  }

  // A housing is drawn exactly where the hardware insets the portrait top.
  @Test(arguments: DeviceCatalog.all)
  func housingGoesWithATopHardwareInset(device: Device) {
    let hasInset = device.idiom == .phone && device.hardwareInsets(in: .portrait).top > 0
    #expect((device.sensorHousing != nil) == hasInset)
  }

  // The smaller notch arrived with the iPhone 13 (2021).
  @Test func notchesFromTwentyTwentyOneAreDrawnSmaller() throws {
    #expect(DeviceCatalog.iPhone12.sensorHousing?.value == .notch)
    #expect(DeviceCatalog.iPhone13.sensorHousing?.value == .smallerNotch)
    #expect(DeviceCatalog.iPhone16e.sensorHousing?.value == .smallerNotch)
  }
}

/// Where the sensor housing is drawn in each orientation.
struct SensorHousingDrawingTests {
  func snapshot(_ device: Device, _ orientation: Orientation) -> LayoutSnapshot {
    LayoutSnapshot(
      deviceName: device.name, idiom: device.idiom, orientation: orientation,
      screenSize: device.bounds(in: orientation), windowSize: device.bounds(in: orientation),
      scale: device.scale, sensorHousing: device.sensorHousing?.value, views: [])
  }

  // iPhone 16, 393 × 852: the 126 × 37.33 island is centred across the top, 11.33 below the
  // edge: x = (393 − 126) / 2 = 133.5. Upside down it is 11.33 above the bottom edge:
  // y = 852 − 11.33 − 37.33 = 803.34. In landscape (852 × 393) it is turned: interface
  // landscape left is the device turned with its home button on the left (UIApplication.h:
  // `UIInterfaceOrientationLandscapeLeft = UIDeviceOrientationLandscapeRight`), so the top of
  // the device, and the island, is on the right, x = 852 − 11.33 − 37.33 = 803.34; in landscape
  // right it is on the left, 11.33 from the edge.
  @Test(arguments: [
    (Orientation.portrait, CGRect(x: 133.5, y: 11.33, width: 126, height: 37.33)),
    (.portraitUpsideDown, CGRect(x: 133.5, y: 803.34, width: 126, height: 37.33)),
    (.landscapeLeft, CGRect(x: 803.34, y: 133.5, width: 37.33, height: 126)),
    (.landscapeRight, CGRect(x: 11.33, y: 133.5, width: 37.33, height: 126)),
  ])
  func dynamicIslandIsAtTheTopOfTheDevice(orientation: Orientation, expected: CGRect) throws {
    let frame = try #require(snapshot(DeviceCatalog.iPhone16, orientation).sensorHousingFrame)
    #expect(abs(frame.minX - expected.minX) < 1e-9)
    #expect(abs(frame.minY - expected.minY) < 1e-9)
    #expect(frame.size == expected.size)
  }

  // iPhone X, 375 wide in portrait: the 209-point notch starts at (375 − 209) / 2 = 83 and
  // goes 30 − 6 = 24 down before its corner. The device turned clockwise for landscape left
  // (home button on the left) takes the portrait point (x, y) to (812 − y, x): the path starts
  // at the right edge of the 812-wide screen, (812, 83), then (788, 83). Turned
  // counter-clockwise for landscape right, (x, y) goes to (y, 375 − x): (0, 292), then (24, 292).
  @Test(arguments: [
    (Orientation.portrait, "M83 0L83 24"), (.landscapeLeft, "M812 83L788 83"),
    (.landscapeRight, "M0 292L24 292"), (.portraitUpsideDown, "M292 812L292 788"),
  ])
  func notchOpensFromTheTopEdgeOfTheDevice(orientation: Orientation, start: String) {
    let svg = snapshot(DeviceCatalog.iPhoneX, orientation).svg()
    #expect(svg.contains("<path fill=\"#000000\" d=\"\(start)"))
  }

  @Test func screensWithoutAHousingDrawNone() {
    let svg = snapshot(DeviceCatalog.iPhone8, .portrait).svg()
    #expect(!svg.contains("#000000"))
  }
}
