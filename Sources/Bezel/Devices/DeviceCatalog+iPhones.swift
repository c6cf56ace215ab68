import UIKit

// iPhones and the iPod touch, by release year. Screen sizes and scales: Apple's HIG device
// table, checked against DIM, SST and DF where those list the device. Top insets of notched
// iPhones: DIM where measured; otherwise the sources named, or the closest measured sibling
// (said so in the citation).

extension DeviceCatalog {
  // MARK: 320 × 568 (iPhone 5 class)

  public static let iPhone5 = Device.homeButtonPhone(
    "iPhone 5", year: 2012, 320, 568, scale: 2, screen: "\(Cite.hig); SST iPhoneSe")
  public static let iPhone5c = Device.homeButtonPhone(
    "iPhone 5c", year: 2013, 320, 568, scale: 2, screen: "\(Cite.hig); SST iPhoneSe")
  public static let iPhone5s = Device.homeButtonPhone(
    "iPhone 5s", year: 2013, 320, 568, scale: 2, screen: "\(Cite.hig); SST iPhoneSe")
  /// The first iPhone SE (2016): 320 × 568 points at 2x, with a home button.
  public static let iPhoneSE1 = Device.homeButtonPhone(
    "iPhone SE (1st generation)", year: 2016, 320, 568, scale: 2,
    screen: "\(Cite.hig); SST iPhoneSe")
  /// The seventh iPod touch (2019): 320 × 568 points at 2x, with a home button.
  public static let iPodTouch7 = Device.homeButtonPhone(
    "iPod touch (7th generation)", year: 2019, 320, 568, scale: 2, screen: Cite.dim)

  // MARK: 375 × 667 (iPhone 6 class)

  public static let iPhone6 = Device.homeButtonPhone(
    "iPhone 6", year: 2014, 375, 667, scale: 2, screen: "\(Cite.hig); SST iPhone8")
  public static let iPhone6s = Device.homeButtonPhone(
    "iPhone 6s", year: 2015, 375, 667, scale: 2, screen: "\(Cite.hig); SST iPhone8")
  public static let iPhone7 = Device.homeButtonPhone(
    "iPhone 7", year: 2016, 375, 667, scale: 2, screen: "\(Cite.hig); SST iPhone8")
  /// The iPhone 8 (2017): 375 × 667 points at 2x, with a home button.
  public static let iPhone8 = Device.homeButtonPhone(
    "iPhone 8", year: 2017, 375, 667, scale: 2, screen: Cite.dim)
  /// The second iPhone SE (2020): 375 × 667 points at 2x, with a home button.
  public static let iPhoneSE2 = Device.homeButtonPhone(
    "iPhone SE (2nd generation)", year: 2020, 375, 667, scale: 2, screen: Cite.dim)
  /// The third iPhone SE (2022): 375 × 667 points at 2x, with a home button.
  public static let iPhoneSE3 = Device.homeButtonPhone(
    "iPhone SE (3rd generation)", year: 2022, 375, 667, scale: 2,
    screen: "\(Cite.dim); \(Cite.dfSpecs)")

  // MARK: 414 × 736 (Plus)

  public static let iPhone6Plus = Device.homeButtonPhone(
    "iPhone 6 Plus", year: 2014, 414, 736, scale: 3, screen: "\(Cite.hig); SST iPhone8Plus")
  public static let iPhone6sPlus = Device.homeButtonPhone(
    "iPhone 6s Plus", year: 2015, 414, 736, scale: 3, screen: "\(Cite.hig); SST iPhone8Plus")
  public static let iPhone7Plus = Device.homeButtonPhone(
    "iPhone 7 Plus", year: 2016, 414, 736, scale: 3, screen: "\(Cite.hig); SST iPhone8Plus")
  /// The iPhone 8 Plus (2017): 414 × 736 points at 3x, with a home button.
  public static let iPhone8Plus = Device.homeButtonPhone(
    "iPhone 8 Plus", year: 2017, 414, 736, scale: 3, screen: Cite.dim)

  // MARK: Notch, 2017–2019

  /// The iPhone X (2017): 375 × 812 points at 3x, a 44-point sensor housing.
  public static let iPhoneX = Device.sensorHousingPhone(
    "iPhone X", year: 2017, 375, 812, scale: 3, screen: "\(Cite.hig); SST iPhoneX",
    cornerRadius: .dimSibling(39, "iPhone 11 Pro"),
    housing: .notch, sensorHousing: .since(.iOS11, 44, "KR (iOS 11); SST; UYL-X"))
  public static let iPhoneXS = Device.sensorHousingPhone(
    "iPhone XS", year: 2018, 375, 812, scale: 3, screen: "\(Cite.hig); SST iPhoneX",
    cornerRadius: .dimSibling(39, "iPhone 11 Pro"),
    housing: .notch, sensorHousing: .since(.iOS12, 44, "SST; DIM (iPhone 11 Pro, same screen)"))
  /// The iPhone XS Max (2018): 414 × 896 points at 3x, a 44-point sensor housing.
  public static let iPhoneXSMax = Device.sensorHousingPhone(
    "iPhone XS Max", year: 2018, 414, 896, scale: 3, screen: "\(Cite.hig); SST iPhoneXsMax",
    cornerRadius: .dimSibling(39, "iPhone 11 Pro Max"),
    housing: .notch, sensorHousing: .since(.iOS12, 44, "SST; DIM (iPhone 11 Pro Max, same screen)"))
  /// The iPhone XR (2018): 414 × 896 points at 2x; its top inset grew from 44 to 48 in iOS 14.
  public static let iPhoneXR = Device.sensorHousingPhone(
    "iPhone XR", year: 2018, 414, 896, scale: 2, screen: "\(Cite.hig); SST iPhoneXr",
    cornerRadius: .dimSibling(41.5, "iPhone 11"),
    housing: .notch,
    sensorHousing: EraValues(
      Sourced(44, Source("SST; GK-47 (iOS 12–13)", era: .iOS12)),
      Sourced(48, Source("DIM (iPhone 11, same screen); GK-47", era: .iOS14))))
  /// The iPhone 11 (2019): 414 × 896 points at 2x; its top inset grew from 44 to 48 in iOS 14.
  public static let iPhone11 = Device.sensorHousingPhone(
    "iPhone 11", year: 2019, 414, 896, scale: 2, screen: Cite.dim, cornerRadius: .dim(41.5),
    housing: .notch,
    sensorHousing: EraValues(
      Sourced(44, Source("GK-47 (iOS 13)", era: .iOS12)),
      Sourced(48, Source(Cite.dim, era: .iOS14))))
  /// The iPhone 11 Pro (2019): 375 × 812 points at 3x, a 44-point sensor housing.
  public static let iPhone11Pro = Device.sensorHousingPhone(
    "iPhone 11 Pro", year: 2019, 375, 812, scale: 3, screen: Cite.dim, cornerRadius: .dim(39),
    housing: .notch, sensorHousing: .since(.iOS12, 44, Cite.dim))
  /// The iPhone 11 Pro Max (2019): 414 × 896 points at 3x, a 44-point sensor housing.
  public static let iPhone11ProMax = Device.sensorHousingPhone(
    "iPhone 11 Pro Max", year: 2019, 414, 896, scale: 3, screen: Cite.dim,
    cornerRadius: .dim(39), housing: .notch, sensorHousing: .since(.iOS12, 44, Cite.dim))

  // MARK: Notch, 2020–2022

  /// The iPhone 12 mini (2020): 375 × 812 points at 3x, a 50-point sensor housing.
  public static let iPhone12Mini = Device.sensorHousingPhone(
    "iPhone 12 mini", year: 2020, 375, 812, scale: 3, screen: Cite.dim, cornerRadius: .dim(44),
    housing: .notch, sensorHousing: .since(.iOS14, 50, "\(Cite.dim); GK-67"))
  /// The iPhone 12 (2020): 390 × 844 points at 3x, a 47-point sensor housing.
  public static let iPhone12 = Device.sensorHousingPhone(
    "iPhone 12", year: 2020, 390, 844, scale: 3, screen: Cite.dim, cornerRadius: .dim(47.33),
    housing: .notch, sensorHousing: .since(.iOS14, 47, "\(Cite.dim); SST"))
  public static let iPhone12Pro = Device.sensorHousingPhone(
    "iPhone 12 Pro", year: 2020, 390, 844, scale: 3, screen: Cite.dim,
    cornerRadius: .dim(47.33), housing: .notch,
    sensorHousing: .since(.iOS14, 47, "\(Cite.dim); SST"))
  /// The iPhone 12 Pro Max (2020): 428 × 926 points at 3x, a 47-point sensor housing.
  public static let iPhone12ProMax = Device.sensorHousingPhone(
    "iPhone 12 Pro Max", year: 2020, 428, 926, scale: 3, screen: Cite.dim,
    cornerRadius: .dim(53.33), housing: .notch,
    sensorHousing: .since(.iOS14, 47, "\(Cite.dim); SST"))
  /// The iPhone 13 mini (2021): 375 × 812 points at 3x, a 50-point sensor housing.
  public static let iPhone13Mini = Device.sensorHousingPhone(
    "iPhone 13 mini", year: 2021, 375, 812, scale: 3, screen: Cite.dim, cornerRadius: .dim(44),
    housing: .notch, sensorHousing: .since(.iOS14, 50, "\(Cite.dim); SST"))
  /// The iPhone 13 (2021): 390 × 844 points at 3x, a 47-point sensor housing.
  public static let iPhone13 = Device.sensorHousingPhone(
    "iPhone 13", year: 2021, 390, 844, scale: 3, screen: Cite.dim, cornerRadius: .dim(47.33),
    housing: .notch, sensorHousing: .since(.iOS14, 47, "\(Cite.dim); SST"))
  public static let iPhone13Pro = Device.sensorHousingPhone(
    "iPhone 13 Pro", year: 2021, 390, 844, scale: 3, screen: Cite.dim,
    cornerRadius: .dim(47.33), housing: .notch,
    sensorHousing: .since(.iOS14, 47, "\(Cite.dim); SST"))
  public static let iPhone13ProMax = Device.sensorHousingPhone(
    "iPhone 13 Pro Max", year: 2021, 428, 926, scale: 3, screen: Cite.dim,
    cornerRadius: .dim(53.33), housing: .notch,
    sensorHousing: .since(.iOS14, 47, "\(Cite.dim); SST"))
  /// The iPhone 14 (2022): 390 × 844 points at 3x, a 47-point sensor housing.
  public static let iPhone14 = Device.sensorHousingPhone(
    "iPhone 14", year: 2022, 390, 844, scale: 3, screen: Cite.dim,
    cornerRadius: .dimSibling(47.33, "iPhone 13"), housing: .notch,
    sensorHousing: .since(.iOS14, 47, Cite.dim))
  public static let iPhone14Plus = Device.sensorHousingPhone(
    "iPhone 14 Plus", year: 2022, 428, 926, scale: 3, screen: "\(Cite.hig); HACK-14",
    cornerRadius: .dimSibling(53.33, "iPhone 13 Pro Max"),
    housing: .notch, sensorHousing: .since(.iOS14, 47, "DIM (iPhone 13 Pro Max, same screen)"))

  // MARK: Dynamic Island

  /// The iPhone 14 Pro (2022): 393 × 852 points at 3x, a 59-point Dynamic Island inset.
  public static let iPhone14Pro = Device.sensorHousingPhone(
    "iPhone 14 Pro", year: 2022, 393, 852, scale: 3, screen: "\(Cite.hig); HACK-14",
    housing: .dynamicIsland,
    sensorHousing: .since(.iOS14, 59, "DIM 16.2; CSL; FLUTTER-120682"))
  /// The iPhone 14 Pro Max (2022): 430 × 932 points at 3x, a 59-point Dynamic Island inset.
  public static let iPhone14ProMax = Device.sensorHousingPhone(
    "iPhone 14 Pro Max", year: 2022, 430, 932, scale: 3, screen: Cite.dim,
    housing: .dynamicIsland, sensorHousing: .since(.iOS14, 59, Cite.dim))
  /// The iPhone 15 (2023): 393 × 852 points at 3x, a 59-point Dynamic Island inset.
  public static let iPhone15 = Device.sensorHousingPhone(
    "iPhone 15", year: 2023, 393, 852, scale: 3, screen: "\(Cite.hig); DF",
    housing: .dynamicIsland,
    sensorHousing: .since(.iOS14, 59, "DF; DIM (iPhone 14 Pro, same screen)"))
  public static let iPhone15Plus = Device.sensorHousingPhone(
    "iPhone 15 Plus", year: 2023, 430, 932, scale: 3, screen: "\(Cite.hig); DF",
    housing: .dynamicIsland,
    sensorHousing: .since(.iOS14, 59, "DF; DIM (iPhone 14 Pro Max, same screen)"))
  /// The iPhone 15 Pro (2023): 393 × 852 points at 3x, a 59-point Dynamic Island inset.
  public static let iPhone15Pro = Device.sensorHousingPhone(
    "iPhone 15 Pro", year: 2023, 393, 852, scale: 3, screen: "\(Cite.hig); DF",
    housing: .dynamicIsland,
    sensorHousing: .since(.iOS14, 59, "DF; DIM (iPhone 14 Pro, same screen)"))
  /// The iPhone 15 Pro Max (2023): 430 × 932 points at 3x, a 59-point Dynamic Island inset.
  public static let iPhone15ProMax = Device.sensorHousingPhone(
    "iPhone 15 Pro Max", year: 2023, 430, 932, scale: 3, screen: "\(Cite.hig); DF",
    housing: .dynamicIsland,
    sensorHousing: .since(.iOS14, 59, "DF; TINDER; DIM (iPhone 14 Pro Max, same screen)"))
  /// The iPhone 16 (2024): 393 × 852 points at 3x, a 59-point Dynamic Island inset.
  public static let iPhone16 = Device.sensorHousingPhone(
    "iPhone 16", year: 2024, 393, 852, scale: 3, screen: "\(Cite.df); \(Cite.dfSpecs)",
    housing: .dynamicIsland, sensorHousing: .since(.iOS14, 59, "\(Cite.df); \(Cite.dfSpecs)"))
  /// The iPhone 16 Plus (2024): 430 × 932 points at 3x, a 59-point Dynamic Island inset.
  public static let iPhone16Plus = Device.sensorHousingPhone(
    "iPhone 16 Plus", year: 2024, 430, 932, scale: 3, screen: "\(Cite.df); \(Cite.dfSpecs)",
    housing: .dynamicIsland, sensorHousing: .since(.iOS14, 59, "\(Cite.df); \(Cite.dfSpecs)"))
  /// The iPhone 16 Pro (2024): 402 × 874 points at 3x, a 62-point Dynamic Island inset.
  public static let iPhone16Pro = Device.sensorHousingPhone(
    "iPhone 16 Pro", year: 2024, 402, 874, scale: 3,
    screen: "\(Cite.df); \(Cite.dfSpecs); ONSEN-3083",
    housing: .dynamicIsland,
    sensorHousing: .since(.iOS14, 62, "\(Cite.df); \(Cite.dfSpecs); POVIO (iOS 18 window)"))
  /// The iPhone 16 Pro Max (2024): 440 × 956 points at 3x, a 62-point Dynamic Island inset.
  public static let iPhone16ProMax = Device.sensorHousingPhone(
    "iPhone 16 Pro Max", year: 2024, 440, 956, scale: 3,
    screen: "\(Cite.df); \(Cite.dfSpecs); DEVPREVIEW",
    housing: .dynamicIsland,
    sensorHousing: .since(.iOS14, 62, "\(Cite.df); \(Cite.dfSpecs); DEVPREVIEW"))
  /// The iPhone 16e (2025): 390 × 844 points at 3x, a 47-point notch.
  public static let iPhone16e = Device.sensorHousingPhone(
    "iPhone 16e", year: 2025, 390, 844, scale: 3, screen: "DF-SPECS apple-iphone-16e.json",
    housing: .notch,
    sensorHousing: .since(
      .iOS14, 47, "DF-SPECS apple-iphone-16e.json @0bca281 (landscape bottom 21: pre-iOS 26)"))

  // MARK: 2025–2026 (iOS 26 only)

  /// The iPhone 17 (2025): 402 × 874 points at 3x, a 62-point Dynamic Island inset.
  public static let iPhone17 = Device.sensorHousingPhone(
    "iPhone 17", year: 2025, 402, 874, scale: 3, screen: Cite.dfSpecs,
    housing: .dynamicIsland, sensorHousing: .since(.iOS26, 62, Cite.dfSpecs))
  /// The iPhone 17 Pro (2025): 402 × 874 points at 3x, a 62-point Dynamic Island inset.
  public static let iPhone17Pro = Device.sensorHousingPhone(
    "iPhone 17 Pro", year: 2025, 402, 874, scale: 3, screen: Cite.dfSpecs,
    housing: .dynamicIsland, sensorHousing: .since(.iOS26, 62, Cite.dfSpecs))
  /// The iPhone 17 Pro Max (2025): 440 × 956 points at 3x, a 62-point Dynamic Island inset.
  public static let iPhone17ProMax = Device.sensorHousingPhone(
    "iPhone 17 Pro Max", year: 2025, 440, 956, scale: 3, screen: Cite.dfSpecs,
    housing: .dynamicIsland, sensorHousing: .since(.iOS26, 62, Cite.dfSpecs))
  /// The iPhone Air (2025): 420 × 912 points at 3x, a 68-point Dynamic Island inset.
  public static let iPhoneAir = Device.sensorHousingPhone(
    "iPhone Air", year: 2025, 420, 912, scale: 3, screen: Cite.dfSpecs,
    housing: .dynamicIsland, sensorHousing: .since(.iOS26, 68, Cite.dfSpecs))
  /// The iPhone 17e (2026): 390 × 844 points at 3x, a 47-point notch.
  public static let iPhone17e = Device.sensorHousingPhone(
    "iPhone 17e", year: 2026, 390, 844, scale: 3, screen: Cite.dfSpecs,
    housing: .notch, sensorHousing: .since(.iOS26, 47, Cite.dfSpecs))

  /// Every iPhone and iPod touch in the catalog, by release date; devices released together are
  /// in Apple's announcement order.
  public static let iPhones: [Device] = [
    iPhone5, iPhone5c, iPhone5s, iPhone6, iPhone6Plus, iPhone6s, iPhone6sPlus, iPhoneSE1,
    iPhone7, iPhone7Plus, iPhone8, iPhone8Plus, iPhoneX, iPhoneXS, iPhoneXSMax, iPhoneXR,
    iPodTouch7, iPhone11, iPhone11Pro, iPhone11ProMax, iPhoneSE2, iPhone12Mini, iPhone12,
    iPhone12Pro, iPhone12ProMax, iPhone13Mini, iPhone13, iPhone13Pro, iPhone13ProMax,
    iPhoneSE3, iPhone14, iPhone14Plus, iPhone14Pro, iPhone14ProMax, iPhone15, iPhone15Plus,
    iPhone15Pro, iPhone15ProMax, iPhone16, iPhone16Plus, iPhone16Pro, iPhone16ProMax,
    iPhone16e, iPhone17, iPhoneAir, iPhone17Pro, iPhone17ProMax, iPhone17e,
  ]
}
