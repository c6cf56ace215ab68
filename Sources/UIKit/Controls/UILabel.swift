import Foundation

/// A view that displays one or more lines of read-only text.
@MainActor @preconcurrency
open class UILabel: UIView {
  /// The text.
  ///
  /// Setting it drops the attributes of `attributedText`: the attributed text becomes the string in
  /// the label's font, colour, alignment and line break mode.
  open var text: String? {
    get { storedText }
    set {
      styledText = nil
      setStoredText(newValue)
    }
  }
  // Fields read on every layout skip the dynamic exclusivity check, as UIView's do: views are
  // used from one thread, and no access to them overlaps another.
  /// The font.
  ///
  /// With attributed text, setting it sets the font of the whole attributed text (UILabel.h).
  @exclusivity(unchecked) open var font: UIFont! = UIFont.systemFont(ofSize: 17) {
    didSet {
      applyToStyledText(.font, font)
      invalidateIntrinsicContentSize()
    }
  }
  /// The text colour.
  ///
  /// With attributed text, setting it colours the whole attributed text.
  open var textColor: UIColor! = .black {
    didSet { applyToStyledText(.foregroundColor, textColor) }
  }
  @exclusivity(unchecked) open var numberOfLines = 1 {
    didSet { if numberOfLines != oldValue { invalidateIntrinsicContentSize() } }
  }
  /// The alignment.
  ///
  /// With attributed text, setting it aligns every paragraph.
  open var textAlignment = NSTextAlignment.natural {
    didSet { applyParagraphStyleToStyledText { $0.alignment = textAlignment } }
  }
  /// How lines wrap and how the last line is cut.
  ///
  /// Word or character wrapping, clipping, or an ellipsis at the head, middle or tail of the last
  /// line. With attributed text, setting it sets every paragraph's.
  @exclusivity(unchecked) open var lineBreakMode = NSLineBreakMode.byTruncatingTail {
    didSet {
      applyParagraphStyleToStyledText { $0.lineBreakMode = lineBreakMode }
      if lineBreakMode != oldValue { invalidateIntrinsicContentSize() }
    }
  }
  /// Whether a one-line label shrinks its font, down to `minimumScaleFactor`, to fit its width.
  @exclusivity(unchecked) open var adjustsFontSizeToFitWidth = false
  /// Whether the font follows the content size category (it must come from
  /// `UIFont.preferredFont(forTextStyle:)` or `UIFontMetrics`).
  open var adjustsFontForContentSizeCategory = false
  /// Whether text is tightened before it is truncated.
  ///
  /// Stored; the model does not tighten (how much iOS tightens is not published).
  open var allowsDefaultTighteningForTruncation = false

  /// The text with its attributes.
  ///
  /// Setting it sets `text` to its string and the label's font, colour, alignment and line break
  /// mode to those at its first character (UILabel.h); reading plain text gives it in the label's
  /// font, colour and paragraph style.
  open var attributedText: NSAttributedString? {
    get { attributedTextValue }
    set { setAttributedTextValue(newValue) }
  }

  /// The rectangle the text is drawn in within `bounds`, at most `numberOfLines` lines (0 for
  /// any number): at the bounds' origin, as large as the text (rounded up to whole pixels).
  ///
  /// Labels size themselves through it (`intrinsicContentSize`, `sizeThatFits(_:)`), so a
  /// subclass that insets it grows by its insets, as on iOS.
  open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int)
    -> CGRect
  {
    CGRect(origin: bounds.origin, size: textSize(in: bounds, numberOfLines: numberOfLines))
  }

  /// Draws the text in a rectangle.
  ///
  /// A subclass overrides it to change where the text is drawn. Nothing is drawn on this
  /// platform; drawings of labels show the text laid out in the label's bounds.
  open func drawText(in rect: CGRect) {}

  // MARK: Appearance (UILabel.h)

  /// The text's colour while the label is highlighted; nil, the default, keeps `textColor`.
  open var highlightedTextColor: UIColor?
  /// Whether the label is highlighted: drawn in `highlightedTextColor` when it has one.
  open var isHighlighted = false
  /// Whether the label is enabled (true by default).
  ///
  /// A disabled label is drawn dimmed on iOS; the dimmed colour is not published, so drawings
  /// keep the text colour.
  open var isEnabled = true
  /// The colour of the text's shadow; nil, the default, for none.
  open var shadowColor: UIColor?
  /// The shadow's offset: (0, −1) by default, a shadow above the text (UILabel.h).
  open var shadowOffset = CGSize(width: 0, height: -1)
  /// Where a single line shrunk by `adjustsFontSizeToFitWidth` keeps its baseline: its original
  /// baseline by default.
  ///
  /// Stored; drawings centre the line.
  open var baselineAdjustment = UIBaselineAdjustment.alignBaselines
  /// The line-break strategy for several lines: `.standard` by default (UILabel's
  /// documentation).
  ///
  /// Stored; lines break greedily at spaces.
  open var lineBreakStrategy = NSParagraphStyle.LineBreakStrategy.standard
  /// The vibrancy the label prefers inside a vibrancy effect (iOS 17): none by default.
  ///
  /// Stored.
  open var preferredVibrancy = UILabelVibrancy.none
  /// Whether the full text shows in a pop-up when a truncated label is pointed at (iOS 14, tvOS
  /// and Mac Catalyst): false by default.
  ///
  /// Stored.
  open var showsExpansionTextWhenTruncated = false

  var storedText: String?
  /// The attributed text set through `attributedText`, or nil for plain text.
  var styledText: NSAttributedString?
  /// Whether the label is taking its style from new attributed text (not pushing it back).
  var isAdoptingStyle = false

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
  /// The smallest scale of the font a label that adjusts its font size to fit may use; 0 keeps
  /// the font's size ("If you specify 0 for this property, the current font size is used as
  /// the smallest font size", UILabel.h).
  open var minimumScaleFactor: CGFloat = 0
  /// The width at which a multiline label wraps when Auto Layout asks for its intrinsic size.
  @exclusivity(unchecked) open var preferredMaxLayoutWidth: CGFloat = 0 {
    didSet { if preferredMaxLayoutWidth != oldValue { invalidateIntrinsicContentSize() } }
  }

  /// The text's size from the text-measurement model: one line unless `numberOfLines` allows more
  /// and a `preferredMaxLayoutWidth` wraps it.
  ///
  /// As on iOS, it is the size of `textRect(forBounds:limitedToNumberOfLines:)` in unlimited
  /// bounds (a subclass that insets its text rectangle grows by the insets). Empty text has no
  /// size.
  open override var intrinsicContentSize: CGSize {
    textRect(
      forBounds: Self.unlimitedBounds(width: wrappingWidth), limitedToNumberOfLines: numberOfLines
    )
    .size
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
    textRect(
      forBounds: Self.unlimitedBounds(width: size.width > 0 ? size.width : nil),
      limitedToNumberOfLines: numberOfLines
    ).size
  }

  static func unlimitedBounds(width: CGFloat?) -> CGRect {
    CGRect(
      x: 0, y: 0, width: width ?? .greatestFiniteMagnitude, height: .greatestFiniteMagnitude)
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
