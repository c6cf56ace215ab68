import Foundation

extension UITableViewCell {
  /// Takes the margins the table view gives: the cell's own margins, not added to its safe
  /// area again (the table's margins already include it).
  func applyTableMargins(_ margins: UIEdgeInsets) {
    if insetsLayoutMarginsFromSafeArea { insetsLayoutMarginsFromSafeArea = false }
    setOwnLayoutMargins(.absolute(margins), by: .container)
  }

  /// The width the accessory takes from the content view past the trailing margin.
  ///
  /// Bezel's model (Apple documents no widths): the glyph and a 10-point gap — disclosure chevron 8,
  /// checkmark 14, detail button 22, detail button and chevron 40 — or a custom accessory
  /// view's width and the gap. While editing, the editing accessory's.
  var accessoryWidth: CGFloat {
    if let view = currentAccessoryView { return view.bounds.width + 10 }
    switch currentAccessoryType {
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

  /// The content view's height in a cell `cellHeight` tall: the cell's less the separator until
  /// iOS 13, the cell's from iOS 14, the separator then drawn over the content view.
  ///
  /// Until iOS 13: `<UITableViewCell; frame = (0 0; 320 44)>` holds `<UITableViewCellContentView;
  /// frame = (0 0; 320 43.5)>`, its `<UITableViewLabel; frame = (15 0; 290 43.5)>`, and
  /// `<_UITableViewCellSeparatorView; frame = (15 43.5; 305 0.5)>` (a device's recursive
  /// description, lyroger/lyroger.github.io dbf02b832e9c, blog/source/_posts/UISearchBar的使用.md);
  /// on an iPhone 11 Pro with iOS 13 a 54.6667-point cell's content view is 54.3333 tall
  /// (`'UIView-Encapsulated-Layout-Height' UITableViewCellContentView.height == 54.3333`, Stack
  /// Overflow question 62599451). From iOS 14: `<UITableViewCell; frame = (0 155; 375 60)>` holds
  /// `<UITableViewCellContentView; frame = (0 0; 375 60)>` and `<_UITableViewCellSeparatorView;
  /// frame = (0 59.5; 375 0.5)>` (a device with `UIBackgroundConfiguration`s, crifan/
  /// ios_re_dynamic_debug 51b66bea99a2, src/debug_ui/cycript/output_example.md).
  func contentHeight(inCellHeight cellHeight: CGFloat) -> CGFloat {
    guard environment.cellContentEndsAboveSeparator else { return cellHeight }
    return max(cellHeight - separatorHeight, 0)
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
    let reorder = showsReorderControlNow ? Self.editingControlWidth : 0
    if accessory > 0 {
      // The accessory ends at the trailing margin (before the reorder control); the content
      // view ends before it.
      if isRightToLeft {
        left = max(left, margins.left + accessory + reorder)
      } else {
        right = max(right, margins.right + accessory + reorder)
      }
    } else if reorder > 0 {
      if isRightToLeft { left = max(left, reorder) } else { right = max(right, reorder) }
    }
    // The editing control takes the leading side (inside the safe area).
    let editing = leadingEditingWidth
    if isRightToLeft { right += editing } else { left += editing }
    updateAccessoryVisibility()
    let height = contentHeight(inCellHeight: bounds.height)
    let contentFrame = CGRect(
      x: bounds.minX + left, y: bounds.minY, width: max(bounds.width - left - right, 0),
      height: height)
    // Open swipe actions move the content and the accessory aside; the margins stay.
    let shownContent = contentFrame.offsetBy(dx: swipeOffset, dy: 0)
    if contentView.frame != shownContent { contentView.frame = shownContent }
    if let accessoryView = currentAccessoryView {
      let size = accessoryView.bounds.size
      let x =
        swipeOffset
        + (isRightToLeft
          ? bounds.minX + margins.left + reorder
          : bounds.maxX - margins.right - reorder - size.width)
      accessoryView.frame = CGRect(
        x: x, y: bounds.minY + (height - size.height) / 2, width: size.width, height: size.height)
    }
    let full = CGRect(origin: bounds.origin, size: bounds.size)
    backgroundView?.frame = full
    selectedBackgroundView?.frame = full
    // The content view's margins are the cell's, measured from the content view's sides; top
    // and bottom are the cell's whatever the separator takes.
    // The editing control moves the content view with its margins (Bezel's model).
    let editingLeft = isRightToLeft ? 0 : editing
    let editingRight = isRightToLeft ? editing : 0
    let contentMargins = UIEdgeInsets(
      top: margins.top,
      left: max(margins.left - (contentFrame.minX - bounds.minX - editingLeft), 0),
      bottom: margins.bottom,
      right: max(margins.right - (bounds.maxX - contentFrame.maxX - editingRight), 0))
    contentView.setOwnLayoutMargins(.absolute(contentMargins), by: .container)
    contentView.updateSafeAreaInsets(superviewPassesNoInsets: safeAreaInsetsForSubviews == .zero)
    contentView.marginsInputsDidChange()
    layoutSystemLabels(isRightToLeft: isRightToLeft)
  }

  /// Places the system styles' image and labels on the content view's margins.
  ///
  /// WWDC 2018 session 235: table views lay out "the labels in the system cell styles" with
  /// their layout margins. The image view, once it has an image, sits at the leading margin at
  /// the image's size, centred vertically, and the labels start one leading margin after it
  /// (Bezel's model). `default`: one label across, the full height; `value1`: the title leading
  /// and the detail trailing; `value2`: the title then the detail; `subtitle`: the title over
  /// the detail, the pair centred. Labels other than `default`'s are their text's height,
  /// centred (Bezel's model); a title of more than one line is its wrapped text's height. No
  /// public recording of the `value1`, `value2` and `subtitle` frames was found to check these
  /// against. `indentationLevel × indentationWidth` moves it all toward the
  /// trailing side. Mirrored in right-to-left.
  func layoutSystemLabels(isRightToLeft: Bool) {
    guard storedTextLabel != nil || storedDetailTextLabel != nil || storedImageView != nil
    else { return }
    let margins = contentView.effectiveLayoutMargins
    let area = contentView.bounds.inset(by: margins)
    let height = contentView.bounds.height
    let indent = CGFloat(max(indentationLevel, 0)) * indentationWidth
    var local = CGRect(
      x: area.minX + indent, y: 0, width: max(area.width - indent, 0), height: height)
    func place(_ view: UIView?, _ rect: CGRect) {
      guard let view else { return }
      var frame = rect
      if isRightToLeft {
        frame.origin.x = contentView.bounds.minX + contentView.bounds.maxX - rect.maxX
      }
      view.frame = frame
    }
    if let imageView = storedImageView {
      if let image = imageView.image, style != .value2 {
        let size = CGSize(width: image.size.width, height: min(image.size.height, height))
        place(
          imageView,
          CGRect(
            x: local.minX, y: (height - size.height) / 2, width: size.width, height: size.height))
        let shift = size.width + (isRightToLeft ? margins.right : margins.left)
        local.origin.x += shift
        local.size.width = max(local.width - shift, 0)
      } else {
        place(imageView, CGRect(x: local.minX, y: height / 2, width: 0, height: 0))
      }
    }
    let title = systemTitleSize(width: local.width)
    let detail = storedDetailTextLabel?.intrinsicContentSize ?? .zero
    let titleWidth = min(max(title.width, 0), local.width)
    let detailWidth = min(max(detail.width, 0), local.width)
    func centred(_ size: CGSize) -> CGFloat { (height - max(size.height, 0)) / 2 }
    switch style {
    case .default:
      place(storedTextLabel, local)
    case .value1:
      place(
        storedTextLabel,
        CGRect(x: local.minX, y: centred(title), width: titleWidth, height: title.height))
      place(
        storedDetailTextLabel,
        CGRect(
          x: local.maxX - detailWidth, y: centred(detail), width: detailWidth,
          height: detail.height))
    case .value2:
      place(
        storedTextLabel,
        CGRect(x: local.minX, y: centred(title), width: titleWidth, height: title.height))
      let x = local.minX + titleWidth + 6
      place(
        storedDetailTextLabel,
        CGRect(x: x, y: centred(detail), width: max(local.maxX - x, 0), height: detail.height))
    case .subtitle:
      let top = (height - title.height - detail.height) / 2
      place(
        storedTextLabel, CGRect(x: local.minX, y: top, width: local.width, height: title.height))
      place(
        storedDetailTextLabel,
        CGRect(x: local.minX, y: top + title.height, width: local.width, height: detail.height))
    }
  }
}
