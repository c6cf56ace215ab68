import Foundation

extension UITableView {
  /// The row model, built from the data source and the delegate when missing.
  var model: TableRowModel {
    if let rowModel, rowModel.width == bounds.width,
      rowModel.automaticHeaderTopPadding == automaticSectionHeaderTopPadding
    {
      return rowModel
    }
    let built = buildRowModel()
    rowModel = built
    return built
  }

  var tableDelegate: UITableViewDelegate? { delegate as? UITableViewDelegate }

  func invalidateRowModel() {
    rowModel = nil
    setNeedsLayout()
  }

  /// The height UIKit's "automatic" row estimate stands for: the default row height, 44 points
  /// (`UITableViewCell` is 44 tall by default).
  static let defaultRowHeight: CGFloat = 44

  /// A height from the app that layout can use: negative heights count as 0, and so do NaN and
  /// infinities, from which no cell frame could be built (Core Animation refuses such geometry).
  static func usableHeight(_ height: CGFloat) -> CGFloat {
    height.isFinite ? max(height, 0) : 0
  }

  func buildRowModel() -> TableRowModel {
    var model = TableRowModel()
    model.width = bounds.width
    model.automaticHeaderTopPadding = automaticSectionHeaderTopPadding
    model.headerViewHeight = tableHeaderView?.frame.height ?? 0
    model.footerViewHeight = tableFooterView?.frame.height ?? 0
    guard let dataSource else { return model }
    let delegate = tableDelegate
    let sectionCount = max(dataSource.numberOfSections(in: self), 0)
    for section in 0..<sectionCount {
      let rows = max(dataSource.tableView(self, numberOfRowsInSection: section), 0)
      var heights = [CGFloat](repeating: 0, count: rows)
      var isFinal = [Bool](repeating: false, count: rows)
      for row in 0..<rows {
        let indexPath = IndexPath(row: row, section: section)
        let fixed = delegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
        if fixed != UITableView.automaticDimension {
          heights[row] = Self.usableHeight(fixed)
          isFinal[row] = true
          continue
        }
        let estimate =
          delegate?.tableView(self, estimatedHeightForRowAt: indexPath) ?? estimatedRowHeight
        if estimate == 0 {
          heights[row] = Self.usableHeight(measuredHeight(forRowAt: indexPath))
          isFinal[row] = true
        } else {
          heights[row] =
            estimate == UITableView.automaticDimension || !estimate.isFinite
            ? UITableView.defaultRowHeight : Self.usableHeight(estimate)
        }
      }
      var entry = TableRowModel.Section(
        header: 0, footer: 0, rowHeights: heights, isFinal: isFinal)
      resolveSectionHeights(of: &entry, at: section)
      model.sections.append(entry)
    }
    model.updateOffsets()
    return model
  }

  /// The system minimum margins a table view keeps when the app sets none: 16 points on the sides
  /// in a compact width, 20 in a regular width (the root-view minimums of useyourloaf.com,
  /// "Changing Root View Layout Margins").
  var systemMinimumSideMargin: CGFloat {
    traitCollection.horizontalSizeClass == .regular ? 20 : 16
  }

  /// Lays the realised rows out: builds the model, sizes the content, measures the rows that
  /// come into view, recycles those that left it.
  func layoutRows() {
    if ownLayoutMarginsWriter != .app {
      let side = systemMinimumSideMargin
      setOwnLayoutMargins(
        .absolute(UIEdgeInsets(top: 8, left: side, bottom: 8, right: side)), by: .container)
    }
    // Measuring rows that come into view changes their heights, which moves the rows below:
    // repeat until the visible rows are all measured. Heights go into the stored model in
    // place, so that a long table's arrays are not copied at every step.
    var visible: [IndexPath] = []
    for _ in 0..<8 {
      visible = model.indexPaths(from: bounds.minY, to: bounds.maxY)
      var changed = false
      for indexPath in visible where !model.isFinal(indexPath) {
        storeMeasuredHeight(measuredHeight(forRowAt: indexPath, keepingCell: true), at: indexPath)
        changed = true
      }
      if measureVisibleSectionEstimates() { changed = true }
      guard changed else { break }
      updateStoredOffsets()
    }
    let model = self.model
    contentSize = CGSize(width: bounds.width, height: model.contentHeight)
    tableHeaderView?.frame = CGRect(
      x: 0, y: 0, width: bounds.width, height: model.headerViewHeight)
    tableFooterView?.frame = CGRect(
      x: 0, y: model.contentHeight - model.footerViewHeight, width: bounds.width,
      height: model.footerViewHeight)
    realiseCells(at: visible, model: model)
    realiseSectionViews(model: model)
    updatePrefetching(visible: visible, model: model)
  }

  /// Measures the visible sections' estimated headers and footers into the stored model;
  /// returns whether any height changed.
  private func measureVisibleSectionEstimates() -> Bool {
    // A copy that lives only here: the stored model's arrays stay unshared after it.
    var model = self.model
    guard measureVisibleSectionEstimates(in: &model) else { return false }
    rowModel = model
    return true
  }

  /// Writes a row's measured height into the stored model, in place; a model that measuring
  /// replaced (the data source reloaded) gets it only if it still has the row.
  func storeMeasuredHeight(_ height: CGFloat, at indexPath: IndexPath) {
    // The model, rebuilt if measuring discarded it; released at once, so that the stored one is
    // changed without a copy.
    _ = model
    guard isInRange(indexPath) else { return }
    rowModel?.sections[indexPath.section].rowHeights[indexPath.row] = height
    rowModel?.sections[indexPath.section].isFinal[indexPath.row] = true
  }

  /// Recomputes the stored model's offsets from its heights, in place (the model is rebuilt
  /// first if measuring discarded it).
  func updateStoredOffsets() {
    _ = model
    rowModel?.updateOffsets()
  }

  /// Makes the visible rows' cells subviews at their rectangles, and returns the others to the
  /// reuse pools.
  private func realiseCells(at visible: [IndexPath], model: TableRowModel) {
    let width = bounds.width
    // A loop, not `map`: a closure formed in main-actor code and passed to the standard library
    // checks its executor at run time on every call.
    var elements: [TableRowElement] = []
    elements.reserveCapacity(visible.count)
    for indexPath in visible {
      elements.append(
        TableRowElement(key: indexPath, frame: model.rect(forRow: indexPath, width: width)))
    }
    let placement = cellPlacement
    rowViews.realise(
      elements, in: self,
      retire: { indexPath, cell in endDisplaying(cell, at: indexPath) },
      make: { element in
        guard let cell = dataSource?.tableView(self, cellForRowAt: element.key) else { return nil }
        let selected = !selectedIndexPaths.isEmpty && selectedIndexPaths.contains(element.key)
        if cell.isSelected != selected { cell.isSelected = selected }
        configureEditing(of: cell, at: element.key)
        return cell
      },
      place: { element, cell, isNew in
        if isNew { cell.isHidden = false }
        place(cell, in: element.frame, placement)
      },
      didShow: { element, cell in
        tableDelegate?.tableView(self, willDisplay: cell, forRowAt: element.key)
      })
  }

  /// Returns a cell to its pool, where it stays a hidden subview.
  ///
  /// Moving a subtree between layout engines costs more than keeping it.
  func endDisplaying(_ cell: UITableViewCell, at indexPath: IndexPath) {
    if let identifier = cell.reuseIdentifier {
      cell.isHidden = true
      reusePool.enqueue(cell, identifier: identifier)
    } else {
      cell.removeFromSuperview()
    }
    tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
  }

  func takeReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
    if let cell = reconfiguringCell, cell.reuseIdentifier == identifier {
      reconfiguringCell = nil
      return cell
    }
    guard let cell = reusePool.dequeue(identifier: identifier) else { return nil }
    cell.prepareForReuse()
    return cell
  }

  /// Gives a cell its frame and the table's margins, then lays out its content view;
  /// `placement` is `cellPlacement`, when the caller places several cells.
  func place(_ cell: UITableViewCell, in rect: CGRect, _ placement: CellPlacement? = nil) {
    let placement = placement ?? cellPlacement
    var frame = rect
    if style == .insetGrouped {
      let margins = layoutMargins
      frame.origin.x = margins.left
      frame.size.width = max(rect.width - margins.left - margins.right, 0)
    }
    if cell.frame != frame { cell.frame = frame }
    cell.updateSafeAreaInsets(superviewPassesNoInsets: placement.tablePassesNoInsets)
    cell.applyTableMargins(placement.margins)
    cell.separatorHeight = placement.separatorHeight
    cell.layoutContentAndBackground(
      insetsContentToSafeArea: insetsContentViewsToSafeArea,
      tableSeparatorInset: storedSeparatorInset, reference: separatorInsetReference)
  }

  /// What the table gives each cell it places, the same for all of them in one layout.
  var cellPlacement: CellPlacement {
    CellPlacement(
      margins: cellMargins,
      separatorHeight: separatorStyle == .none ? 0 : 1 / effectiveDisplayScale,
      tablePassesNoInsets: safeAreaInsetsForSubviews == .zero)
  }

  /// The margins the table gives its cells: its own left and right margins (the system minimum
  /// plus the safe area on a root-sized table), or the readable guide's edges when
  /// `cellLayoutMarginsFollowReadableWidth` is true (WWDC 2018 session 235); in an inset grouped
  /// table, the system minimum inside the inset cell.
  var cellMargins: UIEdgeInsets {
    if style == .insetGrouped {
      let side = systemMinimumSideMargin
      return UIEdgeInsets(top: 8, left: side, bottom: 8, right: side)
    }
    let margins = layoutMargins
    var left = margins.left
    var right = margins.right
    if cellLayoutMarginsFollowReadableWidth {
      let readable = readableContentFrame
      left = readable.minX - bounds.minX
      right = bounds.maxX - readable.maxX
    }
    return UIEdgeInsets(top: 8, left: left, bottom: 8, right: right)
  }

  var effectiveDisplayScale: CGFloat {
    let scale = traitCollection.displayScale
    return scale > 0 ? scale : 2
  }

  /// The automatic separator inset: the cells' leading margin (UIKit's default separator inset
  /// follows the layout margins: WWDC 2018 session 235).
  var automaticSeparatorInset: UIEdgeInsets {
    let margins = layoutMargins
    let leading =
      effectiveUserInterfaceLayoutDirection == .rightToLeft ? margins.right : margins.left
    return UIEdgeInsets(top: 0, left: leading, bottom: 0, right: 0)
  }

  /// The row's height from its cell's fitting size.
  ///
  /// The table asks the cell's
  /// `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)` at its
  /// width, the width required and the height as small as the cell allows: the content view's
  /// fitting height plus the separator, unless a subclass overrides it. A height of zero or less
  /// is taken for an unintended collapse and gives the default 44 points, as UIKit does
  /// ("Detected a case where constraints ambiguously suggest a height of zero for a tableview
  /// cell's content view. We're considering the collapse unintentional and using standard
  /// height instead.").
  func measuredHeight(forRowAt indexPath: IndexPath, keepingCell: Bool = false) -> CGFloat {
    guard let dataSource else { return UITableView.defaultRowHeight }
    let cell: UITableViewCell
    if let existing = rowViews.shown[indexPath] {
      cell = existing
    } else {
      cell = dataSource.tableView(self, cellForRowAt: indexPath)
      configureEditing(of: cell, at: indexPath)
      if cell.storedSuperview !== self { addSubview(cell) }
      if keepingCell {
        // The cell that measured a visible row shows it.
        rowViews.shown[indexPath] = cell
        cell.isHidden = false
        tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
      }
    }
    place(cell, in: CGRect(x: 0, y: 0, width: bounds.width, height: UITableView.defaultRowHeight))
    let fitted = cell.systemLayoutSizeFitting(
      CGSize(width: bounds.width, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    if rowViews.shown[indexPath] !== cell {
      // A row measured before it shows: the cell goes back to the pool it came from.
      if let identifier = cell.reuseIdentifier {
        cell.isHidden = true
        reusePool.enqueue(cell, identifier: identifier)
      } else {
        cell.removeFromSuperview()
      }
    }
    guard fitted.height > 0, fitted.height.isFinite else { return UITableView.defaultRowHeight }
    return fitted.height
  }
}

/// What a table gives every cell it places in one layout (`UITableView.cellPlacement`).
struct CellPlacement {
  /// The cells' margins (`UITableView.cellMargins`).
  var margins: UIEdgeInsets
  /// The separator's height: one pixel, or none.
  var separatorHeight: CGFloat
  /// Whether the table passes its subviews no safe-area insets.
  var tablePassesNoInsets: Bool
}
