import Foundation

/// The system accessibility settings that are on, for `UIAccessibility`'s status queries.
package struct AccessibilitySettings: OptionSet, Hashable, Sendable {
  package let rawValue: UInt32
  package init(rawValue: UInt32) { self.rawValue = rawValue }

  package static let voiceOver = Self(rawValue: 1 << 0)
  package static let switchControl = Self(rawValue: 1 << 1)
  package static let monoAudio = Self(rawValue: 1 << 2)
  package static let closedCaptioning = Self(rawValue: 1 << 3)
  package static let invertColors = Self(rawValue: 1 << 4)
  package static let guidedAccess = Self(rawValue: 1 << 5)
  package static let boldText = Self(rawValue: 1 << 6)
  package static let buttonShapes = Self(rawValue: 1 << 7)
  package static let grayscale = Self(rawValue: 1 << 8)
  package static let reduceTransparency = Self(rawValue: 1 << 9)
  package static let reduceMotion = Self(rawValue: 1 << 10)
  package static let prefersCrossFadeTransitions = Self(rawValue: 1 << 11)
  package static let videoAutoplay = Self(rawValue: 1 << 12)
  package static let darkerSystemColors = Self(rawValue: 1 << 13)
  package static let speakSelection = Self(rawValue: 1 << 14)
  package static let speakScreen = Self(rawValue: 1 << 15)
  package static let shakeToUndo = Self(rawValue: 1 << 16)
  package static let assistiveTouch = Self(rawValue: 1 << 17)
  package static let differentiateWithoutColor = Self(rawValue: 1 << 18)
  package static let onOffSwitchLabels = Self(rawValue: 1 << 19)

  /// A device's settings out of the box: Shake to Undo and video autoplay on, the rest off
  /// (Settings › Accessibility › Touch › Shake to Undo; › Motion › Auto-Play Video Previews).
  package static let deviceDefaults: AccessibilitySettings = [.shakeToUndo, .videoAutoplay]

  /// The settings of the innermost context entered that sets them, else the defaults.
  @MainActor
  package static var current: AccessibilitySettings {
    EnteredContexts.current?.first(\.accessibilitySettings) ?? deviceDefaults
  }

  /// The notification UIKit posts when `setting` changes (UIAccessibility.h).
  package var statusNotification: NSNotification.Name? {
    let names: [(AccessibilitySettings, NSNotification.Name)] = [
      (.voiceOver, UIAccessibility.voiceOverStatusDidChangeNotification),
      (.switchControl, UIAccessibility.switchControlStatusDidChangeNotification),
      (.monoAudio, UIAccessibility.monoAudioStatusDidChangeNotification),
      (.closedCaptioning, UIAccessibility.closedCaptioningStatusDidChangeNotification),
      (.invertColors, UIAccessibility.invertColorsStatusDidChangeNotification),
      (.guidedAccess, UIAccessibility.guidedAccessStatusDidChangeNotification),
      (.boldText, UIAccessibility.boldTextStatusDidChangeNotification),
      (.buttonShapes, UIAccessibility.buttonShapesEnabledStatusDidChangeNotification),
      (.grayscale, UIAccessibility.grayscaleStatusDidChangeNotification),
      (.reduceTransparency, UIAccessibility.reduceTransparencyStatusDidChangeNotification),
      (.reduceMotion, UIAccessibility.reduceMotionStatusDidChangeNotification),
      (
        .prefersCrossFadeTransitions,
        UIAccessibility.prefersCrossFadeTransitionsStatusDidChangeNotification
      ),
      (.videoAutoplay, UIAccessibility.videoAutoplayStatusDidChangeNotification),
      (.darkerSystemColors, UIAccessibility.darkerSystemColorsStatusDidChangeNotification),
      (.speakSelection, UIAccessibility.speakSelectionStatusDidChangeNotification),
      (.speakScreen, UIAccessibility.speakScreenStatusDidChangeNotification),
      (.shakeToUndo, UIAccessibility.shakeToUndoDidChangeNotification),
      (.assistiveTouch, UIAccessibility.assistiveTouchStatusDidChangeNotification),
      (.differentiateWithoutColor, UIAccessibility.differentiateWithoutColorDidChangeNotification),
      (.onOffSwitchLabels, UIAccessibility.onOffSwitchLabelsDidChangeNotification),
    ]
    return names.first { $0.0 == self }?.1
  }
}
