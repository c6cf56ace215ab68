import Foundation

/// The software keyboard of a window's screen, as the host of the window models it.
///
/// A window whose context has no model shows no keyboard: nothing is posted and the keyboard
/// layout guide stays at the bottom, as on a device with a hardware keyboard attached.
package struct SoftwareKeyboardModel: Hashable, Sendable {
  /// The keyboard's height in points in the screen's current orientation, the predictive bar
  /// and the strip below the keys included.
  package var height: CGFloat
  /// Whether a hardware keyboard is attached: no software keyboard shows, only an input
  /// accessory view or a custom input view rises.
  package var hardwareKeyboardAttached: Bool

  package init(height: CGFloat, hardwareKeyboardAttached: Bool = false) {
    self.height = height
    self.hardwareKeyboardAttached = hardwareKeyboardAttached
  }
}

/// The keyboard state of one window: its model, where the keyboard is, and the change waiting
/// to be shown.
@MainActor
package final class SoftwareKeyboard {
  /// The keyboard the host models; nil shows none.
  package var model: SoftwareKeyboardModel?
  /// The keyboard's frame in screen coordinates once its animation ends; nil while hidden.
  package internal(set) var frame: CGRect?
  /// How far an interactive dismissal has pulled the keyboard down, in points.
  package internal(set) var interactiveOffset: CGFloat = 0
  /// The frames and kind of every notification posted, in order, for inspection.
  package internal(set) var history: [KeyboardChange] = []
  /// How many nested changes of first responder are under way; the keyboard moves once they end.
  var deferral = 0
  /// Whether a change of first responder or input views waits for the deferral to end.
  var needsUpdate = false
  /// The clock work that posts the did-notifications of the animation under way.
  var pendingEnd: Int?

  package init() {}

  /// The keyboard's frame as it shows now (its final frame, less the part an interactive
  /// dismissal has pulled down).
  package var visibleFrame: CGRect? {
    guard var frame else { return nil }
    frame.origin.y += interactiveOffset
    frame.size.height -= interactiveOffset
    return frame.height > 0 ? frame : nil
  }
}

/// One keyboard movement, as its notifications described it.
package struct KeyboardChange: Hashable, Sendable {
  /// Whether the keyboard came up (or stayed up), or went down.
  package enum Kind: Hashable, Sendable { case show, hide }
  package var kind: Kind
  /// The frames in screen coordinates before and after the movement.
  package var begin: CGRect
  package var end: CGRect
}

extension WindowContext {
  /// The window's keyboard.
  package var keyboard: SoftwareKeyboard {
    if let keyboard = storedKeyboard { return keyboard }
    let keyboard = SoftwareKeyboard()
    storedKeyboard = keyboard
    return keyboard
  }
}
