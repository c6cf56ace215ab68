import Foundation

/// An editable single line of text.
///
/// It edits while it is its window's first responder: it becomes first responder when a touch
/// lifts inside it, or when asked, and its delegate, its editing control events and its
/// notifications follow UIKit's order (`UITextField+Editing.swift`). What is typed reaches it
/// through `UIKeyInput` (Bezel's typing driver); its overlay views sit in the rectangles of
/// `UITextField+Rects.swift`.
@MainActor @preconcurrency
open class UITextField: UIControl, UITextInput {
  /// The border styles of a text field.
  public enum BorderStyle: Int, Sendable {
    case none = 0
    case line = 1
    case bezel = 2
    case roundedRect = 3
  }

  /// When an overlay view (the clear button, the left and right views) is shown (UITextField.h;
  /// raw values are Apple's).
  public enum ViewMode: Int, Sendable {
    case never = 0
    case whileEditing = 1
    case unlessEditing = 2
    case always = 3
  }

  /// Why editing ended, for `textFieldDidEndEditing(_:reason:)`.
  public enum DidEndEditingReason: Int, Sendable {
    case committed = 0
  }

  /// Posted with the field as object after its delegate heard `textFieldDidBeginEditing(_:)`.
  public static let textDidBeginEditingNotification = Notification.Name(
    "UITextFieldTextDidBeginEditingNotification")
  /// Posted with the field as object when typing, deleting or clearing changed its text.
  public static let textDidChangeNotification = Notification.Name(
    "UITextFieldTextDidChangeNotification")
  /// Posted with the field as object after its delegate heard `textFieldDidEndEditing`.
  public static let textDidEndEditingNotification = Notification.Name(
    "UITextFieldTextDidEndEditingNotification")

  /// The text and its selection, in UTF-16 offsets.
  var editable = EditableText()
  /// The range of marked (provisional) text, if any.
  var markedRange: NSRange?
  /// Whether the next keystroke replaces the whole text: a secure field that begins editing
  /// again with text in it starts over, as iOS's password fields do.
  var replacesTextOnNextKeystroke = false
  var storedIsEditing = false
  var traits = StoredTextInputTraits()
  /// The field's clear button, made when first shown (`UITextField+Rects.swift`).
  var clearButton: UIView?

  /// The text; `""` when empty, never nil ("This string is @"" by default", UITextField).
  ///
  /// Setting it puts the caret at the end, and calls no delegate method and sends no event.
  open var text: String? {
    get { editable.string }
    set {
      editable.setString(newValue ?? "")
      markedRange = nil
      replacesTextOnNextKeystroke = false
      invalidateIntrinsicContentSize()
      setNeedsLayout()
    }
  }
  /// The text in the field's default text attributes.
  ///
  /// Setting it sets `text` to its string and the field's font, colour and alignment to those at
  /// its first character.
  open var attributedText: NSAttributedString? {
    get { NSAttributedString(string: editable.string, attributes: defaultTextAttributes) }
    set { setAttributedTextValue(newValue) }
  }
  /// The placeholder; setting it drops the attributes of `attributedPlaceholder`.
  open var placeholder: String? {
    get { storedPlaceholder }
    set {
      styledPlaceholder = nil
      storedPlaceholder = newValue
      invalidateIntrinsicContentSize()
    }
  }
  /// The placeholder with its attributes; plain placeholders are in the field's font and the
  /// placeholder colour.
  open var attributedPlaceholder: NSAttributedString? {
    get { attributedPlaceholderValue }
    set {
      storedPlaceholder = newValue?.string
      styledPlaceholder = newValue.map { NSAttributedString(attributedString: $0) }
      invalidateIntrinsicContentSize()
    }
  }
  /// The attributes of the field's text: its font, colour and alignment (setting them sets
  /// those properties).
  open var defaultTextAttributes: [NSAttributedString.Key: Any] {
    get { defaultTextAttributesValue }
    set { setDefaultTextAttributes(newValue) }
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

  /// The attributes of text typed next; nil until set, and reset when the selection changes.
  open var typingAttributes: [NSAttributedString.Key: Any]?
  var storedPlaceholder: String?
  var styledPlaceholder: NSAttributedString?
  open var font: UIFont? = UIFont.systemFont(ofSize: 17) {
    didSet { invalidateIntrinsicContentSize() }
  }
  open var textColor: UIColor?
  open var textAlignment = NSTextAlignment.natural
  open var borderStyle = BorderStyle.none {
    didSet {
      invalidateIntrinsicContentSize()
      setNeedsLayout()
    }
  }
  open var background: UIImage?
  open var disabledBackground: UIImage?
  open var adjustsFontSizeToFitWidth = false
  open var minimumFontSize: CGFloat = 0

  /// The field's delegate, held weakly.
  open weak var delegate: (any UITextFieldDelegate)?
  /// Whether the field is editing: from becoming first responder until resigning.
  open var isEditing: Bool { storedIsEditing }
  /// Whether beginning to edit removes the text first.
  open var clearsOnBeginEditing = false
  /// Whether inserting text replaces the whole text.
  open var clearsOnInsertion = false
  open var allowsEditingTextAttributes = false

  // Overlay views (`UITextField+Rects.swift`).
  open var clearButtonMode = ViewMode.never { didSet { setNeedsLayout() } }
  /// The overlay on the left (leading) side; in right-to-left layout it shows on the right, in
  /// `rightViewRect(forBounds:)`.
  open var leftView: UIView? {
    didSet { overlayDidChange(from: oldValue, to: leftView) }
  }
  open var leftViewMode = ViewMode.never { didSet { setNeedsLayout() } }
  /// The overlay on the right (trailing) side; in right-to-left layout it shows on the left, in
  /// `leftViewRect(forBounds:)`.
  open var rightView: UIView? {
    didSet { overlayDidChange(from: oldValue, to: rightView) }
  }
  open var rightViewMode = ViewMode.never { didSet { setNeedsLayout() } }

  // Input views.
  private var storedInputView: UIView?
  private var storedInputAccessoryView: UIView?
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

  /// The text's (or else the placeholder's) one-line size; a rounded-rect field is 34 points
  /// tall with 7 points of padding each side, Interface Builder's default text field.
  open override var intrinsicContentSize: CGSize {
    let font = self.font ?? UIFont.systemFont(ofSize: 17)
    let string = (editable.string.isEmpty ? placeholder : editable.string) ?? ""
    let measured = textModel.labelSize(
      of: string.isEmpty ? " " : string, font: font, numberOfLines: 1, maxWidth: nil,
      scale: layoutScale)
    let width = string.isEmpty ? 0 : measured.width
    if borderStyle == .roundedRect {
      return CGSize(width: width + 14, height: max(34, measured.height + 12))
    }
    return CGSize(width: width, height: measured.height)
  }

  // MARK: The first responder (`UITextField+Editing.swift`)

  /// An enabled field can become first responder.
  open override var canBecomeFirstResponder: Bool { isEnabled }

  /// Asks the delegate's `textFieldShouldBeginEditing(_:)`, becomes first responder (the
  /// current one resigning first), then begins editing.
  @discardableResult
  open override func becomeFirstResponder() -> Bool { beginEditingAsFirstResponder() }

  /// Asks the delegate's `textFieldShouldEndEditing(_:)` (unless forced), resigns, then ends
  /// editing.
  @discardableResult
  open override func resignFirstResponder() -> Bool { endEditingAsFirstResponder() }

  /// A touch that lifts inside the field makes it first responder, as on iOS.
  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    super.touchesEnded(touches, with: event)
    if let touch = touches.first, bounds.contains(touch.location(in: self)) {
      becomeFirstResponder()
    }
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    layoutOverlayViews()
  }

  // MARK: Rectangles (`UITextField+Rects.swift`)

  /// The border's rectangle: the bounds.
  open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }
  /// Where the text is drawn while the field is not editing: between the overlays shown then.
  open func textRect(forBounds bounds: CGRect) -> CGRect { textArea(in: bounds, editing: false) }
  /// Where the placeholder is drawn: the text's rectangle for the current state.
  open func placeholderRect(forBounds bounds: CGRect) -> CGRect {
    isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds)
  }
  /// Where the text is edited: between the overlays shown while editing.
  open func editingRect(forBounds bounds: CGRect) -> CGRect { textArea(in: bounds, editing: true) }
  /// The clear button's rectangle, on the trailing side.
  open func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
    clearButtonArea(in: bounds, editing: isEditing)
  }
  /// The rectangle at the left edge for the overlay shown there.
  open func leftViewRect(forBounds bounds: CGRect) -> CGRect { overlayArea(in: bounds, left: true) }
  /// The rectangle at the right edge for the overlay shown there.
  open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
    overlayArea(in: bounds, left: false)
  }
  /// Draws the text: nothing is drawn on Linux.
  open func drawText(in rect: CGRect) {}
  /// Draws the placeholder: nothing is drawn on Linux.
  open func drawPlaceholder(in rect: CGRect) {}

  // MARK: UIKeyInput (`UITextField+Editing.swift`)

  open var hasText: Bool { !editable.string.isEmpty }

  /// Inserts `text` at the selection, as typing does; `"\n"` is the return key.
  open func insertText(_ text: String) { insertTyped(text) }

  /// Deletes the selection or the character before the caret, as the delete key does.
  open func deleteBackward() { deleteTypedBackward() }

  // MARK: UITextInput (`UITextField+TextInput.swift`)

  open weak var inputDelegate: (any UITextInputDelegate)?
  open lazy var tokenizer: any UITextInputTokenizer = UITextInputStringTokenizer(textInput: self)
  open var markedTextStyle: [NSAttributedString.Key: Any]?
  open var selectedTextRange: UITextRange? {
    get { IndexedTextRange(editable.selection) }
    set { selectRange(newValue) }
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
  open func firstRect(for range: UITextRange) -> CGRect { lineRect(for: range) }
  open func caretRect(for position: UITextPosition) -> CGRect { caretArea(for: position) }
  open func selectionRects(for range: UITextRange) -> [UITextSelectionRect] {
    selectionAreas(for: range)
  }
  open func closestPosition(to point: CGPoint) -> UITextPosition? { nearestPosition(to: point) }
  open func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? {
    nearestPosition(to: point, within: range)
  }
  open func characterRange(at point: CGPoint) -> UITextRange? { character(at: point) }
}
