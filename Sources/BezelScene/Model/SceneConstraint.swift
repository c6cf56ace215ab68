import UIKit

/// An entry of a view's `constraints:` list.
struct SceneConstraint: Sendable {
  /// How the entry was written.
  enum Form: Sendable {
    /// An expression such as `title.leading == margins.leading + 16 @750`, resolved to one
    /// constraint or, for `edges`, `center` and `size`, several.
    case expression(ConstraintExpression, plans: [ConstraintPlan])
    /// A Visual Format Language string with its metrics and options.
    case visual(
      format: String, metrics: [String: Double], options: NSLayoutConstraint.FormatOptions)
  }

  /// Where the entry's text starts.
  var location: SceneLocation
  var form: Form
  /// Whether the text is on one line as it reads, so that `location(at:)` is exact.
  var hasExactColumns = true

  /// The location of the Unicode scalar at `offset` in the entry's text (where the entry
  /// starts when its text is not written as it reads).
  func location(at offset: Int) -> SceneLocation {
    hasExactColumns ? location.advanced(by: offset) : location
  }
}

/// A layout guide of a view, as the scene language names it.
enum SceneGuide: String, Sendable, CaseIterable {
  case safeArea, margins, readable, keyboard, content, frame

  /// Whether only scroll views (and tables) have the guide.
  var needsScrollView: Bool { self == .content || self == .frame }
}

/// A view or one of its guides, by the view's name.
struct ConstraintItem: Sendable, Hashable {
  var view: String
  var guide: SceneGuide?
}

/// One constraint, resolved to items and UIKit attributes, ready to be made.
struct ConstraintPlan: Sendable {
  var firstItem: ConstraintItem
  var firstAttribute: NSLayoutConstraint.Attribute
  var relation: NSLayoutConstraint.Relation
  var secondItem: ConstraintItem?
  var secondAttribute: NSLayoutConstraint.Attribute
  var multiplier: Double
  var constant: Double
  var priority: Float
}
