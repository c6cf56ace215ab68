import Foundation

extension UIControl {
  /// The events a control sends actions for (UIControl.h; raw values are Apple's).
  public struct Event: OptionSet, Hashable, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// A finger touched down inside the control.
    public static let touchDown = Event(rawValue: 1 << 0)
    /// A finger touched down again inside the control (`tapCount` above 1).
    public static let touchDownRepeat = Event(rawValue: 1 << 1)
    /// A finger moved within the control's tracking bounds.
    public static let touchDragInside = Event(rawValue: 1 << 2)
    /// A finger moved outside the control's tracking bounds.
    public static let touchDragOutside = Event(rawValue: 1 << 3)
    /// A finger moved from outside the tracking bounds to inside.
    public static let touchDragEnter = Event(rawValue: 1 << 4)
    /// A finger moved from inside the tracking bounds to outside.
    public static let touchDragExit = Event(rawValue: 1 << 5)
    /// A finger lifted inside the control's tracking bounds.
    public static let touchUpInside = Event(rawValue: 1 << 6)
    /// A finger lifted outside the control's tracking bounds.
    public static let touchUpOutside = Event(rawValue: 1 << 7)
    /// The system cancelled the touch.
    public static let touchCancel = Event(rawValue: 1 << 8)
    /// The control's value changed (a slider moved, a switch flipped).
    public static let valueChanged = Event(rawValue: 1 << 12)
    /// The control's primary action: a button's tap.
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    /// The control's menu chose an action.
    public static let menuActionTriggered = Event(rawValue: 1 << 14)
    /// Editing began in a text field.
    public static let editingDidBegin = Event(rawValue: 1 << 16)
    /// The text of a text field changed.
    public static let editingChanged = Event(rawValue: 1 << 17)
    /// Editing ended in a text field.
    public static let editingDidEnd = Event(rawValue: 1 << 18)
    /// Return ended editing in a text field.
    public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
    /// Every touch event.
    public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
    /// Every editing event.
    public static let allEditingEvents = Event(rawValue: 0x000F_0000)
    /// The range of events an app may use.
    public static let applicationReserved = Event(rawValue: 0x0F00_0000)
    /// The range of events UIKit reserves for itself.
    public static let systemReserved = Event(rawValue: 0xF000_0000)
    /// Every event.
    public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
  }
}
