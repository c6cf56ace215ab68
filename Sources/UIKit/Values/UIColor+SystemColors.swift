import Foundation

/// The adaptive system colors, fixed at their light-appearance values.
///
/// Values are those iOS 13–18 resolves in the light appearance, as printed from
/// `UIColor.systemX.cgColor` in noppefoxwolf/ColorSupport `Color+Extensions.swift` (2019; e.g.
/// systemBlue `( 0 0.478431 1 1 )` = 0/255, 122/255, 255/255, separator `( 0.235294 0.235294
/// 0.262745 0.29 )`), and match the sRGB values in the pre-2025 Human Interface Guidelines
/// (systemBlue 0,122,255; systemRed 255,59,48; systemGreen 52,199,89). Apple's HIG "Color" page
/// changed the system color values on June 9, 2025 for iOS 26; those newer values are not used here.
/// `label`, `systemBackground` and their siblings are grayscale on iOS and are grayscale here.
/// Dark mode, increased contrast and elevated variants are not modelled.
extension UIColor {
  public class var systemBlue: UIColor { system("systemBlueColor", 0, 122, 255) }
  public class var systemRed: UIColor { system("systemRedColor", 255, 59, 48) }
  public class var systemGreen: UIColor { system("systemGreenColor", 52, 199, 89) }
  public class var systemOrange: UIColor { system("systemOrangeColor", 255, 149, 0) }
  public class var systemYellow: UIColor { system("systemYellowColor", 255, 204, 0) }
  public class var systemPink: UIColor { system("systemPinkColor", 255, 45, 85) }
  public class var systemPurple: UIColor { system("systemPurpleColor", 175, 82, 222) }
  public class var systemTeal: UIColor { system("systemTealColor", 90, 200, 250) }
  public class var systemIndigo: UIColor { system("systemIndigoColor", 88, 86, 214) }
  public class var systemBrown: UIColor { system("systemBrownColor", 162, 132, 94) }
  public class var systemGray: UIColor { system("systemGrayColor", 142, 142, 147) }
  public class var systemGray2: UIColor { system("systemGray2Color", 174, 174, 178) }
  public class var systemGray3: UIColor { system("systemGray3Color", 199, 199, 204) }
  public class var systemGray4: UIColor { system("systemGray4Color", 209, 209, 214) }
  public class var systemGray5: UIColor { system("systemGray5Color", 229, 229, 234) }
  public class var systemGray6: UIColor { system("systemGray6Color", 242, 242, 247) }

  public class var label: UIColor { systemGray("labelColor", white: 0, alpha: 1) }
  public class var secondaryLabel: UIColor {
    system("secondaryLabelColor", 60, 60, 67, alpha: 0.6)
  }
  public class var tertiaryLabel: UIColor { system("tertiaryLabelColor", 60, 60, 67, alpha: 0.3) }
  public class var quaternaryLabel: UIColor {
    system("quaternaryLabelColor", 60, 60, 67, alpha: 0.18)
  }
  public class var link: UIColor { system("linkColor", 0, 122, 255) }
  public class var placeholderText: UIColor {
    system("placeholderTextColor", 60, 60, 67, alpha: 0.3)
  }
  public class var separator: UIColor { system("separatorColor", 60, 60, 67, alpha: 0.29) }
  public class var opaqueSeparator: UIColor { system("opaqueSeparatorColor", 198, 198, 200) }

  public class var systemBackground: UIColor {
    systemGray("systemBackgroundColor", white: 1, alpha: 1)
  }
  public class var secondarySystemBackground: UIColor {
    system("secondarySystemBackgroundColor", 242, 242, 247)
  }
  public class var tertiarySystemBackground: UIColor {
    systemGray("tertiarySystemBackgroundColor", white: 1, alpha: 1)
  }
  public class var systemGroupedBackground: UIColor {
    system("systemGroupedBackgroundColor", 242, 242, 247)
  }
  public class var secondarySystemGroupedBackground: UIColor {
    systemGray("secondarySystemGroupedBackgroundColor", white: 1, alpha: 1)
  }
  public class var tertiarySystemGroupedBackground: UIColor {
    system("tertiarySystemGroupedBackgroundColor", 242, 242, 247)
  }

  public class var systemFill: UIColor { system("systemFillColor", 120, 120, 128, alpha: 0.2) }
  public class var secondarySystemFill: UIColor {
    system("secondarySystemFillColor", 120, 120, 128, alpha: 0.16)
  }
  public class var tertiarySystemFill: UIColor {
    system("tertiarySystemFillColor", 118, 118, 128, alpha: 0.12)
  }
  public class var quaternarySystemFill: UIColor {
    system("quaternarySystemFillColor", 116, 116, 128, alpha: 0.08)
  }

  public class var lightText: UIColor { systemGray("lightTextColor", white: 1, alpha: 0.6) }
  public class var darkText: UIColor { systemGray("darkTextColor", white: 0, alpha: 1) }

  private static func system(
    _ name: String, _ red: CGFloat, _ green: CGFloat, _ blue: CGFloat, alpha: CGFloat = 1
  ) -> UIColor {
    UIColor(
      systemColorName: name, colorSpace: .sRGB,
      components: [red / 255, green / 255, blue / 255, alpha])
  }

  private static func systemGray(_ name: String, white: CGFloat, alpha: CGFloat) -> UIColor {
    UIColor(systemColorName: name, colorSpace: .gray, components: [white, alpha])
  }
}
