import Foundation

extension UITableView {

  /// The work of `dequeueReusableHeaderFooterView`.
  func performDequeueReusableHeaderFooterView(
    withIdentifier identifier: String
  ) -> UITableViewHeaderFooterView? {
    if let view = headerFooterPool.dequeue(identifier: identifier) {
      view.prepareForReuse()
      return view
    }
    guard let viewClass = registeredHeaderFooterClasses[identifier] else { return nil }
    // Swift calls only required initializers through a metatype, and UIKit's
    // `init(reuseIdentifier:)` is not required: the base class is made directly.
    if viewClass != UITableViewHeaderFooterView.self {
      UIKitDiagnostics.raise(
        "NSInternalInconsistencyException",
        "Bezel cannot construct \(viewClass) from its class on Linux; make the view in the "
          + "delegate")
    }
    return UITableViewHeaderFooterView(reuseIdentifier: identifier)
  }

  /// Heights of headers and footers without a view or title, and with a title (Bezel's model;
  /// UIKit's automatic section heights are not documented): none in a plain table, 18 points
  /// between grouped sections, 28 points for a title in either style.
  func resolvedSectionHeight(_ height: CGFloat, hasTitle: Bool, view: UIView?) -> CGFloat {
    if height != UITableView.automaticDimension { return max(height, 0) }
    if let view {
      // A header or footer view sizes itself like a row: its constraints at the table's width,
      // else its frame.
      if let view = view as? UITableViewHeaderFooterView {
        place(sectionView: view, in: CGRect(origin: view.frame.origin, size: view.bounds.size))
        if let fitted = view.fittedHeight(width: bounds.width) { return fitted }
      } else {
        let fitted = view.systemLayoutSizeFitting(
          CGSize(width: bounds.width, height: 0), withHorizontalFittingPriority: .required,
          verticalFittingPriority: .fittingSizeLevel)
        if fitted.height > 0 { return fitted.height }
      }
      if view.bounds.height > 0 { return view.bounds.height }
    }
    if hasTitle || view != nil { return 28 }
    return style == .plain ? 0 : 18
  }

  /// Gives a section its header and footer heights: fixed ones as they are, automatic ones
  /// with a positive estimate as the estimate until they come into view, others measured now.
  func resolveSectionHeights(of entry: inout TableRowModel.Section, at section: Int) {
    guard let dataSource else { return }
    let delegate = tableDelegate
    entry.headerTitle = dataSource.tableView(self, titleForHeaderInSection: section)
    entry.footerTitle = dataSource.tableView(self, titleForFooterInSection: section)
    let header = delegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight
    let footer = delegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight
    let headerEstimate =
      delegate?.tableView(self, estimatedHeightForHeaderInSection: section)
      ?? estimatedSectionHeaderHeight
    let footerEstimate =
      delegate?.tableView(self, estimatedHeightForFooterInSection: section)
      ?? estimatedSectionFooterHeight
    if header == UITableView.automaticDimension, headerEstimate > 0 {
      entry.header = Self.usableHeight(headerEstimate)
      entry.headerIsFinal = false
    } else {
      entry.header = Self.usableHeight(
        measuredSectionHeight(header, isHeader: true, section: section, in: entry))
    }
    if footer == UITableView.automaticDimension, footerEstimate > 0 {
      entry.footer = Self.usableHeight(footerEstimate)
      entry.footerIsFinal = false
    } else {
      entry.footer = Self.usableHeight(
        measuredSectionHeight(footer, isHeader: false, section: section, in: entry))
    }
    entry.headerPadding = entry.header > 0 ? resolvedSectionHeaderTopPadding : 0
  }

  /// The space above each header: `sectionHeaderTopPadding` when the app sets it; for
  /// `automaticDimension` (the default, Apple's documentation), what the OS gives a plain
  /// table's headers, none for the grouped styles.
  var resolvedSectionHeaderTopPadding: CGFloat {
    let padding = sectionHeaderTopPadding
    guard padding == UITableView.automaticDimension else { return Self.usableHeight(padding) }
    return style == .plain ? automaticSectionHeaderTopPadding : 0
  }

  /// The automatic padding above a plain table's headers in the window's OS era
  /// (`WindowContext.plainSectionHeaderTopPadding`): 22 points from iOS 15, none before.
  var automaticSectionHeaderTopPadding: CGFloat {
    environment.plainSectionHeaderTopPadding
  }

  /// A header's or footer's height, asking the delegate for its view only when the height is
  /// automatic; a reusable view asked for goes back to its pool.
  func measuredSectionHeight(
    _ height: CGFloat, isHeader: Bool, section: Int, in entry: TableRowModel.Section
  ) -> CGFloat {
    let title = isHeader ? entry.headerTitle : entry.footerTitle
    guard height == UITableView.automaticDimension else {
      return resolvedSectionHeight(height, hasTitle: title != nil, view: nil)
    }
    let shown = sectionViews.shown[isHeader ? .header(section) : .footer(section)]
    let view = shown ?? delegateSectionView(isHeader: isHeader, section: section)
    let resolved = resolvedSectionHeight(height, hasTitle: title != nil, view: view)
    if let view, view !== shown { recycle(sectionView: view) }
    return resolved
  }

  /// Measures the estimated headers and footers of the sections in the bounds; true when a
  /// height changed.
  func measureVisibleSectionEstimates(in model: inout TableRowModel) -> Bool {
    var changed = false
    for section in model.sectionRange(from: bounds.minY, to: bounds.maxY) {
      let entry = model.sections[section]
      if !entry.headerIsFinal {
        model.sections[section].header = measuredSectionHeight(
          UITableView.automaticDimension, isHeader: true, section: section, in: entry)
        model.sections[section].headerIsFinal = true
        changed = true
      }
      if !entry.footerIsFinal {
        model.sections[section].footer = measuredSectionHeight(
          UITableView.automaticDimension, isHeader: false, section: section, in: entry)
        model.sections[section].footerIsFinal = true
        changed = true
      }
    }
    return changed
  }

  func delegateSectionView(isHeader: Bool, section: Int) -> UIView? {
    guard let delegate = tableDelegate else { return nil }
    return isHeader
      ? delegate.tableView(self, viewForHeaderInSection: section)
      : delegate.tableView(self, viewForFooterInSection: section)
  }

  /// The delegate's view for a header or footer, else a standard view showing the section's
  /// title, else nil.
  func sectionView(isHeader: Bool, section: Int, title: String?) -> UIView? {
    if let view = delegateSectionView(isHeader: isHeader, section: section) { return view }
    guard let title else { return nil }
    let view =
      titleViewPool.dequeue(identifier: Self.titleViewIdentifier)
      ?? TitleHeaderFooterView(reuseIdentifier: nil)
    view.textLabel?.text = title
    return view
  }

  /// The pool key of the standard views that show a section's title, which have no reuse
  /// identifier of their own.
  static let titleViewIdentifier = ""

  /// Takes a header or footer view off the table; a reusable one goes back to its pool, which
  /// keeps a bounded number (a delegate that never dequeues would otherwise grow it forever).
  func recycle(sectionView view: UIView) {
    if view.storedSuperview === self { view.removeFromSuperview() }
    let limit = 32
    if let view = view as? TitleHeaderFooterView {
      titleViewPool.enqueue(view, identifier: Self.titleViewIdentifier, limit: limit)
    } else if let view = view as? UITableViewHeaderFooterView,
      let identifier = view.reuseIdentifier
    {
      headerFooterPool.enqueue(view, identifier: identifier, limit: limit)
    }
  }

  /// The margins the table gives header and footer views: the cells' margins, and in an inset
  /// grouped table the inset cells' margins measured from the table's edges, so that titles
  /// line up with the cells' text.
  var sectionViewMargins: UIEdgeInsets {
    guard style == .insetGrouped else { return cellMargins }
    let side = systemMinimumSideMargin
    let margins = layoutMargins
    return UIEdgeInsets(top: 8, left: margins.left + side, bottom: 8, right: margins.right + side)
  }

  /// Gives a header or footer view its frame, and a `UITableViewHeaderFooterView` the table's
  /// margins and safe-area setting, then lays out its content.
  func place(sectionView view: UIView, in rect: CGRect) {
    if view.frame != rect { view.frame = rect }
    guard let view = view as? UITableViewHeaderFooterView else { return }
    view.insetsContentToSafeArea = insetsContentViewsToSafeArea
    view.updateSafeAreaInsets()
    if view.insetsLayoutMarginsFromSafeArea { view.insetsLayoutMarginsFromSafeArea = false }
    let margins = sectionViewMargins
    view.setOwnLayoutMargins(.absolute(margins), by: .container)
    view.layoutContentView()
  }

  /// The header's frame as shown: in a plain table a header floats, pinned to the top of the
  /// visible area (below the adjusted content inset) while its section is there, until the
  /// end of its section pushes it up; a grouped table's headers scroll with the content
  /// (UITableView.Style documentation).
  func displayedHeaderRect(inSection section: Int, model: TableRowModel) -> CGRect {
    var rect = model.rectForHeader(inSection: section, width: bounds.width)
    guard style == .plain, model.sections.indices.contains(section) else { return rect }
    let entry = model.sections[section]
    let visibleTop = bounds.minY + adjustedContentInset.top
    let lowest = entry.top + entry.height - rect.height
    rect.origin.y = max(rect.minY, min(visibleTop, lowest))
    return rect
  }

  /// The footer's frame as shown: in a plain table a footer floats, pinned to the bottom of the
  /// visible area (above the adjusted content inset) while its section is there, no higher
  /// than the end of its section's header.
  func displayedFooterRect(inSection section: Int, model: TableRowModel) -> CGRect {
    var rect = model.rectForFooter(inSection: section, width: bounds.width)
    guard style == .plain, model.sections.indices.contains(section) else { return rect }
    let entry = model.sections[section]
    let visibleBottom = bounds.maxY - adjustedContentInset.bottom
    let highest = entry.top + entry.rowsOffset
    rect.origin.y = min(rect.minY, max(visibleBottom - rect.height, highest))
    return rect
  }

  /// Shows the header and footer views of the sections in the bounds, at their displayed
  /// rectangles and in front of the cells; the others leave the table first, so that their
  /// views can serve the sections coming into view.
  func realiseSectionViews(model: TableRowModel) {
    var wanted: [TableSectionViewElement] = []
    var footers: [TableSectionViewElement] = []
    for section in model.sectionRange(from: bounds.minY, to: bounds.maxY) {
      let header = displayedHeaderRect(inSection: section, model: model)
      if header.height > 0, header.intersects(bounds) {
        wanted.append(TableSectionViewElement(key: .header(section), frame: header))
      }
      let footer = displayedFooterRect(inSection: section, model: model)
      if footer.height > 0, footer.intersects(bounds) {
        footers.append(TableSectionViewElement(key: .footer(section), frame: footer))
      }
    }
    wanted += footers
    sectionViews.realise(
      wanted, in: self,
      retire: { key, view in endDisplaying(sectionView: view, key: key) },
      make: { element in
        let section = element.key.section
        let sectionModel = model.sections[section]
        let isHeader = !element.key.isFooter
        let title = isHeader ? sectionModel.headerTitle : sectionModel.footerTitle
        return sectionView(isHeader: isHeader, section: section, title: title)
      },
      place: { element, view, _ in
        if view.isHidden { view.isHidden = false }
        place(sectionView: view, in: element.frame)
      },
      didShow: { element, view in
        if element.key.isFooter {
          tableDelegate?.tableView(
            self, willDisplayFooterView: view, forSection: element.key.section)
        } else {
          tableDelegate?.tableView(
            self, willDisplayHeaderView: view, forSection: element.key.section)
        }
      })
  }

  /// Takes a header or footer view off the table and tells the delegate.
  private func endDisplaying(sectionView view: UIView, key: TableSectionViewKey) {
    recycle(sectionView: view)
    if key.isFooter {
      tableDelegate?.tableView(self, didEndDisplayingFooterView: view, forSection: key.section)
    } else {
      tableDelegate?.tableView(self, didEndDisplayingHeaderView: view, forSection: key.section)
    }
  }

  /// Takes every header and footer view off the table, headers first.
  func recycleAllSectionViews() {
    for (key, view) in sectionViews.shown.removeAll() {
      endDisplaying(sectionView: view, key: key)
    }
  }
}
