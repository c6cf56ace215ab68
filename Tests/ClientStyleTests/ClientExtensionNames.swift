import UIKit

// The names layout libraries add to UIKit's types by extension (read from their symbol graphs). The
// UIKit module must declare none of them, and this file makes the build fail if it ever does:
//
// - Properties and methods without parameters are redeclared in a subclass. Swift rejects a
//   subclass member that matches one of its superclass's, wherever the module declares it ("…
//   declared in extension … cannot be overridden", "overriding declaration requires an
//   'override' keyword", "cannot override a property with type …").
// - Methods with parameters are declared with a parameter type only this file knows and then
//   referenced unapplied (`_ = view.width(_:)`): a declaration of the same name in the module
//   makes the reference ambiguous.
// - Prefix operators are declared with a result type only this file knows and applied: another
//   declaration makes the use ambiguous.
// - Conformances and infix operators, which Swift lets a client restate with a warning, are
//   checked when the tests run (ClientExtensionNameTests.swift).

/// The value every probe returns, naming the library that declares the name.
struct ClientName: Equatable {
  let library: String
}

// MARK: Properties and methods without parameters

/// UIView's names: SnapKit, EasyPeasy, Anchorage, Cartography, Stevia, TinyConstraints.
final class ViewNameProbe: UIView {
  var snp: ClientName { ClientName(library: "SnapKit") }
  var snp_constraints: ClientName { ClientName(library: "SnapKit") }
  var easy: ClientName { ClientName(library: "EasyPeasy") }
  var owningView: ClientName { ClientName(library: "EasyPeasy") }
  var edgeAnchors: ClientName { ClientName(library: "Anchorage") }
  var horizontalAnchors: ClientName { ClientName(library: "Anchorage") }
  var verticalAnchors: ClientName { ClientName(library: "Anchorage") }
  var centerAnchors: ClientName { ClientName(library: "Anchorage") }
  var sizeAnchors: ClientName { ClientName(library: "Anchorage") }
  var asProxy: ClientName { ClientName(library: "Cartography") }
  var Width: ClientName { ClientName(library: "Stevia") }
  var Height: ClientName { ClientName(library: "Stevia") }
  var Top: ClientName { ClientName(library: "Stevia") }
  var Bottom: ClientName { ClientName(library: "Stevia") }
  var Left: ClientName { ClientName(library: "Stevia") }
  var Right: ClientName { ClientName(library: "Stevia") }
  var Leading: ClientName { ClientName(library: "Stevia") }
  var Trailing: ClientName { ClientName(library: "Stevia") }
  var CenterX: ClientName { ClientName(library: "Stevia") }
  var CenterY: ClientName { ClientName(library: "Stevia") }
  var FirstBaseline: ClientName { ClientName(library: "Stevia") }
  var LastBaseline: ClientName { ClientName(library: "Stevia") }
  var leftConstraint: ClientName { ClientName(library: "Stevia") }
  var rightConstraint: ClientName { ClientName(library: "Stevia") }
  var topConstraint: ClientName { ClientName(library: "Stevia") }
  var bottomConstraint: ClientName { ClientName(library: "Stevia") }
  var leadingConstraint: ClientName { ClientName(library: "Stevia") }
  var trailingConstraint: ClientName { ClientName(library: "Stevia") }
  var widthConstraint: ClientName { ClientName(library: "Stevia") }
  var heightConstraint: ClientName { ClientName(library: "Stevia") }
  var centerXConstraint: ClientName { ClientName(library: "Stevia") }
  var centerYConstraint: ClientName { ClientName(library: "Stevia") }
  var userAddedConstraints: ClientName { ClientName(library: "Stevia") }
  var any: ClientName { ClientName(library: "Stevia") }
  func fillContainer() {}
  func centerInContainer() {}
  func centerHorizontally() {}
  func centerVertically() {}
  func heightEqualsWidth() {}
  func prepareForLayout() {}
  func edgesToSuperview() {}
  func widthToSuperview() {}
  func heightToSuperview() {}
  func topToSuperview() {}
  func bottomToSuperview() {}
  func leadingToSuperview() {}
  func trailingToSuperview() {}
  func centerInSuperview() {}
}

/// UILayoutGuide's names: EasyPeasy's `constraints` and the DSL names layout libraries also add
/// to guides.
final class GuideNameProbe: UILayoutGuide {
  var constraints: ClientName { ClientName(library: "EasyPeasy") }
  var easy: ClientName { ClientName(library: "EasyPeasy") }
  var snp: ClientName { ClientName(library: "SnapKit") }
  var edgeAnchors: ClientName { ClientName(library: "Anchorage") }
  var horizontalAnchors: ClientName { ClientName(library: "Anchorage") }
  var verticalAnchors: ClientName { ClientName(library: "Anchorage") }
  var centerAnchors: ClientName { ClientName(library: "Anchorage") }
  var sizeAnchors: ClientName { ClientName(library: "Anchorage") }
  var asProxy: ClientName { ClientName(library: "Cartography") }
  var Width: ClientName { ClientName(library: "Stevia") }
  var Height: ClientName { ClientName(library: "Stevia") }
  var Top: ClientName { ClientName(library: "Stevia") }
  var Bottom: ClientName { ClientName(library: "Stevia") }
  var Leading: ClientName { ClientName(library: "Stevia") }
  var Trailing: ClientName { ClientName(library: "Stevia") }
  var CenterX: ClientName { ClientName(library: "Stevia") }
  var CenterY: ClientName { ClientName(library: "Stevia") }
}

/// UIViewController's names: Cartography's legacy guides and Anchorage's anchor groups.
final class ViewControllerNameProbe: UIViewController {
  var car_topLayoutGuide: ClientName { ClientName(library: "Cartography") }
  var car_bottomLayoutGuide: ClientName { ClientName(library: "Cartography") }
  var edgeAnchors: ClientName { ClientName(library: "Anchorage") }
  var horizontalAnchors: ClientName { ClientName(library: "Anchorage") }
  var verticalAnchors: ClientName { ClientName(library: "Anchorage") }
}

// MARK: Methods with parameters

extension UIView {
  // Stevia.
  func width(_ probe: ClientName) -> ClientName { probe }
  func height(_ probe: ClientName) -> ClientName { probe }
  func top(_ probe: ClientName) -> ClientName { probe }
  func bottom(_ probe: ClientName) -> ClientName { probe }
  func left(_ probe: ClientName) -> ClientName { probe }
  func right(_ probe: ClientName) -> ClientName { probe }
  func leading(_ probe: ClientName) -> ClientName { probe }
  func trailing(_ probe: ClientName) -> ClientName { probe }
  func size(_ probe: ClientName) -> ClientName { probe }
  func aspectRatio(_ probe: ClientName) -> ClientName { probe }
  func layout(_ probe: ClientName) -> ClientName { probe }
  func subviews(_ probe: ClientName) -> ClientName { probe }
  func subviews(content probe: ClientName) -> ClientName { probe }
  func sv(_ probe: ClientName) -> ClientName { probe }
  func fillContainer(padding probe: ClientName) -> ClientName { probe }
  func centerHorizontally(offset probe: ClientName) -> ClientName { probe }
  func followEdges(_ probe: ClientName) -> ClientName { probe }
  func addConstraint(
    item probe: ClientName, attribute: ClientName, relatedBy: ClientName, toItem: ClientName,
    attribute attribute2: ClientName, multiplier: ClientName, constant: ClientName
  ) -> ClientName { probe }
  // TinyConstraints.
  func width(to probe: ClientName) -> ClientName { probe }
  func height(min probe: ClientName, max: ClientName) -> ClientName { probe }
  func edges(to probe: ClientName) -> ClientName { probe }
  func center(in probe: ClientName) -> ClientName { probe }
  func origin(to probe: ClientName) -> ClientName { probe }
  func stack(_ probe: ClientName) -> ClientName { probe }
  func setHugging(_ probe: ClientName, for axis: ClientName) -> ClientName { probe }
  func setCompressionResistance(_ probe: ClientName, for axis: ClientName) -> ClientName {
    probe
  }
}

extension UIAppearance {
  // Stevia.
  func style(_ probe: ClientName) -> ClientName { probe }
}

extension NSObject {
  // Stevia.
  func on(_ probe: ClientName, _ action: ClientName) -> ClientName { probe }
}

extension NSLayoutConstraint {
  // TinyConstraints.
  func with(_ probe: ClientName) -> ClientName { probe }
  func set(_ probe: ClientName) -> ClientName { probe }
}

extension NSLayoutXAxisAnchor {
  // Anchorage.
  func constraint(equalTo probe: ClientName, multiplier: ClientName, constant: ClientName)
    -> ClientName
  { probe }
}

extension NSLayoutYAxisAnchor {
  // Anchorage.
  func constraint(equalTo probe: ClientName, multiplier: ClientName, constant: ClientName)
    -> ClientName
  { probe }
}

extension UIButton {
  // Stevia.
  func text(_ probe: ClientName) -> ClientName { probe }
  func image(_ probe: ClientName) -> ClientName { probe }
}

extension UILabel {
  // Stevia.
  func text(_ probe: ClientName) -> ClientName { probe }
}

extension UIImageView {
  // Stevia.
  func image(_ probe: ClientName) -> ClientName { probe }
}

extension UITextField {
  // Stevia.
  func placeholder(_ probe: ClientName) -> ClientName { probe }
}

extension UIEdgeInsets {
  // TinyConstraints.
  static func uniform(_ probe: ClientName) -> ClientName { probe }
  static func top(_ probe: ClientName) -> ClientName { probe }
  static func left(_ probe: ClientName) -> ClientName { probe }
  static func bottom(_ probe: ClientName) -> ClientName { probe }
  static func right(_ probe: ClientName) -> ClientName { probe }
  static func horizontal(_ probe: ClientName) -> ClientName { probe }
  static func vertical(_ probe: ClientName) -> ClientName { probe }
}

// MARK: Prefix operators

// Anchorage negates insets; EasyPeasy writes `==10`, `>=10`, `<=10` and `*2` for constants and
// multipliers.
prefix operator ==
prefix operator >=
prefix operator <=
prefix operator *

prefix func - (insets: UIEdgeInsets) -> ClientName { ClientName(library: "Anchorage") }
prefix func == (value: CGFloat) -> ClientName { ClientName(library: "EasyPeasy") }
prefix func >= (value: CGFloat) -> ClientName { ClientName(library: "EasyPeasy") }
prefix func <= (value: CGFloat) -> ClientName { ClientName(library: "EasyPeasy") }
prefix func * (value: CGFloat) -> ClientName { ClientName(library: "EasyPeasy") }

// MARK: Uses

/// Refers to every name above, one statement each; a reference is ambiguous if the module
/// declares the name too.
@MainActor
func referenceClientNames<Appearance: UIAppearance>(_ appearance: Appearance) -> [Any] {
  let view = UIView()
  let constraint = NSLayoutConstraint()
  let insets = UIEdgeInsets.zero
  var references: [Any] = []
  references.append(view.width(_:))
  references.append(view.height(_:))
  references.append(view.top(_:))
  references.append(view.bottom(_:))
  references.append(view.left(_:))
  references.append(view.right(_:))
  references.append(view.leading(_:))
  references.append(view.trailing(_:))
  references.append(view.size(_:))
  references.append(view.aspectRatio(_:))
  references.append(view.layout(_:))
  references.append(view.subviews(_:))
  references.append(view.subviews(content:))
  references.append(view.sv(_:))
  references.append(view.fillContainer(padding:))
  references.append(view.centerHorizontally(offset:))
  references.append(view.followEdges(_:))
  references.append(
    view.addConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:))
  references.append(view.width(to:))
  references.append(view.height(min:max:))
  references.append(view.edges(to:))
  references.append(view.center(in:))
  references.append(view.origin(to:))
  references.append(view.stack(_:))
  references.append(view.setHugging(_:for:))
  references.append(view.setCompressionResistance(_:for:))
  references.append(appearance.style(_:))
  references.append(NSObject().on(_:_:))
  references.append(constraint.with(_:))
  references.append(constraint.set(_:))
  references.append(view.leadingAnchor.constraint(equalTo:multiplier:constant:))
  references.append(view.topAnchor.constraint(equalTo:multiplier:constant:))
  references.append(UIButton().text(_:))
  references.append(UIButton().image(_:))
  references.append(UILabel().text(_:))
  references.append(UIImageView().image(_:))
  references.append(UITextField().placeholder(_:))
  references.append(UIEdgeInsets.uniform(_:))
  references.append(UIEdgeInsets.top(_:))
  references.append(UIEdgeInsets.left(_:))
  references.append(UIEdgeInsets.bottom(_:))
  references.append(UIEdgeInsets.right(_:))
  references.append(UIEdgeInsets.horizontal(_:))
  references.append(UIEdgeInsets.vertical(_:))
  references.append(-insets)
  references.append(==CGFloat(1))
  references.append(>=CGFloat(1))
  references.append(<=CGFloat(1))
  references.append(*CGFloat(2))
  return references
}
