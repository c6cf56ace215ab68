import Foundation

/// Where a sheet is: its frame in the container, and the presenting view's transform behind it.
struct SheetLayout {
  /// How the sheet is placed for the container's traits.
  enum Mode: Equatable {
    /// Compact width, regular height: rising from the bottom edge to a detent.
    case bottom
    /// Compact height, edge-attached: rising from the bottom edge, narrower than the screen.
    case edgeAttached
    /// Compact height without edge attachment: the whole container.
    case fullScreen
    /// Regular width and height: centred at the page or form size.
    case centered
  }

  var mode: Mode
  var frame: CGRect
  var presenterTransform: CGAffineTransform
}

extension UISheetPresentationController {
  /// The mode for the presentation's traits.
  var sheetMode: SheetLayout.Mode {
    let traits = traitCollection
    if traits.verticalSizeClass == .compact {
      return prefersEdgeAttachedInCompactHeight ? .edgeAttached : .fullScreen
    }
    return traits.horizontalSizeClass == .regular ? .centered : .bottom
  }

  /// The window's safe-area insets around the container.
  func containerSafeAreaInsets(_ container: UIView) -> UIEdgeInsets {
    (container.window ?? container).safeAreaInsets
  }

  /// How far below the top safe-area inset a full-height sheet's top edge is.
  ///
  /// 10 points on a device with a home indicator, 20 on one with a home button (`SheetMetrics`,
  /// `SI`). A device has a home indicator when the window has a bottom safe-area inset.
  func sheetTopGap(_ insets: UIEdgeInsets) -> CGFloat {
    insets.bottom > 0 ? SheetMetrics.homeIndicatorSheetTopGap : SheetMetrics.homeButtonSheetTopGap
  }

  /// The large detent's value: from the bottom safe-area inset to the sheet's highest top edge
  /// (`SI`, iOS 16: 749 on an iPhone 14 Pro, 627 on an iPhone SE).
  func maximumDetentValue(in container: UIView) -> CGFloat {
    let insets = containerSafeAreaInsets(container)
    let height = container.bounds.height
    return max(0, height - insets.bottom - (insets.top + sheetTopGap(insets)))
  }

  /// The sheet's layout in `container` at its current detent.
  func sheetLayout(in container: UIView) -> SheetLayout {
    let bounds = container.bounds
    let insets = containerSafeAreaInsets(container)
    let mode = sheetMode
    switch mode {
    case .fullScreen:
      return SheetLayout(mode: mode, frame: bounds, presenterTransform: .identity)
    case .centered:
      return SheetLayout(
        mode: mode, frame: centeredFrame(in: bounds, insets: insets),
        presenterTransform: .identity)
    case .bottom, .edgeAttached:
      let maximum = maximumDetentValue(in: container)
      let value = currentDetent?.value ?? maximum
      let scale = max(1, traitCollection.displayScale)
      let top = ((bounds.height - insets.bottom - value) * scale).rounded() / scale
      var width = bounds.width
      if mode == .edgeAttached {
        // A stated model: an edge-attached sheet is as wide as the screen's short side (the
        // portrait width), or the preferred content width when it follows it.
        let preferred = presentedViewController.preferredContentSize.width
        width =
          widthFollowsPreferredContentSizeWhenEdgeAttached && preferred > 0
          ? min(preferred, bounds.width) : min(bounds.width, bounds.height)
      }
      let frame = CGRect(
        x: bounds.minX + ((bounds.width - width) / 2 * scale).rounded() / scale,
        y: bounds.minY + top, width: width, height: bounds.height - top)
      let isFullHeight = value >= maximum && mode == .bottom
      return SheetLayout(
        mode: mode, frame: frame,
        presenterTransform: isFullHeight
          ? presenterTransform(bounds: bounds, sheetTop: top)
          : .identity)
    }
  }

  /// The presenting view's transform behind a full-height sheet: scaled down so that it loses
  /// `SheetMetrics.presenterSideInset` on each side, its top edge 10 points above the sheet's (a
  /// stated model, `SheetMetrics.presenterSideInset`).
  func presenterTransform(bounds: CGRect, sheetTop: CGFloat) -> CGAffineTransform {
    guard bounds.width > 0 else { return .identity }
    let scale = (bounds.width - 2 * SheetMetrics.presenterSideInset) / bounds.width
    let presenterTop = sheetTop - SheetMetrics.homeIndicatorSheetTopGap
    // The transform is about the view's centre: its top edge moves to
    // centre + ty − scale × height / 2.
    let ty = presenterTop + scale * bounds.height / 2 - bounds.height / 2
    return CGAffineTransform(a: scale, b: 0, c: 0, d: scale, tx: 0, ty: ty)
  }

  /// The frame of a sheet centred in regular width: the form size (or the presented
  /// controller's preferred content size) for a form sheet or a page sheet that does not prefer
  /// page sizing; the page width and the height between the top and bottom gaps for a page
  /// sheet.
  func centeredFrame(in bounds: CGRect, insets: UIEdgeInsets) -> CGRect {
    let usesFormSize = presentationStyle == .formSheet || !prefersPageSizing
    var size: CGSize
    if usesFormSize {
      let preferred = presentedViewController.preferredContentSize
      size = CGSize(
        width: preferred.width > 0 ? preferred.width : SheetMetrics.formSheetSize.width,
        height: preferred.height > 0 ? preferred.height : SheetMetrics.formSheetSize.height)
    } else {
      let gap = insets.top + sheetTopGap(insets)
      size = CGSize(
        width: min(
          SheetMetrics.pageSheetWidth, bounds.width - 2 * SheetMetrics.pageSheetMinimumSideGap),
        height: bounds.height - 2 * gap)
    }
    size.width = min(size.width, bounds.width)
    size.height = min(size.height, bounds.height - insets.top - insets.bottom)
    var center = CGPoint(x: bounds.midX, y: bounds.midY)
    if let source = sourceView, let container = containerView, source.window === container.window {
      center.x = source.convert(CGPoint(x: source.bounds.midX, y: 0), to: container).x
    }
    return CGRect(
      x: (center.x - size.width / 2).rounded(), y: (center.y - size.height / 2).rounded(),
      width: size.width, height: size.height)
  }
}
