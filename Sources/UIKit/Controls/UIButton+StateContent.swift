import Foundation

/// What a button shows in one state; nil values fall back to the normal state's.
struct ButtonStateContent {
  var title: String?
  var attributedTitle: NSAttributedString?
  var titleColor: UIColor?
  var titleShadowColor: UIColor?
  var image: UIImage?
  var backgroundImage: UIImage?
}

extension UIButton {
  /// `state`'s value at `keyPath`, else the normal state's: "In general, if a property is not
  /// specified for a state, the default is to use the normal value" (UIButton.h).
  func content<Value>(for state: State, _ keyPath: KeyPath<ButtonStateContent, Value?>) -> Value? {
    stateContent[state.rawValue]?[keyPath: keyPath]
      ?? stateContent[State.normal.rawValue]?[keyPath: keyPath]
  }

  /// Changes `state`'s content, then shows the current state's.
  func updateContent(for state: State, _ change: (inout ButtonStateContent) -> Void) {
    var content = stateContent[state.rawValue] ?? ButtonStateContent()
    change(&content)
    stateContent[state.rawValue] = content
    contentDidChange()
  }

  /// The title colour a type gives a state nobody set: white for a custom button; for the
  /// others the tint colour, and gray while disabled (a model of the dimmed tint).
  func defaultTitleColor(for state: State) -> UIColor? {
    guard buttonType != .custom else { return .white }
    return state.contains(.disabled) ? .gray : tintColor
  }

  /// Whether the current state has a title, plain or attributed.
  var hasCurrentTitle: Bool {
    if let attributed = currentAttributedTitle, attributed.length > 0 { return true }
    return !(currentTitle ?? "").isEmpty
  }

  /// The text the title label shows: the attributed title's, which takes precedence, else the
  /// plain title.
  var currentTitleText: String? {
    if let attributed = currentAttributedTitle, attributed.length > 0 { return attributed.string }
    return currentTitle
  }

  /// Shows the current state's content in the subviews and re-sizes the button.
  func contentDidChange() {
    syncSubviews()
    invalidateIntrinsicContentSize()
    setNeedsLayout()
  }

  /// Creates the subviews the current content needs and gives them the current state's values.
  func syncSubviews() {
    if hasCurrentTitle {
      let label = makeTitleLabelIfNeeded()
      label.text = currentTitleText
      label.isHidden = false
    } else {
      // UIKit hides the label of a button without a title (a label given text directly, not
      // through `setTitle(_:for:)`, stays hidden).
      storedTitleLabel?.isHidden = true
    }
    storedTitleLabel?.textColor = currentTitleColor
    if currentImage != nil || storedImageView != nil {
      makeImageViewIfNeeded().image = currentImage
    }
    if let background = currentBackgroundImage {
      makeBackgroundImageViewIfNeeded().image = background
    } else {
      storedBackgroundImageView?.image = nil
    }
  }

  @discardableResult
  func makeTitleLabelIfNeeded() -> UIButtonLabel {
    if let storedTitleLabel { return storedTitleLabel }
    let label = UIButtonLabel()
    label.font = UIFont.systemFont(ofSize: Self.defaultTitleFontSize)
    label.textColor = currentTitleColor
    label.isHidden = !hasCurrentTitle
    label.button = self
    // "userInteractionEnabled = NO" in every recorded `UIButtonLabel`: touches reach the button.
    label.isUserInteractionEnabled = false
    storedTitleLabel = label
    addSubview(label)
    return label
  }

  @discardableResult
  func makeImageViewIfNeeded() -> UIImageView {
    if let storedImageView { return storedImageView }
    let imageView = UIImageView()
    imageView.image = currentImage
    imageView.isUserInteractionEnabled = false
    storedImageView = imageView
    addSubview(imageView)
    return imageView
  }

  @discardableResult
  func makeBackgroundImageViewIfNeeded() -> UIImageView {
    if let storedBackgroundImageView { return storedBackgroundImageView }
    let imageView = UIImageView()
    imageView.isUserInteractionEnabled = false
    storedBackgroundImageView = imageView
    // The background is behind the title and image.
    insertSubview(imageView, at: 0)
    return imageView
  }

  /// The point size of a new title label's system font: 15 points for every type since iOS 7.
  ///
  /// A default button's `UIButtonLabel` "Button" is 18 points tall in a 30-point button, the
  /// 15-point system font's line (recursive descriptions of iOS 9–11 apps, such as the lldb
  /// session of a Chisel `fv UIButton` guide).
  static let defaultTitleFontSize: CGFloat = 15
}
