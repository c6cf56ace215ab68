import Foundation

/// Where a popover is: the presented view's frame in the container and where its arrow points.
struct PopoverLayout {
  var frame: CGRect
  var arrowDirection: UIPopoverArrowDirection
}

extension UIPopoverPresentationController {
  /// The popover's layout in `container`, or the adapted style's when it adapts.
  func popoverLayout(in container: UIView) -> PopoverLayout {
    switch resolvedAdaptiveStyle {
    case .none, .popover:
      return floatingLayout(in: container)
    case .pageSheet, .formSheet, .automatic:
      if let alert = presentedViewController as? UIAlertController {
        return PopoverLayout(
          frame: alert.compactActionSheetFrame(in: container), arrowDirection: .unknown)
      }
      let sheet = adaptiveSheetPresentationController
      return PopoverLayout(frame: sheet.sheetLayout(in: container).frame, arrowDirection: .unknown)
    default:
      return PopoverLayout(frame: container.bounds, arrowDirection: .unknown)
    }
  }

  /// The rectangle the popover points at, in the container's coordinates.
  func sourceRectangle(in container: UIView) -> CGRect? {
    if let view = sourceView {
      let rect = sourceRect.isEmpty && sourceRect.origin == .zero ? view.bounds : sourceRect
      return view.convert(rect, to: container)
    }
    if let item = barButtonItem {
      if let view = item.customView, view.window != nil {
        return view.convert(view.bounds, to: container)
      }
      return barButtonItemRectangle(item, in: container)
    }
    return nil
  }

  /// The content size: the presented controller's preferred size, else the default
  /// (`SheetMetrics.popoverDefaultSize`).
  var popoverContentSize: CGSize {
    let preferred = presentedViewController.preferredContentSize
    return CGSize(
      width: preferred.width > 0 ? preferred.width : SheetMetrics.popoverDefaultSize.width,
      height: preferred.height > 0 ? preferred.height : SheetMetrics.popoverDefaultSize.height)
  }

  /// The popover next to its source.
  ///
  /// The first permitted direction, in the order up, down, left, right, where the content fits
  /// beside the source within the layout area (the window's safe area inset by
  /// `popoverLayoutMargins`); when none fits, the direction with the most room, the content
  /// shrunk to it. A stated model: UIKit's order is not documented.
  func floatingLayout(in container: UIView) -> PopoverLayout {
    let bounds = container.bounds
    let safe = (container.window ?? container).safeAreaInsets
    let area = bounds.inset(
      by: UIEdgeInsets(
        top: safe.top + popoverLayoutMargins.top, left: safe.left + popoverLayoutMargins.left,
        bottom: safe.bottom + popoverLayoutMargins.bottom,
        right: safe.right + popoverLayoutMargins.right))
    let size = popoverContentSize
    guard let source = sourceRectangle(in: container) else {
      // No source: centred, as UIKit draws a popover whose source is missing.
      return PopoverLayout(
        frame: CGRect(
          x: (bounds.midX - size.width / 2).rounded(), y: (bounds.midY - size.height / 2).rounded(),
          width: size.width, height: size.height), arrowDirection: .unknown)
    }
    let arrow = SheetMetrics.popoverArrowHeight
    let room: [(UIPopoverArrowDirection, CGSize)] = [
      (.up, CGSize(width: area.width, height: area.maxY - source.maxY - arrow)),
      (.down, CGSize(width: area.width, height: source.minY - arrow - area.minY)),
      (.left, CGSize(width: area.maxX - source.maxX - arrow, height: area.height)),
      (.right, CGSize(width: source.minX - arrow - area.minX, height: area.height)),
    ]
    let permitted = room.filter { permittedArrowDirections.contains($0.0) }
    let choice =
      permitted.first { $0.1.width >= size.width && $0.1.height >= size.height }
      ?? permitted.max { $0.1.width * $0.1.height < $1.1.width * $1.1.height }
      ?? room[0]
    let fitted = CGSize(
      width: max(0, min(size.width, choice.1.width)),
      height: max(0, min(size.height, choice.1.height)))
    func clamp(_ value: CGFloat, _ low: CGFloat, _ high: CGFloat) -> CGFloat {
      max(low, min(value, high))
    }
    let centredX = clamp(source.midX - fitted.width / 2, area.minX, area.maxX - fitted.width)
    let centredY = clamp(source.midY - fitted.height / 2, area.minY, area.maxY - fitted.height)
    var origin: CGPoint
    switch choice.0 {
    case .up: origin = CGPoint(x: centredX, y: source.maxY + arrow)
    case .down: origin = CGPoint(x: centredX, y: source.minY - arrow - fitted.height)
    case .left: origin = CGPoint(x: source.maxX + arrow, y: centredY)
    default: origin = CGPoint(x: source.minX - arrow - fitted.width, y: centredY)
    }
    return PopoverLayout(
      frame: CGRect(origin: CGPoint(x: origin.x.rounded(), y: origin.y.rounded()), size: fitted),
      arrowDirection: choice.0)
  }
}

extension UIPopoverPresentationController {
  /// Where a bar button item without a custom view is: Bezel's bars draw no item views, so the
  /// item is a 44-point square at the leading or trailing end of the navigation bar or toolbar
  /// that shows it, the nth from that end, 8 points in (a stated model).
  func barButtonItemRectangle(_ item: UIBarButtonItem, in container: UIView) -> CGRect? {
    guard let root = container.window else { return nil }
    var stack: [UIView] = [root]
    while let view = stack.popLast() {
      if let bar = view as? UINavigationBar, let top = bar.topItem {
        let rtl = bar.effectiveUserInterfaceLayoutDirection == .rightToLeft
        if let index = top.rightBarButtonItems?.firstIndex(where: { $0 === item }) {
          return barSlot(index, trailing: !rtl, in: bar, container: container)
        }
        if let index = top.leftBarButtonItems?.firstIndex(where: { $0 === item }) {
          return barSlot(index, trailing: rtl, in: bar, container: container)
        }
      }
      if let toolbar = view as? UIToolbar,
        let index = toolbar.items?.firstIndex(where: { $0 === item })
      {
        let rtl = toolbar.effectiveUserInterfaceLayoutDirection == .rightToLeft
        return barSlot(index, trailing: rtl, in: toolbar, container: container)
      }
      stack.append(contentsOf: view.subviews.reversed())
    }
    return nil
  }

  private func barSlot(_ index: Int, trailing: Bool, in bar: UIView, container: UIView) -> CGRect {
    let side: CGFloat = 44
    let offset = 8 + CGFloat(index) * side
    let x = trailing ? bar.bounds.maxX - offset - side : bar.bounds.minX + offset
    let rect = CGRect(x: x, y: bar.bounds.minY, width: side, height: min(side, bar.bounds.height))
    return bar.convert(rect, to: container)
  }
}
