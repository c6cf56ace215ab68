import UIKit

/// A haptic an app played through a feedback generator.
public enum PlayedHaptic: Equatable, Sendable {
  /// `UIImpactFeedbackGenerator.impactOccurred`, with its style and intensity (1 when none).
  case impact(UIImpactFeedbackGenerator.FeedbackStyle, intensity: CGFloat)
  /// `UISelectionFeedbackGenerator.selectionChanged`.
  case selectionChanged
  /// `UINotificationFeedbackGenerator.notificationOccurred`.
  case notification(UINotificationFeedbackGenerator.FeedbackType)

  init(_ feedback: PlayedFeedback) {
    switch feedback {
    case .impact(let style, let intensity): self = .impact(style, intensity: intensity)
    case .selectionChanged: self = .selectionChanged
    case .notification(let type): self = .notification(type)
    }
  }
}

extension DeviceHost {
  /// The haptics played, in order, by generators of views in the hosted window and by any
  /// generator while the window's context was current.
  public var playedHaptics: [PlayedHaptic] {
    window.context.outputLog.feedback.map(PlayedHaptic.init)
  }
}

/// Records what a piece of work sends to the system that nothing on Linux plays, for code that
/// runs without a host.
public enum SystemOutputs {
  /// Runs `body` and returns the haptics played meanwhile by generators without a view in a
  /// window.
  @MainActor
  public static func recordingHaptics(_ body: () -> Void) -> [PlayedHaptic] {
    let context = WindowContext()
    context.run(body)
    return context.outputLog.feedback.map(PlayedHaptic.init)
  }
}
