import Foundation
import Testing

@testable import Bezel

/// The one number format of the renderings.
struct SnapshotNumberTests {
  @Test(arguments: [
    (CGFloat(0), "0"), (59, "59"), (-12, "-12"), (2.5, "2.5"), (1.0 / 3, "0.333"),
    (2.0 / 3, "0.667"), (47.33, "47.33"), (-0.0, "0"), (-0.0004, "0"), (0.0005, "0.001"),
    (0.05, "0.05"), (-1.25, "-1.25"), (100.1, "100.1"), (1e20, "9000000000000"),
    (.nan, "0"), (.infinity, "0"),
  ])
  func numbersHaveAtMostThreeDecimalsAndNoNegativeZero(value: CGFloat, expected: String) {
    #expect(SnapshotNumber.string(value) == expected)
  }
}

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
