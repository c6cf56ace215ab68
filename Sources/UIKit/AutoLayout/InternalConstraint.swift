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

  /// The item's link: nil once the item is freed (`LayoutItemLink.swift`).
  let itemLink: LayoutItemLink
  var kind: Kind
  var index: Int

  init(item: any LayoutItem, kind: Kind, index: Int) {
    itemLink = item.itemLink
    self.kind = kind
    self.index = index
  }

  /// The view or guide the constraint is about, nil once it is freed.
  var item: (any LayoutItem)? { itemLink.item }
}
