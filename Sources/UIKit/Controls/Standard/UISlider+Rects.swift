import Foundation

// The slider's geometry, a model with the era's sizes (`UIControlMetrics`): the value images sit
// at the track's ends, vertically centred, 4 points from the track (a model); the track is the
// era's height, centred; the thumb's edges reach the track's ends at the minimum and maximum.
// In a right-to-left layout everything mirrors, so the minimum is on the right.

extension UISlider {
  /// The gap between a value image and the track (a model).
  static let valueImageGap: CGFloat = 4

  private var isRightToLeft: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }

  /// `rect`, laid out from the left, mirrored in `bounds` in a right-to-left layout.
  private func directional(_ rect: CGRect, in bounds: CGRect) -> CGRect {
    guard isRightToLeft else { return rect }
    var mirrored = rect
    mirrored.origin.x = bounds.minX + bounds.maxX - rect.maxX
    return mirrored
  }

  func valueImageRect(_ image: UIImage?, atMinimum: Bool, in bounds: CGRect) -> CGRect {
    guard let image else { return .zero }
    let size = image.size
    let x = atMinimum ? bounds.minX : bounds.maxX - size.width
    let rect = CGRect(
      x: x, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    return directional(rect, in: bounds)
  }

  func defaultTrackRect(in bounds: CGRect) -> CGRect {
    let height = controlMetrics.sliderTrackHeight
    let leading = minimumValueImage.map { $0.size.width + Self.valueImageGap } ?? 0
    let trailing = maximumValueImage.map { $0.size.width + Self.valueImageGap } ?? 0
    let rect = CGRect(
      x: bounds.minX + leading, y: bounds.midY - height / 2,
      width: max(bounds.width - leading - trailing, 0), height: height)
    return directional(rect, in: bounds)
  }

  func defaultThumbRect(in bounds: CGRect, track: CGRect, value: Float) -> CGRect {
    let size = currentThumbImage?.size ?? controlMetrics.sliderThumbSize
    let travel = max(track.width - size.width, 0)
    var fraction = CGFloat(fractionOfRange(value))
    if isRightToLeft { fraction = 1 - fraction }
    return CGRect(
      x: track.minX + travel * fraction, y: track.midY - size.height / 2,
      width: size.width, height: size.height)
  }

  private func fractionOfRange(_ value: Float) -> Float {
    let span = maximumValue - minimumValue
    guard span > 0 else { return 0 }
    return min(max((value - minimumValue) / span, 0), 1)
  }

  /// The thumb's rectangle for the current value, through the overridable rect methods.
  var currentThumbRect: CGRect {
    thumbRect(forBounds: bounds, trackRect: trackRect(forBounds: bounds), value: value)
  }

  /// The value that puts the thumb's centre at `x`.
  func valueUnderThumb(atX x: CGFloat) -> Float {
    let track = trackRect(forBounds: bounds)
    let thumbWidth = currentThumbImage?.size.width ?? controlMetrics.sliderThumbSize.width
    let travel = track.width - thumbWidth
    guard travel > 0 else { return value }
    var fraction = min(max((x - track.minX - thumbWidth / 2) / travel, 0), 1)
    if isRightToLeft { fraction = 1 - fraction }
    return minimumValue + Float(fraction) * (maximumValue - minimumValue)
  }
}
