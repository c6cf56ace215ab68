import Foundation

/// A view a collection view recycles: the base of cells and of supplementary views.
@MainActor @preconcurrency
open class UICollectionReusableView: UIView {
  /// The identifier the view was dequeued with.
  open internal(set) var reuseIdentifier: String?

  /// Called before the collection view hands out the view again.
  open func prepareForReuse() {}

  /// Takes the attributes the layout computed, frame included.
  open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

  /// The attributes the view prefers: by default the layout's, with the size its constraints
  /// fit at the layout's size (both dimensions at the fitting level).
  open func preferredLayoutAttributesFitting(
    _ layoutAttributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutAttributes {
    let preferred = layoutAttributes.copyAttributes()
    preferred.size = fittedSize(near: layoutAttributes.size)
    return preferred
  }
}

extension UIView {
  /// The size the view's constraints fit near `target`; the view is measured as the root of
  /// its tree, where Bezel's engine fits views that use their margins guide.
  func fittedSize(near target: CGSize) -> CGSize {
    let parent = superview
    let index = parent?.subviews.firstIndex { $0 === self }
    removeFromSuperview()
    let fitted = systemLayoutSizeFitting(
      target, withHorizontalFittingPriority: .fittingSizeLevel,
      verticalFittingPriority: .fittingSizeLevel)
    if let parent, let index { parent.insertSubview(self, at: index) }
    return fitted
  }
}
