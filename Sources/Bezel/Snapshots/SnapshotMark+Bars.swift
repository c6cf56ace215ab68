import UIKit

/// The titles and items of the system bars, placed by a drawing model.
///
/// Bezel's bars hold their items without laying out views for them, so the drawing places them
/// itself, after iOS 13 and later as screenshots show them; none of it affects layout:
/// - content sits 16 points in from the bar's safe area on compact widths, 20 on regular ones
///   (the system minimum margins);
/// - a navigation bar's inline title is 17-point semibold in `label`, centred in the top 44
///   points; its large title 34-point bold at the leading margin in the 52 points below; its
///   items 17-point regular (the done style semibold) in the bar's tint, 8 points apart, a
///   back button a chevron and its title;
/// - a tab bar divides its width equally among its items, each an icon above a 10-point medium
///   title, side by side where the bar is shorter than 40 points or the width is regular; the
///   selected item in the tint, the others in `systemGray`;
/// - a toolbar's items sit from the leading margin, flexible spaces sharing what is left.
/// Items without a title draw their image, or a 22-point symbol for a system item.
@MainActor
enum BarMarks {
  /// The navigation bar's back button, items and title.
  static func navigationBar(_ bar: UINavigationBar) -> [SnapshotMark] {
    guard let item = bar.topItem else { return [] }
    let model = WindowContext.textModel(in: bar.window)
    let tint = SnapshotText.color(bar.tintColor, in: bar) ?? blue
    let (leading, trailing) = margins(bar)
    let band: CGFloat = 44
    var marks: [SnapshotMark] = []
    var x = leading
    if let back = bar.backItem, !item.hidesBackButton {
      // The chevron sits 8 points from the bar's edge.
      let chevron = CGRect(x: leading - 8, y: (band - 21) / 2, width: 12, height: 21)
      marks.append(.symbol(frame: chevron, color: tint))
      x = chevron.maxX + 6
      let title = item.backButtonTitle ?? back.backButtonTitle ?? back.title ?? "Back"
      if let mark = text(
        title, font: .systemFont(ofSize: 17), x: x, y: 0, height: band,
        color: tint, model: model)
      {
        marks.append(mark)
        x = mark.frame.maxX + 8
      }
    }
    for button in item.leftBarButtonItems ?? [] {
      let (mark, width) = self.item(button, x: x, y: 0, height: band, tint: tint, model: model)
      marks += mark
      x += width + 8
    }
    var right = bar.bounds.width - trailing
    for button in item.rightBarButtonItems ?? [] {
      let width = self.item(button, x: 0, y: 0, height: band, tint: tint, model: model).width
      right -= width
      marks += self.item(button, x: right, y: 0, height: band, tint: tint, model: model).marks
      right -= 8
    }
    let label = SnapshotText.color(.label, in: bar) ?? black
    let large = bar.prefersLargeTitles && bar.bounds.height >= band + 52 - 0.5
    if let title = item.title, !title.isEmpty {
      if large {
        let font = UIFont.systemFont(ofSize: 34, weight: .bold)
        let height = font.lineHeight
        if let mark = text(
          title, font: font, x: leading, y: band + 52 - height - 4,
          width: bar.bounds.width - leading - trailing, height: height, color: label,
          model: model)
        {
          marks.append(mark)
        }
      } else if item.titleView == nil {
        // Centred across the bar where it fits between the items, else between them.
        let font = UIFont.systemFont(ofSize: 17, weight: .semibold)
        let full = model.size(of: title, font: font, numberOfLines: 1, maxWidth: nil).width
        var box = CGRect(x: (bar.bounds.width - full) / 2, y: 0, width: full, height: band)
        if box.minX < x || box.maxX > right {
          box = CGRect(x: x, y: 0, width: max(0, right - x), height: band)
        }
        if let text = SnapshotText(
          title, font: font, numberOfLines: 1, size: box.size, alignment: .center, model: model)
        {
          var text = text
          text.color = label
          marks.append(.text(text, frame: box))
        }
      }
    }
    return mirrored(marks, in: bar)
  }

  /// The tab bar's items: icons and titles.
  static func tabBar(_ bar: UITabBar) -> [SnapshotMark] {
    let items = bar.items ?? []
    guard !items.isEmpty else { return [] }
    let model = WindowContext.textModel(in: bar.window)
    let insets = bar.safeAreaInsets
    let band = max(0, bar.bounds.height - insets.bottom)
    let width = max(0, bar.bounds.width - insets.left - insets.right)
    let slot = width / CGFloat(items.count)
    let sideBySide = band < 40 || bar.traitCollection.horizontalSizeClass == .regular
    let selectedColor = SnapshotText.color(bar.tintColor, in: bar) ?? blue
    let otherColor = SnapshotText.color(.systemGray, in: bar) ?? black
    let font = UIFont.systemFont(ofSize: sideBySide ? 13 : 10, weight: .medium)
    var marks: [SnapshotMark] = []
    for (index, item) in items.enumerated() {
      let color = item === bar.selectedItem ? selectedColor : otherColor
      let left = insets.left + slot * CGFloat(index)
      var icon = CGSize.zero
      if let image = item.image {
        icon = image.size
        let limit: CGFloat = sideBySide ? 22 : 30
        if icon.width > limit || icon.height > limit {
          let scale = limit / max(icon.width, icon.height)
          icon = CGSize(width: icon.width * scale, height: icon.height * scale)
        }
      }
      let title = item.title ?? ""
      let titleWidth =
        title.isEmpty
        ? 0 : min(slot, model.size(of: title, font: font, numberOfLines: 1, maxWidth: nil).width)
      let textHeight = font.lineHeight
      if sideBySide {
        let gap: CGFloat = icon.width > 0 && titleWidth > 0 ? 6 : 0
        var x = left + (slot - icon.width - gap - titleWidth) / 2
        if icon.width > 0 {
          marks.append(
            .symbol(
              frame: CGRect(
                x: x, y: (band - icon.height) / 2, width: icon.width, height: icon.height),
              color: color))
          x += icon.width + gap
        }
        if let mark = text(
          title, font: font, x: x, y: 0, width: titleWidth, height: band, color: color,
          model: model)
        {
          marks.append(mark)
        }
      } else {
        let top = max(2, (band - icon.height - textHeight - 2) / 2)
        if icon.width > 0 {
          marks.append(
            .symbol(
              frame: CGRect(
                x: left + (slot - icon.width) / 2, y: top, width: icon.width,
                height: icon.height), color: color))
        }
        if let mark = text(
          title, font: font, x: left + (slot - titleWidth) / 2, y: top + icon.height + 2,
          width: titleWidth, height: textHeight, color: color, model: model)
        {
          marks.append(mark)
        }
      }
    }
    return mirrored(marks, in: bar)
  }

  /// The toolbar's items from the leading margin, flexible spaces sharing the room left.
  static func toolbar(_ bar: UIToolbar) -> [SnapshotMark] {
    let items = bar.items ?? []
    guard !items.isEmpty else { return [] }
    let model = WindowContext.textModel(in: bar.window)
    let tint = SnapshotText.color(bar.tintColor, in: bar) ?? blue
    let (leading, trailing) = margins(bar)
    let band = max(0, bar.bounds.height - bar.safeAreaInsets.bottom)
    let widths = items.map {
      $0.systemItem == .flexibleSpace
        ? 0 : self.item($0, x: 0, y: 0, height: band, tint: tint, model: model).width
    }
    let flexible = items.filter { $0.systemItem == .flexibleSpace }.count
    let used = widths.reduce(0, +) + 8 * CGFloat(max(0, items.count - flexible - 1))
    let room = max(0, bar.bounds.width - leading - trailing - used)
    var x = leading
    var marks: [SnapshotMark] = []
    for (item, width) in zip(items, widths) {
      if item.systemItem == .flexibleSpace {
        x += room / CGFloat(flexible)
        continue
      }
      marks += self.item(item, x: x, y: 0, height: band, tint: tint, model: model).marks
      x += width + 8
    }
    return mirrored(marks, in: bar)
  }

  // MARK: Items

  private static let blue = SnapshotColor(red: 0, green: 0.478, blue: 1)
  private static let black = SnapshotColor(red: 0, green: 0, blue: 0)

  /// A bar button item at `x`, centred down a band: its marks and width.
  private static func item(
    _ item: UIBarButtonItem, x: CGFloat, y: CGFloat, height: CGFloat, tint: SnapshotColor,
    model: any TextMeasuring
  ) -> (marks: [SnapshotMark], width: CGFloat) {
    let color = item.isEnabled ? tint : SnapshotColor(red: 0.6, green: 0.6, blue: 0.6)
    switch item.systemItem {
    case .flexibleSpace: return ([], 0)
    case .fixedSpace: return ([], max(0, item.width))
    default: break
    }
    if let custom = item.customView {
      let size = custom.bounds.size
      return (
        [
          .image(
            frame: CGRect(
              x: x, y: y + (height - size.height) / 2, width: size.width, height: size.height))
        ], size.width
      )
    }
    let title = item.title ?? item.systemItem.flatMap(systemTitle)
    if let title, !title.isEmpty {
      let weight: UIFont.Weight =
        item.style == .done || item.systemItem == .done ? .semibold : .regular
      let font = UIFont.systemFont(ofSize: 17, weight: weight)
      guard
        let mark = text(title, font: font, x: x, y: y, height: height, color: color, model: model)
      else { return ([], 0) }
      return ([mark], mark.frame.width)
    }
    let size = item.image?.size ?? CGSize(width: 22, height: 22)
    let frame = CGRect(
      x: x, y: y + (height - size.height) / 2, width: size.width, height: size.height)
    return ([.symbol(frame: frame, color: color)], size.width)
  }

  /// The title iOS shows for a system item drawn as text (English), nil for a symbol.
  private static func systemTitle(_ item: UIBarButtonItem.SystemItem) -> String? {
    switch item {
    case .done: "Done"
    case .cancel: "Cancel"
    case .edit: "Edit"
    case .save: "Save"
    case .undo: "Undo"
    case .redo: "Redo"
    default: nil
    }
  }

  /// One line of text at `x`, as wide as it measures (or `width`), centred down a band.
  private static func text(
    _ string: String, font: UIFont, x: CGFloat, y: CGFloat, width: CGFloat? = nil,
    height: CGFloat, color: SnapshotColor, model: any TextMeasuring
  ) -> SnapshotMark? {
    let measured =
      width ?? model.size(of: string, font: font, numberOfLines: 1, maxWidth: nil).width
    guard
      var text = SnapshotText(
        string, font: font, numberOfLines: 1, size: CGSize(width: measured, height: height),
        alignment: .left, model: model)
    else { return nil }
    text.color = color
    return .text(text, frame: CGRect(x: x, y: y, width: measured, height: height))
  }

  /// The leading and trailing content margins of a bar: its safe area's plus 16 points on
  /// compact widths, 20 on regular ones.
  private static func margins(_ bar: UIView) -> (CGFloat, CGFloat) {
    let side: CGFloat = bar.traitCollection.horizontalSizeClass == .regular ? 20 : 16
    let insets = bar.safeAreaInsets
    return bar.effectiveUserInterfaceLayoutDirection == .rightToLeft
      ? (insets.right + side, insets.left + side) : (insets.left + side, insets.right + side)
  }

  /// The marks turned right to left in a right-to-left bar: laid out from the leading side,
  /// mirrored across the bar.
  private static func mirrored(_ marks: [SnapshotMark], in bar: UIView) -> [SnapshotMark] {
    guard bar.effectiveUserInterfaceLayoutDirection == .rightToLeft else { return marks }
    let width = bar.bounds.width
    func flip(_ frame: CGRect) -> CGRect {
      CGRect(x: width - frame.maxX, y: frame.minY, width: frame.width, height: frame.height)
    }
    return marks.map { mark in
      switch mark {
      case .image(let frame): .image(frame: flip(frame))
      case .symbol(let frame, let color): .symbol(frame: flip(frame), color: color)
      case .text(let text, let frame): .text(text, frame: flip(frame))
      case .shape(let frame, let radius, let fill, let stroke):
        .shape(frame: flip(frame), radius: radius, fill: fill, stroke: stroke)
      }
    }
  }
}
