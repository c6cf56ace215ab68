import Foundation

/// A text view's TextKit objects: its text storage, the TextKit 1 layout manager and container,
/// and the TextKit 2 layout manager over the same storage and container.
final class TextViewTextKit {
  let storage: NSTextStorage
  let layoutManager: NSLayoutManager
  let container: NSTextContainer
  /// The TextKit 2 content storage and layout manager, made when first asked for.
  lazy var textLayoutManager: NSTextLayoutManager = {
    let content = NSTextContentStorage()
    content.textStorage = storage
    contentStorage = content
    let manager = NSTextLayoutManager()
    content.addTextLayoutManager(manager)
    manager.textContainer = container
    return manager
  }()
  private var contentStorage: NSTextContentStorage?
  /// Whether a text view is copying its text into the storage (its own edits are not echoed).
  var isSyncing = false

  init(container given: NSTextContainer?) {
    let container = given ?? NSTextContainer(size: .zero)
    if given == nil {
      container.widthTracksTextView = true
    }
    self.container = container
    if let manager = container.layoutManager {
      layoutManager = manager
    } else {
      layoutManager = NSLayoutManager()
      layoutManager.addTextContainer(container)
    }
    if let storage = layoutManager.textStorage {
      self.storage = storage
    } else {
      storage = NSTextStorage()
      storage.addLayoutManager(layoutManager)
    }
  }
}

extension UITextView {
  /// The view's TextKit objects, made on first use with the view's text.
  var textKit: TextViewTextKit {
    if let textKitObjects {
      syncTextStorage()
      return textKitObjects
    }
    let kit = TextViewTextKit(container: initialTextContainer)
    textKitObjects = kit
    if initialTextContainer?.layoutManager != nil,
      initialTextContainer?.textLayoutManager == nil
    {
      prefersTextKit2 = false
    }
    if kit.storage.length > 0 {
      // A given text storage brings its text.
      editable.setString(kit.storage.string)
    } else {
      kit.isSyncing = true
      kit.storage.setAttributedString(
        NSAttributedString(string: editable.string, attributes: textAttributes))
      kit.isSyncing = false
    }
    kit.storage.editingObserver = { [weak self] in
      MainActor.assumeIsolated { self?.textStorageDidProcessEditing() }
    }
    kit.container.exclusionPathsObserver = { [weak self] in
      MainActor.assumeIsolated { self?.textLayoutDidChange() }
    }
    return kit
  }

  /// The text container's line fragment padding, read without making the TextKit objects:
  /// NSTextContainer's default, 5, until they exist.
  package var lineFragmentPaddingForDrawing: CGFloat {
    textKitObjects?.container.lineFragmentPadding ?? 5
  }

  /// Whether the layout manager uses the fonts' leading, read without making the TextKit
  /// objects: NSLayoutManager's default, true, until they exist.
  package var usesFontLeadingForDrawing: Bool {
    textKitObjects?.layoutManager.usesFontLeading ?? true
  }

  /// The line fragments of the view's first container when it is not a simple rectangle
  /// (`exclusionPaths`), read without making the TextKit objects: nil until they exist, and for
  /// a rectangular container, whose text a drawing lays out as a label's.
  package var shapedLinesForDrawing: [NSLayoutManager.DrawnLine]? {
    guard let kit = textKitObjects, !kit.container.isSimpleRectangularTextContainer else {
      return nil
    }
    // The container as wide as the view now, measured with the view's window's model.
    _ = trackContainerSize()
    return kit.layoutManager.drawnLines.filter { $0.container == 0 }
  }

  /// The container's line limit and line break mode, read without making the TextKit objects:
  /// NSTextContainer's defaults, no limit and word wrapping, until they exist.
  package var lineLimitForDrawing: (lines: Int, lineBreakMode: NSLineBreakMode) {
    guard let container = textKitObjects?.container else { return (0, .byWordWrapping) }
    return (container.maximumNumberOfLines, container.lineBreakMode)
  }

  /// The text with its attributes: the text storage's once it exists.
  var attributedTextValue: NSAttributedString {
    guard textKitObjects != nil else {
      return NSAttributedString(string: editable.string, attributes: textAttributes)
    }
    return NSAttributedString(attributedString: textKit.storage)
  }

  /// Stores attributed text set on the view, attributes and all.
  func storeAttributedText(_ text: NSAttributedString?) {
    let kit = textKit
    kit.isSyncing = true
    defer { kit.isSyncing = false }
    kit.storage.setAttributedString(text ?? NSAttributedString(string: ""))
    textLayoutDidChange()
  }

  /// Sets a view-wide attribute (font, colour, alignment) on the whole stored text.
  func applyToTextStorage(_ key: NSAttributedString.Key, _ value: Any?) {
    guard let kit = textKitObjects, !kit.isSyncing, let value, kit.storage.length > 0 else {
      return
    }
    kit.isSyncing = true
    defer { kit.isSyncing = false }
    kit.storage.addAttribute(
      key, value: value, range: NSRange(location: 0, length: kit.storage.length))
  }

  /// Copies edits made through the view (typing, `text`) into the storage: the changed middle
  /// of the text is replaced, so the rest keeps its attributes.
  func syncTextStorage() {
    guard let kit = textKitObjects, !kit.isSyncing else { return }
    let new = editable.string as NSString
    let old = kit.storage.string as NSString
    guard !new.isEqual(to: old as String) else { return }
    kit.isSyncing = true
    defer { kit.isSyncing = false }
    if old.length == 0 {
      kit.storage.setAttributedString(
        NSAttributedString(string: new as String, attributes: typingAttributes))
      return
    }
    var prefix = 0
    while prefix < min(old.length, new.length),
      old.character(at: prefix) == new.character(at: prefix)
    {
      prefix += 1
    }
    var suffix = 0
    while suffix < min(old.length, new.length) - prefix,
      old.character(at: old.length - 1 - suffix) == new.character(at: new.length - 1 - suffix)
    {
      suffix += 1
    }
    let replaced = NSRange(location: prefix, length: old.length - prefix - suffix)
    let inserted = new.substring(
      with: NSRange(location: prefix, length: new.length - prefix - suffix))
    kit.storage.replaceCharacters(in: replaced, with: inserted)
  }

  /// The storage was edited directly: the view's text follows.
  func textStorageDidProcessEditing() {
    guard let kit = textKitObjects, !kit.isSyncing else { return }
    if kit.storage.string != editable.string {
      let selection = editable.selection
      editable.setString(kit.storage.string)
      editable.selection = editable.clamped(selection)
    }
    updateContentSizeForText()
    invalidateIntrinsicContentSize()
  }

  /// A tracking container is as wide (and, when it tracks height, as tall) as the view less its
  /// text container inset.
  func trackContainerSize() -> NSTextContainer {
    guard let container = textKitObjects?.container else { return textKit.container }
    let insets = textContainerInset
    var size = container.size
    if container.widthTracksTextView {
      size.width = max(0, bounds.width - insets.left - insets.right)
    }
    if container.heightTracksTextView {
      size.height = max(0, bounds.height - insets.top - insets.bottom)
    } else if container.widthTracksTextView, size.height == 0 {
      size.height = .greatestFiniteMagnitude
    }
    if size != container.size { container.size = size }
    let manager = textKitObjects?.layoutManager
    manager?.measuringModel = textModel
    manager?.extraLineFragmentFont = font ?? UIFont.systemFont(ofSize: 12)
    textKitObjects?.textLayoutManager.measuringModel = textModel
    textKitObjects?.textLayoutManager.extraLineFragmentFont = font ?? UIFont.systemFont(ofSize: 12)
    return container
  }

  /// The text's used rectangle laid out at `width` (the view's width): the container's padding,
  /// line limit, line break mode and exclusion paths, the storage's text, the view's text model.
  func usedTextRect(width: CGFloat) -> CGRect {
    let kit = textKit
    let insets = textContainerInset
    let manager = NSLayoutManager()
    manager.usesFontLeading = kit.layoutManager.usesFontLeading
    manager.measuringModel = textModel
    manager.extraLineFragmentFont = font ?? UIFont.systemFont(ofSize: 12)
    let container = NSTextContainer(
      size: CGSize(
        width: max(0, width - insets.left - insets.right), height: .greatestFiniteMagnitude))
    container.lineFragmentPadding = kit.container.lineFragmentPadding
    container.maximumNumberOfLines = kit.container.maximumNumberOfLines
    container.lineBreakMode = kit.container.lineBreakMode
    container.exclusionPaths = kit.container.exclusionPaths
    manager.addTextContainer(container)
    manager.textStorage = kit.storage
    return manager.usedRect(for: container)
  }
}
