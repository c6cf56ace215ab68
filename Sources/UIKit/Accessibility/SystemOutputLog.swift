import Foundation

/// What the app sent to the system that nothing on Linux plays: haptic feedback and
/// accessibility notifications, in order, for tests to read.
///
/// Each window context has one (`WindowContext.outputLog`); a feedback generator tied to a view
/// records in its window's, anything else in the innermost context entered. With no context
/// entered, nothing is recorded.
@MainActor
package final class SystemOutputLog {
  package var feedback: [PlayedFeedback] = []
  package var accessibilityNotifications: [AccessibilityNotificationRecord] = []

  package init() {}

  /// The log of the innermost context entered, if any.
  static var current: SystemOutputLog? {
    EnteredContexts.current?.innermost.outputLog
  }

  /// The log for work on `view`: its window's, else the current one.
  static func log(for view: UIView?) -> SystemOutputLog? {
    view?.window?.context.outputLog ?? current
  }
}

/// One haptic played through a feedback generator.
package enum PlayedFeedback: Equatable, Sendable {
  case impact(UIImpactFeedbackGenerator.FeedbackStyle, intensity: CGFloat)
  case selectionChanged
  case notification(UINotificationFeedbackGenerator.FeedbackType)
}

/// One notification posted with `UIAccessibility.post(notification:argument:)`.
package struct AccessibilityNotificationRecord {
  package var notification: UIAccessibility.Notification
  package var argument: Any?
}
