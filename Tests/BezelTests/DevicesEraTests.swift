import Bezel
import Testing
import UIKit

/// OS eras and era-keyed values.
struct DevicesEraTests {
  @Test(arguments: [
    (9, OSEra.iOS9), (10, .iOS9), (11, .iOS11), (12, .iOS12), (13, .iOS13), (14, .iOS14),
    (16, .iOS14), (18, .iOS14), (26, .iOS26),
  ])
  func majorVersionMapsToItsEra(_ version: Int, _ era: OSEra) {
    #expect(OSEra(majorVersion: version) == era)
  }

  /// The default era is the one the measured data (iOS 14.4–16.2) belongs to.
  @Test func defaultEraIsTheMeasuredOne() {
    #expect(OSEra.default == OSEra(majorVersion: 16))
  }

  @Test func lookupTakesTheLatestEntryAtOrBeforeTheEra() {
    let values = EraValues<Int>(
      Sourced(1, Source("a", era: .iOS11)), Sourced(2, Source("b", era: .iOS14)))
    #expect(values.value(in: .iOS12) == 1)
    #expect(values.value(in: .iOS26) == 2)
  }

  @Test func lookupBeforeTheFirstEntryTakesTheFirst() {
    let values = EraValues<Int>(
      Sourced(2, Source("b", era: .iOS14)), Sourced(1, Source("a", era: .iOS11)))
    #expect(values.value(in: .iOS9) == 1)
    #expect(values.entries.map(\.value) == [1, 2])
  }

  /// iPhones released with iOS 26 are described by their iOS 26 values in every era.
  @Test func iOS26DevicesAnswerEarlierErasWithTheirIOS26Values() {
    let device = DeviceCatalog.iPhone17
    #expect(device.hardwareInsets.sourced(in: .iOS14).source.era == .iOS26)
    #expect(device.safeAreaInsets(orientation: .portrait, era: .iOS14).top == 62)
  }
}
