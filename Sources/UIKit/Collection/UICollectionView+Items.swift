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

  func endDisplaying(_ view: UICollectionReusableView, key: ElementKey) {
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
    if realised[ElementKey(kind: "", indexPath: indexPath)] !== cell {
      cell.removeFromSuperview()
      if let identifier = cell.reuseIdentifier {
        pool.enqueue(cell, identifier: poolKey("", identifier))
      }
    }
    return size
  }

  /// Prepares the layout, sizes the content, and realises the views whose attributes intersect
  /// the bounds; the others go back to their pools.
  func layoutItems() {
    let layout = collectionViewLayout
    if bounds.size != lastLayoutSize {
      lastLayoutSize = bounds.size
      layout.invalidateLayout()
    }
    // The content size decides which edges the adjusted content inset takes, and the flow
    // layout's width depends on them: repeat until they agree.
    for _ in 0..<3 {
      let inset = adjustedContentInset
      layout.prepareIfNeeded()
      contentSize = layout.collectionViewContentSize
      guard adjustedContentInset != inset else { break }
      layout.invalidateLayout()
    }
    let attributes = (layout.layoutAttributesForElements(in: bounds) ?? [])
      .filter { !$0.isHidden }
    var wanted: [ElementKey: UICollectionViewLayoutAttributes] = [:]
    for element in attributes {
      let kind =
        element.representedElementCategory == .cell
        ? "" : (element.representedElementKind ?? "")
      wanted[ElementKey(kind: kind, indexPath: element.indexPath)] = element
    }
    for (key, view) in realised.removeAll(except: { wanted[$0] != nil }) {
      endDisplaying(view, key: key)
    }
    for (key, element) in wanted.sorted(by: { $0.key < $1.key }) {
      var view = realised[key]
      var isNew = false
      if view == nil, let dataSource {
        view =
          key.kind.isEmpty
          ? dataSource.collectionView(self, cellForItemAt: key.indexPath)
          : dataSource.collectionView(
            self, viewForSupplementaryElementOfKind: key.kind, at: key.indexPath)
        isNew = true
      }
      guard let view else { continue }
      realised[key] = view
      if view.superview !== self { addSubview(view) }
      if view.frame != element.frame { view.frame = element.frame }
      view.apply(element)
      if isNew, let cell = view as? UICollectionViewCell {
        (delegate as? UICollectionViewDelegate)?.collectionView(
          self, willDisplay: cell, forItemAt: key.indexPath)
      }
    }
  }
}
