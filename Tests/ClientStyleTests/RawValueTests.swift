import Testing
import UIKit

/// Enumerations and priorities have the raw values of Apple's SDK, which libraries store,
/// compare and compute with.
struct RawValueTests {
  // NSLayoutConstraint.h: NSLayoutAttributeLeft = 1 … NSLayoutAttributeCenterYWithinMargins,
  // NSLayoutAttributeNotAnAttribute = 0.
  @Test(arguments: [
    (NSLayoutConstraint.Attribute.notAnAttribute, 0), (.left, 1), (.right, 2), (.top, 3),
    (.bottom, 4), (.leading, 5), (.trailing, 6), (.width, 7), (.height, 8), (.centerX, 9),
    (.centerY, 10), (.lastBaseline, 11), (.firstBaseline, 12), (.leftMargin, 13),
    (.rightMargin, 14), (.topMargin, 15), (.bottomMargin, 16), (.leadingMargin, 17),
    (.trailingMargin, 18), (.centerXWithinMargins, 19), (.centerYWithinMargins, 20),
  ])
  func attributeRawValue(attribute: NSLayoutConstraint.Attribute, rawValue: Int) {
    #expect(attribute.rawValue == rawValue)
    #expect(NSLayoutConstraint.Attribute(rawValue: rawValue) == attribute)
  }

  @Test func attributesFormASetOfTwentyOne() {
    let attributes = Set((0...20).compactMap(NSLayoutConstraint.Attribute.init(rawValue:)))
    #expect(attributes.count == 21)
    #expect(NSLayoutConstraint.Attribute(rawValue: 21) == nil)
  }

  @Test func attributesKeyADictionary() {
    var constants: [NSLayoutConstraint.Attribute: CGFloat] = [.top: 8, .leading: 16]
    constants[.top, default: 0] += 4
    #expect(constants == [.top: 12, .leading: 16])
  }

  @Test func relationRawValues() {
    #expect(NSLayoutConstraint.Relation.lessThanOrEqual.rawValue == -1)
    #expect(NSLayoutConstraint.Relation.equal.rawValue == 0)
    #expect(NSLayoutConstraint.Relation.greaterThanOrEqual.rawValue == 1)
  }

  @Test func axisRawValues() {
    #expect(NSLayoutConstraint.Axis.horizontal.rawValue == 0)
    #expect(NSLayoutConstraint.Axis.vertical.rawValue == 1)
  }

  @Test func priorityLevels() {
    // UILayoutPriority: required 1000, defaultHigh 750, defaultLow 250, fittingSizeLevel 50.
    #expect(UILayoutPriority.required.rawValue == 1000)
    #expect(UILayoutPriority.defaultHigh.rawValue == 750)
    #expect(UILayoutPriority.defaultLow.rawValue == 250)
    #expect(UILayoutPriority.fittingSizeLevel.rawValue == 50)
  }

  @Test func priorityArithmetic() {
    #expect((UILayoutPriority.required - 1).rawValue == 999)
    #expect(UILayoutPriority.defaultLow + 1 == UILayoutPriority(rawValue: 251))
    #expect(UILayoutPriority(Float(500)) == UILayoutPriority(rawValue: 500))
    #expect(UILayoutPriority.defaultHigh < .required)
  }

  @Test func layoutDirectionRawValues() {
    #expect(UIUserInterfaceLayoutDirection.leftToRight.rawValue == 0)
    #expect(UIUserInterfaceLayoutDirection.rightToLeft.rawValue == 1)
  }

  @Test func semanticContentAttributeRawValues() {
    // UIView.h: unspecified, playback, spatial, forceLeftToRight, forceRightToLeft.
    let attributes: [UISemanticContentAttribute] = [
      .unspecified, .playback, .spatial, .forceLeftToRight, .forceRightToLeft,
    ]
    #expect(attributes.map(\.rawValue) == [0, 1, 2, 3, 4])
  }

  @Test func controlStateRawValues() {
    #expect(UIControl.State.normal.rawValue == 0)
    #expect(UIControl.State.highlighted.rawValue == 1)
    #expect(UIControl.State.disabled.rawValue == 2)
    #expect(UIControl.State.selected.rawValue == 4)
  }

  @Test func tableViewCellStyleRawValues() {
    let styles: [UITableViewCell.CellStyle] = [.default, .value1, .value2, .subtitle]
    #expect(styles.map(\.rawValue) == [0, 1, 2, 3])
  }

  @Test func associationPolicyRawValues() {
    // objc/runtime.h: ASSIGN 0, RETAIN_NONATOMIC 1, COPY_NONATOMIC 3, RETAIN 01401,
    // COPY 01403.
    #expect(objc_AssociationPolicy.OBJC_ASSOCIATION_ASSIGN.rawValue == 0)
    #expect(objc_AssociationPolicy.OBJC_ASSOCIATION_RETAIN_NONATOMIC.rawValue == 1)
    #expect(objc_AssociationPolicy.OBJC_ASSOCIATION_COPY_NONATOMIC.rawValue == 3)
    #expect(objc_AssociationPolicy.OBJC_ASSOCIATION_RETAIN.rawValue == 0o1401)
    #expect(objc_AssociationPolicy.OBJC_ASSOCIATION_COPY.rawValue == 0o1403)
  }

  @Test func edgeInsetsKeepTheirEdges() {
    let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    let directional = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
    #expect([insets.top, insets.left, insets.bottom, insets.right] == [1, 2, 3, 4])
    #expect(
      [directional.top, directional.leading, directional.bottom, directional.trailing]
        == [1, 2, 3, 4])
    #expect(UIEdgeInsets.zero == UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
  }
}
