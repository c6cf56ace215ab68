import Foundation

/// A scrollable, multiline text view whose content size follows its text.
///
/// An editable text view edits while it is its window's first responder, calling its delegate
/// and posting its notifications in UIKit's order (`UITextView+Editing.swift`); what is typed
/// reaches it through `UIKeyInput`, and the return key inserts a line break.
@MainActor @preconcurrency
open class UITextView: UIScrollView, UITextInput {
  /// Posted with the text view as object after its delegate heard `textViewDidBeginEditing(_:)`.
  public static let textDidBeginEditingNotification = Notification.Name(
    "UITextViewTextDidBeginEditingNotification")
  /// Posted with the text view as object when typing or deleting changed its text.
  public static let textDidChangeNotification = Notification.Name(
    "UITextViewTextDidChangeNotification")
  /// Posted with the text view as object after its delegate heard `textViewDidEndEditing(_:)`.
  public static let textDidEndEditingNotification = Notification.Name(
    "UITextViewTextDidEndEditingNotification")

  /// The text and its selection, in UTF-16 offsets.
  var editable = EditableText()
  var markedRange: NSRange?
  var traits = StoredTextInputTraits()
  private var storedInputView: UIView?
  private var storedInputAccessoryView: UIView?

  /// The text.
  ///
  /// Setting it puts the caret at the end and calls no delegate method ("This method is not
  /// called in response to programmatically initiated changes", `textViewDidChange(_:)`).
  open var text: String! {
    get { editable.string }
    set {
      editable.setString(newValue ?? "")
      markedRange = nil
      textLayoutDidChange()
    }
  }
  /// The text in the view's font and colour.
  ///
  /// Setting it sets `text` to its string and the view's font, colour and alignment to those at its
  /// first character.
  open var attributedText: NSAttributedString! {
    get { attributedTextValue }
    set { setAttributedText(newValue) }
  }
  /// Whether the font follows the content size category (it must come from
  /// `UIFont.preferredFont(forTextStyle:)`).
  open var adjustsFontForContentSizeCategory = false

  open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    followContentSizeCategory()
  }

  open override func didMoveToWindow() {
    super.didMoveToWindow()
    if window != nil { followContentSizeCategory() }
  }

  private func followContentSizeCategory() {
    guard adjustsFontForContentSizeCategory,
      let next = font?.followingContentSizeCategory(of: traitCollection)
    else { return }
    font = next
  }

  /// The attributes of text typed next: the view's font, colour and paragraph style unless set.
  open var typingAttributes: [NSAttributedString.Key: Any] {
    get { storedTypingAttributes ?? textAttributes }
    set { storedTypingAttributes = newValue }
  }
  var storedTypingAttributes: [NSAttributedString.Key: Any]?
  open var font: UIFont? = UIFont.systemFont(ofSize: 12) {
    didSet {
      applyToTextStorage(.font, font)
      textLayoutDidChange()
    }
  }
  open var textColor: UIColor? { didSet { applyToTextStorage(.foregroundColor, textColor) } }
  open var textAlignment = NSTextAlignment.natural {
    didSet {
      let style = NSMutableParagraphStyle()
      style.alignment = textAlignment
      applyToTextStorage(.paragraphStyle, style)
    }
  }
  /// Whether the text can be edited: an editable text view can become first responder.
  open var isEditable = true
  open var isSelectable = true
  open var clearsOnInsertion = false
  open var allowsEditingTextAttributes = false
  /// The kinds of data shown as links: none by default.
  ///
  /// Stored; nothing is detected here.
  open var dataDetectorTypes: UIDataDetectorTypes = []
  /// The attributes links are drawn with; empty, the tint colour's default, until set.
  open var linkTextAttributes: [NSAttributedString.Key: Any]! = [:]

  /// Scrolls the least distance that shows the text of `range`, as
  /// `scrollRectToVisible(_:animated:)` shows a rectangle (`visibleRect(ofRange:)`).
  open func scrollRangeToVisible(_ range: NSRange) {
    guard let rect = visibleRect(ofRange: range) else { return }
    scrollRectToVisible(rect, animated: false)
  }
  /// The inset of the text container: 8 points at the top and bottom by default (UITextView).
  open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
    didSet { textLayoutDidChange() }
  }
  /// The selected range, in UTF-16 code units; an empty range is the caret.
  open var selectedRange: NSRange {
    get { editable.selection }
    set { selectOffsets(newValue) }
  }

  /// The padding NSTextContainer keeps on each side of every line: 5 points by default
  /// (`lineFragmentPadding`).
  static let lineFragmentPadding: CGFloat = 5

  // MARK: TextKit (`UITextView+TextKit.swift`)

  /// The view's text storage, layout manager and container, made when first needed.
  var textKitObjects: TextViewTextKit?
  /// A container given at initialization.
  var initialTextContainer: NSTextContainer?
  /// Whether the view lays out with TextKit 2 (`textLayoutManager`) until its TextKit 1
  /// `layoutManager` is asked for.
  var prefersTextKit2 = true

  /// Creates a text view laying its text out in `textContainer`, with the container's layout
  /// manager and text storage when it has them; nil for a new container.
  public init(frame: CGRect, textContainer: NSTextContainer?) {
    initialTextContainer = textContainer
    super.init(frame: frame)
  }

  public convenience override init(frame: CGRect) {
    self.init(frame: frame, textContainer: nil)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Creates a text view using TextKit 2, or TextKit 1 when `usingTextLayoutManager` is false
  /// (iOS 16).
  public convenience init(usingTextLayoutManager: Bool) {
    self.init(frame: .zero, textContainer: nil)
    prefersTextKit2 = usingTextLayoutManager
  }

  /// The text storage holding the view's text and attributes.
  open var textStorage: NSTextStorage { textKit.storage }
  /// The TextKit 1 layout manager; asking for it turns TextKit 2 off (`textLayoutManager` is nil
  /// from then on), as on iOS 16.
  open var layoutManager: NSLayoutManager {
    prefersTextKit2 = false
    _ = trackContainerSize()
    return textKit.layoutManager
  }
  /// The container the text is laid out in: as wide as the view less its text container inset.
  open var textContainer: NSTextContainer { trackContainerSize() }
  /// The TextKit 2 layout manager, nil once the view uses TextKit 1 (iOS 15).
  open var textLayoutManager: NSTextLayoutManager? {
    guard prefersTextKit2 else { return nil }
    _ = trackContainerSize()
    return textKit.textLayoutManager
  }
  /// Whether text uses the standard scaling of Mac Catalyst; stored (iOS 13).
  open var usesStandardTextScaling = false

  open override var isScrollEnabled: Bool {
    didSet { if isScrollEnabled != oldValue { invalidateIntrinsicContentSize() } }
  }

  open override var inputView: UIView? {
    get { storedInputView }
    set { storedInputView = newValue }
  }
  open override var inputAccessoryView: UIView? {
    get { storedInputAccessoryView }
    set { storedInputAccessoryView = newValue }
  }

  // Text input traits (UITextInputTraits.h defaults).
  open var autocapitalizationType: UITextAutocapitalizationType {
    get { traits.autocapitalizationType }
    set { traits.autocapitalizationType = newValue }
  }
  open var autocorrectionType: UITextAutocorrectionType {
    get { traits.autocorrectionType }
    set { traits.autocorrectionType = newValue }
  }
  open var spellCheckingType: UITextSpellCheckingType {
    get { traits.spellCheckingType }
    set { traits.spellCheckingType = newValue }
  }
  open var smartQuotesType: UITextSmartQuotesType {
    get { traits.smartQuotesType }
    set { traits.smartQuotesType = newValue }
  }
  open var smartDashesType: UITextSmartDashesType {
    get { traits.smartDashesType }
    set { traits.smartDashesType = newValue }
  }
  open var smartInsertDeleteType: UITextSmartInsertDeleteType {
    get { traits.smartInsertDeleteType }
    set { traits.smartInsertDeleteType = newValue }
  }
  open var inlinePredictionType: UITextInlinePredictionType {
    get { traits.inlinePredictionType }
    set { traits.inlinePredictionType = newValue }
  }
  open var keyboardType: UIKeyboardType {
    get { traits.keyboardType }
    set { traits.keyboardType = newValue }
  }
  open var keyboardAppearance: UIKeyboardAppearance {
    get { traits.keyboardAppearance }
    set { traits.keyboardAppearance = newValue }
  }
  open var returnKeyType: UIReturnKeyType {
    get { traits.returnKeyType }
    set { traits.returnKeyType = newValue }
  }
  open var enablesReturnKeyAutomatically: Bool {
    get { traits.enablesReturnKeyAutomatically }
    set { traits.enablesReturnKeyAutomatically = newValue }
  }
  open var isSecureTextEntry: Bool {
    get { traits.isSecureTextEntry }
    set { traits.isSecureTextEntry = newValue }
  }
  open var textContentType: UITextContentType! {
    get { traits.textContentType }
    set { traits.textContentType = newValue }
  }
  open var passwordRules: UITextInputPasswordRules? {
    get { traits.passwordRules }
    set { traits.passwordRules = newValue }
  }

  override func boundsSizeDidChange(from oldSize: CGSize) {
    super.boundsSizeDidChange(from: oldSize)
    if oldSize.width != bounds.width {
      updateContentSizeForText()
      if !isScrollEnabled { invalidateIntrinsicContentSize() }
    }
  }

  /// With scrolling off, a text view sizes itself to its text like a label (self-sizing text
  /// views); with scrolling on it has no intrinsic size.
  open override var intrinsicContentSize: CGSize {
    guard !isScrollEnabled else {
      return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }
    let size = textContentSize(width: bounds.width > 0 ? bounds.width : .greatestFiniteMagnitude)
    return CGSize(width: UIView.noIntrinsicMetric, height: size.height)
  }

  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    textContentSize(width: size.width > 0 ? size.width : .greatestFiniteMagnitude)
  }

  // MARK: The first responder (`UITextView+Editing.swift`)

  /// An editable text view can become first responder.
  open override var canBecomeFirstResponder: Bool { isEditable }

  /// Asks the delegate's `textViewShouldBeginEditing(_:)`, becomes first responder, then begins
  /// editing.
  @discardableResult
  open override func becomeFirstResponder() -> Bool { beginEditingAsFirstResponder() }

  /// Asks the delegate's `textViewShouldEndEditing(_:)` (unless forced), resigns, then ends
  /// editing.
  @discardableResult
  open override func resignFirstResponder() -> Bool { endEditingAsFirstResponder() }

  /// A touch that lifts inside an editable text view makes it first responder.
  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    super.touchesEnded(touches, with: event)
    if let touch = touches.first, bounds.contains(touch.location(in: self)) {
      becomeFirstResponder()
    }
  }

  // MARK: UIKeyInput

  open var hasText: Bool { !editable.string.isEmpty }
  /// Inserts `text` at the selection, as typing does; `"\n"` inserts a line break.
  open func insertText(_ text: String) { insertTyped(text) }
  /// Deletes the selection or the character before the caret, as the delete key does.
  open func deleteBackward() { deleteTypedBackward() }

  // MARK: UITextInput (`UITextView+TextInput.swift`)

  open weak var inputDelegate: (any UITextInputDelegate)?
  open lazy var tokenizer: any UITextInputTokenizer = UITextInputStringTokenizer(textInput: self)
  open var markedTextStyle: [NSAttributedString.Key: Any]?
  open var selectedTextRange: UITextRange? {
    get { IndexedTextRange(editable.selection) }
    set { if let range = newValue.flatMap({ editable.range(of: $0) }) { selectOffsets(range) } }
  }
  open var markedTextRange: UITextRange? { markedRange.map(IndexedTextRange.init) }
  open var beginningOfDocument: UITextPosition { IndexedTextPosition(0) }
  open var endOfDocument: UITextPosition { IndexedTextPosition(editable.length) }

  open func text(in range: UITextRange) -> String? {
    editable.range(of: range).map { editable.substring(in: $0) }
  }
  open func replace(_ range: UITextRange, withText text: String) {
    replaceProgrammatically(range, with: text)
  }
  open func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
    mark(markedText ?? "", selectedRange: selectedRange)
  }
  open func unmarkText() { markedRange = nil }
  open func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition)
    -> UITextRange?
  { editable.textRange(from: fromPosition, to: toPosition) }
  open func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
    editable.offset(of: position).flatMap { editable.position($0 + offset) }
  }
  open func position(
    from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int
  ) -> UITextPosition? {
    editable.position(from: position, in: direction, offset: offset)
  }
  open func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
    editable.compare(position, to: other)
  }
  open func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int {
    (editable.offset(of: toPosition) ?? 0) - (editable.offset(of: from) ?? 0)
  }
  open func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection)
    -> UITextPosition?
  { direction == .left || direction == .up ? range.start : range.end }
  open func characterRange(
    byExtending position: UITextPosition, in direction: UITextLayoutDirection
  ) -> UITextRange? {
    self.position(from: position, in: direction, offset: 1).flatMap {
      textRange(from: position, to: $0)
    }
  }
  open func baseWritingDirection(
    for position: UITextPosition, in direction: UITextStorageDirection
  ) -> NSWritingDirection { .natural }
  open func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: UITextRange)
  {}
  open func firstRect(for range: UITextRange) -> CGRect {
    editable.range(of: range).map { caretGeometry.firstRect(for: editable.clamped($0)) } ?? .null
  }
  open func caretRect(for position: UITextPosition) -> CGRect {
    editable.offset(of: position).map { caretGeometry.caretRect(at: editable.clamped($0)) }
      ?? .zero
  }
  open func selectionRects(for range: UITextRange) -> [UITextSelectionRect] {
    guard let offsets = editable.range(of: range), offsets.length > 0 else { return [] }
    let rect = caretGeometry.firstRect(for: editable.clamped(offsets))
    return [TextSelectionRect(rect: rect, containsStart: true, containsEnd: true)]
  }
  open func closestPosition(to point: CGPoint) -> UITextPosition? {
    IndexedTextPosition(
      caretGeometry.nearestOffset(to: point, in: NSRange(location: 0, length: editable.length)))
  }
  open func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? {
    editable.range(of: range).map {
      IndexedTextPosition(caretGeometry.nearestOffset(to: point, in: editable.clamped($0)))
    }
  }
  open func characterRange(at point: CGPoint) -> UITextRange? {
    caretGeometry.characterRange(at: point).map(IndexedTextRange.init)
  }
}
