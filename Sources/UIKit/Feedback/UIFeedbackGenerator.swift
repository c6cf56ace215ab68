import Foundation

/// The base class of the haptic feedback generators (UIFeedbackGenerator.h).
///
/// Nothing is felt on Linux: each haptic a generator plays is recorded, in order, in its view's
/// window's context, else in the context under way (Bezel's `DeviceHost.playedFeedback`).
@MainActor @preconcurrency
open class UIFeedbackGenerator: NSObject, UIInteraction {
  /// The view the generator plays for (iOS 17.5), held weakly.
  open internal(set) weak var view: UIView?

  public override init() {
    super.init()
  }

  /// A generator that plays for `view` (iOS 17.5).
  public init(view: UIView) {
    self.view = view
    super.init()
  }

  /// Called before the generator is added to `view` or removed (iOS 17.5, UIInteraction.h).
  open func willMove(to view: UIView?) {}

  /// Called after the generator was added to `view` or removed (iOS 17.5, UIInteraction.h).
  open func didMove(to view: UIView?) { self.view = view }

  /// Readies the haptic engine so that the next haptic plays without latency; nothing to ready
  /// here.
  open func prepare() {}

  /// Records `feedback` as played.
  func play(_ feedback: PlayedFeedback) {
    SystemOutputLog.log(for: view)?.feedback.append(feedback)
  }
}

/// Plays haptics for physical impacts (UIFeedbackGenerator.h).
@MainActor @preconcurrency
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
  /// The mass of the colliding objects (raw values are Apple's).
  public enum FeedbackStyle: Int, Sendable {
    case light = 0
    case medium = 1
    case heavy = 2
    case soft = 3
    case rigid = 4
  }

  let style: FeedbackStyle

  /// A generator of `style` impacts.
  public init(style: FeedbackStyle) {
    self.style = style
    super.init()
  }

  /// A generator of medium impacts.
  public override convenience init() {
    self.init(style: .medium)
  }

  /// A generator of `style` impacts for `view` (iOS 17.5).
  public init(style: FeedbackStyle, view: UIView) {
    self.style = style
    super.init(view: view)
  }

  /// A generator of medium impacts for `view` (iOS 17.5).
  public override convenience init(view: UIView) {
    self.init(style: .medium, view: view)
  }

  /// Plays an impact at full intensity.
  open func impactOccurred() { play(.impact(style, intensity: 1)) }

  /// Plays an impact at `intensity`, from 0 to 1 (values outside are clamped).
  open func impactOccurred(intensity: CGFloat) {
    let clamped = intensity.isNaN ? 0 : min(max(intensity, 0), 1)
    play(.impact(style, intensity: clamped))
  }

  /// Plays an impact at full intensity at `location` in the view (iOS 17.5).
  open func impactOccurred(at location: CGPoint) { impactOccurred() }

  /// Plays an impact at `intensity` at `location` in the view (iOS 17.5).
  open func impactOccurred(intensity: CGFloat, at location: CGPoint) {
    impactOccurred(intensity: intensity)
  }
}

/// Plays the haptic of a selection changing (UIFeedbackGenerator.h).
@MainActor @preconcurrency
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
  /// Plays the selection-changed haptic.
  open func selectionChanged() { play(.selectionChanged) }

  /// Plays the selection-changed haptic at `location` in the view (iOS 17.5).
  open func selectionChanged(at location: CGPoint) { selectionChanged() }
}

/// Plays the haptics of a task's outcome (UIFeedbackGenerator.h).
@MainActor @preconcurrency
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
  /// The outcome (raw values are Apple's).
  public enum FeedbackType: Int, Sendable {
    case success = 0
    case warning = 1
    case error = 2
  }

  /// Plays the haptic of `notificationType`.
  open func notificationOccurred(_ notificationType: FeedbackType) {
    play(.notification(notificationType))
  }

  /// Plays the haptic of `notificationType` at `location` in the view (iOS 17.5).
  open func notificationOccurred(_ notificationType: FeedbackType, at location: CGPoint) {
    notificationOccurred(notificationType)
  }
}
