import Foundation

extension UICollectionView {
  var counts: [Int] {
    if let itemCounts { return itemCounts }
    guard let dataSource else { return [] }
    let sections = max(dataSource.numberOfSections(in: self), 0)
    let counts = (0..<sections).map {
      max(dataSource.collectionView(self, numberOfItemsInSection: $0), 0)
    }
    itemCounts = counts
    return counts
  }

  func poolKey(_ kind: String, _ identifier: String) -> String { kind + "\u{1F}" + identifier }

  func dequeue(kind: String, identifier: String) -> UICollectionReusableView {
    if kind.isEmpty, let cell = reconfiguringCell, cell.reuseIdentifier == identifier {
      reconfiguringCell = nil
      return cell
    }
    let key = poolKey(kind, identifier)
    if let view = pool.dequeue(identifier: key) {
      view.prepareForReuse()
      return view
    }
    let view: UICollectionReusableView
    if let make = factories[key] {
      view = make(identifier)
    } else if let viewClass = registeredClasses[key] {
      // Swift calls only required initializers through a metatype: the base classes are made
      // directly, a subclass needs a factory.
      if viewClass != UICollectionViewCell.self, viewClass != UICollectionReusableView.self {
        UIKitDiagnostics.raise(
          "NSInternalInconsistencyException",
          "Bezel cannot construct \(viewClass) from its class on Linux; register a closure "
            + "that makes it with bezelRegister(_:forCellWithReuseIdentifier:)")
      }
      view =
        viewClass is UICollectionViewCell.Type
        ? UICollectionViewCell(frame: .zero) : UICollectionReusableView(frame: .zero)
    } else {
      UIKitDiagnostics.raise(
        "NSInternalInconsistencyException",
        "could not dequeue a view of kind: \(kind.isEmpty ? "UICollectionElementKindCell" : kind) "
          + "with identifier \(identifier) - must register a nib or a class for the identifier "
          + "or connect a prototype cell in a storyboard")
      view =
        kind.isEmpty ? UICollectionViewCell(frame: .zero) : UICollectionReusableView(frame: .zero)
    }
    view.reuseIdentifier = identifier
    return view
  }

  func endDisplaying(_ view: UICollectionReusableView, key: CollectionElementKey) {
    view.removeFromSuperview()
    if let identifier = view.reuseIdentifier {
      pool.enqueue(view, identifier: poolKey(key.kind, identifier))
    }
    if let cell = view as? UICollectionViewCell {
      (delegate as? UICollectionViewDelegate)?.collectionView(
        self, didEndDisplaying: cell, forItemAt: key.indexPath)
    }
  }

  /// The size a cell prefers near an estimate; the cell then goes back to its pool.
  func preferredSize(ofItemAt indexPath: IndexPath, estimate: CGSize) -> CGSize {
    guard let dataSource else { return estimate }
    let cell = dataSource.collectionView(self, cellForItemAt: indexPath)
    cell.frame = CGRect(origin: .zero, size: estimate)
    let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
    attributes.frame = CGRect(origin: .zero, size: estimate)
    let size = cell.preferredLayoutAttributesFitting(attributes).size
    if elementViews.shown[CollectionElementKey(kind: "", indexPath: indexPath)] !== cell {
      cell.removeFromSuperview()
      if let identifier = cell.reuseIdentifier {
        pool.enqueue(cell, identifier: poolKey("", identifier))
      }
    }
    return size
  }

  /// The most layout passes self-sizing views may ask for in one `layoutSubviews`.
  static let maximumSelfSizingPasses = 8

  /// Prepares the layout, sizes the content, and realises the views whose attributes intersect
  /// the bounds.
  ///
  /// The others go back to their pools. A view shown or moved offers its preferred
  /// attributes to the layout; when the layout invalidates for them, the pass runs again.
  func layoutItems() {
    let layout = collectionViewLayout
    if bounds.size != lastLayoutSize {
      lastLayoutSize = bounds.size
      layout.invalidateLayout()
    }
    for _ in 0..<Self.maximumSelfSizingPasses {
      prepareLayoutAndContentSize()
      var invalidated = realise(realisedAttributes(in: bounds), with: elementViews, in: self)
      if realiseOrthogonalSections() { invalidated = true }
      guard invalidated else { break }
    }
    updatePrefetching()
  }

  /// Shows the elements of `attributes` in `container` through `realiser`: views made by the
  /// data source (or the layout's decoration classes), placed at their attributes' frames,
  /// offered to the layout for self-sizing when new or moved; true when the layout was
  /// invalidated by a view's preferred attributes.
  func realise(
    _ attributes: [UICollectionViewLayoutAttributes],
    with realiser: ViewRealiser<CollectionViewElement, UICollectionReusableView>,
    in container: UIView
  ) -> Bool {
    let selfSizes = collectionViewLayout.asksViewsForPreferredAttributes
    var invalidated = false
    realiser.realise(
      CollectionViewElement.ordered(attributes), in: container,
      retire: { key, view in endDisplaying(view, key: key) },
      make: { element in
        let key = element.key
        if element.attributes.representedElementCategory == .decorationView {
          return decorationView(ofKind: key.kind)
        }
        guard let dataSource else { return nil }
        return key.kind.isEmpty
          ? dataSource.collectionView(self, cellForItemAt: key.indexPath)
          : dataSource.collectionView(
            self, viewForSupplementaryElementOfKind: key.kind, at: key.indexPath)
      },
      place: { element, view, isNew in
        let attributes = element.attributes
        // Untransformed, the frames compare exactly (a center recomputed from a pixel-rounded
        // frame may differ in its last bit, which would move every cell at every pass).
        let moved =
          view.transform == .identity && attributes.transform == .identity
          ? view.frame != element.frame
          : view.center != attributes.center || view.bounds.size != attributes.size
        // The view takes the attributes' center and size, then their transform about its
        // center, as UIKit applies `transform3D` to the view's layer.
        if !moved {
          if view.transform != attributes.transform { view.transform = attributes.transform }
        } else {
          if view.transform != .identity { view.transform = .identity }
          view.frame = element.frame
          if attributes.transform != .identity { view.transform = attributes.transform }
        }
        if isNew, let cell = view as? UICollectionViewCell {
          let selected = selectedItemIndexPaths.contains(element.key.indexPath)
          if cell.isSelected != selected { cell.isSelected = selected }
        }
        // The collection view applies the attributes' alpha itself, then hands them to the view.
        if view.alpha != element.attributes.alpha { view.alpha = element.attributes.alpha }
        view.apply(element.attributes)
        if selfSizes, isNew || moved,
          element.attributes.representedElementCategory != .decorationView,
          offerPreferredAttributes(of: view, original: element.attributes)
        {
          invalidated = true
        }
      },
      didShow: { element, view in
        guard let cell = view as? UICollectionViewCell else { return }
        (delegate as? UICollectionViewDelegate)?.collectionView(
          self, willDisplay: cell, forItemAt: element.key.indexPath)
      })
    return invalidated
  }

  /// A decoration view of a kind the layout registered, from the pool when one waits.
  func decorationView(ofKind kind: String) -> UICollectionReusableView {
    let identifier = Self.decorationReuseIdentifier
    if let view = pool.dequeue(identifier: poolKey(kind, identifier)) {
      view.prepareForReuse()
      return view
    }
    let viewClass = collectionViewLayout.decorationClasses[kind]
    if viewClass == nil {
      UIKitDiagnostics.raise(
        "NSInternalInconsistencyException",
        "could not dequeue a view of kind: \(kind) with identifier \(kind) - must register a "
          + "nib or a class for the identifier or connect a prototype cell in a storyboard")
    } else if viewClass != UICollectionReusableView.self {
      // Swift calls only required initializers through a metatype.
      UIKitDiagnostics.raise(
        "NSInternalInconsistencyException",
        "Bezel cannot construct \(viewClass.map { "\($0)" } ?? kind) from its class on Linux; "
          + "it shows a UICollectionReusableView")
    }
    let view = UICollectionReusableView(frame: .zero)
    view.reuseIdentifier = identifier
    return view
  }

  /// The reuse identifier of decoration views, queued by kind.
  static let decorationReuseIdentifier = "\u{1E}decoration"

  /// Prepares the layout if it is stale and takes its content size.
  private func prepareLayoutAndContentSize() {
    let layout = collectionViewLayout
    // The content size decides which edges the adjusted content inset takes, and the flow
    // layout's width depends on them: repeat until they agree.
    for _ in 0..<3 {
      let inset = adjustedContentInset
      layout.prepareIfNeeded()
      contentSize = layout.collectionViewContentSize
      guard adjustedContentInset != inset else { break }
      layout.invalidateLayout()
    }
  }

  /// Offers a view's preferred attributes to the layout; true when the layout was invalidated.
  ///
  /// UIKit's self-sizing sequence for a view the layout placed: the view's
  /// `preferredLayoutAttributesFitting(_:)` (handed a copy, so that the layout's own attributes
  /// stay as they are), then the layout's `shouldInvalidateLayout(forPreferredLayoutAttributes:
  /// withOriginalAttributes:)` and, when it answers true, the context of
  /// `invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)` handed to
  /// `invalidateLayout(with:)` (Apple, UICollectionViewLayout).
  func offerPreferredAttributes(
    of view: UICollectionReusableView, original: UICollectionViewLayoutAttributes
  ) -> Bool {
    let layout = collectionViewLayout
    let preferred = view.preferredLayoutAttributesFitting(original.copyAttributes())
    guard
      layout.shouldInvalidateLayout(
        forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
    else { return false }
    let context = layout.invalidationContext(
      forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
    layout.invalidateLayout(with: context)
    return true
  }
}
