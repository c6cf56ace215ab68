import UIKit

/// A constraint as written in a scene: `item.attribute RELATION item.attribute * multiplier +
/// constant @priority`, with the position of each part in its text.
///
/// The text is checked for syntax only; which views and guides the paths name is resolved
/// against the view tree afterwards.
struct ConstraintExpression: Sendable, Equatable {
  /// A dotted path such as `title.leading`, `safeArea.top`, `scroller.content.top` or `width`.
  struct Path: Sendable, Equatable {
    /// The components before the attribute: none, a view or guide, or a view and its guide.
    var item: [String]
    /// The attribute, the last component.
    var attribute: String
    /// The offset of the path in the text, in Unicode scalars.
    var offset: Int
    /// The offset of the attribute in the text.
    var attributeOffset: Int
    /// The offset of each component of `item`.
    var itemOffsets: [Int]
  }

  var first: Path
  var relation: NSLayoutConstraint.Relation
  /// The right-hand side's item, if it has one (`a.height >= 44` has none).
  var second: Path?
  var multiplier = 1.0
  var constant = 0.0
  var priority: Float = 1000
  /// The offset of the multiplier, when one is written.
  var multiplierOffset: Int?
}

/// An attribute of the scene language: a UIKit attribute or a shorthand for several.
enum SceneAttribute: String, Sendable, CaseIterable {
  case leading, trailing, left, right, top, bottom, width, height, centerX, centerY
  case firstBaseline, lastBaseline
  case edges, center, size

  /// The UIKit attributes the attribute stands for, in order.
  var attributes: [NSLayoutConstraint.Attribute] {
    switch self {
    case .leading: [.leading]
    case .trailing: [.trailing]
    case .left: [.left]
    case .right: [.right]
    case .top: [.top]
    case .bottom: [.bottom]
    case .width: [.width]
    case .height: [.height]
    case .centerX: [.centerX]
    case .centerY: [.centerY]
    case .firstBaseline: [.firstBaseline]
    case .lastBaseline: [.lastBaseline]
    case .edges: [.top, .leading, .bottom, .trailing]
    case .center: [.centerX, .centerY]
    case .size: [.width, .height]
    }
  }

  /// Whether the attribute stands for several constraints.
  var isShorthand: Bool { attributes.count > 1 }

  /// Whether the attribute is a size rather than a position.
  var isSize: Bool { self == .width || self == .height || self == .size }

  /// The axis of a single attribute: 0 horizontal, 1 vertical, nil for shorthands.
  var axis: Int? {
    switch self {
    case .leading, .trailing, .left, .right, .width, .centerX: 0
    case .top, .bottom, .height, .centerY, .firstBaseline, .lastBaseline: 1
    case .edges, .center, .size: nil
    }
  }

  /// Whether the attribute is `left` or `right`, which UIKit does not mix with
  /// `leading`/`trailing`.
  var isAbsoluteDirection: Bool { self == .left || self == .right }

  /// Whether the attribute is `leading` or `trailing`.
  var isDirectional: Bool { self == .leading || self == .trailing }

  /// The names of every attribute, for messages.
  static var names: String { allCases.map(\.rawValue).joined(separator: ", ") }
}

/// A syntax error in a constraint expression, at an offset of its text.
struct ConstraintSyntaxError: Error, Equatable {
  var offset: Int
  var message: String
  var text: String?
  var expected: String?
}
