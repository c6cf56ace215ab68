import Foundation

extension UITableView {
  /// Where in the visible area scrolling brings a row (UITableView.h raw values).
  public enum ScrollPosition: Int, Sendable {
    /// Scroll as little as makes the row fully visible; none when it already is.
    case none = 0
    case top = 1
    case middle = 2
    case bottom = 3
  }

  /// The work of `scrollToRow`.
  func performScrollToRow(
    at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool
  ) {
    layoutIfNeeded()
    guard isValidRow(indexPath) else { return }
    // Measuring the rows that come into view can move the row: aim again until it stays.
    for _ in 0..<4 {
      measureRowIfEstimated(indexPath)
      // The range of offsets follows the heights just measured.
      contentSize = CGSize(width: bounds.width, height: model.contentHeight)
      let target = contentOffsetY(forRowAt: indexPath, at: scrollPosition)
      guard target != contentOffset.y else { break }
      setContentOffset(CGPoint(x: contentOffset.x, y: target), animated: animated)
      layoutIfNeeded()
    }
  }

  /// The work of `scrollToNearestSelectedRow`.
  func performScrollToNearestSelectedRow(at scrollPosition: ScrollPosition, animated: Bool) {
    layoutIfNeeded()
    let area = visibleArea
    func distance(_ indexPath: IndexPath) -> CGFloat {
      let rect = rectForRow(at: indexPath)
      switch scrollPosition {
      case .none, .top: return abs(rect.minY - area.minY)
      case .middle: return abs(rect.midY - area.midY)
      case .bottom: return abs(rect.maxY - area.maxY)
      }
    }
    var nearest: (IndexPath, CGFloat)?
    for indexPath in selectedIndexPaths where isInRange(indexPath) {
      let value = distance(indexPath)
      if nearest == nil || value < nearest?.1 ?? 0 { nearest = (indexPath, value) }
    }
    guard let (indexPath, _) = nearest else { return }
    scrollToRow(at: indexPath, at: scrollPosition, animated: animated)
  }

  /// The part of the bounds the adjusted content inset leaves visible.
  var visibleArea: CGRect {
    let inset = adjustedContentInset
    return CGRect(
      x: bounds.minX, y: bounds.minY + inset.top, width: bounds.width,
      height: max(bounds.height - inset.top - inset.bottom, 0))
  }

  /// The content offset's y that puts the row at the position, clamped to the scrollable range.
  func contentOffsetY(forRowAt indexPath: IndexPath, at position: ScrollPosition) -> CGFloat {
    // `NSNotFound` for the row scrolls to the section itself (UITableView documentation: "a
    // valid row index for scrolling to a section with zero rows").
    let wholeSection = indexPath.row == NSNotFound
    let row = wholeSection ? rect(forSection: indexPath.section) : rectForRow(at: indexPath)
    let inset = adjustedContentInset
    var top = inset.top
    var bottom = inset.bottom
    if style == .plain, !wholeSection, model.sections.indices.contains(indexPath.section) {
      top += model.sections[indexPath.section].header
      bottom += model.sections[indexPath.section].footer
    }
    let height = bounds.height
    let toTop = row.minY - top
    let toBottom = row.maxY - height + bottom
    var target: CGFloat
    switch position {
    case .top: target = toTop
    case .bottom: target = toBottom
    case .middle: target = row.midY - inset.top - (height - inset.top - inset.bottom) / 2
    case .none:
      // UIKit: "If the row is already fully visible, no scrolling occurs"; above the visible
      // area it goes to the top, below it to the bottom.
      let y = contentOffset.y
      if row.minY < y + top {
        target = toTop
      } else if row.maxY > y + height - bottom {
        target = toBottom
      } else {
        target = y
      }
    }
    let range = offsetRange
    target = min(max(target, range.min.y), range.max.y)
    return target
  }

  /// Measures a self-sizing row that still has its estimate, moving the rows below.
  func measureRowIfEstimated(_ indexPath: IndexPath) {
    guard isInRange(indexPath), !model.isFinal(indexPath) else { return }
    storeMeasuredHeight(measuredHeight(forRowAt: indexPath), at: indexPath)
    updateStoredOffsets()
  }

  func isInRange(_ indexPath: IndexPath) -> Bool { model.hasRow(indexPath) }

  /// Whether a row exists; otherwise reports UIKit's range exception.
  private func isValidRow(_ indexPath: IndexPath) -> Bool {
    guard indexPath.count == 2 else {
      UIKitDiagnostics.raise(
        "NSInvalidArgumentException",
        "Invalid index path for use with UITableView. Index paths "
          + "passed to table view must contain exactly two indices specifying the section and "
          + "row. Please use the category on NSIndexPath in NSIndexPath+UIKitAdditions.h if "
          + "possible.")
      return false
    }
    let sections = model.sections
    guard sections.indices.contains(indexPath.section) else {
      UIKitDiagnostics.raise(
        "NSRangeException",
        "-[UITableView _contentOffsetForScrollingToRowAtIndexPath:atScrollPosition:"
          + "usingPresentationValues:]: section (\(indexPath.section)) beyond bounds "
          + "(\(sections.count)).")
      return false
    }
    let rows = sections[indexPath.section].rowHeights.count
    guard (0..<rows).contains(indexPath.row) || indexPath.row == NSNotFound else {
      UIKitDiagnostics.raise(
        "NSRangeException",
        "-[UITableView _contentOffsetForScrollingToRowAtIndexPath:atScrollPosition:"
          + "usingPresentationValues:]: row (\(indexPath.row)) beyond bounds (\(rows)) for "
          + "section (\(indexPath.section)).")
      return false
    }
    return true
  }
}
