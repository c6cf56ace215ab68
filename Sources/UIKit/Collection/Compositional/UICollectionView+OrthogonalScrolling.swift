import Foundation

extension UICollectionView {
  /// The attributes the collection view shows itself: a compositional layout's orthogonal
  /// sections show their items in their own scroll views.
  func realisedAttributes(in rect: CGRect) -> [UICollectionViewLayoutAttributes] {
    guard let layout = collectionViewLayout as? UICollectionViewCompositionalLayout,
      layout.sections.contains(where: \.isOrthogonal)
    else { return collectionViewLayout.layoutAttributesForElements(in: rect) ?? [] }
    layout.prepareIfNeeded()
    return layout.attributes(in: rect, includingOrthogonalItems: false)
  }

  /// Puts a scroll view over each orthogonal section in the bounds and shows its cells.
  ///
  /// The scroll views of sections that left keep their offsets and give their views back. True
  /// when a view's preferred size invalidated the layout.
  func realiseOrthogonalSections() -> Bool {
    guard let layout = collectionViewLayout as? UICollectionViewCompositionalLayout else {
      return false
    }
    var invalidated = false
    var shown = Set<Int>()
    for section in layout.sections {
      guard let band = section.band, band.overlaps(bounds) else { continue }
      shown.insert(section.index)
      let scroller: _UICollectionViewOrthogonalScrollerEmbeddedScrollView
      if let existing = orthogonalScrollers[section.index] {
        scroller = existing
      } else {
        scroller = _UICollectionViewOrthogonalScrollerEmbeddedScrollView(
          section: section.index, collectionView: self)
        orthogonalScrollers[section.index] = scroller
        scroller.frame = band
        scroller.contentSize = section.bandContentSize
        // In right-to-left the content is mirrored: it starts at its (leading) end.
        if layout.isMirrored, !layout.scrollAxis.isHorizontal {
          scroller.contentOffset.x = max(section.bandContentSize.width - band.width, 0)
        }
      }
      scroller.behavior = section.section.orthogonalScrollingBehavior
      scroller.isPagingEnabled = scroller.behavior == .paging
      scroller.alwaysBounceHorizontal = !layout.scrollAxis.isHorizontal
      scroller.alwaysBounceVertical = layout.scrollAxis.isHorizontal
      if scroller.frame != band { scroller.frame = band }
      if scroller.contentSize != section.bandContentSize {
        scroller.contentSize = section.bandContentSize
      }
      if scroller.superview !== self { addSubview(scroller) }
      if realiseOrthogonalSection(in: scroller) { invalidated = true }
    }
    for (index, scroller) in orthogonalScrollers.sorted(by: { $0.key < $1.key })
    where !shown.contains(index) && scroller.superview != nil {
      for (key, view) in scroller.elementViews.shown.removeAll() {
        endDisplaying(view, key: key)
      }
      scroller.removeFromSuperview()
    }
    return invalidated
  }

  /// Shows the cells of an orthogonal section that its scroll view's bounds meet.
  func realiseOrthogonalSection(
    in scroller: _UICollectionViewOrthogonalScrollerEmbeddedScrollView
  ) -> Bool {
    guard let layout = collectionViewLayout as? UICollectionViewCompositionalLayout else {
      return false
    }
    layout.prepareIfNeeded()
    guard layout.sections.indices.contains(scroller.section),
      layout.sections[scroller.section].isOrthogonal
    else { return false }
    let section = layout.sections[scroller.section]
    let elements = layout.visible(
      section.elements(in: scroller.bounds, along: layout.scrollAxis.cross), of: section,
      offset: scroller.contentOffset)
    return realise(elements, with: scroller.elementViews, in: scroller)
  }

  /// Ends the display of every orthogonal section's views and forgets their scroll views.
  func removeOrthogonalScrollers() {
    for (_, scroller) in orthogonalScrollers.sorted(by: { $0.key < $1.key }) {
      for (key, view) in scroller.elementViews.shown.removeAll() {
        endDisplaying(view, key: key)
      }
      scroller.removeFromSuperview()
    }
    orthogonalScrollers = [:]
  }

  /// The view shown for a key, by the collection view or an orthogonal section's scroll view.
  func shownView(for key: CollectionElementKey) -> UICollectionReusableView? {
    elementViews.shown[key]
      ?? orthogonalScrollers[key.indexPath.section]?.elementViews.shown[key]
  }

  /// The key a view is shown under.
  func shownKey(of view: UICollectionReusableView) -> CollectionElementKey? {
    if let key = elementViews.shown.key(of: view) { return key }
    for (_, scroller) in orthogonalScrollers.sorted(by: { $0.key < $1.key }) {
      if let key = scroller.elementViews.shown.key(of: view) { return key }
    }
    return nil
  }

  /// Every shown view with its key, in key order.
  var allShownViews: [(key: CollectionElementKey, view: UICollectionReusableView)] {
    guard !orthogonalScrollers.isEmpty else { return elementViews.shown.inOrder }
    let all =
      elementViews.shown.inOrder
      + orthogonalScrollers.sorted(by: { $0.key < $1.key }).flatMap {
        $0.value.elementViews.shown.inOrder
      }
    return all.sorted { $0.key < $1.key }
  }
}
