import UIKit

// Apple TV: one landscape screen of 1920 × 1080 points — at 1x on Apple TV HD, at 2x on the 4K
// models (IMORE; MEDIENMONSTER). Its safe area is the overscan compensation ("In tvOS, the safe
// area reflects the area not covered by the screen's bezel", Apple's `safeAreaInsets` page):
// 60 points at the top and bottom and 90 at the sides on tvOS 12–13 simulators (PIN-RM
// @a513e32, 2019; SST's `tv` config; the HIG of the time as quoted in BhaumikSurani/tvOS-Note),
// 80 at the sides from the tvOS 15 simulator on (PIN-RM @0029365, 2022) and in the current HIG
// (MEDIENMONSTER). When the sides changed between tvOS 13 and 15 is not known; Bezel switches
// with the iOS 14 era. There is no status bar.

extension DeviceCatalog {
  /// Apple TV HD (2015): 1920 × 1080 points at 1x.
  public static let appleTVHD = appleTV("Apple TV HD", year: 2015, scale: 1)
  /// The first Apple TV 4K (2017): 1920 × 1080 points at 2x.
  public static let appleTV4K = appleTV("Apple TV 4K (1st generation)", year: 2017, scale: 2)
  public static let appleTV4KSecond = appleTV("Apple TV 4K (2nd generation)", year: 2021, scale: 2)
  public static let appleTV4KThird = appleTV("Apple TV 4K (3rd generation)", year: 2022, scale: 2)

  /// Every Apple TV in the catalog, by release date.
  public static let appleTVs: [Device] = [appleTVHD, appleTV4K, appleTV4KSecond, appleTV4KThird]

  private static func appleTV(_ name: String, year: Int, scale: CGFloat) -> Device {
    Device(
      name: name, year: year, idiom: .tv, screenSize: CGSize(width: 1920, height: 1080),
      scale: scale, screenSource: Source("IMORE; MEDIENMONSTER", era: .iOS9),
      hardwareInsets: EraValues(
        Sourced(
          .overscan(UIEdgeInsets(top: 60, left: 90, bottom: 60, right: 90)),
          Source("PIN-RM @a513e32 (2019); SST tv; tvOS-Note (HIG 60/90)", era: .iOS9)),
        Sourced(
          .overscan(UIEdgeInsets(top: 60, left: 80, bottom: 60, right: 80)),
          Source("PIN-RM @0029365 (2022); MEDIENMONSTER (HIG 60/80)", era: .iOS14))),
      statusBar: .since(.iOS9, .none, "tvOS has no status bar"))
  }
}
