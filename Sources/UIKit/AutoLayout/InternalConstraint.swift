import Foundation

/// A constraint the engine adds on its own, named the way UIKit names its counterpart in logs.
@MainActor
struct InternalConstraint {
  enum Kind {
    /// `NSAutoresizingMaskLayoutConstraint`: minX, minY, width, height from the frame.
    case autoresizing
    /// `_UITemporaryLayoutWidth` / `_UITemporaryLayoutHeight` of a tree's root.
    case temporarySize
    /// `NSContentSizeLayoutConstraint`: width ≤, width ≥, height ≤, height ≥ the intrinsic size.
    case contentSize
    /// A system layout guide's frame within its owning view.
    case guide
  }

  weak var item: (any LayoutItem)?
  var kind: Kind
  var index: Int
}
