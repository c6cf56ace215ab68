import Foundation

// `keyboardDismissMode` (UIScrollView.h): how dragging the scroll view dismisses the keyboard.
//
// - `.onDrag` and `.onDragWithAccessory` make the window's first responder resign as a drag
//   begins ("Dismisses the keyboard when a drag begins"), which takes the keyboard and its input
//   accessory view down. UIKit since iOS 16 keeps the accessory view up for `.onDrag`; Bezel
//   takes both down for both modes.
// - `.interactive` and `.interactiveWithAccessory` let the finger pull the keyboard down once it
//   reaches the keyboard's top (less the keyboard guide's `keyboardDismissPadding`): a model,
//   as UIKit documents no more. The keyboard's top follows the finger down (never up past its
//   resting frame); releasing while moving down, or with the keyboard pulled down by more than
//   half its height, dismisses it (the first responder resigns); otherwise it slides back up.
//   No notification is posted while the finger pulls, only for the final hide or return.

extension UIScrollView {
  /// Resigns the first responder for a drag that begins, in the on-drag modes.
  func keyboardDragDidBegin() {
    switch keyboardDismissMode {
    case .onDrag, .onDragWithAccessory:
      guard let window, window.context.keyboard.frame != nil,
        let responder = window.storedFirstResponder
      else { return }
      responder.resignFirstResponder()
    default:
      return
    }
  }

  /// Pulls the keyboard down under the finger, in the interactive modes.
  func keyboardDragDidMove(_ pan: UIPanGestureRecognizer) {
    guard keyboardDismissMode == .interactive || keyboardDismissMode == .interactiveWithAccessory,
      let window, let frame = window.context.keyboard.frame
    else { return }
    let keyboardTop = frame.minY - window.frame.minY
    let padding = max(
      0, (systemGuide(.keyboard) as? UIKeyboardLayoutGuide)?.keyboardDismissPadding ?? 0)
    let finger = pan.location(in: window).y
    let offset = min(max(0, finger - (keyboardTop - padding)), frame.height)
    let keyboard = window.context.keyboard
    guard offset != keyboard.interactiveOffset else { return }
    keyboard.interactiveOffset = offset
    window.keyboardFrameDidChange()
    window.layoutIfNeeded()
  }

  /// Ends an interactive pull: dismisses the keyboard or lets it slide back.
  func keyboardDragDidEnd(fingerVelocity: CGPoint) {
    guard let window else { return }
    let keyboard = window.context.keyboard
    guard keyboard.interactiveOffset > 0, let frame = keyboard.frame else { return }
    if fingerVelocity.y > 0 || keyboard.interactiveOffset > frame.height / 2,
      let responder = window.storedFirstResponder, responder.resignFirstResponder()
    {
      return
    }
    keyboard.interactiveOffset = 0
    UIView.animate(
      withDuration: UIWindow.keyboardAnimationDuration, delay: 0,
      options: UIView.AnimationOptions(
        rawValue: UInt(UIView.keyboardAnimationCurveRawValue) << 16),
      animations: {
        window.keyboardFrameDidChange()
        window.layoutIfNeeded()
      })
  }
}
