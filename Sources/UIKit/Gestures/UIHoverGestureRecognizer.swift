import Foundation

/// A continuous recognizer of a pointer hovering over the view (iPadOS, with a trackpad,
/// mouse or Apple Pencil).
///
/// Bezel's drivers send no pointer yet, so it stays possible unless a subclass or a test sets
/// its state; its settings are kept.
@MainActor @preconcurrency
open class UIHoverGestureRecognizer: UIGestureRecognizer {
  /// The pencil's distance from the screen, normalized; 0 with no pencil hovering.
  open var zOffset: CGFloat { 0 }
  /// The pencil's angle to the screen, in radians; 0 with no pencil hovering.
  open var altitudeAngle: CGFloat { 0 }
}
