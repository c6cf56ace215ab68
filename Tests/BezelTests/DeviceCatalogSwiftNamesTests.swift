import Bezel
import Testing

/// Every catalog device has the Swift name `bezel devices` prints, and that name is its property.
@Suite struct DeviceCatalogSwiftNamesTests {
  @Test func everyDeviceHasExactlyOneSwiftName() {
    for device in DeviceCatalog.all {
      #expect(DeviceCatalog.swiftNames.filter { $0.device == device }.count == 1, "\(device.name)")
    }
    #expect(DeviceCatalog.swiftNames.count == DeviceCatalog.all.count)
  }

  @Test func swiftNamesAreThePropertiesNames() {
    #expect(DeviceCatalog.swiftName(of: DeviceCatalog.iPhone13Pro) == "iPhone13Pro")
    #expect(DeviceCatalog.swiftName(of: DeviceCatalog.iPhoneSE2) == "iPhoneSE2")
    #expect(DeviceCatalog.swiftName(of: DeviceCatalog.appleTV4K) == "appleTV4K")
  }
}
