import Foundation

/// A control that offers a binary choice, on or off.
///
/// A switch has one size, its era's (`UIControlMetrics.switchSize`): "UISwitch overrides
/// init(frame:) to enforce a size appropriate for the control" (UISwitch documentation), and a
/// frame set later keeps its origin but takes that size (a switch given an 80 × 30 frame is
/// 51 × 31 on iOS 16–18 simulators, getsentry/sentry-cocoa's `SentryUIRedactBuilderTests_Common`).
/// A tap toggles it and sends `.valueChanged`; setting `isOn` in code sends nothing.
@MainActor @preconcurrency
open class UISwitch: UIControl {
  /// The switch's visual styles (UISwitch.h).
  public enum Style: Int, Sendable {
    case automatic = 0
    case checkbox = 1
    case sliding = 2
  }

  /// Whether the switch is on (default `false`).
  open var isOn = false

  /// The colour of the track when on; nil for the system green.
  open var onTintColor: UIColor?
  /// The colour of the thumb; nil for the system white.
  open var thumbTintColor: UIColor?
  /// Ignored since iOS 7; kept for code that sets it.
  open var onImage: UIImage?
  /// Ignored since iOS 7; kept for code that sets it.
  open var offImage: UIImage?
  /// The title shown beside a checkbox switch (Mac Catalyst); a sliding switch shows none.
  open var title: String?
  /// The style the app asks for.
  open var preferredStyle: Style = .automatic
  /// The style the switch shows: always `.sliding` on iOS, where the checkbox is unavailable.
  open var style: Style { .sliding }

  public override init(frame: CGRect) {
    super.init(frame: frame)
    enforceSize()
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    enforceSize()
  }

  /// Turns the switch on or off; animated or not, nothing is sent.
  open func setOn(_ on: Bool, animated: Bool) {
    isOn = on
  }

  open override var frame: CGRect {
    get { super.frame }
    set { super.frame = CGRect(origin: newValue.origin, size: controlMetrics.switchSize) }
  }

  open override var intrinsicContentSize: CGSize { controlMetrics.switchSize }

  open override func sizeThatFits(_ size: CGSize) -> CGSize { controlMetrics.switchSize }

  /// The switch's era is its window's: entering one sizes it for that era.
  open override func didMoveToWindow() {
    super.didMoveToWindow()
    guard window != nil else { return }
    enforceSize()
    invalidateIntrinsicContentSize()
  }

  private func enforceSize() {
    let size = controlMetrics.switchSize
    if frame.size != size { frame = CGRect(origin: frame.origin, size: size) }
  }

  /// A tap that lifts inside toggles the switch and sends `.valueChanged` before the touch-up
  /// events.
  open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    super.endTracking(touch, with: event)
    guard isTouchInside else { return }
    setOn(!isOn, animated: true)
    sendActions(for: .valueChanged)
  }
}
