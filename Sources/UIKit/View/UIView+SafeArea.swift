import Foundation

extension UIView {
  /// The safe-area insets the view's position gives it now (WWDC 2018 session 235).
  ///
  /// Reads only.
  /// Per edge, in the superview's bounds: the part of the view outside the superview's safe
  /// rectangle, never more than the superview's own inset on that edge ("the safe area never
  /// grows larger on any dimension than what its parent provides"). A window's insets are the
  /// device's. A view outside a window has none. A controller's root view adds the controller's
  /// `additionalSafeAreaInsets`, and no edge goes below zero.
  func computedSafeAreaInsets() -> UIEdgeInsets {
    computedSafeAreaInsetsAndBars().insets
  }

  /// The safe-area insets, and a root view's insets before its controller's additional ones.
  ///
  /// The second, for a controller's root view in a window, includes its container's bars; the
  /// update step records it for the legacy layout guides. Reads only.
  func computedSafeAreaInsetsAndBars() -> (insets: UIEdgeInsets, bars: UIEdgeInsets?) {
    if let window = self as? UIWindow { return (window.currentDeviceSafeAreaInsets, nil) }
    guard let superview = storedSuperview, window != nil else { return (.zero, nil) }
    if !storedTransform.isTranslationOnly {
      // "The propagation of safe area insets to a view with a scale or rotation transform is
      // not supported" (Apple DTS): the view keeps its last insets.
      return (storedSafeAreaInsets, nil)
    }
    let parent = superview.safeAreaInsetsForSubviews
    let safe = superview.storedBounds.inset(by: parent)
    let frame = self.frame
    let insets = UIEdgeInsets(
      top: clamp(safe.minY - frame.minY, 0, parent.top),
      left: clamp(safe.minX - frame.minX, 0, parent.left),
      bottom: clamp(frame.maxY - safe.maxY, 0, parent.bottom),
      right: clamp(frame.maxX - safe.maxX, 0, parent.right))
    guard let controller = owningViewController else { return (insets, nil) }
    let bars = controller.barAdjustedSafeAreaInsets(insets)
    return (controller.addingAdditionalSafeAreaInsets(to: bars), bars)
  }

  /// Recomputes the safe area; records a controller's bar insets for its legacy guides; on a
  /// change, updates the guides, relays out and calls back once.
  func updateSafeAreaInsets() {
    let (insets, bars) = computedSafeAreaInsetsAndBars()
    if let bars, let controller = owningViewController {
      controller.updateBarSafeAreaInsets(bars)
    }
    guard insets != storedSafeAreaInsets else { return }
    storedSafeAreaInsets = insets
    needsLayoutFlag = true
    systemGuideInputsDidChange(.safeArea)
    safeAreaInsetsDidUpdate()
    marginsInputsDidChange()
    safeAreaInsetsDidChange()
    owningViewController?.viewSafeAreaInsetsDidChange()
  }

  /// Whether the view keeps a zero safe area wherever it sits under a superview that passes no
  /// insets: it has none now, and takes none from a controller or, as a window, from the device
  /// (a safe area never exceeds the superview's: WWDC 2018 session 235).
  var keepsZeroSafeAreaWhereNoneIsPassed: Bool {
    safeAreaInsetsAreZero && !isControllerView && !isWindow
  }

  /// `updateSafeAreaInsets()`, skipped when the safe area is zero and stays zero
  /// (`keepsZeroSafeAreaWhereNoneIsPassed`).
  func updateSafeAreaInsets(superviewPassesNoInsets: Bool) {
    if superviewPassesNoInsets, keepsZeroSafeAreaWhereNoneIsPassed { return }
    updateSafeAreaInsets()
  }

  func makeSafeAreaLayoutGuide() -> UILayoutGuide {
    systemGuide(.safeArea) {
      let guide = UILayoutGuide()
      guide.identifier = "UIViewSafeAreaLayoutGuide"
      guide.systemFrame = { [link = itemLink] in
        guard let owner = link.view else { return .zero }
        return owner.storedBounds.inset(by: owner.safeAreaInsets)
      }
      guide.systemInsets = { [link = itemLink] in link.view?.safeAreaInsets ?? .zero }
      return guide
    }
  }
}

extension CGAffineTransform {
  /// Whether the transform only moves (no scale, rotation or shear).
  var isTranslationOnly: Bool { a == 1 && b == 0 && c == 0 && d == 1 }
}

func clamp(_ value: CGFloat, _ lower: CGFloat, _ upper: CGFloat) -> CGFloat {
  min(max(value, lower), max(upper, lower))
}
