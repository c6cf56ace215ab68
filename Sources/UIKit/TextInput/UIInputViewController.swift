import Foundation

/// A view shown as a first responder's input or accessory view, styled like the keyboard.
@MainActor @preconcurrency
open class UIInputView: UIView {
  /// The styles of an input view (UIInputView.h; raw values are Apple's).
  public enum Style: Int, Sendable {
    case `default` = 0
    case keyboard = 1
  }

  /// The style the view was made with.
  public let inputViewStyle: Style
  /// Whether the view sizes itself from its constraints instead of the system's height.
  open var allowsSelfSizing = false

  public init(frame: CGRect, inputViewStyle: Style) {
    self.inputViewStyle = inputViewStyle
    super.init(frame: frame)
  }

  public override convenience init(frame: CGRect) {
    self.init(frame: frame, inputViewStyle: .default)
  }

  public required init?(coder: NSCoder) {
    inputViewStyle = .default
    super.init(coder: coder)
  }
}

/// A controller whose view is a responder's custom input view (a custom keyboard).
@MainActor @preconcurrency
open class UIInputViewController: UIViewController {
  /// The controller's view, shown as the input view. (UIKit types it `UIInputView`; Swift
  /// cannot narrow an inherited property's type, so it is `UIView` here.)
  open override var inputView: UIView? {
    get { view }
    set { if let newValue { view = newValue } }
  }

  /// Asks the system to hide the keyboard: the first responder of the view's window resigns.
  open func dismissKeyboard() {
    viewIfLoaded?.window?.endEditing(false)
  }
}
