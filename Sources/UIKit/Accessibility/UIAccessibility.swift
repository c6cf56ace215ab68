import Foundation

/// UIKit's accessibility functions, notifications and the system's accessibility settings
/// (UIAccessibility.h).
///
/// Nothing on Linux listens: a posted notification is recorded for tests (Bezel's
/// `DeviceHost.postedAccessibilityNotifications`), and each setting is off, as on a device
/// where the user never changed it (Shake to Undo and video autoplay are on there), until a test
/// turns it on through Bezel (`DeviceHost.setAccessibilitySetting(_:on:)`), which posts the
/// setting's status notification.
public enum UIAccessibility {
  /// A notification an app posts to assistive apps (UIAccessibilityConstants.h,
  /// `UIAccessibilityNotifications`).
  public struct Notification: RawRepresentable, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    // The header declares them as external constants; these are the values the runtime gives.
    /// A new view occupies a major part of the screen; the argument is the element to focus.
    public static let screenChanged = Notification(rawValue: 1000)
    /// The layout of the screen changed; the argument is the element to focus.
    public static let layoutChanged = Notification(rawValue: 1001)
    /// Something to announce; the argument is the string.
    public static let announcement = Notification(rawValue: 1008)
    /// A scroll finished; the argument is the string describing the new position.
    public static let pageScrolled = Notification(rawValue: 1009)
    /// Pauses an assistive app; the argument is its identifier.
    public static let pauseAssistiveTechnology = Notification(rawValue: 1033)
    /// Resumes an assistive app; the argument is its identifier.
    public static let resumeAssistiveTechnology = Notification(rawValue: 1034)
  }

  /// Posts `notification` to the assistive apps, with its argument (UIAccessibility.h,
  /// `UIAccessibilityPostNotification`): recorded in the context under way (`WindowContext`),
  /// in order.
  @MainActor @preconcurrency
  public static func post(notification: Notification, argument: Any?) {
    SystemOutputLog.current?.accessibilityNotifications.append(
      AccessibilityNotificationRecord(notification: notification, argument: argument))
  }

  /// `rect`, in `view`'s coordinates, in screen coordinates (UIAccessibility.h,
  /// `UIAccessibilityConvertFrameToScreenCoordinates`).
  @MainActor @preconcurrency
  public static func convertToScreenCoordinates(_ rect: CGRect, in view: UIView) -> CGRect {
    rect.onScreen(from: view)
  }

  /// A copy of `path`, in `view`'s coordinates, in screen coordinates (UIAccessibility.h,
  /// `UIAccessibilityConvertPathToScreenCoordinates`).
  @MainActor @preconcurrency
  public static func convertToScreenCoordinates(_ path: UIBezierPath, in view: UIView)
    -> UIBezierPath
  {
    let origin = CGRect.zero.onScreen(from: view).origin
    let converted = UIBezierPath(cgPath: path.cgPath)
    converted.apply(CGAffineTransform(translationX: origin.x, y: origin.y))
    return converted
  }

  /// The element an assistive app focuses: none on Linux (UIAccessibility.h).
  @MainActor @preconcurrency
  public static func focusedElement(using assistiveTechnologyIdentifier: String?) -> Any? { nil }

  /// The settings in effect for the work under way.
  @MainActor @preconcurrency
  static func isOn(_ setting: AccessibilitySettings) -> Bool {
    AccessibilitySettings.current.contains(setting)
  }

  @MainActor @preconcurrency public static var isVoiceOverRunning: Bool { isOn(.voiceOver) }
  @MainActor @preconcurrency public static var isSwitchControlRunning: Bool { isOn(.switchControl) }
  @MainActor @preconcurrency public static var isMonoAudioEnabled: Bool { isOn(.monoAudio) }
  @MainActor @preconcurrency public static var isClosedCaptioningEnabled: Bool {
    isOn(.closedCaptioning)
  }
  @MainActor @preconcurrency public static var isInvertColorsEnabled: Bool { isOn(.invertColors) }
  @MainActor @preconcurrency public static var isGuidedAccessEnabled: Bool { isOn(.guidedAccess) }
  @MainActor @preconcurrency public static var isBoldTextEnabled: Bool { isOn(.boldText) }
  @MainActor @preconcurrency public static var buttonShapesEnabled: Bool { isOn(.buttonShapes) }
  @MainActor @preconcurrency public static var isGrayscaleEnabled: Bool { isOn(.grayscale) }
  @MainActor @preconcurrency public static var isReduceTransparencyEnabled: Bool {
    isOn(.reduceTransparency)
  }
  @MainActor @preconcurrency public static var isReduceMotionEnabled: Bool { isOn(.reduceMotion) }
  @MainActor @preconcurrency public static var prefersCrossFadeTransitions: Bool {
    isOn(.prefersCrossFadeTransitions)
  }
  @MainActor @preconcurrency public static var isVideoAutoplayEnabled: Bool { isOn(.videoAutoplay) }
  @MainActor @preconcurrency public static var isDarkerSystemColorsEnabled: Bool {
    isOn(.darkerSystemColors)
  }
  @MainActor @preconcurrency public static var isSpeakSelectionEnabled: Bool {
    isOn(.speakSelection)
  }
  @MainActor @preconcurrency public static var isSpeakScreenEnabled: Bool { isOn(.speakScreen) }
  @MainActor @preconcurrency public static var isShakeToUndoEnabled: Bool { isOn(.shakeToUndo) }
  @MainActor @preconcurrency public static var isAssistiveTouchRunning: Bool {
    isOn(.assistiveTouch)
  }
  @MainActor @preconcurrency public static var shouldDifferentiateWithoutColor: Bool {
    isOn(.differentiateWithoutColor)
  }
  @MainActor @preconcurrency public static var isOnOffSwitchLabelsEnabled: Bool {
    isOn(.onOffSwitchLabels)
  }

  // The status notifications UIKit posts when a setting changes; each name is its Objective-C
  // constant's.
  public static let voiceOverStatusDidChangeNotification = name("VoiceOverStatusDidChange")
  public static let switchControlStatusDidChangeNotification = name(
    "SwitchControlStatusDidChange")
  public static let monoAudioStatusDidChangeNotification = name("MonoAudioStatusDidChange")
  public static let closedCaptioningStatusDidChangeNotification = name(
    "ClosedCaptioningStatusDidChange")
  public static let invertColorsStatusDidChangeNotification = name("InvertColorsStatusDidChange")
  public static let guidedAccessStatusDidChangeNotification = name("GuidedAccessStatusDidChange")
  public static let boldTextStatusDidChangeNotification = name("BoldTextStatusDidChange")
  public static let buttonShapesEnabledStatusDidChangeNotification = name(
    "ButtonShapesEnabledStatusDidChange")
  public static let grayscaleStatusDidChangeNotification = name("GrayscaleStatusDidChange")
  public static let reduceTransparencyStatusDidChangeNotification = name(
    "ReduceTransparencyStatusDidChange")
  public static let reduceMotionStatusDidChangeNotification = name("ReduceMotionStatusDidChange")
  public static let prefersCrossFadeTransitionsStatusDidChangeNotification = name(
    "PrefersCrossFadeTransitionsStatusDidChange")
  public static let videoAutoplayStatusDidChangeNotification = name(
    "VideoAutoplayStatusDidChange")
  public static let darkerSystemColorsStatusDidChangeNotification = name(
    "DarkerSystemColorsStatusDidChange")
  public static let speakSelectionStatusDidChangeNotification = name(
    "SpeakSelectionStatusDidChange")
  public static let speakScreenStatusDidChangeNotification = name("SpeakScreenStatusDidChange")
  public static let shakeToUndoDidChangeNotification = name("ShakeToUndoDidChange")
  public static let assistiveTouchStatusDidChangeNotification = name(
    "AssistiveTouchStatusDidChange")
  public static let differentiateWithoutColorDidChangeNotification = name(
    "DifferentiateWithoutColorDidChange")
  public static let onOffSwitchLabelsDidChangeNotification = name("OnOffSwitchLabelsDidChange")
  /// Posted when an announcement finished (UIAccessibility.h); never on Linux.
  public static let announcementDidFinishNotification = name("AnnouncementDidFinish")
  /// Posted when an assistive app focused an element (UIAccessibility.h); never on Linux.
  public static let elementFocusedNotification = name("ElementFocused")

  private static func name(_ stem: String) -> NSNotification.Name {
    NSNotification.Name("UIAccessibility" + stem + "Notification")
  }
}
