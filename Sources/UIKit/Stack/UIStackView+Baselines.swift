import Foundation

// The views a stack view vends for its baselines. UIStackView.h: "A horizontal UIStackView
// will return its tallest view for -viewForFirst/LastBaselineLayout, or if that is another
// stack view, then the relevant viewForFirst/LastBaselineLayout from that stack view. A
// vertical UIStackView will return its first view for -viewForFirstBaselineLayout and its
// last view for -viewForLastBaselineLayout". UIKit (iOS 26.1, `-[UIStackView
// _shouldRequestTallestBaselineViewForFirst:]`) refines the horizontal case by alignment:
// the tallest view for both baselines when centred; for the first baseline when aligned to
// the bottom or last baselines; for the last baseline when aligned to the top or first
// baselines; otherwise the first (last) visible view, as in a vertical stack.

extension UIStackView {
  /// The arranged subview whose baseline is the stack view's, before asking that view for its
  /// own baseline view; nil when no arranged subview is visible.
  func baselineView(first: Bool) -> UIView? {
    if vendsTallestView(first: first) { return tallestArrangedSubview }
    let visible = visibleArrangedSubviews
    return first ? visible.first : visible.last
  }

  private func vendsTallestView(first: Bool) -> Bool {
    guard storedAxis == .horizontal else { return false }
    switch storedAlignment {
    case .center: return true
    case .trailing, .lastBaseline: return first
    case .leading, .firstBaseline: return !first
    case .fill: return false
    }
  }

  /// The visible arranged subview with the greatest natural height, the first of equals;
  /// nil when none has a height (UIKit's `_tallestItem`).
  var tallestArrangedSubview: UIView? {
    var tallest: UIView?
    var height: CGFloat = 0
    for view in visibleArrangedSubviews where view.naturalSize.height > height {
      tallest = view
      height = view.naturalSize.height
    }
    return tallest
  }

  /// The size of the stack view's content from its arranged subviews' natural sizes: their
  /// lengths and the spacing between them along the axis, the largest across it, plus the
  /// layout margins when the arrangement is relative to them.
  var contentNaturalSize: CGSize {
    let sizes = visibleArrangedSubviews.map(\.naturalSize)
    let gaps = spacingLength * CGFloat(max(sizes.count - 1, 0))
    var size =
      storedAxis == .horizontal
      ? CGSize(
        width: sizes.map(\.width).reduce(0, +) + gaps, height: sizes.map(\.height).max() ?? 0)
      : CGSize(
        width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).reduce(0, +) + gaps)
    if storedLayoutMarginsRelativeArrangement {
      let margins = ownLayoutMargins
      size.width += margins.left + margins.right
      size.height += margins.top + margins.bottom
    }
    return size
  }

  /// Expresses again the constraints on this stack view's baselines and on those of the stack
  /// views around it, whose baseline views may be this one's.
  func baselineViewsMayHaveMoved() {
    var view: UIView? = self
    while let stackView = view as? UIStackView {
      stackView.reinstallBaselineConstraints()
      view = stackView.storedSuperview
    }
  }
}

extension UIView {
  /// The view's size when nothing stretches or squeezes it: its intrinsic content size (0
  /// for a dimension it has none in), or for a stack view the size of its content.
  var naturalSize: CGSize {
    if let stackView = self as? UIStackView { return stackView.contentNaturalSize }
    let size = intrinsicContentSize
    return CGSize(width: max(size.width, 0), height: max(size.height, 0))
  }

  /// Whether the view has a text baseline of its own or through the view it vends for its
  /// baseline layout; a view without one is aligned by its edges in a baseline-aligned stack.
  func hasBaseline(first: Bool) -> Bool {
    let target = first ? forFirstBaselineLayout : forLastBaselineLayout
    if target !== self, target.isDescendant(of: self) {
      return target.hasBaseline(first: first)
    }
    return firstBaselineOffsetFromTop != nil
  }
}
