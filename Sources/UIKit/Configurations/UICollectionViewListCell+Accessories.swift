import Foundation

extension UICellAccessory {
  /// The standard widths of the system accessories.
  ///
  /// Bezel's model: Apple publishes no accessory widths. These are the widths of the SF Symbols
  /// iOS 17 draws for them at the default text size (the chevron of a disclosure indicator 11
  /// points wide, a checkmark 17, the round delete, insert, multiselect and detail controls 22,
  /// the reorder grip 22, the outline chevron 17).
  static func standardWidth(of kind: AccessoryType) -> CGFloat {
    switch kind {
    case .disclosureIndicator: 11
    case .checkmark, .outlineDisclosure, .popUpMenu: 17
    case .delete, .insert, .multiselect, .detail, .reorder: 22
    case .none, .label, .customView: 0
    }
  }

  /// The space between neighbouring accessories, and between them and the content (Bezel's
  /// model).
  static let spacing: CGFloat = 10

  /// The width the accessory takes beside `view`.
  func width(with view: UIView) -> CGFloat {
    switch reservedLayoutWidth {
    case .custom(let width): return width
    case .actual: return Self.naturalWidth(of: view)
    case .standard:
      let standard = Self.standardWidth(of: kind)
      return kind == .label || kind == .customView
        ? max(Self.naturalWidth(of: view), standard) : standard
    }
  }

  private static func naturalWidth(of view: UIView) -> CGFloat {
    let intrinsic = view.intrinsicContentSize.width
    return intrinsic > 0 ? intrinsic : view.bounds.width
  }

  /// Whether the accessory shows in a cell that is or is not editing.
  func shows(editing: Bool) -> Bool {
    guard isHidden != true else { return false }
    switch displayedState {
    case .always: return true
    case .whenEditing: return editing
    case .whenNotEditing: return !editing
    }
  }
}

extension UICollectionViewListCell {
  /// Lays out the accessories and the content view between them.
  ///
  /// Leading accessories start at the leading margin (after the indentation when they indent),
  /// trailing ones end at the trailing margin, each `UICellAccessory.spacing` from the next.
  /// The content view spans between them, shortened on each side by what the accessories and
  /// their spacing take, and moved by the indentation, so that with the cell's margins as its
  /// own its text starts one spacing after the last leading accessory and ends one before the
  /// first trailing one. Mirrored in right-to-left.
  func layoutAccessories() {
    let margins = directionalLayoutMargins
    let indentation = CGFloat(max(indentationLevel, 0)) * indentationWidth
    var leadingCursor = margins.leading + (indentsAccessories ? indentation : 0)
    var trailingCursor = bounds.width - margins.trailing
    var leadingTaken: CGFloat = 0
    var trailingTaken: CGFloat = 0
    var frames: [(UIView, CGRect)] = []
    for (accessory, view) in zip(accessories, accessoryViews) {
      guard accessory.shows(editing: isEditingList) else {
        view.isHidden = true
        continue
      }
      view.isHidden = false
      let width = accessory.width(with: view)
      let height = min(max(view.intrinsicContentSize.height, width), bounds.height)
      let y = (bounds.height - height) / 2
      if accessory.isLeading {
        frames.append((view, CGRect(x: leadingCursor, y: y, width: width, height: height)))
        leadingCursor += width + UICellAccessory.spacing
        leadingTaken += width + UICellAccessory.spacing
      } else {
        trailingCursor -= width
        frames.append((view, CGRect(x: trailingCursor, y: y, width: width, height: height)))
        trailingCursor -= UICellAccessory.spacing
        trailingTaken += width + UICellAccessory.spacing
      }
    }
    let start = indentation + leadingTaken
    var content = CGRect(
      x: start, y: 0, width: max(bounds.width - start - trailingTaken, 0), height: bounds.height)
    let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
    if rightToLeft { content.origin.x = bounds.width - content.maxX }
    content.origin.x += swipeOffset
    if contentView.frame != content { contentView.frame = content }
    contentView.directionalLayoutMargins = margins
    for (view, var frame) in frames {
      if rightToLeft { frame.origin.x = bounds.width - frame.maxX }
      frame.origin.x += swipeOffset
      if view.frame != frame { view.frame = frame }
    }
  }
}
