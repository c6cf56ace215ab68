import UIKit

/// The accessibility elements of a view tree in the order VoiceOver reads them, with what it
/// reads of each: a value a test can compare and print.
///
/// Made by `AccessibilitySnapshot(of:)` or `DeviceHost.accessibilitySnapshot()`
/// (`AccessibilitySnapshot+Reading.swift` gives the order).
public struct AccessibilitySnapshot: Equatable, Sendable, CustomStringConvertible {
  /// One element, as an assistive app sees it.
  public struct Element: Equatable, Sendable, CustomStringConvertible {
    public var label: String?
    public var value: String?
    public var hint: String?
    public var traits: UIAccessibilityTraits
    public var identifier: String?
    /// The element's `accessibilityFrame`, in screen coordinates.
    public var frame: CGRect

    public init(
      label: String?, value: String? = nil, hint: String? = nil,
      traits: UIAccessibilityTraits = .none, identifier: String? = nil, frame: CGRect
    ) {
      self.label = label
      self.value = value
      self.hint = hint
      self.traits = traits
      self.identifier = identifier
      self.frame = frame
    }

    /// One line: the label, then what else is set, then the frame: `"Sign up" button,
    /// id "signUp", (16, 100, 361, 44)`.
    public var description: String {
      var parts = [label.map { "\"\($0)\"" } ?? "(no label)"]
      let traitNames = AccessibilitySnapshot.traitNames(traits)
      if !traitNames.isEmpty { parts[0] += " " + traitNames.joined(separator: " ") }
      if let value { parts.append("value \"\(value)\"") }
      if let hint { parts.append("hint \"\(hint)\"") }
      if let identifier { parts.append("id \"\(identifier)\"") }
      let numbers = [frame.minX, frame.minY, frame.width, frame.height].map(SnapshotNumber.string)
      parts.append("(" + numbers.joined(separator: ", ") + ")")
      return parts.joined(separator: ", ")
    }
  }

  /// The elements in reading order.
  public var elements: [Element]

  public init(elements: [Element]) {
    self.elements = elements
  }

  /// The elements' labels in reading order (nil for an element without one).
  public var labels: [String?] { elements.map(\.label) }

  /// One numbered line per element, in reading order.
  public var description: String {
    elements.enumerated().map { "\($0.offset + 1). \($0.element)" }.joined(separator: "\n")
  }

  /// The names of `traits`' public traits, in their bits' order; unnamed bits in hexadecimal.
  static func traitNames(_ traits: UIAccessibilityTraits) -> [String] {
    let named: [(UIAccessibilityTraits, String)] = [
      (.button, "button"), (.link, "link"), (.image, "image"), (.selected, "selected"),
      (.playsSound, "playsSound"), (.keyboardKey, "keyboardKey"), (.staticText, "staticText"),
      (.summaryElement, "summaryElement"), (.notEnabled, "notEnabled"),
      (.updatesFrequently, "updatesFrequently"), (.searchField, "searchField"),
      (.startsMediaSession, "startsMediaSession"), (.adjustable, "adjustable"),
      (.allowsDirectInteraction, "allowsDirectInteraction"), (.causesPageTurn, "causesPageTurn"),
      (.tabBar, "tabBar"), (.header, "header"), (.supportsZoom, "supportsZoom"),
      (.toggleButton, "toggleButton"),
    ]
    var names = named.filter { traits.contains($0.0) }.map(\.1)
    let rest = named.reduce(traits.rawValue) { $0 & ~$1.0.rawValue }
    if rest != 0 { names.append("0x" + String(rest, radix: 16)) }
    return names
  }
}

extension DeviceHost {
  /// The accessibility elements of the hosted window in reading order.
  public func accessibilitySnapshot() -> AccessibilitySnapshot {
    perform {
      window.layoutIfNeeded()
      return AccessibilitySnapshot(of: window)
    }
  }
}
