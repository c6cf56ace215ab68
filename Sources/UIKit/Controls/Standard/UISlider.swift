import Foundation

/// A control for choosing a value in a continuous range by dragging a thumb along a track.
///
/// Its intrinsic height is its era's (`UIControlMetrics.sliderHeight`); its width follows
/// constraints. Geometry (`UISlider+Rects.swift`) mirrors in a right-to-left layout, where the
/// minimum is on the right.
@MainActor @preconcurrency
open class UISlider: UIControl {
  private var storedValue: Float = 0
  private var thumbImages: [UInt: UIImage] = [:]
  private var minimumTrackImages: [UInt: UIImage] = [:]
  private var maximumTrackImages: [UInt: UIImage] = [:]
  /// Where the tracked touch grabbed the thumb, from the thumb's centre.
  private var grabOffset: CGFloat = 0

  /// The value, within `minimumValue...maximumValue` (default 0).
  open var value: Float {
    get { storedValue }
    set { storedValue = clamped(newValue) }
  }
  /// The lowest value (default 0); raising it above the value raises the value.
  open var minimumValue: Float = 0 {
    didSet {
      if maximumValue < minimumValue { maximumValue = minimumValue }
      storedValue = clamped(storedValue)
    }
  }
  /// The highest value (default 1); lowering it below the value lowers the value.
  open var maximumValue: Float = 1 {
    didSet {
      if minimumValue > maximumValue { minimumValue = maximumValue }
      storedValue = clamped(storedValue)
    }
  }
  /// Whether a drag sends `.valueChanged` as it moves (default `true`) or only when it ends.
  open var isContinuous = true
  /// The image at the minimum end of the track.
  open var minimumValueImage: UIImage? {
    didSet { setNeedsLayout() }
  }
  /// The image at the maximum end of the track.
  open var maximumValueImage: UIImage? {
    didSet { setNeedsLayout() }
  }
  open var minimumTrackTintColor: UIColor?
  open var maximumTrackTintColor: UIColor?
  open var thumbTintColor: UIColor?

  /// Sets the value, clamped to the range; nothing is sent.
  open func setValue(_ value: Float, animated: Bool) {
    self.value = value
  }

  private func clamped(_ value: Float) -> Float {
    guard value.isFinite else { return storedValue }
    return min(max(value, minimumValue), maximumValue)
  }

  // MARK: Images per state (normal is the fallback)

  open func setThumbImage(_ image: UIImage?, for state: UIControl.State) {
    thumbImages[state.rawValue] = image
  }
  open func thumbImage(for state: UIControl.State) -> UIImage? { thumbImages[state.rawValue] }
  open var currentThumbImage: UIImage? {
    thumbImages[state.rawValue] ?? thumbImages[UIControl.State.normal.rawValue]
  }
  open func setMinimumTrackImage(_ image: UIImage?, for state: UIControl.State) {
    minimumTrackImages[state.rawValue] = image
  }
  open func minimumTrackImage(for state: UIControl.State) -> UIImage? {
    minimumTrackImages[state.rawValue]
  }
  open var currentMinimumTrackImage: UIImage? {
    minimumTrackImages[state.rawValue] ?? minimumTrackImages[UIControl.State.normal.rawValue]
  }
  open func setMaximumTrackImage(_ image: UIImage?, for state: UIControl.State) {
    maximumTrackImages[state.rawValue] = image
  }
  open func maximumTrackImage(for state: UIControl.State) -> UIImage? {
    maximumTrackImages[state.rawValue]
  }
  open var currentMaximumTrackImage: UIImage? {
    maximumTrackImages[state.rawValue] ?? maximumTrackImages[UIControl.State.normal.rawValue]
  }

  // MARK: Geometry (`UISlider+Rects.swift`)

  open func minimumValueImageRect(forBounds bounds: CGRect) -> CGRect {
    valueImageRect(minimumValueImage, atMinimum: true, in: bounds)
  }
  open func maximumValueImageRect(forBounds bounds: CGRect) -> CGRect {
    valueImageRect(maximumValueImage, atMinimum: false, in: bounds)
  }
  open func trackRect(forBounds bounds: CGRect) -> CGRect { defaultTrackRect(in: bounds) }
  open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
    defaultThumbRect(in: bounds, track: rect, value: value)
  }

  open override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: controlMetrics.sliderHeight)
  }

  /// Keeps the width it is given (its current width when given none), at the era's height.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width > 0 ? size.width : bounds.width, height: controlMetrics.sliderHeight)
  }

  // MARK: Tracking

  /// A touch on the thumb (or within 10 points of it, a model of its hit area) starts a drag.
  open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    let thumb = currentThumbRect
    let location = touch.location(in: self)
    guard thumb.insetBy(dx: -10, dy: -10).contains(location) else { return false }
    grabOffset = location.x - thumb.midX
    return true
  }

  open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    let newValue = valueUnderThumb(atX: touch.location(in: self).x - grabOffset)
    if newValue != value {
      value = newValue
      if isContinuous { sendActions(for: .valueChanged) }
    }
    return true
  }

  open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    super.endTracking(touch, with: event)
    if let touch {
      let newValue = valueUnderThumb(atX: touch.location(in: self).x - grabOffset)
      let changed = newValue != value
      value = newValue
      if changed || !isContinuous { sendActions(for: .valueChanged) }
    }
  }
}
