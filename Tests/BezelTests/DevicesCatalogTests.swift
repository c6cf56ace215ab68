import Bezel
import Testing
import UIKit

/// The catalog's contents, order, lookup and sources.
struct DevicesCatalogTests {
  @Test func namesAreUnique() {
    let names = DeviceCatalog.all.map { $0.name.lowercased() }
    #expect(Set(names).count == names.count)
  }

  @Test func allListsIPhonesThenIPadsThenAppleTVs() {
    #expect(
      DeviceCatalog.all == DeviceCatalog.iPhones + DeviceCatalog.iPads + DeviceCatalog.appleTVs)
    #expect(DeviceCatalog.iPhones.allSatisfy { $0.idiom == .phone })
    #expect(DeviceCatalog.iPads.allSatisfy { $0.idiom == .pad })
    #expect(DeviceCatalog.appleTVs.allSatisfy { $0.idiom == .tv })
  }

  @Test(arguments: [DeviceCatalog.iPhones, DeviceCatalog.iPads, DeviceCatalog.appleTVs])
  func familiesAreInReleaseOrder(_ family: [Device]) {
    let years = family.map(\.year)
    #expect(years == years.sorted())
  }

  @Test func lookupIgnoresCaseAndRepeatedSpaces() {
    #expect(DeviceCatalog.device(named: "iphone  14 PRO") == DeviceCatalog.iPhone14Pro)
  }

  @Test func lookupOfAnUnknownNameIsNil() {
    #expect(DeviceCatalog.device(named: "iPhone 1") == nil)
  }

  /// Every iPhone from the iPhone 5 class to the iPhone 17 family and the iPhone Air.
  @Test(arguments: [
    "iPhone 5", "iPhone 5c", "iPhone 5s", "iPhone SE (1st generation)", "iPhone 6",
    "iPhone 6 Plus", "iPhone 6s", "iPhone 6s Plus", "iPhone 7", "iPhone 7 Plus", "iPhone 8",
    "iPhone 8 Plus", "iPhone X", "iPhone XS", "iPhone XS Max", "iPhone XR", "iPhone 11",
    "iPhone 11 Pro", "iPhone 11 Pro Max", "iPhone SE (2nd generation)", "iPhone 12 mini",
    "iPhone 12", "iPhone 12 Pro", "iPhone 12 Pro Max", "iPhone 13 mini", "iPhone 13",
    "iPhone 13 Pro", "iPhone 13 Pro Max", "iPhone SE (3rd generation)", "iPhone 14",
    "iPhone 14 Plus", "iPhone 14 Pro", "iPhone 14 Pro Max", "iPhone 15", "iPhone 15 Plus",
    "iPhone 15 Pro", "iPhone 15 Pro Max", "iPhone 16", "iPhone 16 Plus", "iPhone 16 Pro",
    "iPhone 16 Pro Max", "iPhone 16e", "iPhone 17", "iPhone Air", "iPhone 17 Pro",
    "iPhone 17 Pro Max",
  ])
  func coversIPhone(_ name: String) {
    #expect(DeviceCatalog.device(named: name)?.idiom == .phone)
  }

  /// Every iPad screen class, minis included, from 9.7" to the 13" M4.
  @Test(arguments: [
    "iPad Air 2", "iPad mini 4", "iPad Pro (9.7-inch)", "iPad (6th generation)",
    "iPad Pro (10.5-inch)", "iPad (9th generation)", "iPad mini (5th generation)",
    "iPad Pro (12.9-inch) (2nd generation)", "iPad Pro (11-inch) (1st generation)",
    "iPad Pro (12.9-inch) (3rd generation)", "iPad Air (4th generation)",
    "iPad mini (6th generation)", "iPad (10th generation)", "iPad Pro 11-inch (M4)",
    "iPad Pro 13-inch (M4)", "iPad mini (A17 Pro)",
  ])
  func coversIPad(_ name: String) {
    #expect(DeviceCatalog.device(named: name)?.idiom == .pad)
  }

  @Test(arguments: DeviceCatalog.all)
  func everyValueHasASource(_ device: Device) {
    #expect(!device.screenSource.citation.isEmpty)
    #expect(device.hardwareInsets.entries.allSatisfy { !$0.source.citation.isEmpty })
    #expect(device.statusBar.entries.allSatisfy { !$0.source.citation.isEmpty })
    #expect(device.splitViews.allSatisfy { !$0.source.citation.isEmpty })
  }

  /// Screen sizes: SST (SE, 8 Plus, XR), DIM (12 mini, iPad mini 6), DF and DF-SPECS (16 Pro,
  /// 16 Pro Max, Air, 13" M4).
  @Test(
    arguments: [
      ("iPhone SE (1st generation)", 320, 568, 2), ("iPhone 8 Plus", 414, 736, 3),
      ("iPhone XR", 414, 896, 2), ("iPhone 12 mini", 375, 812, 3), ("iPhone 16 Pro", 402, 874, 3),
      ("iPhone 16 Pro Max", 440, 956, 3), ("iPhone Air", 420, 912, 3),
      ("iPad mini (6th generation)", 744, 1133, 2), ("iPad Pro 13-inch (M4)", 1032, 1376, 2),
    ] as [(String, Double, Double, Double)])
  func screenSizeAndScale(_ name: String, _ width: Double, _ height: Double, _ scale: Double)
    throws
  {
    let device = try #require(DeviceCatalog.device(named: name))
    #expect(device.screenSize == CGSize(width: width, height: height))
    #expect(device.scale == CGFloat(scale))
  }
}
