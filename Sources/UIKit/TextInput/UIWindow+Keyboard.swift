import Foundation

// The keyboard follows the window's first responder. When a responder that takes typing (a text
// field, an editable text view, any `UIKeyInput`) or one with an input view or an input
// accessory view becomes first responder, the keyboard rises; when the window is left without
// one, it goes down. Each movement posts, in UIKit's order (logged on iOS 8–10,
// stackoverflow.com/questions/25946121):
//
// 1. `keyboardWillChangeFrameNotification`, then `keyboardWillShowNotification` (or
//    `…WillHide…`), inside the keyboard's animation block (UIKit posts them from the block that
//    starts the animation, `-[UIInputWindowController moveFromPlacement:toPlacement:starting:
//    completion:]`, Apple Developer Forums thread 5706), so that layout done in an observer
//    animates with the keyboard;
// 2. once the animation's duration has passed on the clock, `keyboardDidChangeFrameNotification`,
//    then `keyboardDidShowNotification` (or `…DidHide…`).
//
// Moving from one text field to another keeps the keyboard up: no hide is posted, and the four
// show notifications come again, with equal begin and end frames when the keyboard keeps its size
// ("Whenever new UITextField is selected … UIKeyboardWillChangeFrameNotification,
// UIKeyboardWillShowNotification, UIKeyboardDidChangeFrameNotification,
// UIKeyboardDidShowNotification", "Why is UIKeyboardWillShowNotification called every time
// another TextField is selected?", Stack Overflow).

extension UIWindow {
  /// The keyboard's duration (UIKit reports 0.25 seconds for the keyboard's movements,
  /// `UIKeyboardAnimationDurationUserInfoKey = "0.25"` in logged notifications since iOS 7).
  static let keyboardAnimationDuration: TimeInterval = 0.25

  /// Runs `body`, a change of first responder, and moves the keyboard once at its end.
  ///
  /// The responder resigning and the one becoming first responder make one movement: switching
  /// fields never posts a hide followed by a show.
  func changingFirstResponder<Result>(_ body: () -> Result) -> Result {
    let keyboard = context.keyboard
    keyboard.deferral += 1
    let result = body()
    keyboard.deferral -= 1
    if keyboard.deferral == 0, keyboard.needsUpdate { updateKeyboard() }
    return result
  }

  /// Moves the keyboard to the frame a new model (another orientation, the predictive bar
  /// turned off, a hardware keyboard) gives the first responder.
  package func keyboardModelDidChange() {
    updateKeyboard(postsUnchanged: false)
  }

  /// Moves the keyboard to where the first responder and its input views put it; a keyboard
  /// already there posts its show notifications again unless `postsUnchanged` is false.
  func updateKeyboard(postsUnchanged: Bool = true) {
    let keyboard = context.keyboard
    guard keyboard.deferral == 0 else {
      keyboard.needsUpdate = true
      return
    }
    keyboard.needsUpdate = false
    guard keyboard.model != nil || keyboard.frame != nil else { return }
    let end = keyboardFrame(for: storedFirstResponder)
    let begin = keyboard.visibleFrame
    switch (begin, end) {
    case (nil, nil):
      return
    case (nil, let end?):
      moveKeyboard(.show, begin: end.offsetBy(dx: 0, dy: end.height), end: end, final: end)
    case (let begin?, nil):
      let below = CGRect(
        x: begin.minX, y: screen.bounds.maxY, width: begin.width, height: begin.height)
      moveKeyboard(.hide, begin: begin, end: below, final: nil)
    case (let begin?, let end?):
      if begin == end, !postsUnchanged { return }
      moveKeyboard(.show, begin: begin, end: end, final: end)
    }
  }

  /// The keyboard's frame in screen coordinates for `responder`, or nil when none shows: a
  /// custom input view, or the modelled keyboard for a responder that takes typing, topped by
  /// the input accessory view.
  func keyboardFrame(for responder: UIResponder?) -> CGRect? {
    guard let responder, let model = context.keyboard.model else { return nil }
    var height: CGFloat = 0
    if let inputView = responder.inputView {
      height = Self.inputHeight(of: inputView)
    } else if responder.takesTyping, !model.hardwareKeyboardAttached {
      height = model.height
    }
    if let accessory = responder.inputAccessoryView { height += Self.inputHeight(of: accessory) }
    guard height > 0 else { return nil }
    let bounds = screen.bounds
    return CGRect(x: bounds.minX, y: bounds.maxY - height, width: bounds.width, height: height)
  }

  /// The height an input view or accessory view takes, a model: its frame's height, or its
  /// intrinsic height when its frame has none (UIKit sizes input views from their frame or
  /// their Auto Layout height and publishes no rule).
  static func inputHeight(of view: UIView) -> CGFloat {
    if view.bounds.height > 0 { return view.bounds.height }
    let intrinsic = view.intrinsicContentSize.height
    return intrinsic > 0 ? intrinsic : 0
  }

  private func moveKeyboard(
    _ kind: KeyboardChange.Kind, begin: CGRect, end: CGRect, final: CGRect?
  ) {
    let keyboard = context.keyboard
    keyboard.frame = final
    keyboard.interactiveOffset = 0
    keyboard.history.append(KeyboardChange(kind: kind, begin: begin, end: end))
    let info = Self.keyboardUserInfo(begin: begin, end: end)
    let center = NotificationCenter.default
    let duration = Self.keyboardAnimationDuration
    let clock = CoreAnimationContext.current
    if let pending = keyboard.pendingEnd { clock.cancelScheduled(pending) }
    let options = UIView.AnimationOptions(
      rawValue: UInt(UIView.keyboardAnimationCurveRawValue) << 16)
    UIView.animate(
      withDuration: duration, delay: 0, options: [options, .beginFromCurrentState],
      animations: {
        center.post(
          name: UIResponder.keyboardWillChangeFrameNotification, object: nil, userInfo: info)
        center.post(
          name: kind == .show
            ? UIResponder.keyboardWillShowNotification : UIResponder.keyboardWillHideNotification,
          object: nil, userInfo: info)
        self.keyboardFrameDidChange()
        self.layoutIfNeeded()
      })
    keyboard.pendingEnd = clock.schedule(at: clock.mediaTime + duration) { [weak keyboard] in
      keyboard?.pendingEnd = nil
      center.post(
        name: UIResponder.keyboardDidChangeFrameNotification, object: nil, userInfo: info)
      center.post(
        name: kind == .show
          ? UIResponder.keyboardDidShowNotification : UIResponder.keyboardDidHideNotification,
        object: nil, userInfo: info)
    }
  }

  /// The notifications' user info (UIWindow.h): the frames in screen coordinates as `NSValue`s
  /// (which read as `CGRect` too), the duration and curve as numbers, and `isLocal` true (the
  /// keyboard belongs to this app).
  static func keyboardUserInfo(begin: CGRect, end: CGRect) -> [AnyHashable: Any] {
    [
      UIResponder.keyboardFrameBeginUserInfoKey: NSValue(cgRect: begin),
      UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: end),
      UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(
        value: keyboardAnimationDuration),
      UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(
        value: UIView.keyboardAnimationCurveRawValue),
      UIResponder.keyboardIsLocalUserInfoKey: NSNumber(value: true),
    ]
  }

  /// The keyboard's frame in this window's coordinates, nil while hidden.
  var keyboardFrameInWindow: CGRect? {
    guard let frame = context.keyboard.visibleFrame else { return nil }
    // The screen's coordinates are the window's moved by the window's origin.
    return frame.offsetBy(dx: -self.frame.minX, dy: -self.frame.minY)
  }

  /// Brings every keyboard layout guide of the window up to date with the keyboard.
  func keyboardFrameDidChange() {
    var stack: [UIView] = [self]
    while let view = stack.popLast() {
      if !view.storedSystemGuides.isEmpty { view.refreshKeyboardGuide() }
      if view is UITableView, let controller = view.owningViewController as? UITableViewController {
        controller.adjustTableForKeyboard(in: self)
      }
      stack += view.storedSubviews
    }
  }
}

extension UIResponder {
  /// Whether the responder takes typing from the software keyboard.
  var takesTyping: Bool {
    if let textView = self as? UITextView { return textView.isEditable }
    return self is any UIKeyInput
  }
}
