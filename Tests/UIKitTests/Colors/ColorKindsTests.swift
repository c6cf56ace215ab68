import Foundation
import Testing

@testable import UIKit

/// Pattern, Display P3 and named colors.
@MainActor
struct ColorKindsTests {
  @Test func aPatternColorHasNoComponents() {
    let color = UIColor(patternImage: UIImage(size: CGSize(width: 4, height: 4)))
    var red: CGFloat = -1
    #expect(!color.getRed(&red, green: nil, blue: nil, alpha: nil))
    #expect(red == -1)
    #expect(color != UIColor(white: 0.5, alpha: 1))
  }

  @Test func displayP3RedIsOutsideSRGB() {
    // CSS Color 4's conversion: color(display-p3 1 0 0) is sRGB (1.0931, −0.2267, −0.1501).
    let color = UIColor(displayP3Red: 1, green: 0, blue: 0, alpha: 1)
    var r: CGFloat = 0
    var g: CGFloat = 0
    var b: CGFloat = 0
    var a: CGFloat = 0
    #expect(color.getRed(&r, green: &g, blue: &b, alpha: &a))
    #expect(abs(r - 1.0931) < 1e-3 && abs(g + 0.2267) < 1e-3 && abs(b + 0.1501) < 1e-3)
    #expect(a == 1)
  }

  @Test func aNamedColorIsMissingWithoutAnAssetCatalog() {
    #expect(UIColor(named: "AccentColor") == nil)
    #expect(UIColor(named: "AccentColor", in: .main, compatibleWith: nil) == nil)
  }
}
