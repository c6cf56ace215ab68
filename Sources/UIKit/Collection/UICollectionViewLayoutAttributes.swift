import Foundation

/// Where a layout puts one cell or supplementary view.
///
/// `init()` is required so that `copy(with:)` makes an instance of the receiver's own class,
/// which a subclass's override fills in after calling `super` (Swift makes an instance from a
/// class object only through a required initializer).
@MainActor @preconcurrency
open class UICollectionViewLayoutAttributes: NSObject, @preconcurrency NSCopying {
  // The stored values skip the dynamic exclusivity check, as views' fields do: a layout reads
  // them for every element it shows, and attributes are used from the main actor alone.
  @exclusivity(unchecked) open var frame = CGRect.zero
  open var center: CGPoint {
    get { CGPoint(x: frame.midX, y: frame.midY) }
    set {
      frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2)
    }
  }
  open var size: CGSize {
    get { frame.size }
    set {
      let center = self.center
      frame = CGRect(
        x: center.x - newValue.width / 2, y: center.y - newValue.height / 2,
        width: newValue.width, height: newValue.height)
    }
  }
  open var bounds: CGRect {
    get { CGRect(origin: .zero, size: frame.size) }
    set { size = newValue.size }
  }
  /// The affine part of `transform3D`; identity by default.
  ///
  /// Setting it replaces `transform3D` with the same transform (UICollectionViewLayoutAttributes.h).
  open var transform: CGAffineTransform {
    get { CATransform3DGetAffineTransform(transform3D) }
    set { transform3D = CATransform3DMakeAffineTransform(newValue) }
  }
  /// The transform the view is shown with, about its center; identity by default.
  @exclusivity(unchecked) open var transform3D = CATransform3DIdentity
  @exclusivity(unchecked) open var alpha: CGFloat = 1
  @exclusivity(unchecked) open var zIndex = 0
  @exclusivity(unchecked) open var isHidden = false
  @exclusivity(unchecked) open var indexPath = IndexPath(item: 0, section: 0)
  @exclusivity(unchecked) open private(set) var representedElementCategory =
    UICollectionView.ElementCategory.cell
  @exclusivity(unchecked) open private(set) var representedElementKind: String?
  /// The appearance of the list section that placed the element, and the corners of its
  /// section that a row rounds (an inset grouped section's first and last rows).
  var listAppearance: UICollectionLayoutListConfiguration.Appearance?
  var listCorners: CACornerMask = []
  /// The separators a list section gives a row.
  var listSeparators: ListItemSeparators?

  public required override init() {
    super.init()
  }

  public convenience init(forCellWith indexPath: IndexPath) {
    self.init()
    self.indexPath = indexPath
  }

  public convenience init(
    forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath
  ) {
    self.init()
    self.indexPath = indexPath
    representedElementCategory = .supplementaryView
    representedElementKind = elementKind
  }

  public convenience init(
    forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath
  ) {
    self.init()
    self.indexPath = indexPath
    representedElementCategory = .decorationView
    representedElementKind = decorationViewKind
  }

  /// A new instance of the receiver's class with the same values; a subclass copies its own
  /// properties into the instance `super` returns.
  open func copy(with zone: NSZone? = nil) -> Any {
    let copy = type(of: self).init()
    copyValues(to: copy)
    return copy
  }

  /// Whether `object` is attributes of the same element with the same values; a subclass with
  /// properties of its own compares them too and calls `super` (Apple's documentation).
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UICollectionViewLayoutAttributes else { return false }
    // NSObject's `isEqual` is nonisolated; attributes are made and read on the main actor.
    return MainActor.assumeIsolated { valuesEqual(other) }
  }

  private func valuesEqual(_ other: UICollectionViewLayoutAttributes) -> Bool {
    frame == other.frame && CATransform3DEqualToTransform(transform3D, other.transform3D)
      && alpha == other.alpha && zIndex == other.zIndex && isHidden == other.isHidden
      && indexPath == other.indexPath
      && representedElementCategory == other.representedElementCategory
      && representedElementKind == other.representedElementKind
  }

  open override var hash: Int {
    // NSObject's `hash` is nonisolated; attributes are made and read on the main actor.
    MainActor.assumeIsolated {
      var hasher = Hasher()
      hasher.combine(indexPath)
      hasher.combine(representedElementKind)
      return hasher.finalize()
    }
  }

  /// A copy through `copy(with:)`, of the receiver's class when a subclass's override returns
  /// one, else of this class.
  func copyAttributes() -> UICollectionViewLayoutAttributes {
    if let copy = copy(with: nil) as? UICollectionViewLayoutAttributes { return copy }
    let copy = UICollectionViewLayoutAttributes()
    copyValues(to: copy)
    return copy
  }

  private func copyValues(to copy: UICollectionViewLayoutAttributes) {
    copy.frame = frame
    copy.transform3D = transform3D
    copy.alpha = alpha
    copy.zIndex = zIndex
    copy.isHidden = isHidden
    copy.indexPath = indexPath
    copy.representedElementCategory = representedElementCategory
    copy.representedElementKind = representedElementKind
    copy.listAppearance = listAppearance
    copy.listCorners = listCorners
    copy.listSeparators = listSeparators
  }
}
