import Foundation
import QuartzCore

/// A control of two buttons, minus and plus, that lower and raise a value by a step.
///
/// Its size is fixed, its era's (`UIControlMetrics.stepperSize`). A touch on a half steps the
/// value at once; held, it repeats on the animation clock while `autorepeat` (after 0.5 s, then
/// every 0.1 s: a model; UIKit also accelerates after a while, unmodelled).
@MainActor @preconcurrency
open class UIStepper: UIControl {
  private var storedValue: Double = 0
  private var repeatTimer: (clock: CoreAnimationContext, order: Int)?
  /// The step a held touch repeats: +1 for the plus half, -1 for the minus one.
  private var heldDirection: Double = 0
  private var changedWhileTracking = false
  private var images: [String: UIImage] = [:]
  private var dividerImages: [ControlImageKey: UIImage] = [:]

  /// The first autorepeat's delay and the interval of the next ones (a model).
  static let autorepeatDelay: TimeInterval = 0.5
  static let autorepeatInterval: TimeInterval = 0.1

  /// The value (default 0), kept within `minimumValue...maximumValue`.
  open var value: Double {
    get { storedValue }
    set { if newValue.isFinite { storedValue = min(max(newValue, minimumValue), maximumValue) } }
  }
  /// The lowest value (default 0); it must be below `maximumValue`, else UIKit raises
  /// `NSInvalidArgumentException` and nothing changes.
  open var minimumValue: Double = 0 {
    didSet {
      guard minimumValue < maximumValue else {
        minimumValue = oldValue
        return UIKitDiagnostics.raise(
          "NSInvalidArgumentException", "minimumValue must be less than maximumValue")
      }
      value = storedValue
    }
  }
  /// The highest value (default 100); it must be above `minimumValue`.
  open var maximumValue: Double = 100 {
    didSet {
      guard maximumValue > minimumValue else {
        maximumValue = oldValue
        return UIKitDiagnostics.raise(
          "NSInvalidArgumentException", "maximumValue must be greater than minimumValue")
      }
      value = storedValue
    }
  }
  /// The step (default 1); it must be above 0.
  open var stepValue: Double = 1 {
    didSet {
      guard stepValue > 0 else {
        stepValue = oldValue
        return UIKitDiagnostics.raise(
          "NSInvalidArgumentException", "stepValue must be greater than 0")
      }
    }
  }
  /// Whether stepping past one end wraps to the other (default `false`).
  open var wraps = false
  /// Whether a held touch repeats the step (default `true`).
  open var autorepeat = true
  /// Whether each step sends `.valueChanged` (default `true`) or only the touch's end.
  open var isContinuous = true

  public override init(frame: CGRect) {
    super.init(frame: frame)
    self.frame.size = controlMetrics.stepperSize
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  open override var intrinsicContentSize: CGSize { controlMetrics.stepperSize }
  open override func sizeThatFits(_ size: CGSize) -> CGSize { controlMetrics.stepperSize }

  // MARK: Images (kept; nothing is drawn on Linux)

  open func setIncrementImage(_ image: UIImage?, for state: UIControl.State) {
    images["increment\(state.rawValue)"] = image
  }
  open func incrementImage(for state: UIControl.State) -> UIImage? {
    images["increment\(state.rawValue)"]
  }
  open func setDecrementImage(_ image: UIImage?, for state: UIControl.State) {
    images["decrement\(state.rawValue)"] = image
  }
  open func decrementImage(for state: UIControl.State) -> UIImage? {
    images["decrement\(state.rawValue)"]
  }
  open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
    images["background\(state.rawValue)"] = image
  }
  open func backgroundImage(for state: UIControl.State) -> UIImage? {
    images["background\(state.rawValue)"]
  }
  open func setDividerImage(
    _ image: UIImage?, forLeftSegmentState leftState: UIControl.State,
    rightSegmentState rightState: UIControl.State
  ) {
    dividerImages[ControlImageKey(leftState, rightState)] = image
  }
  open func dividerImage(
    forLeftSegmentState state: UIControl.State, rightSegmentState state2: UIControl.State
  ) -> UIImage? {
    dividerImages[ControlImageKey(state, state2)]
  }

  // MARK: Tracking

  /// A touch steps by the half it lands on: minus on the leading half, plus on the trailing one.
  open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    let x = touch.location(in: self).x
    var increments = x >= bounds.midX
    if effectiveUserInterfaceLayoutDirection == .rightToLeft { increments.toggle() }
    heldDirection = increments ? 1 : -1
    changedWhileTracking = false
    step()
    if autorepeat { scheduleRepeat(after: Self.autorepeatDelay) }
    return true
  }

  open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    super.endTracking(touch, with: event)
    stopRepeating()
    if !isContinuous, changedWhileTracking { sendActions(for: .valueChanged) }
  }

  open override func cancelTracking(with event: UIEvent?) {
    super.cancelTracking(with: event)
    stopRepeating()
    if !isContinuous, changedWhileTracking { sendActions(for: .valueChanged) }
  }

  /// Steps the value once in the held direction, wrapping or stopping at the ends.
  private func step() {
    var next = storedValue + heldDirection * stepValue
    if next > maximumValue { next = wraps ? minimumValue : maximumValue }
    if next < minimumValue { next = wraps ? maximumValue : minimumValue }
    guard next != storedValue else { return }
    storedValue = next
    changedWhileTracking = true
    if isContinuous { sendActions(for: .valueChanged) }
  }

  private func scheduleRepeat(after delay: TimeInterval) {
    let clock = CoreAnimationContext.current
    let order = clock.schedule(at: clock.mediaTime + delay) { [weak self] in
      MainActor.assumeIsolated {
        guard let self, self.isTracking else { return }
        self.step()
        self.scheduleRepeat(after: Self.autorepeatInterval)
      }
    }
    repeatTimer = (clock, order)
  }

  private func stopRepeating() {
    if let repeatTimer { repeatTimer.clock.cancelScheduled(repeatTimer.order) }
    repeatTimer = nil
  }
}
