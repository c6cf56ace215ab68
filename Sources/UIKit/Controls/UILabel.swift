import Foundation

/// A view that displays one or more lines of read-only text.
@MainActor @preconcurrency
open class UILabel: UIView {
  open var text: String? {
    didSet { if text != oldValue { invalidateIntrinsicContentSize() } }
  }
  open var font: UIFont! = UIFont.systemFont(ofSize: 17) {
    didSet { invalidateIntrinsicContentSize() }
  }
  open var textColor: UIColor! = .black
  open var numberOfLines = 1 {
    didSet { if numberOfLines != oldValue { invalidateIntrinsicContentSize() } }
  }
  open var textAlignment = NSTextAlignment.natural
  open var lineBreakMode = NSLineBreakMode.byTruncatingTail
  open var adjustsFontSizeToFitWidth = false
  /// Whether the font follows the content size category (it must come from
  /// `UIFont.preferredFont(forTextStyle:)`).
  open var adjustsFontForContentSizeCategory = false

  // UILabel's documentation: `isUserInteractionEnabled` is false by default for this class.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    isUserInteractionEnabled = false
  }

  open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    guard
      traitCollection.preferredContentSizeCategory
        != previousTraitCollection?.preferredContentSizeCategory
    else { return }
    followContentSizeCategory()
  }

  /// A label that follows the text size takes its window's as it enters it, as the traits it
  /// inherits change then.
  open override func didMoveToWindow() {
    super.didMoveToWindow()
    if window != nil { followContentSizeCategory() }
  }

  /// Gives a label that adjusts to the content size category its text style's font for its
  /// traits, when its font is not that one already.
  private func followContentSizeCategory() {
    guard adjustsFontForContentSizeCategory, let style = font?.textStyle else { return }
    let preferred = UIFont.preferredFont(forTextStyle: style, compatibleWith: traitCollection)
    if preferred.pointSize != font?.pointSize { font = preferred }
  }
  open var minimumScaleFactor: CGFloat = 0
  /// The width at which a multiline label wraps when Auto Layout asks for its intrinsic size.
  open var preferredMaxLayoutWidth: CGFloat = 0 {
    didSet { if preferredMaxLayoutWidth != oldValue { invalidateIntrinsicContentSize() } }
  }

  /// The text's size from the text-measurement model: one line unless `numberOfLines` allows more
  /// and a `preferredMaxLayoutWidth` wraps it.
  ///
  /// Empty text has no size.
  open override var intrinsicContentSize: CGSize {
    textSize(maxWidth: wrappingWidth)
  }

  /// The width a multiline label wraps at: `preferredMaxLayoutWidth` when set, else the width
  /// Auto Layout gave it (since iOS 8 a multiline label without a preferred width wraps at its
  /// laid-out width, and its intrinsic height follows after the next layout pass).
  private var wrappingWidth: CGFloat? {
    if preferredMaxLayoutWidth > 0 { return preferredMaxLayoutWidth }
    return numberOfLines != 1 && bounds.width > 0 ? bounds.width : nil
  }

  override func boundsSizeDidChange(from oldSize: CGSize) {
    if numberOfLines != 1, preferredMaxLayoutWidth == 0, oldSize.width != bounds.width {
      invalidateIntrinsicContentSize()
    }
  }

  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    textSize(maxWidth: size.width > 0 ? size.width : nil)
  }

  private func textSize(maxWidth: CGFloat?) -> CGSize {
    guard let text, !text.isEmpty else { return .zero }
    return textModel.labelSize(
      of: text, font: font ?? UIFont.systemFont(ofSize: 17), numberOfLines: numberOfLines,
      maxWidth: numberOfLines == 1 ? nil : maxWidth, scale: layoutScale)
  }

  // A label's first baseline sits one ascender below its top, its last one descender above
  // its bottom (UIFont's metrics; the label's text is laid out from the top).
  override var firstBaselineOffsetFromTop: CGFloat? { (font ?? .systemFont(ofSize: 17)).ascender }
  override var lastBaselineOffsetFromBottom: CGFloat {
    -(font ?? .systemFont(ofSize: 17)).descender
  }
}

/// How text lines up horizontally.
public enum NSTextAlignment: Int, Sendable {
  case left = 0
  case center = 1
  case right = 2
  case justified = 3
  case natural = 4
}

/// How a line of text that does not fit is broken or truncated.
public enum NSLineBreakMode: Int, Sendable {
  case byWordWrapping = 0
  case byCharWrapping = 1
  case byClipping = 2
  case byTruncatingHead = 3
  case byTruncatingTail = 4
  case byTruncatingMiddle = 5
}
