import Foundation

/// The adaptive system colors: light and dark, normal and increased contrast.
///
/// Light values are those iOS 13–18 resolves in the light appearance, as printed from
/// `UIColor.systemX.cgColor` in noppefoxwolf/ColorSupport `Color+Extensions.swift` (2019; e.g.
/// systemBlue `( 0 0.478431 1 1 )` = 0/255, 122/255, 255/255, separator `( 0.235294 0.235294
/// 0.262745 0.29 )`), and match the sRGB values in the pre-2025 Human Interface Guidelines
/// (systemBlue 0,122,255; systemRed 255,59,48; systemGreen 52,199,89). Dark and
/// increased-contrast values are the pre-2025 Human Interface Guidelines' "System colors" and
/// "Dynamic system colors" tables, as transcribed in compnerd/swift-win32
/// `Sources/SwiftWin32/UI/Color.swift` (systemBlue dark 10,132,255, increased contrast light
/// 0,64,221 and dark 64,156,255). That transcription gives secondarySystemGroupedBackground's
/// light value as 242,242,247; iOS resolves it white (ColorSupport), and white is kept. Apple's
/// HIG changed the values on June 9, 2025 for iOS 26; those newer values are not used here.
/// `label`, `systemBackground` and their siblings are grayscale on iOS and are grayscale here.
/// Elevated variants (`userInterfaceLevel`) are not modelled: they resolve as base.
extension UIColor {
  public class var systemBlue: UIColor {
    system("systemBlueColor", (0, 122, 255), (10, 132, 255), (0, 64, 221), (64, 156, 255))
  }
  public class var systemRed: UIColor {
    system("systemRedColor", (255, 59, 48), (255, 69, 58), (215, 0, 21), (255, 105, 97))
  }
  public class var systemGreen: UIColor {
    system("systemGreenColor", (52, 199, 89), (48, 209, 88), (36, 138, 61), (48, 219, 91))
  }
  public class var systemOrange: UIColor {
    system("systemOrangeColor", (255, 149, 0), (255, 159, 10), (201, 52, 0), (255, 179, 64))
  }
  public class var systemYellow: UIColor {
    system("systemYellowColor", (255, 204, 0), (255, 214, 10), (178, 80, 0), (255, 212, 38))
  }
  public class var systemPink: UIColor {
    system("systemPinkColor", (255, 45, 85), (255, 55, 95), (211, 15, 69), (255, 100, 130))
  }
  public class var systemPurple: UIColor {
    system("systemPurpleColor", (175, 82, 222), (191, 90, 242), (137, 68, 171), (218, 143, 255))
  }
  public class var systemTeal: UIColor {
    system("systemTealColor", (90, 200, 250), (100, 210, 255), (0, 113, 164), (112, 215, 255))
  }
  public class var systemIndigo: UIColor {
    system("systemIndigoColor", (88, 86, 214), (94, 92, 230), (54, 52, 163), (125, 122, 255))
  }
  /// systemBrown's dark and increased-contrast values are not in the transcription; Bezel keeps
  /// its light value in every appearance.
  public class var systemBrown: UIColor {
    system("systemBrownColor", (162, 132, 94), (162, 132, 94), (162, 132, 94), (162, 132, 94))
  }
  public class var systemGray: UIColor {
    system("systemGrayColor", (142, 142, 147), (142, 142, 147), (108, 108, 112), (174, 174, 178))
  }
  public class var systemGray2: UIColor {
    system("systemGray2Color", (174, 174, 178), (99, 99, 102), (142, 142, 147), (124, 124, 128))
  }
  public class var systemGray3: UIColor {
    system("systemGray3Color", (199, 199, 204), (72, 72, 74), (174, 174, 178), (84, 84, 86))
  }
  public class var systemGray4: UIColor {
    system("systemGray4Color", (209, 209, 214), (58, 58, 60), (188, 188, 192), (68, 68, 70))
  }
  public class var systemGray5: UIColor {
    system("systemGray5Color", (229, 229, 234), (44, 44, 46), (216, 216, 220), (54, 54, 56))
  }
  public class var systemGray6: UIColor {
    system("systemGray6Color", (242, 242, 247), (28, 28, 30), (235, 235, 240), (36, 36, 38))
  }

  public class var label: UIColor { gray("labelColor", (0, 1), (1, 1), (0, 1), (1, 1)) }
  public class var secondaryLabel: UIColor {
    system(
      "secondaryLabelColor", (60, 60, 67, 0.6), (235, 235, 245, 0.6), (60, 60, 67, 0.68),
      (235, 235, 245, 0.68))
  }
  public class var tertiaryLabel: UIColor {
    system(
      "tertiaryLabelColor", (60, 60, 67, 0.3), (235, 235, 245, 0.3), (60, 60, 67, 0.38),
      (235, 235, 245, 0.38))
  }
  public class var quaternaryLabel: UIColor {
    system(
      "quaternaryLabelColor", (60, 60, 67, 0.18), (235, 235, 245, 0.18), (60, 60, 67, 0.26),
      (235, 235, 245, 0.26))
  }
  public class var link: UIColor {
    system("linkColor", (0, 122, 255), (9, 132, 255), (0, 122, 255), (9, 132, 255))
  }
  public class var placeholderText: UIColor {
    system(
      "placeholderTextColor", (60, 60, 67, 0.3), (235, 235, 245, 0.3), (60, 60, 67, 0.38),
      (235, 235, 245, 0.38))
  }
  public class var separator: UIColor {
    system(
      "separatorColor", (60, 60, 67, 0.29), (84, 84, 88, 0.6), (60, 60, 67, 0.37),
      (84, 84, 88, 0.7))
  }
  public class var opaqueSeparator: UIColor {
    system("opaqueSeparatorColor", (198, 198, 200), (56, 56, 58), (198, 198, 200), (56, 56, 58))
  }

  public class var systemBackground: UIColor {
    gray("systemBackgroundColor", (1, 1), (0, 1), (1, 1), (0, 1))
  }
  public class var secondarySystemBackground: UIColor {
    system(
      "secondarySystemBackgroundColor", (242, 242, 247), (28, 28, 30), (235, 235, 240),
      (36, 36, 38))
  }
  public class var tertiarySystemBackground: UIColor {
    whiteInLight("tertiarySystemBackgroundColor", (44, 44, 46), (54, 54, 56))
  }
  public class var systemGroupedBackground: UIColor {
    system(
      "systemGroupedBackgroundColor", (242, 242, 247), (0, 0, 0), (235, 235, 240), (0, 0, 0))
  }
  public class var secondarySystemGroupedBackground: UIColor {
    whiteInLight("secondarySystemGroupedBackgroundColor", (28, 28, 30), (36, 36, 38))
  }
  public class var tertiarySystemGroupedBackground: UIColor {
    system(
      "tertiarySystemGroupedBackgroundColor", (242, 242, 247), (44, 44, 46), (235, 235, 240),
      (54, 54, 56))
  }

  public class var systemFill: UIColor {
    system(
      "systemFillColor", (120, 120, 128, 0.2), (120, 120, 128, 0.36), (120, 120, 128, 0.28),
      (120, 120, 128, 0.44))
  }
  public class var secondarySystemFill: UIColor {
    system(
      "secondarySystemFillColor", (120, 120, 128, 0.16), (120, 120, 128, 0.32),
      (120, 120, 128, 0.24), (120, 120, 128, 0.4))
  }
  public class var tertiarySystemFill: UIColor {
    system(
      "tertiarySystemFillColor", (118, 118, 128, 0.12), (118, 118, 128, 0.24),
      (118, 118, 128, 0.2), (118, 118, 128, 0.32))
  }
  public class var quaternarySystemFill: UIColor {
    system(
      "quaternarySystemFillColor", (116, 116, 128, 0.08), (118, 118, 128, 0.18),
      (116, 116, 128, 0.16), (118, 118, 128, 0.26))
  }

  /// Not adaptive: the same in every appearance.
  public class var lightText: UIColor {
    gray("lightTextColor", (1, 0.6), (1, 0.6), (1, 0.6), (1, 0.6))
  }
  /// Not adaptive: the same in every appearance.
  public class var darkText: UIColor { gray("darkTextColor", (0, 1), (0, 1), (0, 1), (0, 1)) }

  typealias RGB = (CGFloat, CGFloat, CGFloat)
  typealias RGBA = (CGFloat, CGFloat, CGFloat, CGFloat)
  typealias WhiteAlpha = (CGFloat, CGFloat)

  private static func color(_ value: RGBA) -> UIColor {
    UIColor(red: value.0 / 255, green: value.1 / 255, blue: value.2 / 255, alpha: value.3)
  }

  /// A system color from its four appearances: light, dark, and each with increased contrast.
  private static func adaptive(
    _ name: String, _ light: UIColor, _ dark: UIColor, _ lightHigh: UIColor, _ darkHigh: UIColor
  ) -> UIColor {
    UIColor(light: light, systemColorName: name) { traits in
      let isDark = traits.userInterfaceStyle == .dark
      let isHigh = traits.accessibilityContrast == .high
      switch (isDark, isHigh) {
      case (false, false): return light
      case (true, false): return dark
      case (false, true): return lightHigh
      case (true, true): return darkHigh
      }
    }
  }

  private static func system(
    _ name: String, _ light: RGB, _ dark: RGB, _ lightHigh: RGB, _ darkHigh: RGB
  )
    -> UIColor
  {
    system(
      name, (light.0, light.1, light.2, 1), (dark.0, dark.1, dark.2, 1),
      (lightHigh.0, lightHigh.1, lightHigh.2, 1), (darkHigh.0, darkHigh.1, darkHigh.2, 1))
  }

  private static func system(
    _ name: String, _ light: RGBA, _ dark: RGBA, _ lightHigh: RGBA, _ darkHigh: RGBA
  ) -> UIColor {
    adaptive(name, color(light), color(dark), color(lightHigh), color(darkHigh))
  }

  private static func gray(
    _ name: String, _ light: WhiteAlpha, _ dark: WhiteAlpha, _ lightHigh: WhiteAlpha,
    _ darkHigh: WhiteAlpha
  ) -> UIColor {
    adaptive(
      name, UIColor(white: light.0, alpha: light.1), UIColor(white: dark.0, alpha: dark.1),
      UIColor(white: lightHigh.0, alpha: lightHigh.1), UIColor(white: darkHigh.0, alpha: darkHigh.1)
    )
  }

  /// A color that is white in both light appearances and sRGB in the dark ones.
  private static func whiteInLight(_ name: String, _ dark: RGB, _ darkHigh: RGB) -> UIColor {
    let white = UIColor(white: 1, alpha: 1)
    return adaptive(
      name, white, color((dark.0, dark.1, dark.2, 1)), white,
      color((darkHigh.0, darkHigh.1, darkHigh.2, 1)))
  }
}
