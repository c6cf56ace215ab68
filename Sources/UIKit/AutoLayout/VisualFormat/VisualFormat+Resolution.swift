import Foundation

/// One constraint made from a visual format, naming views by their keys in the views dictionary.
///
/// It reads `firstItem.firstAttribute relation secondItem.secondAttribute * multiplier +
/// constant`, or `firstItem.firstAttribute relation constant` when there is no second item.
struct VisualFormatConstraint: Equatable, Sendable {
  /// One side of a constraint.
  enum Item: Equatable, Sendable {
    /// The view with this key in the views dictionary.
    case view(String)
    /// The superview of the view next to the `|`, which is always the other item of the same
    /// constraint.
    case superview
  }

  var firstItem: Item
  var firstAttribute: NSLayoutConstraint.Attribute
  var relation: NSLayoutConstraint.Relation
  var secondItem: Item?
  var secondAttribute: NSLayoutConstraint.Attribute
  var multiplier: CGFloat
  var constant: CGFloat
  /// The priority, from 1 to 1000 (required).
  var priority: Float

  init(
    _ firstItem: Item, _ firstAttribute: NSLayoutConstraint.Attribute,
    _ relation: NSLayoutConstraint.Relation = .equal,
    _ secondItem: Item? = nil, _ secondAttribute: NSLayoutConstraint.Attribute = .notAnAttribute,
    multiplier: CGFloat = 1, constant: CGFloat = 0, priority: Float = 1000
  ) {
    self.firstItem = firstItem
    self.firstAttribute = firstAttribute
    self.relation = relation
    self.secondItem = secondItem
    self.secondAttribute = secondAttribute
    self.multiplier = multiplier
    self.constant = constant
    self.priority = priority
  }
}

/// The constraints a visual format makes, and where it relies on a superview.
struct VisualFormatLayout: Equatable, Sendable {
  /// A `|` in the format, which stands for the superview of the view next to it.
  struct SuperviewEdge: Equatable, Sendable {
    /// The key of the view next to the `|`.
    var view: String
    /// Where UIKit's caret points if that view has no superview.
    var position: Int
  }

  /// The constraints, in the order UIKit creates them.
  var constraints: [VisualFormatConstraint]
  /// The superview edges, leading first.
  ///
  /// The caller throws ``VisualFormatError/missingSuperview(format:position:)`` for the first
  /// whose view has no superview, as UIKit does.
  var superviewEdges: [SuperviewEdge]
}

/// The space the lone `-` stands for.
///
/// UIKit leaves the constant symbolic (`NSSpace`) and resolves it when the constraint is used.
/// Between siblings it is 8 points. To the superview it was a fixed 20 points up to iOS 7
/// (logged as `H:|-(NSSpace(20))-[UIButton]`, iOS 7 Development Recipes, Apress 2013); since
/// iOS 8, UIKit relates the view to the superview's layout margins instead (the margin
/// attributes, or the `layoutMarginsGuide` with newer SDKs) with no further space, which is what
/// this resolves to.
enum StandardSpacing {
  // UIKit logs `H:[UIButton]-(NSSpace(8))-[UIButton]` for `[button1]-[button2]` (same source).
  static let siblings: CGFloat = 8
  // Apple, UIView.layoutMargins: with `|-[subview]-|` the subview is inset by the margins.
  static let superviewMargin: CGFloat = 0
}

extension VisualFormat {
  /// Turns a parsed format into constraints.
  ///
  /// UIKit makes them in this order, which this follows (read from its `NSLayoutConstraintParser`,
  /// see ``VisualFormatError``): the connection from a leading `|`, then the first view's size
  /// predicates; then for each following view, the connection before it and then its size
  /// predicates; then the connection to a trailing `|`; and last the alignment constraints of
  /// `options`, connection by connection, each in increasing option bit order.
  ///
  /// A parse that failed part way resolves too, to find an error UIKit raises before the parse
  /// error: UIKit finishes each connection as soon as the view after it is parsed.
  func resolve(
    options: NSLayoutConstraint.FormatOptions
  ) throws(VisualFormatError) -> VisualFormatLayout {
    var resolver = Resolver(format: self, options: options)
    try resolver.run()
    return VisualFormatLayout(
      constraints: resolver.constraints + resolver.alignments, superviewEdges: resolver.edges)
  }
}

/// The state of one resolution.
private struct Resolver {
  let format: VisualFormat
  let options: NSLayoutConstraint.FormatOptions
  let horizontal: Bool
  /// Whether a direction option asks for left and right in place of leading and trailing.
  let absolute: Bool
  /// Whether `directionRightToLeft` reverses a horizontal format.
  let reversed: Bool
  /// Whether `spacingBaselineToBaseline` is set.
  let baseline: Bool
  var constraints: [VisualFormatConstraint] = []
  var alignments: [VisualFormatConstraint] = []
  var edges: [VisualFormatLayout.SuperviewEdge] = []

  init(format: VisualFormat, options: NSLayoutConstraint.FormatOptions) {
    self.format = format
    self.options = options
    horizontal = format.orientation == .horizontal
    let direction = options.intersection(.directionMask)
    absolute = !direction.isEmpty
    reversed = horizontal && direction == .directionRightToLeft
    baseline = options.contains(.spacingBaselineToBaseline)
  }

  mutating func run() throws(VisualFormatError) {
    let views = format.views
    guard let first = views.first else { return }
    if let leading = format.leadingSuperview {
      try finish(leading, left: nil, right: first.name)
    }
    appendSize(of: first)
    for (index, connection) in format.connections.enumerated() where index + 1 < views.count {
      try finish(connection, left: views[index].name, right: views[index + 1].name)
      appendSize(of: views[index + 1])
    }
    if let trailing = format.trailingSuperview, let last = views.last {
      try finish(trailing, left: last.name, right: nil)
    }
  }

  /// Makes the constraints of a view's own predicates.
  private mutating func appendSize(of view: VisualFormat.View) {
    let attribute: NSLayoutConstraint.Attribute = horizontal ? .width : .height
    for predicate in view.predicates {
      var constraint = VisualFormatConstraint(
        .view(view.name), attribute, predicate.relation, priority: predicate.priority)
      switch predicate.object {
      case .number(let value), .metric(_, let value):
        constraint.constant = value
      case .view(let other):
        constraint.secondItem = .view(other)
        constraint.secondAttribute = attribute
      }
      constraints.append(constraint)
    }
  }

  /// Makes the constraints of a connection between `left` and `right`, `nil` being the `|`.
  ///
  /// The space runs from the trailing (or bottom) edge of the item before it to the leading (or
  /// top) edge of the item after it, and UIKit makes the item after it the first item:
  /// `[a]-8-[b]` is `b.leading == a.trailing + 8`, `|-20-[a]` is
  /// `a.leading == superview.leading + 20`, and `[a]-20-|` is
  /// `superview.trailing == a.trailing + 20`, so that `>=` always means "at least this much space".
  /// Right to left, the item before the space is the right one: `[a]-8-[b]` is
  /// `a.left == b.right + 8`.
  private mutating func finish(
    _ connection: VisualFormat.Connection, left: String?, right: String?
  ) throws(VisualFormatError) {
    if horizontal && baseline {
      throw fault(.baselineSpacingInHorizontalLayout, at: connection.position)
    }
    let before = reversed ? right : left
    let after = reversed ? left : right
    if let neighbour = left ?? right, left == nil || right == nil {
      edges.append(.init(view: neighbour, position: connection.position))
    }
    let standard = connection.spacing == .standard
    let spaces: [(NSLayoutConstraint.Relation, CGFloat, Float)]
    switch connection.spacing {
    case .flush:
      spaces = [(.equal, 0, 1000)]
    case .standard:
      let constant =
        before == nil || after == nil
        ? StandardSpacing.superviewMargin : StandardSpacing.siblings
      spaces = [(.equal, constant, 1000)]
    case .predicates(let predicates):
      spaces = predicates.map { predicate in
        switch predicate.object {
        case .number(let value), .metric(_, let value):
          (predicate.relation, value, predicate.priority)
        case .view:
          // The parser never lets a view into a connection.
          (predicate.relation, 0, predicate.priority)
        }
      }
    }
    let start: (VisualFormatConstraint.Item, NSLayoutConstraint.Attribute) =
      if let before {
        (.view(before), edgeBeforeSpace)
      } else {
        (.superview, superviewEdgeBeforeSpace(margin: standard))
      }
    let end: (VisualFormatConstraint.Item, NSLayoutConstraint.Attribute) =
      if let after {
        (.view(after), edgeAfterSpace)
      } else {
        (.superview, superviewEdgeAfterSpace(margin: standard))
      }
    for (index, (relation, constant, priority)) in spaces.enumerated() {
      if index == 0, let before, let after {
        try align(before, after, at: connection.position)
      }
      constraints.append(
        VisualFormatConstraint(
          end.0, end.1, relation, start.0, start.1, constant: constant, priority: priority))
    }
  }

  /// Makes the alignment constraints between two neighbouring views.
  private mutating func align(
    _ before: String, _ after: String, at position: Int
  ) throws(VisualFormatError) {
    // UIKit walks the option bits 1 through 12, whose values are the attributes to align.
    for bit in 1...12 where options.rawValue & (1 << UInt(bit)) != 0 {
      guard let attribute = NSLayoutConstraint.Attribute(rawValue: bit) else { continue }
      let alongX: Set<NSLayoutConstraint.Attribute> = [
        .left, .right, .leading, .trailing, .width, .centerX,
      ]
      if alongX.contains(attribute) == horizontal {
        throw fault(.alignmentAlongAxis(vertical: !horizontal), at: position)
      }
      alignments.append(
        VisualFormatConstraint(.view(before), attribute, .equal, .view(after), attribute))
    }
  }

  /// The edge of a view that a space after it starts from.
  private var edgeBeforeSpace: NSLayoutConstraint.Attribute {
    if horizontal { return absolute ? .right : .trailing }
    return baseline ? .lastBaseline : .bottom
  }

  /// The edge of a view that a space before it ends at.
  private var edgeAfterSpace: NSLayoutConstraint.Attribute {
    if horizontal { return absolute ? .left : .leading }
    return baseline ? .firstBaseline : .top
  }

  /// The superview's edge that a space at the start of the format starts from.
  private func superviewEdgeBeforeSpace(margin: Bool) -> NSLayoutConstraint.Attribute {
    let edge: NSLayoutConstraint.Attribute = horizontal ? (absolute ? .left : .leading) : .top
    return margin ? Self.margin(of: edge) : edge
  }

  /// The superview's edge that a space at the end of the format ends at.
  private func superviewEdgeAfterSpace(margin: Bool) -> NSLayoutConstraint.Attribute {
    let edge: NSLayoutConstraint.Attribute = horizontal ? (absolute ? .right : .trailing) : .bottom
    return margin ? Self.margin(of: edge) : edge
  }

  /// The margin attribute that stands for the same edge of the layout margins.
  private static func margin(of edge: NSLayoutConstraint.Attribute) -> NSLayoutConstraint.Attribute
  {
    switch edge {
    case .left: .leftMargin
    case .right: .rightMargin
    case .top: .topMargin
    case .bottom: .bottomMargin
    case .leading: .leadingMargin
    case .trailing: .trailingMargin
    default: edge
    }
  }

  private func fault(_ reason: VisualFormatError.Reason, at position: Int) -> VisualFormatError {
    VisualFormatError(reason: reason, format: format.source, position: position)
  }
}
