import Foundation

extension NSLayoutConstraint {
  var constraintDescription: String {
    var text = "<\(className(of: self)):\(objectAddress(self))"
    if let identifier { text += " '\(identifier)'" }
    text += " " + itemDescription(storedFirstItem) + "." + storedFirstAttribute.name
    text += " " + storedRelation.symbol
    if let secondItem = storedSecondItem {
      text += " "
      if storedMultiplier != 1 { text += formatLayoutNumber(storedMultiplier) + "*" }
      text += itemDescription(secondItem) + "." + storedSecondAttribute.name
      if storedConstant > 0 { text += " + " + formatLayoutNumber(storedConstant) }
      if storedConstant < 0 { text += " - " + formatLayoutNumber(-storedConstant) }
    } else {
      text += " " + formatLayoutNumber(storedConstant)
    }
    if storedPriority < .required {
      text += " @" + formatLayoutNumber(CGFloat(storedPriority.rawValue))
    }
    text += container != nil ? "   (active)>" : "   (inactive)>"
    return text
  }
}

extension NSLayoutConstraint.Attribute {
  /// The name UIKit prints in constraint descriptions.
  var name: String {
    switch self {
    case .left: "left"
    case .right: "right"
    case .top: "top"
    case .bottom: "bottom"
    case .leading: "leading"
    case .trailing: "trailing"
    case .width: "width"
    case .height: "height"
    case .centerX: "centerX"
    case .centerY: "centerY"
    case .lastBaseline: "lastBaseline"
    case .firstBaseline: "firstBaseline"
    case .leftMargin: "leftMargin"
    case .rightMargin: "rightMargin"
    case .topMargin: "topMargin"
    case .bottomMargin: "bottomMargin"
    case .leadingMargin: "leadingMargin"
    case .trailingMargin: "trailingMargin"
    case .centerXWithinMargins: "centerXWithinMargins"
    case .centerYWithinMargins: "centerYWithinMargins"
    case .notAnAttribute: "notAnAttribute"
    }
  }
}

extension NSLayoutConstraint.Relation {
  var symbol: String {
    switch self {
    case .lessThanOrEqual: "<="
    case .equal: "=="
    case .greaterThanOrEqual: ">="
    }
  }
}

/// An object's address as UIKit prints it: `0x` and lowercase hexadecimal.
func objectAddress(_ object: AnyObject) -> String {
  "0x" + String(UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque()), radix: 16)
}

/// A class name as the Objective-C runtime prints it: UIKit's own classes bare, an app's Swift
/// classes with their module (`Forms.Button`).
func className(of object: AnyObject) -> String {
  let name = String(reflecting: type(of: object))
  return name.hasPrefix("UIKit.") ? String(name.dropFirst("UIKit.".count)) : name
}

/// How UIKit names an item in a constraint description: `UILabel:0x…'text'`,
/// `UILayoutGuide:0x…'identifier'`.
@MainActor
func itemDescription(_ item: AnyObject?) -> String {
  guard let item else { return "(null)" }
  var text = className(of: item) + ":" + objectAddress(item)
  if let guide = item as? UILayoutGuide, !guide.identifier.isEmpty {
    text += "'\(guide.identifier)'"
  } else if let label = item as? UILabel, let string = label.text, !string.isEmpty {
    text += "'\(string.count > 27 ? String(string.prefix(24)) + "..." : string)'"
  }
  return text
}

/// A number as UIKit prints it in layout logs: no trailing zeros, no exponent.
func formatLayoutNumber(_ value: CGFloat) -> String {
  let number = Double(value)
  if number == number.rounded(), abs(number) < 1e15 {
    return String(Int(number))
  }
  var text = String(format: "%.6f", number)
  while text.hasSuffix("0") { text.removeLast() }
  if text.hasSuffix(".") { text.removeLast() }
  return text
}
