import Foundation

/// An item of a section shown now, which the section's `visibleItemsInvalidationHandler` may
/// change before it is shown (NSCollectionLayoutVisibleItem).
@MainActor @preconcurrency
public protocol NSCollectionLayoutVisibleItem: NSObjectProtocol {
  var alpha: CGFloat { get set }
  var zIndex: Int { get set }
  var isHidden: Bool { get set }
  var center: CGPoint { get set }
  var transform: CGAffineTransform { get set }
  var transform3D: CATransform3D { get set }
  var name: String { get }
  var indexPath: IndexPath { get }
  var frame: CGRect { get }
  var bounds: CGRect { get }
  var representedElementCategory: UICollectionView.ElementCategory { get }
  var representedElementKind: String? { get }
}

/// A visible item over a copy of the attributes the collection view will apply.
final class CollectionLayoutVisibleItem: NSObject, NSCollectionLayoutVisibleItem {
  let attributes: UICollectionViewLayoutAttributes
  var transform = CGAffineTransform.identity
  var transform3D = CATransform3DIdentity

  init(_ attributes: UICollectionViewLayoutAttributes) {
    self.attributes = attributes
  }

  var alpha: CGFloat {
    get { attributes.alpha }
    set { attributes.alpha = newValue }
  }
  var zIndex: Int {
    get { attributes.zIndex }
    set { attributes.zIndex = newValue }
  }
  var isHidden: Bool {
    get { attributes.isHidden }
    set { attributes.isHidden = newValue }
  }
  var center: CGPoint {
    get { attributes.center }
    set { attributes.center = newValue }
  }
  var name: String { attributes.representedElementKind ?? "" }
  var indexPath: IndexPath { attributes.indexPath }
  var frame: CGRect { attributes.frame }
  var bounds: CGRect { attributes.bounds }
  var representedElementCategory: UICollectionView.ElementCategory {
    attributes.representedElementCategory
  }
  var representedElementKind: String? { attributes.representedElementKind }
}
