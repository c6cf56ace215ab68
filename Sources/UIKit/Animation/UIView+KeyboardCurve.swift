import Foundation

// The keyboard's animation curve: the value 7 that `keyboardAnimationCurveUserInfoKey` carries
// (UIKit's private curve since iOS 7; logged in "iOS 7 - Keyboard animation",
// stackoverflow.com/questions/18957476). Code that follows the keyboard passes it on shifted
// into `UIView.AnimationOptions` (`curve << 16`), which UIKit honours although
// `UIView.AnimationCurve` names no such case.

extension UIView {
  /// The keyboard curve's raw value in `UIView.AnimationCurve`'s numbering.
  nonisolated static let keyboardAnimationCurveRawValue = 7

  /// The timing of the keyboard curve, a model: UIKit plays it as a spring that it does not
  /// document; Bezel plays the cubic curve (0.380, 0.700, 0.125, 1.000) reverse-engineered from
  /// the keyboard's motion (Apple Developer Forums thread 48088) over the block's duration.
  static let keyboardTimingFunction = CAMediaTimingFunction(
    controlPoints: 0.380, 0.700, 0.125, 1.000)
}

extension UIView.AnimationOptions {
  /// Whether the options' curve bits (16–19) hold the keyboard curve.
  var isKeyboardCurve: Bool {
    Int((rawValue >> 16) & 0xF) == UIView.keyboardAnimationCurveRawValue
  }

  /// Takes the curve bits of `enclosing`, for a block that inherits its enclosing block's curve.
  mutating func inheritCurveBits(of enclosing: UIView.AnimationOptions) {
    let mask: UInt = 0xF << 16
    self = UIView.AnimationOptions(rawValue: (rawValue & ~mask) | (enclosing.rawValue & mask))
  }
}
