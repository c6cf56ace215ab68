import UIKit

/// A system accessibility setting a test can turn on for a hosted window.
public enum AccessibilitySetting: CaseIterable, Sendable {
  case voiceOver, switchControl, monoAudio, closedCaptioning, invertColors, guidedAccess
  case boldText, buttonShapes, grayscale, reduceTransparency, reduceMotion
  case prefersCrossFadeTransitions, videoAutoplay, darkerSystemColors, speakSelection
  case speakScreen, shakeToUndo, assistiveTouch, differentiateWithoutColor, onOffSwitchLabels

  var settings: AccessibilitySettings {
    switch self {
    case .voiceOver: .voiceOver
    case .switchControl: .switchControl
    case .monoAudio: .monoAudio
    case .closedCaptioning: .closedCaptioning
    case .invertColors: .invertColors
    case .guidedAccess: .guidedAccess
    case .boldText: .boldText
    case .buttonShapes: .buttonShapes
    case .grayscale: .grayscale
    case .reduceTransparency: .reduceTransparency
    case .reduceMotion: .reduceMotion
    case .prefersCrossFadeTransitions: .prefersCrossFadeTransitions
    case .videoAutoplay: .videoAutoplay
    case .darkerSystemColors: .darkerSystemColors
    case .speakSelection: .speakSelection
    case .speakScreen: .speakScreen
    case .shakeToUndo: .shakeToUndo
    case .assistiveTouch: .assistiveTouch
    case .differentiateWithoutColor: .differentiateWithoutColor
    case .onOffSwitchLabels: .onOffSwitchLabels
    }
  }
}

/// A notification the app posted with `UIAccessibility.post(notification:argument:)`.
public struct PostedAccessibilityNotification {
  public var notification: UIAccessibility.Notification
  /// The argument: the element to focus, or the string to announce.
  public var argument: Any?
}

extension DeviceHost {
  /// Turns `setting` on or off for work in the hosted window, and posts its status
  /// notification (`UIAccessibility.voiceOverStatusDidChangeNotification`…) on the default
  /// notification center when it changes, as UIKit does when the user changes it.
  ///
  /// `UIAccessibility`'s queries read the setting while the window's context is current (as
  /// while the host lays out, delivers events or runs `perform`).
  public func setAccessibilitySetting(_ setting: AccessibilitySetting, on: Bool) {
    var settings = window.context.accessibilitySettings ?? .deviceDefaults
    guard settings.contains(setting.settings) != on else { return }
    if on { settings.insert(setting.settings) } else { settings.remove(setting.settings) }
    window.context.accessibilitySettings = settings
    guard let name = setting.settings.statusNotification else { return }
    perform { NotificationCenter.default.post(name: name, object: nil) }
  }

  /// Whether `setting` is on for the hosted window.
  public func isAccessibilitySettingOn(_ setting: AccessibilitySetting) -> Bool {
    (window.context.accessibilitySettings ?? .deviceDefaults).contains(setting.settings)
  }

  /// The notifications posted with `UIAccessibility.post(notification:argument:)` while the
  /// window's context was current, in order.
  public var postedAccessibilityNotifications: [PostedAccessibilityNotification] {
    window.context.outputLog.accessibilityNotifications.map {
      PostedAccessibilityNotification(notification: $0.notification, argument: $0.argument)
    }
  }
}
