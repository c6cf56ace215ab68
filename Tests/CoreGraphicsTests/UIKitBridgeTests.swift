import Testing
import UIKit

// `import Testing` with `import UIKit` loads both overlays (_Testing_UIKit, and _Testing_CoreGraphics
// through UIKit's re-export). UIKit's colors are in the extended sRGB and gray spaces (UIColor
// documentation), and `cgColor` keeps their components.

@Test func importingUIKitGivesCoreGraphicsTypes() {
  let path: CGPath = CGPath(rect: .zero, transform: nil)
  #expect(path.boundingBox == .zero)
}

@Test func anRGBColorsCGColorIsInExtendedSRGB() {
  let color = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1).cgColor
  #expect(color.components == [1, 0.5, 0, 1])
  #expect(color.colorSpace?.name == CGColorSpace.extendedSRGB)
}

@Test func aGrayColorsCGColorIsInExtendedGray() {
  let color = UIColor(white: 0.25, alpha: 0.5).cgColor
  #expect(color.components == [0.25, 0.5])
  #expect(color.colorSpace?.name == CGColorSpace.extendedGray)
}

@Test(arguments: [
  UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4), UIColor(white: 0.7, alpha: 1),
  UIColor(red: 1.2, green: -0.1, blue: 0, alpha: 1),
])
func aUIKitColorRoundTripsThroughCGColor(color: UIColor) {
  #expect(UIColor(cgColor: color.cgColor) == color)
}

@Test func anSRGBCGColorBecomesAnRGBUIColor() {
  let color = UIColor(cgColor: CGColor(srgbRed: 0, green: 1, blue: 0, alpha: 1))
  #expect(color == UIColor(red: 0, green: 1, blue: 0, alpha: 1))
}

@Test func theAffineTransformIsCoreGraphicsAndStillComposes() {
  // Scale by 2 then move by (3, 4): (1, 1) → (2, 2) → (5, 6).
  let transform = CGAffineTransform(scaleX: 2, y: 2).concatenating(
    CGAffineTransform(translationX: 3, y: 4))
  #expect(CGPoint(x: 1, y: 1).applying(transform) == CGPoint(x: 5, y: 6))
}
