import Foundation

@testable import UIKit

/// A context that names the layout it came from, to check that the collection view makes the
/// class the layout asks for.
final class ListInvalidationContext: UICollectionViewLayoutInvalidationContext {
  var note = ""
}

/// A custom layout of full-width rows, each `estimatedHeight` tall until its cell says
/// otherwise: the self-sizing custom layout of Apple's documentation, which opts in through
/// `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)` and keeps
/// each preferred height in `invalidationContext(forPreferredLayoutAttributes:…)`.
final class ListLayout: UICollectionViewLayout {
  var estimatedHeight: CGFloat = 44
  var selfSizes = true
  var zIndexes: [Int: Int] = [:]
  /// Heights the cells preferred, by item.
  var heights: [Int: CGFloat] = [:]
  /// Every context the layout was invalidated with, in order.
  var contexts: [UICollectionViewLayoutInvalidationContext] = []
  private var attributes: [UICollectionViewLayoutAttributes] = []
  private var height: CGFloat = 0

  override class var invalidationContextClass: AnyClass { ListInvalidationContext.self }

  override func prepare() {
    super.prepare()
    attributes = []
    var y: CGFloat = 0
    let width = collectionView?.bounds.width ?? 0
    for item in 0..<(collectionView?.numberOfItems(inSection: 0) ?? 0) {
      let row = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
      let rowHeight = heights[item] ?? estimatedHeight
      row.frame = CGRect(x: 0, y: y, width: width, height: rowHeight)
      row.zIndex = zIndexes[item] ?? 0
      attributes.append(row)
      y += rowHeight
    }
    height = y
  }

  override var collectionViewContentSize: CGSize {
    CGSize(width: collectionView?.bounds.width ?? 0, height: height)
  }

  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]?
  {
    attributes.filter { $0.frame.intersects(rect) }
  }

  override func layoutAttributesForItem(at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    attributes.indices.contains(indexPath.item) ? attributes[indexPath.item] : nil
  }

  override func shouldInvalidateLayout(
    forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
  ) -> Bool {
    guard selfSizes else {
      return super.shouldInvalidateLayout(
        forPreferredLayoutAttributes: preferredAttributes,
        withOriginalAttributes: originalAttributes)
    }
    return preferredAttributes.size.height != originalAttributes.size.height
  }

  override func invalidationContext(
    forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutInvalidationContext {
    let context = super.invalidationContext(
      forPreferredLayoutAttributes: preferredAttributes,
      withOriginalAttributes: originalAttributes)
    let item = preferredAttributes.indexPath.item
    heights[item] = preferredAttributes.size.height
    context.invalidateItems(at: [preferredAttributes.indexPath])
    context.contentSizeAdjustment = CGSize(
      width: 0, height: preferredAttributes.size.height - originalAttributes.size.height)
    return context
  }

  override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
    contexts.append(context)
    super.invalidateLayout(with: context)
  }
}

/// Cells holding a box pinned to the content view's edges, 80 points wide and as tall as
/// `boxHeight` says for the item (both at priority 999); it counts the cells it is asked for.
@MainActor
final class BoxesDataSource: NSObject, UICollectionViewDataSource {
  var count: Int
  let boxHeight: (Int) -> CGFloat
  var asked: [Int] = []

  init(count: Int, boxHeight: @escaping (Int) -> CGFloat) {
    self.count = count
    self.boxHeight = boxHeight
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    count
  }

  func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    asked.append(indexPath.item)
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
    for subview in cell.contentView.subviews { subview.removeFromSuperview() }
    let box = UIView()
    box.translatesAutoresizingMaskIntoConstraints = false
    cell.contentView.addSubview(box)
    // The box's size gives way (999) where the layout does not size the cell from it.
    let width = box.widthAnchor.constraint(equalToConstant: 80)
    let height = box.heightAnchor.constraint(equalToConstant: boxHeight(indexPath.item))
    width.priority = UILayoutPriority(999)
    height.priority = UILayoutPriority(999)
    NSLayoutConstraint.activate([
      box.topAnchor.constraint(equalTo: cell.contentView.topAnchor),
      box.bottomAnchor.constraint(equalTo: cell.contentView.bottomAnchor),
      box.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor),
      box.trailingAnchor.constraint(equalTo: cell.contentView.trailingAnchor),
      width, height,
    ])
    return cell
  }
}

/// A collection view of 320 × 200 points with `ListLayout` and `count` items of
/// `BoxesDataSource`, laid out once.
@MainActor
func listCollection(
  count: Int = 20, direction: UISemanticContentAttribute = .unspecified,
  boxHeight: @escaping (Int) -> CGFloat = { _ in 30 },
  configure: (ListLayout) -> Void = { _ in }
) -> (UICollectionView, ListLayout, BoxesDataSource) {
  let layout = ListLayout()
  configure(layout)
  let collectionView = UICollectionView(
    frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout)
  collectionView.semanticContentAttribute = direction
  collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
  let source = BoxesDataSource(count: count, boxHeight: boxHeight)
  collectionView.dataSource = source
  collectionView.layoutIfNeeded()
  return (collectionView, layout, source)
}
