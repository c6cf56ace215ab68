import Foundation

extension UITableViewCell {
  /// `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`: the
  /// content view fitted at the width the cell's layout gives it at `targetSize.width` (the
  /// cell's width less what its accessories take), then the separator added below.
  ///
  /// A content view whose constraints give it no height measures the system labels instead, at
  /// least the default row height (``systemLabelsFittingHeight()``); with neither, the height is
  /// 0, which a table takes for an unintended collapse.
  func selfSizingFittingSize(
    _ targetSize: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority
  ) -> CGSize {
    let accessories = max(bounds.width - contentView.bounds.width, 0)
    let contentTarget = CGSize(
      width: max(targetSize.width - accessories, 0),
      height: max(targetSize.height - separatorHeight, 0))
    let fitted = contentView.systemLayoutSizeFitting(
      contentTarget, withHorizontalFittingPriority: horizontal, verticalFittingPriority: vertical)
    let width = horizontal == .required ? targetSize.width : fitted.width + accessories
    if fitted.height > 0 { return CGSize(width: width, height: fitted.height + separatorHeight) }
    guard let labels = systemLabelsFittingHeight() else { return CGSize(width: width, height: 0) }
    return CGSize(
      width: width, height: max(labels + separatorHeight, UITableView.defaultRowHeight))
  }

  /// The content view's height a self-sizing row of a system style needs, or nil when no
  /// system label shows text.
  ///
  /// The built-in styles size their rows by their labels: with automatic row heights "all the
  /// built-in UITableViewCell styles do appear to handle multiple lines of textLabel ok", while
  /// the detail's extra lines are not counted, so a multi-line detail spills out of its row
  /// (tiritea/UITableViewCellTest 9a4e8d5c6c44, README.md). Bezel's model (no recording gives
  /// the padding): the title at the width the layout gives it, wrapped to its `numberOfLines`;
  /// the detail one line tall; `subtitle` stacks the two, `value1` and `value2` take the taller;
  /// plus the content view's top and bottom layout margins. The table keeps the row at least
  /// the default row height.
  func systemLabelsFittingHeight() -> CGFloat? {
    let title = storedTextLabel.flatMap { $0.hasShownText ? $0 : nil }
    let detail = storedDetailTextLabel.flatMap { $0.hasShownText ? $0 : nil }
    guard title != nil || detail != nil else { return nil }
    let titleHeight = title != nil ? systemTitleSize(width: systemTitleWidth).height : 0
    let detailHeight = detail?.textSize(in: .zero, numberOfLines: 1).height ?? 0
    let labels =
      style == .subtitle ? titleHeight + detailHeight : max(titleHeight, detailHeight)
    let margins = contentView.effectiveLayoutMargins
    return labels + margins.top + margins.bottom
  }

  /// The title's size in `width`: its intrinsic size when it is one line, else wrapped to its
  /// `numberOfLines` at that width.
  func systemTitleSize(width: CGFloat) -> CGSize {
    guard let label = storedTextLabel else { return .zero }
    guard label.numberOfLines != 1 else { return label.intrinsicContentSize }
    return label.textSize(
      in: CGRect(x: 0, y: 0, width: width, height: 0), numberOfLines: label.numberOfLines)
  }

  /// The width `layoutSystemLabels` gives the title: the content view's margins' width, less
  /// the indentation and an image with its gap (see there).
  private var systemTitleWidth: CGFloat {
    let margins = contentView.effectiveLayoutMargins
    var width = contentView.bounds.width - margins.left - margins.right
    width -= CGFloat(max(indentationLevel, 0)) * indentationWidth
    if let image = storedImageView?.image, style != .value2 {
      let isRightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
      width -= image.size.width + (isRightToLeft ? margins.right : margins.left)
    }
    return max(width, 0)
  }
}

extension UILabel {
  /// Whether the label has text to show.
  fileprivate var hasShownText: Bool { !(storedText ?? "").isEmpty }
}
