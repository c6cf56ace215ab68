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
  /// The size the view's constraints fit near `target`, both dimensions at the fitting level
  /// unless given other priorities.
  ///
  /// Bezel's engine fits a subview that uses its margins guide only while it does not
  /// translate its autoresizing mask, so the view stops translating it for the measurement.
  func fittedSize(
    near target: CGSize, horizontal: UILayoutPriority = .fittingSizeLevel,
    vertical: UILayoutPriority = .fittingSizeLevel
  ) -> CGSize {
    let translates = translatesAutoresizingMaskIntoConstraints
    if translates { translatesAutoresizingMaskIntoConstraints = false }
    let fitted = systemLayoutSizeFitting(
      target, withHorizontalFittingPriority: horizontal, verticalFittingPriority: vertical)
    if translates { translatesAutoresizingMaskIntoConstraints = true }
    return fitted
  }
}
