import Foundation

/// The scroll view an orthogonal section of a compositional layout scrolls in, a subview of
/// the collection view over the section's band (UIKit's class of this name holds those cells).
///
/// It shows its section's cells through a `ViewRealiser` of its own, as the collection view
/// shows the others, and comes to rest where the section's behaviour says.
@MainActor
final class _UICollectionViewOrthogonalScrollerEmbeddedScrollView: UIScrollView {
  let section: Int
  unowned let collectionView: UICollectionView
  /// The section's cells and item supplementary views, by kind and index path.
  let elementViews = ViewRealiser<CollectionViewElement, UICollectionReusableView>()
  var behavior = UICollectionLayoutSectionOrthogonalScrollingBehavior.continuous
  private let paging = OrthogonalPagingDelegate()

  init(section: Int, collectionView: UICollectionView) {
    self.section = section
    self.collectionView = collectionView
    super.init(frame: .zero)
    showsHorizontalScrollIndicator = false
    showsVerticalScrollIndicator = false
    contentInsetAdjustmentBehavior = .never
    delegate = paging
  }

  required init?(coder: NSCoder) { nil }

  /// Shows the cells its bounds now meet.
  override func layoutSubviews() {
    super.layoutSubviews()
    _ = collectionView.realiseOrthogonalSection(in: self)
  }
}

/// Moves the target offset of a drag on an orthogonal section to where its behaviour rests.
@MainActor
final class OrthogonalPagingDelegate: NSObject, UIScrollViewDelegate {
  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {
    guard let scroller = scrollView as? _UICollectionViewOrthogonalScrollerEmbeddedScrollView,
      let layout = scroller.collectionView.collectionViewLayout
        as? UICollectionViewCompositionalLayout
    else { return }
    targetContentOffset.pointee = layout.orthogonalTargetOffset(
      section: scroller.section, proposed: targetContentOffset.pointee,
      current: scroller.contentOffset, velocity: velocity, scrollerSize: scroller.bounds.size)
  }
}
