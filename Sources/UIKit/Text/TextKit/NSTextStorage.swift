import Foundation

/// Attributed text that tells its layout managers when it changes (NSTextStorage.h).
///
/// Not main-actor isolated, as in UIKit. Every mutation reports itself with
/// `edited(_:range:changeInLength:)`; outside `beginEditing()`/`endEditing()` that processes the
/// edit at once: the delegate's `willProcessEditing`, the will-process notification, the
/// delegate's `didProcessEditing`, the did-process notification, then each layout manager
/// invalidates its layout (UIKit's order, `processEditing()`).
///
/// On Linux, Foundation's `NSMutableAttributedString` keeps its runs in Core Foundation, which
/// compares neighbouring runs' values with `CFEqual`; UIKit's value classes answer it through
/// their own `isEqual(_:)` (`CoreFoundationObjectInfo`). Mutations are applied to a copy of the
/// runs in Swift, where equal values are made one instance and equal neighbours one run, and
/// stored whole (`NSTextStorage+Runs.swift`), so equal values of any class are never handed to
/// `CFEqual` as two objects.
/// `mutableString` is a copy: editing it does not change the storage.
open class NSTextStorage: NSMutableAttributedString {
  /// Which kinds of edit happened (`NSTextStorageEditActions`; Apple's raw values).
  public struct EditActions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let editedAttributes = EditActions(rawValue: 1 << 0)
    public static let editedCharacters = EditActions(rawValue: 1 << 1)
  }

  /// Posted before the storage processes an edit (`NSTextStorageWillProcessEditingNotification`).
  public static let willProcessEditingNotification = NSNotification.Name(
    "NSTextStorageWillProcessEditingNotification")
  /// Posted after the storage processed an edit (`NSTextStorageDidProcessEditingNotification`).
  public static let didProcessEditingNotification = NSNotification.Name(
    "NSTextStorageDidProcessEditingNotification")

  private var storedLayoutManagers: [NSLayoutManager] = []
  private var editingDepth = 0
  private var isProcessing = false
  /// Called after each processing, once the layout managers heard of it (a text view follows
  /// its storage's edits).
  var editingObserver: (() -> Void)?

  /// The kinds of edit pending since the last processing.
  open private(set) var editedMask: EditActions = []
  /// The range of the text the pending edits touched, in the text after them.
  open private(set) var editedRange = NSRange(location: NSNotFound, length: 0)
  /// The change of length the pending edits made.
  open private(set) var changeInLength = 0
  /// The delegate told around each processing.
  open weak var delegate: (any NSTextStorageDelegate)?

  /// Creates empty text.
  public init() {
    super.init(string: "")
  }

  public override init(string str: String) {
    super.init(string: str)
  }

  public override init(string str: String, attributes attrs: [NSAttributedString.Key: Any]? = nil) {
    super.init(string: str, attributes: attrs)
  }

  public override init(attributedString attrStr: NSAttributedString) {
    super.init(attributedString: attrStr)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The layout managers that lay the text out, in the order they were added.
  open var layoutManagers: [NSLayoutManager] { storedLayoutManagers }

  /// Adds a layout manager; it lays this text out from now on.
  open func addLayoutManager(_ aLayoutManager: NSLayoutManager) {
    guard !storedLayoutManagers.contains(where: { $0 === aLayoutManager }) else { return }
    aLayoutManager.textStorage?.removeLayoutManager(aLayoutManager)
    storedLayoutManagers.append(aLayoutManager)
    aLayoutManager.textStorage = self
  }

  /// Removes a layout manager; it lays out no text.
  open func removeLayoutManager(_ aLayoutManager: NSLayoutManager) {
    guard let index = storedLayoutManagers.firstIndex(where: { $0 === aLayoutManager }) else {
      return
    }
    storedLayoutManagers.remove(at: index)
    if aLayoutManager.textStorage === self { aLayoutManager.textStorage = nil }
  }

  /// Whether attributes are fixed only when asked for: false.
  open var fixesAttributesLazily: Bool { false }

  /// Marks attributes in `range` as needing fixing; they are fixed at once here.
  open func invalidateAttributes(in range: NSRange) {}

  /// Fixes attributes in `range`; nothing is left to fix here.
  open func ensureAttributesAreFixed(in range: NSRange) {}

  /// Records an edit and, outside `beginEditing()`/`endEditing()`, processes it.
  ///
  /// - Parameters:
  ///   - editedMask: What changed.
  ///   - editedRange: The range changed, in the text before the edit.
  ///   - delta: The change of length.
  open func edited(
    _ editedMask: EditActions, range editedRange: NSRange, changeInLength delta: Int
  ) {
    let after = NSRange(location: editedRange.location, length: max(0, editedRange.length + delta))
    if self.editedMask.isEmpty {
      self.editedRange = after
    } else {
      // Earlier edits' range moves with this one's change of length.
      var union = self.editedRange
      if union.location >= NSMaxRange(editedRange) {
        union.location += delta
      } else if NSMaxRange(union) > editedRange.location {
        union.length = max(0, union.length + delta)
      }
      self.editedRange = NSUnionRange(union, after)
    }
    self.editedMask.formUnion(editedMask)
    changeInLength += delta
    if editingDepth == 0 { processEditing() }
  }

  /// Tells the delegate and the layout managers about the pending edits, then clears them.
  open func processEditing() {
    guard !isProcessing, !editedMask.isEmpty else { return }
    isProcessing = true
    defer { isProcessing = false }
    let center = NotificationCenter.default
    delegate?.textStorage(
      self, willProcessEditing: editedMask, range: editedRange, changeInLength: changeInLength)
    center.post(name: Self.willProcessEditingNotification, object: self)
    delegate?.textStorage(
      self, didProcessEditing: editedMask, range: editedRange, changeInLength: changeInLength)
    center.post(name: Self.didProcessEditingNotification, object: self)
    let mask = editedMask
    let range = editedRange
    let delta = changeInLength
    editedMask = []
    editedRange = NSRange(location: NSNotFound, length: 0)
    changeInLength = 0
    for manager in storedLayoutManagers {
      manager.processEditing(
        for: self, edited: mask, range: range, changeInLength: delta, invalidatedRange: range)
    }
    editingObserver?()
  }

  // MARK: Mutations (`NSTextStorage+Runs.swift`)

  /// A copy of the text: on Linux, editing Foundation's own mutable string would leave the
  /// attribute runs behind, so edits go through the storage's methods.
  open override var mutableString: NSMutableString { NSMutableString(string: string) }

  open override func replaceCharacters(in range: NSRange, with str: String) {
    guard let range = clamped(range) else { return }
    let attributes = inheritedAttributes(replacing: range)
    replace(range, with: [Piece(text: str, attributes: attributes)], actions: .editedCharacters)
  }

  open override func replaceCharacters(in range: NSRange, with attrString: NSAttributedString) {
    guard let range = clamped(range) else { return }
    replace(
      range, with: Self.pieces(of: attrString), actions: [.editedCharacters, .editedAttributes])
  }

  open override func deleteCharacters(in range: NSRange) {
    guard let range = clamped(range) else { return }
    replace(range, with: [], actions: .editedCharacters)
  }

  open override func setAttributes(_ attrs: [NSAttributedString.Key: Any]?, range: NSRange) {
    changeAttributes(in: range) { _ in attrs ?? [:] }
  }

  open override func addAttribute(_ name: NSAttributedString.Key, value: Any, range: NSRange) {
    changeAttributes(in: range) { attributes in
      var attributes = attributes
      attributes[name] = value
      return attributes
    }
  }

  open override func addAttributes(_ attrs: [NSAttributedString.Key: Any], range: NSRange) {
    changeAttributes(in: range) { attributes in
      attributes.merging(attrs) { _, new in new }
    }
  }

  open override func removeAttribute(_ name: NSAttributedString.Key, range: NSRange) {
    changeAttributes(in: range) { attributes in
      var attributes = attributes
      attributes[name] = nil
      return attributes
    }
  }

  /// Groups edits: they are processed once, at the matching `endEditing()`.
  open override func beginEditing() {
    editingDepth += 1
  }

  /// Ends a group of edits; the outermost one processes them.
  open override func endEditing() {
    guard editingDepth > 0 else { return }
    editingDepth -= 1
    if editingDepth == 0 { processEditing() }
  }
}

/// What a text storage's delegate hears around each processing of edits (NSTextStorage.h);
/// every method is optional.
public protocol NSTextStorageDelegate: NSObjectProtocol {
  /// Called before the edit is processed; the delegate may still change the text's attributes.
  func textStorage(
    _ textStorage: NSTextStorage, willProcessEditing editedMask: NSTextStorage.EditActions,
    range editedRange: NSRange, changeInLength delta: Int)
  /// Called after the edit is processed, before the layout managers hear of it.
  func textStorage(
    _ textStorage: NSTextStorage, didProcessEditing editedMask: NSTextStorage.EditActions,
    range editedRange: NSRange, changeInLength delta: Int)
}

extension NSTextStorageDelegate {
  public func textStorage(
    _ textStorage: NSTextStorage, willProcessEditing editedMask: NSTextStorage.EditActions,
    range editedRange: NSRange, changeInLength delta: Int
  ) {}
  public func textStorage(
    _ textStorage: NSTextStorage, didProcessEditing editedMask: NSTextStorage.EditActions,
    range editedRange: NSRange, changeInLength delta: Int
  ) {}
}
