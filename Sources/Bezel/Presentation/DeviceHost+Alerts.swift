import UIKit

extension DeviceHost {
  /// The alert controller shown on top of the window, if any.
  public var presentedAlert: UIAlertController? {
    perform { topmostViewController as? UIAlertController }
  }

  /// Taps the button of the shown alert's action titled `title`, at the centre of the button
  /// through the window, as a finger would (`tap(at:)`).
  ///
  /// UIKit then dismisses the alert and runs the action's handler once the dismissal ends; move
  /// the host's clock (`finish()`) to run an animated dismissal to its end.
  ///
  /// - Returns: false, tapping nothing, when no alert is shown or none of its buttons has that
  ///   title (an action sheet in a popover shows no cancel button).
  @discardableResult
  public func tapAlertAction(titled title: String) -> Bool {
    guard let point = alertButtonCenter(titled: title) else { return false }
    tap(at: point)
    return true
  }

  /// The window-coordinate centre of the shown alert's button titled `title`.
  public func alertButtonCenter(titled title: String) -> CGPoint? {
    perform {
      guard let alert = presentedAlert, let view = alert.viewIfLoaded else { return nil }
      window.layoutIfNeeded()
      var stack: [UIView] = [view]
      while let candidate = stack.popLast() {
        if let control = candidate as? UIControl, candidate.accessibilityLabel == title,
          candidate.accessibilityTraits.contains(.button)
        {
          return control.convert(
            CGPoint(x: control.bounds.midX, y: control.bounds.midY), to: window)
        }
        stack.append(contentsOf: candidate.subviews.reversed())
      }
      return nil
    }
  }
}
