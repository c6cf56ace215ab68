import Foundation

/// A view that responds to user interaction: buttons, switches, text fields.
@MainActor @preconcurrency
open class UIControl: UIView {
  /// The states a control can be in.
  public struct State: OptionSet, Hashable, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    public static let normal = State([])
    public static let highlighted = State(rawValue: 1 << 0)
    public static let disabled = State(rawValue: 1 << 1)
    public static let selected = State(rawValue: 1 << 2)
    public static let focused = State(rawValue: 1 << 3)
    public static let application = State(rawValue: 0x00FF_0000)
    public static let reserved = State(rawValue: 0xFF00_0000)
  }

  open var isEnabled = true
  open var isSelected = false
  open var isHighlighted = false

  /// The control's current state, from `isEnabled`, `isSelected` and `isHighlighted`.
  open var state: State {
    var state: State = []
    if !isEnabled { state.insert(.disabled) }
    if isSelected { state.insert(.selected) }
    if isHighlighted { state.insert(.highlighted) }
    return state
  }
}
