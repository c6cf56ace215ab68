import Foundation

/// A button's title label (UIKit's private `UIButtonLabel`): a change of its font or text that
/// changes its size changes the button's size too.
final class UIButtonLabel: UILabel {
  weak var button: UIButton?

  override func invalidateIntrinsicContentSize() {
    super.invalidateIntrinsicContentSize()
    button?.invalidateIntrinsicContentSize()
    button?.setNeedsLayout()
  }
}
