import Foundation

/// A button's title label (UIKit's private `UIButtonLabel`): a change of its font or text that
/// changes its size changes the button's size too.
final class UIButtonLabel: UILabel {
  weak var button: UIButton?

  // Not opaque: `<UIButtonLabel; …; text = 'PREV PG'; opaque = NO; userInteractionEnabled = NO; …>`
  // (idrisr/notes, UIKit/UIButton.md), as in every recorded `UIButtonLabel`.
  override init(frame: CGRect) {
    super.init(frame: frame)
    isOpaque = false
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    isOpaque = false
  }

  override func invalidateIntrinsicContentSize() {
    super.invalidateIntrinsicContentSize()
    button?.invalidateIntrinsicContentSize()
    button?.setNeedsLayout()
  }
}
