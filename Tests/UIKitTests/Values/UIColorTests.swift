import Foundation
import Testing

@testable import UIKit

@Suite struct UIColorTests {
  /// Apple's documented components (UIColor reference; UIColor.h comments).
  @Test(
    arguments: [
      ("red", UIColor.red, [1, 0, 0, 1]), ("green", .green, [0, 1, 0, 1]),
      ("blue", .blue, [0, 0, 1, 1]), ("cyan", .cyan, [0, 1, 1, 1]),
      ("yellow", .yellow, [1, 1, 0, 1]), ("magenta", .magenta, [1, 0, 1, 1]),
      ("orange", .orange, [1, 0.5, 0, 1]), ("purple", .purple, [0.5, 0, 0.5, 1]),
      ("brown", .brown, [0.6, 0.4, 0.2, 1]),
    ] as [(String, UIColor, [CGFloat])])
  func standardRGBColorHasDocumentedComponents(_ name: String, _ color: UIColor, _ rgba: [CGFloat])
  {
    #expect(color.colorSpace == .sRGB)
    #expect(color.components == rgba)
  }

  @Test(
    arguments: [
      ("black", UIColor.black, 0, 1), ("darkGray", .darkGray, 1.0 / 3.0, 1),
      ("lightGray", .lightGray, 2.0 / 3.0, 1), ("white", .white, 1, 1), ("gray", .gray, 0.5, 1),
      ("clear", .clear, 0, 0),
    ] as [(String, UIColor, CGFloat, CGFloat)])
  func standardGrayColorHasDocumentedWhite(
    _ name: String, _ color: UIColor, _ white: CGFloat, _ alpha: CGFloat
  ) {
    #expect(color.colorSpace == .gray)
    #expect(color.components == [white, alpha])
  }

  @Test func colorsWithEqualComponentsAreEqual() {
    #expect(UIColor.yellow == UIColor(red: 1, green: 1, blue: 0, alpha: 1))
    #expect(UIColor.blue == UIColor.blue)
    #expect(UIColor.yellow.hash == UIColor(red: 1, green: 1, blue: 0, alpha: 1).hash)
    #expect(UIColor(white: 0.25, alpha: 0.5) == UIColor(white: 0.25, alpha: 0.5))
  }

  @Test func colorsWithDifferentComponentsDiffer() {
    #expect(UIColor.yellow != UIColor.blue)
    #expect(UIColor(red: 1, green: 1, blue: 0, alpha: 0.5) != UIColor.yellow)
  }

  @Test func grayAndRGBColorsDifferEvenWithSameAppearance() {
    // valeriyvan.com TIL 2019-08-27: UIColor(red: 0, green: 0, blue: 0, alpha: 1)
    // .isEqual(UIColor.black) is false; stackoverflow 21804725: white likewise.
    #expect(UIColor(red: 0, green: 0, blue: 0, alpha: 1) != UIColor.black)
    #expect(UIColor(red: 1, green: 1, blue: 1, alpha: 1) != UIColor.white)
  }

  @Test func descriptionMatchesUIKitFormat() {
    // iOS prints UIExtendedSRGBColorSpace 0 0 1 1 for blue and UIExtendedGrayColorSpace
    // 0.333333 1 for darkGray (pointfree.co transcript; TBuxTests).
    #expect(UIColor.yellow.description == "UIExtendedSRGBColorSpace 1 1 0 1")
    #expect(UIColor.blue.description == "UIExtendedSRGBColorSpace 0 0 1 1")
    #expect(UIColor.darkGray.description == "UIExtendedGrayColorSpace 0.333333 1")
    #expect(
      UIColor(red: 0, green: 122.0 / 255.0, blue: 1, alpha: 1).description
        == "UIExtendedSRGBColorSpace 0 0.478431 1 1")
  }

  @Test func getRedReadsRGBComponents() {
    var red: CGFloat = -1
    var green: CGFloat = -1
    var blue: CGFloat = -1
    var alpha: CGFloat = -1
    #expect(UIColor.orange.getRed(&red, green: &green, blue: &blue, alpha: &alpha))
    #expect([red, green, blue, alpha] == [1, 0.5, 0, 1])
  }

  @Test func getRedConvertsGrayColors() {
    var red: CGFloat = -1
    var green: CGFloat = -1
    var blue: CGFloat = -1
    var alpha: CGFloat = -1
    #expect(UIColor.gray.getRed(&red, green: &green, blue: &blue, alpha: &alpha))
    #expect([red, green, blue, alpha] == [0.5, 0.5, 0.5, 1])
  }

  @Test(
    arguments: [
      // Hue in turns; by hand: 0 → red, 1/3 → green, 2/3 → blue, 1/6 → yellow, 1/12 → (1, 0.5, 0).
      (0.0, [1.0, 0, 0]), (1.0 / 3.0, [0, 1, 0]), (2.0 / 3.0, [0, 0, 1]), (1.0 / 6.0, [1, 1, 0]),
      (1.0 / 12.0, [1, 0.5, 0]),
    ] as [(CGFloat, [CGFloat])])
  func hueSaturationBrightnessConvertsToRGB(_ hue: CGFloat, _ rgb: [CGFloat]) {
    let color = UIColor(hue: hue, saturation: 1, brightness: 1, alpha: 1)
    let components = color.rgbaComponents
    for index in 0..<3 {
      #expect(abs(components[index] - rgb[index]) < 1e-9)
    }
  }

  @Test func getHueInvertsHueInitializer() {
    let color = UIColor(hue: 0.7, saturation: 0.4, brightness: 0.9, alpha: 0.5)
    var hue: CGFloat = 0
    var saturation: CGFloat = 0
    var brightness: CGFloat = 0
    var alpha: CGFloat = 0
    #expect(color.getHue(&hue, saturation: &saturation, brightness: &brightness, alpha: &alpha))
    #expect(abs(hue - 0.7) < 1e-9 && abs(saturation - 0.4) < 1e-9)
    #expect(abs(brightness - 0.9) < 1e-9 && alpha == 0.5)
  }

  @Test func componentsAreNotClamped() {
    // Extended sRGB since iOS 10 (UIKit, "Determining color values with color spaces").
    #expect(UIColor(red: 1.2, green: -0.1, blue: 0, alpha: 1).components == [1.2, -0.1, 0, 1])
  }

  /// Light values (0–255) printed on iOS 13 in noppefoxwolf/ColorSupport Color+Extensions.swift.
  @Test(
    arguments: [
      ("systemBlue", UIColor.systemBlue, [0, 122, 255], 1),
      ("systemRed", .systemRed, [255, 59, 48], 1),
      ("systemGreen", .systemGreen, [52, 199, 89], 1),
      ("systemOrange", .systemOrange, [255, 149, 0], 1),
      ("systemYellow", .systemYellow, [255, 204, 0], 1),
      ("systemPink", .systemPink, [255, 45, 85], 1),
      ("systemPurple", .systemPurple, [175, 82, 222], 1),
      ("systemTeal", .systemTeal, [90, 200, 250], 1),
      ("systemIndigo", .systemIndigo, [88, 86, 214], 1),
      ("systemGray", .systemGray, [142, 142, 147], 1),
      ("secondaryLabel", .secondaryLabel, [60, 60, 67], 0.6),
      ("separator", .separator, [60, 60, 67], 0.29),
      ("opaqueSeparator", .opaqueSeparator, [198, 198, 200], 1),
      ("secondarySystemBackground", .secondarySystemBackground, [242, 242, 247], 1),
    ] as [(String, UIColor, [CGFloat], CGFloat)])
  func systemColorHasLightAppearanceValue(
    _ name: String, _ color: UIColor, _ rgb: [CGFloat], _ alpha: CGFloat
  ) {
    let expected = rgb.map { $0 / 255 } + [alpha]
    #expect(color.rgbaComponents == expected)
  }

  @Test func labelAndBackgroundAreGrayscale() {
    // Printed as "Generic Gray Gamma 2.2 Profile ( 0 1 )" and "( 1 1 )" on iOS 13.
    #expect(UIColor.label.colorSpace == .gray && UIColor.label.components == [0, 1])
    #expect(UIColor.systemBackground.components == [1, 1])
  }

  @Test func systemColorDiffersFromPlainColorWithSameComponents() {
    #expect(UIColor.label != UIColor.black)
    #expect(UIColor.systemBlue == UIColor.systemBlue)
    #expect(UIColor.systemBlue != UIColor(red: 0, green: 122.0 / 255.0, blue: 1, alpha: 1))
  }

  @Test func withAlphaComponentKeepsColorSpace() {
    #expect(UIColor.white.withAlphaComponent(0.5) == UIColor(white: 1, alpha: 0.5))
    #expect(UIColor.red.withAlphaComponent(0) == UIColor(red: 1, green: 0, blue: 0, alpha: 0))
  }
}
