import Testing
import UIKit

/// Apple's raw values and constants (UIKit's headers, as the .NET UIKit bindings list them).
struct ValueTests {
  @Test func layoutPrioritiesHaveApplesValues() {
    #expect(UILayoutPriority.required.rawValue == 1000)
    #expect(UILayoutPriority.defaultHigh.rawValue == 750)
    #expect(UILayoutPriority.dragThatCanResizeScene.rawValue == 510)
    #expect(UILayoutPriority.sceneSizeStayPut.rawValue == 500)
    #expect(UILayoutPriority.dragThatCannotResizeScene.rawValue == 490)
    #expect(UILayoutPriority.defaultLow.rawValue == 250)
    #expect(UILayoutPriority.fittingSizeLevel.rawValue == 50)
    #expect(UILayoutPriority.required - 1 == UILayoutPriority(999))
    #expect(UILayoutPriority.defaultLow + 1 == UILayoutPriority(rawValue: 251))
  }

  @Test func relationsHaveApplesRawValues() {
    #expect(NSLayoutConstraint.Relation.lessThanOrEqual.rawValue == -1)
    #expect(NSLayoutConstraint.Relation.equal.rawValue == 0)
    #expect(NSLayoutConstraint.Relation.greaterThanOrEqual.rawValue == 1)
    #expect(NSLayoutConstraint.Axis.horizontal.rawValue == 0)
    #expect(NSLayoutConstraint.Axis.vertical.rawValue == 1)
  }

  @Test(arguments: [
    (NSLayoutConstraint.Attribute.notAnAttribute, 0), (.left, 1), (.right, 2), (.top, 3),
    (.bottom, 4), (.leading, 5), (.trailing, 6), (.width, 7), (.height, 8), (.centerX, 9),
    (.centerY, 10), (.lastBaseline, 11), (.firstBaseline, 12), (.leftMargin, 13),
    (.rightMargin, 14), (.topMargin, 15), (.bottomMargin, 16), (.leadingMargin, 17),
    (.trailingMargin, 18), (.centerXWithinMargins, 19), (.centerYWithinMargins, 20),
  ])
  func attributesHaveApplesRawValues(attribute: NSLayoutConstraint.Attribute, rawValue: Int) {
    #expect(attribute.rawValue == rawValue)
  }

  @Test func semanticContentAttributesHaveApplesRawValues() {
    #expect(UISemanticContentAttribute.unspecified.rawValue == 0)
    #expect(UISemanticContentAttribute.playback.rawValue == 1)
    #expect(UISemanticContentAttribute.spatial.rawValue == 2)
    #expect(UISemanticContentAttribute.forceLeftToRight.rawValue == 3)
    #expect(UISemanticContentAttribute.forceRightToLeft.rawValue == 4)
    #expect(UIUserInterfaceLayoutDirection.leftToRight.rawValue == 0)
    #expect(UIUserInterfaceLayoutDirection.rightToLeft.rawValue == 1)
  }

  // UIView.h: UIViewAutoresizingFlexibleLeftMargin = 1 << 0 … FlexibleBottomMargin = 1 << 5.
  @Test func autoresizingMaskHasApplesBits() {
    #expect(UIView.AutoresizingMask.flexibleLeftMargin.rawValue == 1)
    #expect(UIView.AutoresizingMask.flexibleWidth.rawValue == 2)
    #expect(UIView.AutoresizingMask.flexibleRightMargin.rawValue == 4)
    #expect(UIView.AutoresizingMask.flexibleTopMargin.rawValue == 8)
    #expect(UIView.AutoresizingMask.flexibleHeight.rawValue == 16)
    #expect(UIView.AutoresizingMask.flexibleBottomMargin.rawValue == 32)
  }

  @Test func insetRectShrinksByEachEdge() {
    let rect = CGRect(x: 0, y: 0, width: 100, height: 50)
    let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    #expect(rect.inset(by: insets) == CGRect(x: 2, y: 1, width: 94, height: 46))
    #expect(rect.inset(by: .zero) == rect)
    #expect(
      NSDirectionalEdgeInsets.zero
        == NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0))
  }

  // A 90° rotation maps (1, 0) to (0, 1); a scale then translation composes in that order.
  @Test func affineTransformsComposeAsCoreGraphics() {
    let rotation = CGAffineTransform(rotationAngle: .pi / 2)
    let point = CGPoint(x: 1, y: 0).applying(rotation)
    #expect(abs(point.x) < 1e-12 && abs(point.y - 1) < 1e-12)
    let transform = CGAffineTransform(scaleX: 2, y: 3).concatenating(
      CGAffineTransform(translationX: 10, y: 20))
    #expect(CGPoint(x: 1, y: 1).applying(transform) == CGPoint(x: 12, y: 23))
    let product = transform.concatenating(transform.inverted())
    let components = [product.a - 1, product.b, product.c, product.d - 1, product.tx, product.ty]
    #expect(components.allSatisfy { abs($0) < 1e-12 })
  }
}
