import UIKit

// iPads, by release date. Screen sizes and scales: Apple's HIG device table, checked against
// DIM, SST, DF and HACK-iPadPro where those list the device. Home-button iPads have a 20-point
// status bar and no hardware insets; the others a 24-point status bar and a 20-point home
// indicator through iOS 18 (DIM), 32 and 25 on iOS 26 (DF-SPECS).

extension DeviceCatalog {
  // MARK: 768 × 1024

  public static let iPad1 = Device.homeButtonPad(
    "iPad (1st generation)", year: 2010, 768, 1024, scale: 1, screen: Cite.hig,
    splitViews: split9_7)
  public static let iPad2 = Device.homeButtonPad(
    "iPad 2", year: 2011, 768, 1024, scale: 1, screen: Cite.hig, splitViews: split9_7)
  public static let iPad3 = Device.homeButtonPad(
    "iPad (3rd generation)", year: 2012, 768, 1024, screen: Cite.hig, splitViews: split9_7)
  public static let iPad4 = Device.homeButtonPad(
    "iPad (4th generation)", year: 2012, 768, 1024, screen: Cite.hig, splitViews: split9_7)
  public static let iPadMini1 = Device.homeButtonPad(
    "iPad mini (1st generation)", year: 2012, 768, 1024, scale: 1, screen: Cite.hig,
    splitViews: split9_7)
  public static let iPadAir1 = Device.homeButtonPad(
    "iPad Air", year: 2013, 768, 1024, screen: Cite.hig, splitViews: split9_7)
  public static let iPadMini2 = Device.homeButtonPad(
    "iPad mini 2", year: 2013, 768, 1024, screen: Cite.hig, splitViews: split9_7)
  public static let iPadMini3 = Device.homeButtonPad(
    "iPad mini 3", year: 2014, 768, 1024, screen: Cite.hig, splitViews: split9_7)
  /// The iPad Air 2 (2014): 768 × 1024 points at 2x, with a home button.
  public static let iPadAir2 = Device.homeButtonPad(
    "iPad Air 2", year: 2014, 768, 1024, screen: "\(Cite.hig); UYL-readable",
    splitViews: split9_7)
  public static let iPadMini4 = Device.homeButtonPad(
    "iPad mini 4", year: 2015, 768, 1024, screen: Cite.hig, splitViews: split9_7)
  static let iPadPro12_9First = Device.homeButtonPad(
    "iPad Pro (12.9-inch) (1st generation)", year: 2015, 1024, 1366,
    screen: "\(Cite.hig); SST iPadPro12_9", splitViews: split12_9)
  /// The 9.7-inch iPad Pro (2016): 768 × 1024 points at 2x, with a home button.
  public static let iPadPro9_7 = Device.homeButtonPad(
    "iPad Pro (9.7-inch)", year: 2016, 768, 1024, screen: Cite.dim, splitViews: split9_7)
  public static let iPad5 = Device.homeButtonPad(
    "iPad (5th generation)", year: 2017, 768, 1024, screen: Cite.hig, splitViews: split9_7)
  static let iPadPro12_9Second = Device.homeButtonPad(
    "iPad Pro (12.9-inch) (2nd generation)", year: 2017, 1024, 1366,
    screen: "\(Cite.hig); SST iPadPro12_9; HACK-iPadPro", splitViews: split12_9)
  /// The 10.5-inch iPad Pro (2017): 834 × 1112 points at 2x, with a home button.
  public static let iPadPro10_5 = Device.homeButtonPad(
    "iPad Pro (10.5-inch)", year: 2017, 834, 1112, screen: "SST iPadPro10_5; HACK-iPadPro",
    splitViews: split10_5)
  public static let iPad6 = Device.homeButtonPad(
    "iPad (6th generation)", year: 2018, 768, 1024, screen: Cite.hig, splitViews: split9_7)

  // MARK: Face ID, 2018

  public static let iPadPro11First = Device.homeIndicatorPad(
    "iPad Pro (11-inch) (1st generation)", year: 2018, 834, 1194,
    screen: "SST iPadPro11; HACK-iPadPro", cornerRadius: .dimSibling(18, "iPad Pro 11\""),
    measuredBefore26: "SST; DIM (later 11\" iPads Pro)", splitViews: split11)
  static let iPadPro12_9Third = Device.homeIndicatorPad(
    "iPad Pro (12.9-inch) (3rd generation)", year: 2018, 1024, 1366,
    screen: "\(Cite.hig); HACK-iPadPro", cornerRadius: .dimSibling(18, "iPad Pro 12.9\""),
    measuredBefore26: "DIM (later 12.9\" iPads Pro)", splitViews: split12_9)

  // MARK: Home button, 2019–2021

  public static let iPadMini5 = Device.homeButtonPad(
    "iPad mini (5th generation)", year: 2019, 768, 1024, screen: Cite.hig, splitViews: split9_7)
  public static let iPadAir3 = Device.homeButtonPad(
    "iPad Air (3rd generation)", year: 2019, 834, 1112, screen: "\(Cite.hig); SST iPadPro10_5",
    splitViews: split10_5)
  public static let iPad7 = Device.homeButtonPad(
    "iPad (7th generation)", year: 2019, 810, 1080, screen: "\(Cite.hig); SST iPad10_2",
    splitViews: split10_2)
  public static let iPad8 = Device.homeButtonPad(
    "iPad (8th generation)", year: 2020, 810, 1080, screen: "\(Cite.hig); SST iPad10_2",
    splitViews: split10_2)
  /// The ninth iPad (2021): 810 × 1080 points at 2x, with a home button.
  public static let iPad9 = Device.homeButtonPad(
    "iPad (9th generation)", year: 2021, 810, 1080, screen: "\(Cite.dim); SST iPad10_2",
    splitViews: split10_2)

  // MARK: No home button, 2020–2022

  public static let iPadPro11Second = Device.homeIndicatorPad(
    "iPad Pro (11-inch) (2nd generation)", year: 2020, 834, 1194, screen: Cite.dim,
    cornerRadius: .dimSibling(18, "iPad Pro 11\" 3rd generation"), splitViews: split11)
  static let iPadPro12_9Fourth = Device.homeIndicatorPad(
    "iPad Pro (12.9-inch) (4th generation)", year: 2020, 1024, 1366, screen: Cite.dim,
    cornerRadius: .dimSibling(18, "iPad Pro 12.9\" 5th generation"), splitViews: split12_9)
  /// The fourth iPad Air (2020): 820 × 1180 points at 2x, a home indicator.
  public static let iPadAir4 = Device.homeIndicatorPad(
    "iPad Air (4th generation)", year: 2020, 820, 1180, screen: Cite.dim,
    cornerRadius: .dim(18))
  public static let iPadPro11Third = Device.homeIndicatorPad(
    "iPad Pro (11-inch) (3rd generation)", year: 2021, 834, 1194, screen: Cite.dim,
    cornerRadius: .dim(18), splitViews: split11)
  static let iPadPro12_9Fifth = Device.homeIndicatorPad(
    "iPad Pro (12.9-inch) (5th generation)", year: 2021, 1024, 1366, screen: Cite.dim,
    cornerRadius: .dim(18), splitViews: split12_9)
  /// The sixth iPad mini (2021): 744 × 1133 points at 2x, a home indicator.
  public static let iPadMini6 = Device.homeIndicatorPad(
    "iPad mini (6th generation)", year: 2021, 744, 1133, screen: Cite.dim,
    cornerRadius: .dim(21.5))
  /// The fifth iPad Air (2022): 820 × 1180 points at 2x, a home indicator.
  public static let iPadAir5 = Device.homeIndicatorPad(
    "iPad Air (5th generation)", year: 2022, 820, 1180, screen: Cite.dim,
    cornerRadius: .dimSibling(18, "iPad Air 4th generation"))
  /// The tenth iPad (2022): 820 × 1180 points at 2x, a home indicator.
  public static let iPad10 = Device.homeIndicatorPad(
    "iPad (10th generation)", year: 2022, 820, 1180, screen: "\(Cite.dim); \(Cite.dfSpecs)",
    cornerRadius: .dimSibling(18, "iPad Air 4th generation"))
  /// The 11-inch iPad Pro of 2022 (4th generation): 834 × 1194 points at 2x.
  public static let iPadPro11 = Device.homeIndicatorPad(
    "iPad Pro (11-inch) (4th generation)", year: 2022, 834, 1194, screen: Cite.dim,
    cornerRadius: .dimSibling(18, "iPad Pro 11\" 3rd generation"), splitViews: split11)
  /// The 12.9-inch iPad Pro of 2022 (6th generation): 1024 × 1366 points at 2x.
  public static let iPadPro12_9 = Device.homeIndicatorPad(
    "iPad Pro (12.9-inch) (6th generation)", year: 2022, 1024, 1366, screen: Cite.dim,
    cornerRadius: .dimSibling(18, "iPad Pro 12.9\" 5th generation"), splitViews: split12_9)

  // MARK: 2024–2026

  public static let iPadAir11M2 = Device.homeIndicatorPad(
    "iPad Air 11-inch (M2)", year: 2024, 820, 1180, screen: Cite.dfSpecs,
    measuredBefore26: "DIM (iPad Air 5th generation, same screen)")
  public static let iPadAir13M2 = Device.homeIndicatorPad(
    "iPad Air 13-inch (M2)", year: 2024, 1024, 1366, screen: Cite.dfSpecs,
    measuredBefore26: "DIM (iPad Pro 12.9\", same screen)", splitViews: split12_9)
  /// The 11-inch iPad Pro with M4 (2024): 834 × 1210 points at 2x.
  public static let iPadPro11M4 = Device.homeIndicatorPad(
    "iPad Pro 11-inch (M4)", year: 2024, 834, 1210, screen: "\(Cite.df); \(Cite.dfSpecs)",
    measuredBefore26: "DF (portrait 24/0/20/0); DIM (other Face ID iPads)")
  /// The 13-inch iPad Pro with M4 (2024): 1032 × 1376 points at 2x.
  public static let iPadPro13M4 = Device.homeIndicatorPad(
    "iPad Pro 13-inch (M4)", year: 2024, 1032, 1376, screen: "\(Cite.df); \(Cite.dfSpecs)",
    measuredBefore26: "DF (portrait 24/0/20/0); DIM (other Face ID iPads)")
  /// The iPad mini with A17 Pro (2024): 744 × 1133 points at 2x.
  public static let iPadMiniA17Pro = Device.homeIndicatorPad(
    "iPad mini (A17 Pro)", year: 2024, 744, 1133, screen: Cite.dfSpecs,
    cornerRadius: .dimSibling(21.5, "iPad mini 6th generation"),
    measuredBefore26: "DIM (iPad mini 6th generation, same screen)")
  public static let iPadA16 = Device.homeIndicatorPad(
    "iPad (A16)", year: 2025, 820, 1180, screen: Cite.dfSpecs,
    measuredBefore26: "DIM (iPad 10th generation, same screen)")
  public static let iPadAir11M3 = Device.homeIndicatorPad(
    "iPad Air 11-inch (M3)", year: 2025, 820, 1180,
    screen: "\(Cite.hig); DF-SPECS (M2 and M4, same screen)",
    measuredBefore26: "DIM (iPad Air 5th generation, same screen)")
  public static let iPadAir13M3 = Device.homeIndicatorPad(
    "iPad Air 13-inch (M3)", year: 2025, 1024, 1366,
    screen: "\(Cite.hig); DF-SPECS (M2 and M4, same screen)",
    measuredBefore26: "DIM (iPad Pro 12.9\", same screen)", splitViews: split12_9)
  public static let iPadPro11M5 = Device.homeIndicatorPad(
    "iPad Pro 11-inch (M5)", year: 2025, 834, 1210, screen: Cite.dfSpecs, measuredBefore26: nil)
  public static let iPadPro13M5 = Device.homeIndicatorPad(
    "iPad Pro 13-inch (M5)", year: 2025, 1032, 1376, screen: Cite.dfSpecs,
    measuredBefore26: nil)
  public static let iPadAir11M4 = Device.homeIndicatorPad(
    "iPad Air 11-inch (M4)", year: 2026, 820, 1180, screen: Cite.dfSpecs, measuredBefore26: nil)
  public static let iPadAir13M4 = Device.homeIndicatorPad(
    "iPad Air 13-inch (M4)", year: 2026, 1024, 1366, screen: Cite.dfSpecs,
    measuredBefore26: nil, splitViews: split12_9)

  /// Every iPad in the catalog, by release date; devices released together are in Apple's
  /// announcement order.
  public static let iPads: [Device] = [
    iPad1, iPad2, iPad3, iPad4, iPadMini1, iPadAir1, iPadMini2, iPadMini3, iPadAir2, iPadMini4,
    iPadPro12_9First, iPadPro9_7, iPad5, iPadPro12_9Second, iPadPro10_5, iPad6, iPadPro11First,
    iPadPro12_9Third, iPadMini5, iPadAir3, iPad7, iPadPro11Second, iPadPro12_9Fourth,
    iPad8, iPadAir4, iPadPro11Third, iPadPro12_9Fifth, iPad9, iPadMini6, iPadAir5, iPad10,
    iPadPro11, iPadPro12_9, iPadAir11M2, iPadAir13M2, iPadPro11M4, iPadPro13M4, iPadMiniA17Pro,
    iPadA16, iPadAir11M3, iPadAir13M3, iPadPro11M5, iPadPro13M5, iPadAir11M4, iPadAir13M4,
  ]
}
