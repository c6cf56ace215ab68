import Foundation

extension UIView {
  /// The frame: the backing layer's, derived from bounds, position, anchor point and transform.
  var frameFromGeometry: CGRect { storedLayer.frameFromGeometry }

  /// The rectangle Auto Layout works on: the bounds' size centred on `center`, before the
  /// transform (UIView.h, `transform`: "use bounds and center instead" of the frame).
  var untransformedFrame: CGRect {
    let size = storedLayer.geometryBounds.size
    let position = storedLayer.geometryPosition
    return CGRect(
      x: position.x - size.width / 2, y: position.y - size.height / 2, width: size.width,
      height: size.height)
  }

  func setFrame(_ frame: CGRect, fromSuperviewLayout: Bool = false) {
    // Core Animation sets the position first, then the bounds: a NaN anywhere is reported as the
    // position's unless only the size is NaN (an infinite size makes the position infinite).
    let position = CGPoint(
      x: frame.origin.x + frame.size.width / 2, y: frame.origin.y + frame.size.height / 2)
    guard
      !InvalidGeometry.refuse(
        InvalidGeometry.reason(position: position)
          ?? InvalidGeometry.reason(bounds: CGRect(origin: .zero, size: frame.size)))
    else { return }
    let frame = frame.standardized
    let anchor = storedLayer.geometryAnchorPoint
    let oldBounds = storedBounds
    // The origin plus the anchor point's share of the size, as a layer's position is derived,
    // so that the frame reads back as set (CALayer.h, `frame`).
    let anchored = CGPoint(
      x: frame.minX + anchor.x * frame.width, y: frame.minY + anchor.y * frame.height)
    var bounds = oldBounds
    if storedLayer.hasIdentityTransform { bounds.size = frame.size }
    writePositionAndBounds(anchored, bounds, oldSize: oldBounds.size)
    // Resizing a view lays out its superview too, unless the superview's own layout did it.
    if oldBounds.size != bounds.size, !fromSuperviewLayout {
      storedSuperview?.needsLayoutFlag = true
    } else if !fromSuperviewLayout, !storedTranslatesAutoresizingMask {
      // Moved by hand, a view the engine places goes back at its superview's next layout.
      storedSuperview?.subviewFramesMatchEngine = false
    }
  }

  func setBounds(_ bounds: CGRect) {
    let reason = InvalidGeometry.reason(bounds: bounds) ?? transformedSizeRefusal(bounds.size)
    guard !InvalidGeometry.refuse(reason) else { return }
    writePositionAndBounds(storedCenter, bounds, oldSize: storedBounds.size)
  }

  func setCenter(_ center: CGPoint) {
    guard !InvalidGeometry.refuse(InvalidGeometry.reason(position: center)) else { return }
    let bounds = storedBounds
    writePositionAndBounds(center, bounds, oldSize: bounds.size)
    // Moved by hand, a view the engine places goes back at its superview's next layout.
    if !storedTranslatesAutoresizingMask { storedSuperview?.subviewFramesMatchEngine = false }
  }

  func setTransform(_ transform: CGAffineTransform) {
    var geometry = storedLayer.geometry
    guard
      !InvalidGeometry.refuse(
        InvalidGeometry.reason(transform: transform, size: geometry.bounds.size))
    else { return }
    geometry.transform = CATransform3DMakeAffineTransform(transform)
    writeGeometry(geometry, oldSize: geometry.bounds.size)
  }

  /// Stores position and bounds in the backing layer, then does what a change entails.
  private func writePositionAndBounds(
    _ position: CGPoint, _ bounds: CGRect, oldSize: CGSize, writer: FrameWriter = .other
  ) {
    if let keyValueObservers {
      var geometry = storedLayer.geometry
      geometry.position = position
      geometry.bounds = bounds
      let keys = ObservedKeys.changed(from: storedLayer.geometry, to: geometry)
      return keyValueObservers.notifying(keys) {
        storePositionAndBounds(position, bounds, oldSize: oldSize)
      }
    }
    storePositionAndBounds(position, bounds, oldSize: oldSize, writer: writer)
  }

  private func storePositionAndBounds(
    _ position: CGPoint, _ bounds: CGRect, oldSize: CGSize, writer: FrameWriter = .other
  ) {
    if ViewAnimationBlock.current != nil {
      var geometry = storedLayer.geometry
      geometry.position = position
      geometry.bounds = bounds
      return storeGeometry(geometry, oldSize: oldSize)
    }
    guard storedLayer.setPositionAndBoundsWithoutActions(position: position, bounds: bounds)
    else { return }
    geometryDidChange(oldSize: oldSize, writer: writer)
  }

  /// Stores `geometry` in the backing layer, then does what a change of geometry entails.
  ///
  /// Outside an animation block the view would answer every action with `NSNull`, so none is
  /// looked up; inside one, the layer's actions animate the change.
  private func writeGeometry(_ geometry: LayerGeometry, oldSize: CGSize) {
    if let keyValueObservers {
      let keys = ObservedKeys.changed(from: storedLayer.geometry, to: geometry)
      return keyValueObservers.notifying(keys) { storeGeometry(geometry, oldSize: oldSize) }
    }
    storeGeometry(geometry, oldSize: oldSize)
  }

  private func storeGeometry(_ geometry: LayerGeometry, oldSize: CGSize) {
    let accepted =
      ViewAnimationBlock.current != nil
      ? storedLayer.setGeometryFromOwner(geometry)
      : storedLayer.setGeometryWithoutActions(geometry)
    guard accepted else { return }
    geometryDidChange(oldSize: oldSize)
  }

  /// Keeps the engine's pins in step with a frame set in code, and resizes subviews by their
  /// autoresizing masks when the size changed.
  func geometryDidChange(oldSize: CGSize, writer: FrameWriter = .other) {
    // A frame the superview's engine wrote is the engine's already: no pins to update.
    if case .other = writer, let registration,
      storedTranslatesAutoresizingMask || storedSuperview == nil
    {
      registration.engine?.updatePins(of: self)
    }
    // Its safe area follows its place in the superview (UIView.safeAreaInsets).
    if insetsMayFollowFrame(writer) { markInsetsNeedUpdate() }
    if storedCornerConfiguration != nil { applyCornerConfiguration() }
    guard oldSize != storedBounds.size else { return }
    if case .superviewEngine = writer {
      markNeedsLayoutLeavingSuperview()
    } else {
      needsLayoutFlag = true
    }
    // UIView.h, `UIViewContentModeRedraw`: "redisplay on bounds change".
    if storedContentMode == .redraw { storedLayer.setNeedsDisplay() }
    boundsSizeDidChange(from: oldSize)
    systemGuideInputsDidChange(.size)
    if storedAutoresizesSubviews, !storedSubviews.isEmpty, currentSubviewKinds().autoresizing {
      for subview in storedSubviews where subview.storedTranslatesAutoresizingMask {
        subview.autoresize(from: oldSize, to: storedBounds.size)
      }
    }
  }

  /// Whether a new frame can change the view's safe area or margins.
  ///
  /// Under a superview that passes no insets, a view at zero keeps a zero safe area
  /// (`keepsZeroSafeAreaWhereNoneIsPassed`, never a window, which takes its insets from the
  /// device), and its margins follow its frame only if it takes its superview's.
  func insetsMayFollowFrame(_ writer: FrameWriter) -> Bool {
    if !keepsZeroSafeAreaWhereNoneIsPassed || insetsFollowPosition { return true }
    if case .superviewEngine(let superviewPassesNoInsets) = writer {
      return !superviewPassesNoInsets
    }
    guard let superview = storedSuperview else { return true }
    return superview.safeAreaInsetsForSubviews != .zero
  }

  /// Why `size` cannot be the view's bounds under its transform, or nil: new bounds under a
  /// transform must still give a frame (1e300 points scaled by 1e300).
  func transformedSizeRefusal(_ size: CGSize) -> String? {
    if storedLayer.hasIdentityTransform { return nil }
    let transform = storedTransform
    return transform.isIdentity ? nil : InvalidGeometry.reason(transform: transform, size: size)
  }

  /// Sets the frame the engine computed, rounded to the pixel grid of `scale` (the view's
  /// ``layoutScale``), without touching pins.
  ///
  /// The engine's rectangle is the untransformed one: it sets the center and the bounds' size,
  /// whatever the transform (UIView.h, `transform`).
  func setFrameFromEngine(_ alignmentRect: CGRect, scale: CGFloat, writer: FrameWriter = .other) {
    let frame = pixelAligned(frame(forAlignmentRect: alignmentRect), scale: scale)
    guard !frame.hasSameFields(as: untransformedFrame) else { return }
    var bounds = storedBounds
    let oldSize = bounds.size
    bounds.size = frame.size
    // A size the view's transform would scale out of range is refused, as when it is set in
    // code (setBounds): the view keeps its geometry, and nothing changes that could ask for
    // another pass.
    if transformedSizeRefusal(bounds.size) != nil { return }
    let position = CGPoint(x: frame.minX + frame.width / 2, y: frame.minY + frame.height / 2)
    writePositionAndBounds(position, bounds, oldSize: oldSize, writer: writer)
  }

  /// The rectangle with each edge rounded to the nearest pixel of `scale`, the screen's (the
  /// view's ``layoutScale``, which its siblings share); Auto Layout's frames are pixel-aligned on
  /// iOS.
  ///
  /// The model: each edge goes to its nearest pixel, half-way up, and the frame is rebuilt from
  /// whole pixels, so that its size is a whole number of pixels divided by the scale, exactly. Two
  /// edges a whole number of pixels apart stay that far apart: a view keeps a size that is already
  /// on the pixel grid (a label's, rounded up to pixels) wherever its origin falls. Views that
  /// share an edge share its rounding, so neighbours neither overlap nor part.
  func pixelAligned(_ rect: CGRect, scale: CGFloat) -> CGRect {
    let scale = max(scale, 1)
    let left = nearestPixel(rect.minX, scale: scale)
    let top = nearestPixel(rect.minY, scale: scale)
    let right = nearestPixel(rect.maxX, scale: scale)
    let bottom = nearestPixel(rect.maxY, scale: scale)
    return CGRect(
      x: left / scale, y: top / scale, width: (right - left) / scale,
      height: (bottom - top) / scale)
  }

  /// The scale of the screen the view is on, or of the main screen.
  var layoutScale: CGFloat {
    if let window { return window.screen.scale }
    return WindowContext.currentScreen.scale
  }
}

/// The pixel nearest to `value` points, as a whole number of pixels; half-way rounds up.
///
/// A value within a millionth of a pixel of half-way counts as half-way: the solver's arithmetic
/// leaves noise in the last bits (1631.4999999999998 pixels for a centre computed as 1631.5),
/// and the noise must not decide which pixel an edge takes.
func nearestPixel(_ value: CGFloat, scale: CGFloat) -> CGFloat {
  let pixels = value * scale
  guard pixels.isFinite else { return pixels }
  return (pixels + 0.5 + 1e-6).rounded(.down)
}

extension CGRect {
  /// Whether the two rectangles have equal origins and sizes, field by field: what `==` answers,
  /// inlined (Foundation's `==` on Linux is not), for the frames layout writes.
  @inline(__always)
  func hasSameFields(as other: CGRect) -> Bool {
    origin.x == other.origin.x && origin.y == other.origin.y
      && size.width == other.size.width && size.height == other.size.height
  }
}

/// Who set a view's frame, for what the change entails.
enum FrameWriter {
  /// Code, an animation, autoresizing: anything but the case below.
  case other
  /// The superview, from its engine, to a subview that uses Auto Layout there and is not a
  /// window, with whether it passes its subviews no safe-area insets (known once for all of
  /// them). The superview marks itself for the subviews this marks for layout
  /// (`UIView.applyEngineFramesToSubviews()`).
  case superviewEngine(superviewPassesNoInsets: Bool)
}
