import UIKit

// swift-snapshot-testing 1.19.7's trait collections for its presets
// (`SnapshotTesting/Common/View.swift`, `extension UITraitCollection`, iOS only): left to right,
// the Medium text size and the phone idiom, with each phone's size classes; regular iPads and
// compact Split View iPads. Bezel has no force-touch trait, which the phone presets also set.
extension UITraitCollection {
  public static func iPhoneSe(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
    phone(orientation, landscapeWidth: .compact)
  }

  public static func iPhone8(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
    phone(orientation, landscapeWidth: .compact)
  }

  public static func iPhone8Plus(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
    phone(orientation, landscapeWidth: .regular)
  }

  public static func iPhoneX(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
    phone(orientation, landscapeWidth: .compact)
  }

  public static func iPhoneXr(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
    phone(orientation, landscapeWidth: .regular)
  }

  public static func iPhoneXsMax(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
    phone(orientation, landscapeWidth: .regular)
  }

  public static func iPhone12(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
    phone(orientation, landscapeWidth: .compact)
  }

  public static func iPhone12ProMax(_ orientation: ViewImageConfig.Orientation)
    -> UITraitCollection
  {
    phone(orientation, landscapeWidth: .regular)
  }

  public static func iPhone13(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
    phone(orientation, landscapeWidth: .compact)
  }

  public static func iPhone13ProMax(_ orientation: ViewImageConfig.Orientation)
    -> UITraitCollection
  {
    phone(orientation, landscapeWidth: .regular)
  }

  public static let iPadMini = iPad
  public static let iPadMini_Compact_SplitView = iPadCompactSplitView
  public static let iPad9_7 = iPad
  public static let iPad9_7_Compact_SplitView = iPadCompactSplitView
  public static let iPad10_2 = iPad
  public static let iPad10_2_Compact_SplitView = iPadCompactSplitView
  public static let iPadPro10_5 = iPad
  public static let iPadPro10_5_Compact_SplitView = iPadCompactSplitView
  public static let iPadPro11 = iPad
  public static let iPadPro11_Compact_SplitView = iPadCompactSplitView
  public static let iPadPro12_9 = iPad
  public static let iPadPro12_9_Compact_SplitView = iPadCompactSplitView

  private static let iPad = UITraitCollection(traitsFrom: [
    .init(horizontalSizeClass: .regular),
    .init(verticalSizeClass: .regular),
    .init(userInterfaceIdiom: .pad),
  ])

  private static let iPadCompactSplitView = UITraitCollection(traitsFrom: [
    .init(horizontalSizeClass: .compact),
    .init(verticalSizeClass: .regular),
    .init(userInterfaceIdiom: .pad),
  ])

  private static func phone(
    _ orientation: ViewImageConfig.Orientation, landscapeWidth: UIUserInterfaceSizeClass
  ) -> UITraitCollection {
    let base: [UITraitCollection] = [
      .init(layoutDirection: .leftToRight),
      .init(preferredContentSizeCategory: .medium),
      .init(userInterfaceIdiom: .phone),
    ]
    switch orientation {
    case .landscape:
      return .init(
        traitsFrom: base + [
          .init(horizontalSizeClass: landscapeWidth), .init(verticalSizeClass: .compact),
        ])
    case .portrait:
      return .init(
        traitsFrom: base + [
          .init(horizontalSizeClass: .compact), .init(verticalSizeClass: .regular),
        ]
      )
    }
  }
}
