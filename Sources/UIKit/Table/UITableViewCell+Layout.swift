import Foundation

extension UITableViewCell {
  /// Takes the margins the table view gives: the cell's own margins, not added to its safe
  /// area again (the table's margins already include it).
  func applyTableMargins(_ margins: UIEdgeInsets) {
    if insetsLayoutMarginsFromSafeArea { insetsLayoutMarginsFromSafeArea = false }
    setOwnLayoutMargins(.absolute(margins), by: .container)
  }

  /// The width the accessory takes from the content view past the trailing margin (Bezel's
  /// model; Apple documents no widths): the glyph and a 10-point gap — disclosure chevron 8,
  /// checkmark 14, detail button 22, detail button and chevron 40 — or a custom accessory
  /// view's width and the gap.
  var accessoryWidth: CGFloat {
    if let accessoryView { return accessoryView.bounds.width + 10 }
    switch accessoryType {
    case .none: return 0
    case .disclosureIndicator: return 8 + 10
    case .checkmark: return 14 + 10
    case .detailButton: return 22 + 10
    case .detailDisclosureButton: return 40 + 10
    }
  }

  /// The separator inset before the cell's own: the cell's leading margin.
  var automaticSeparatorInset: UIEdgeInsets {
    let margins = effectiveLayoutMargins
    let isRightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
    return UIEdgeInsets(
      top: 0, left: isRightToLeft ? margins.right : margins.left, bottom: 0, right: 0)
  }

  /// The separator's rectangle in the cell: at the bottom, inset from the leading and trailing
  /// edges (from the cell's edges, or added to the automatic inset with
  /// `.fromAutomaticInsets`), flipped in right-to-left.
  package var separatorFrame: CGRect {
    var inset = storedSeparatorInset ?? tableSeparatorInset ?? automaticSeparatorInset
    if separatorInsetReference == .fromAutomaticInsets,
      storedSeparatorInset != nil || tableSeparatorInset != nil
    {
      let automatic = automaticSeparatorInset
      inset.left += automatic.left
      inset.right += automatic.right
    }
    let isRightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
    let left = isRightToLeft ? inset.right : inset.left
    let right = isRightToLeft ? inset.left : inset.right
    let bounds = self.bounds
    return CGRect(
      x: bounds.minX + left, y: bounds.maxY - separatorHeight,
      width: max(bounds.width - left - right, 0), height: separatorHeight)
  }

  /// Records the table's settings and lays out the content view, the accessory, the background
  /// views and the system labels.
  func layoutContentAndBackground(
    insetsContentToSafeArea: Bool, tableSeparatorInset: UIEdgeInsets?,
    reference: UITableView.SeparatorInsetReference
  ) {
    self.insetsContentToSafeArea = insetsContentToSafeArea
    self.tableSeparatorInset = tableSeparatorInset
    separatorInsetReference = reference
    layoutContentAndBackground()
  }

  func layoutContentAndBackground() {
    let bounds = self.bounds
    let isRightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
    let safe = insetsContentToSafeArea ? safeAreaInsets : .zero
    let margins = effectiveLayoutMargins
    var left = safe.left
    var right = safe.right
    let accessory = accessoryWidth
    if accessory > 0 {
      // The accessory ends at the trailing margin; the content view ends before it.
      if isRightToLeft {
        left = max(left, margins.left + accessory)
      } else {
        right = max(right, margins.right + accessory)
      }
    }
    let height = max(bounds.height - separatorHeight, 0)
    let contentFrame = CGRect(
      x: bounds.minX + left, y: bounds.minY, width: max(bounds.width - left - right, 0),
      height: height)
    if contentView.frame != contentFrame { contentView.frame = contentFrame }
    if let accessoryView {
      let size = accessoryView.bounds.size
      let x = isRightToLeft ? bounds.minX + margins.left : bounds.maxX - margins.right - size.width
      accessoryView.frame = CGRect(
        x: x, y: bounds.minY + (height - size.height) / 2, width: size.width, height: size.height)
    }
    let full = CGRect(origin: bounds.origin, size: bounds.size)
    backgroundView?.frame = full
    selectedBackgroundView?.frame = full
    // The content view's margins are the cell's, measured from the content view's sides; top
    // and bottom are the cell's whatever the separator takes.
    let contentMargins = UIEdgeInsets(
      top: margins.top, left: max(margins.left - contentFrame.minX + bounds.minX, 0),
      bottom: margins.bottom, right: max(margins.right - (bounds.maxX - contentFrame.maxX), 0))
    contentView.setOwnLayoutMargins(.absolute(contentMargins), by: .container)
    contentView.updateSafeAreaInsets()
    contentView.marginsInputsDidChange()
    layoutSystemLabels(isRightToLeft: isRightToLeft)
  }

  /// Places the system styles' labels on the content view's margins.
  ///
  /// WWDC 2018 session 235: table views lay out "the labels in the system cell styles" with
  /// their layout margins. `default`: one label across; `value1`: the title leading and the
  /// detail trailing; `value2`: the title then the detail; `subtitle`: the title over the
  /// detail. Mirrored in right-to-left.
  func layoutSystemLabels(isRightToLeft: Bool) {
    guard storedTextLabel != nil || storedDetailTextLabel != nil else { return }
    let area = contentView.bounds.inset(by: contentView.effectiveLayoutMargins)
    let local = CGRect(x: area.minX, y: 0, width: area.width, height: contentView.bounds.height)
    func place(_ label: UILabel?, _ rect: CGRect) {
      guard let label else { return }
      var frame = rect
      if isRightToLeft {
        frame.origin.x = contentView.bounds.minX + contentView.bounds.maxX - rect.maxX
      }
      label.frame = frame
    }
    let title = storedTextLabel?.intrinsicContentSize ?? .zero
    let detail = storedDetailTextLabel?.intrinsicContentSize ?? .zero
    let titleWidth = min(max(title.width, 0), local.width)
    let detailWidth = min(max(detail.width, 0), local.width)
    switch style {
    case .default:
      place(storedTextLabel, local)
    case .value1:
      place(storedTextLabel, CGRect(x: local.minX, y: 0, width: titleWidth, height: local.height))
      place(
        storedDetailTextLabel,
        CGRect(x: local.maxX - detailWidth, y: 0, width: detailWidth, height: local.height))
    case .value2:
      place(storedTextLabel, CGRect(x: local.minX, y: 0, width: titleWidth, height: local.height))
      let x = local.minX + titleWidth + 6
      place(
        storedDetailTextLabel,
        CGRect(x: x, y: 0, width: max(local.maxX - x, 0), height: local.height))
    case .subtitle:
      let half = local.height / 2
      place(storedTextLabel, CGRect(x: local.minX, y: 0, width: local.width, height: half))
      place(
        storedDetailTextLabel, CGRect(x: local.minX, y: half, width: local.width, height: half))
    }
  }

  /// The content view's size that fits its constraints at its current width, its height as
  /// small as they allow.
  ///
  /// Bezel's engine fits a subview that uses its margins guide only while the subview does not
  /// translate its autoresizing mask (see `TableFittingTests`), so the content view stops
  /// translating it for the measurement.
  func fittedContentSize() -> CGSize {
    let content = contentView
    let width = content.bounds.width
    let translates = content.translatesAutoresizingMaskIntoConstraints
    if translates { content.translatesAutoresizingMaskIntoConstraints = false }
    let fitted = content.systemLayoutSizeFitting(
      CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    if translates { content.translatesAutoresizingMaskIntoConstraints = true }
    return fitted
  }
}
