import UIKit

extension DeviceHost {
  /// Taps the screen at `point`, in window coordinates.
  ///
  /// One finger goes down and lifts there at the host's clock's current time, with the window's context current. The window
  /// delivers both to the view its `hitTest(_:with:)` finds at the point, which hears
  /// `touchesBegan` then `touchesEnded` (or passes them up its responder chain).
  ///
  /// A point outside the window, or a tap while another gesture's finger is down, is reported
  /// and sends nothing (`DeviceHost+Gestures.swift`).
  ///
  /// - Returns: The view the touch went to, or `nil` when no view takes touches there.
  @discardableResult
  public func tap(at point: CGPoint) -> UIView? {
    tap(at: point, numberOfTaps: 1)
  }
}
