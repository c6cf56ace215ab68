import Foundation

/// What a button shows in one state; nil values fall back to the normal state's.
struct ButtonStateContent {
  var title: String?
  var attributedTitle: NSAttributedString?
  var titleColor: UIColor?
  var titleShadowColor: UIColor?
  var image: UIImage?
  var backgroundImage: UIImage?
  var symbolConfiguration: UIImage.SymbolConfiguration?
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

  /// Shows the current state's content in the subviews and re-sizes the button; a configured
  /// button shows its configuration for the new state and asks for a configuration update.
  func contentDidChange() {
    if let configuration = configurationStorage.configuration {
      show(automaticallyUpdatesConfiguration ? configuration.updated(for: self) : configuration)
      setNeedsUpdateConfiguration()
      return
    }
    syncSubviews()
    invalidateIntrinsicContentSize()
    setNeedsLayout()
  }

  /// Creates the subviews the current content needs and gives them the current state's values.
  func syncSubviews() {
    // An attributed title, which takes precedence, shows with its own attributes: its runs keep
    // their fonts and colours, the label's font and title colour fill in where they set none.
    let attributed = currentAttributedTitle.flatMap { $0.length > 0 ? $0 : nil }
    storedTitleLabel?.textColor = currentTitleColor
    if hasCurrentTitle {
      let label = makeTitleLabelIfNeeded()
      if let attributed {
        label.attributedText = attributed
      } else {
        label.text = currentTitleText
      }
      label.isHidden = false
    } else {
      // UIKit hides the label of a button without a title (a label given text directly, not
      // through `setTitle(_:for:)`, stays hidden).
      storedTitleLabel?.isHidden = true
    }
    if attributed == nil { storedTitleLabel?.textColor = currentTitleColor }
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
    label.font = UIFont.systemFont(ofSize: defaultTitleFontSize)
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
    // `clipsToBounds = YES` in every recorded button's image view (testUIView.2.txt).
    imageView.clipsToBounds = true
    storedImageView = imageView
    addSubview(imageView)
    return imageView
  }

  @discardableResult
  func makeBackgroundImageViewIfNeeded() -> UIImageView {
    if let storedBackgroundImageView { return storedBackgroundImageView }
    let imageView = UIImageView()
    imageView.isUserInteractionEnabled = false
    // `<UIImageView; frame = (0 0; 100 40); clipsToBounds = YES; …>` behind a recorded title.
    imageView.clipsToBounds = true
    storedBackgroundImageView = imageView
    // The background is behind the title and image.
    insertSubview(imageView, at: 0)
    return imageView
  }

  /// The point size of a new title label's system font: 18 points for a custom button, 15 for
  /// the other types, in every era since iOS 7.
  ///
  /// Custom: `print(UIButton().titleLabel?.font)` gives `font-family: ".SFUI-Regular"; …;
  /// font-size: 18.00pt` (JK0369/ExCustomButton_bold 55624cf3abfe,
  /// ExCustomButton/ViewController.swift, 2023); a custom button's `UIButtonLabel` 'button' is
  /// 53.3333 × 21.6667 at 3×, 'PREV PG' 73 × 21.5 at 2×, the 18-point font's 21.48-point line
  /// rounded up to pixels (an app's UIVC.m comment, 2018; idrisr/notes UIKit/UIButton.md).
  /// System: a default button's `UIButtonLabel` 'Button' is 18 points tall in a 30-point button,
  /// the 15-point font's line (recursive descriptions of iOS 9–11 apps, such as the lldb session
  /// of a Chisel `fv UIButton` guide; 'Verify' (133 6; 38 18) in a 304 × 30 button).
  var defaultTitleFontSize: CGFloat { Self.defaultTitleFontSize(for: buttonType) }

  /// The title font size a button of `type` starts with (see `defaultTitleFontSize`).
  static func defaultTitleFontSize(for type: ButtonType) -> CGFloat {
    type == .custom ? 18 : 15
  }
}
