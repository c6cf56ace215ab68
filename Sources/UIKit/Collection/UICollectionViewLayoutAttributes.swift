import Foundation

/// Where a layout puts one cell or supplementary view.
@MainActor @preconcurrency
open class UICollectionViewLayoutAttributes: NSObject {
  open var frame = CGRect.zero
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
  open var alpha: CGFloat = 1
  open var zIndex = 0
  open var isHidden = false
  open var indexPath = IndexPath(item: 0, section: 0)
  open private(set) var representedElementCategory = UICollectionView.ElementCategory.cell
  open private(set) var representedElementKind: String?

  public override init() {
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

  /// A copy with the same values (UIKit's attributes conform to NSCopying).
  func copyAttributes() -> UICollectionViewLayoutAttributes {
    let copy = UICollectionViewLayoutAttributes()
    copy.frame = frame
    copy.alpha = alpha
    copy.zIndex = zIndex
    copy.isHidden = isHidden
    copy.indexPath = indexPath
    copy.representedElementCategory = representedElementCategory
    copy.representedElementKind = representedElementKind
    return copy
  }
}
