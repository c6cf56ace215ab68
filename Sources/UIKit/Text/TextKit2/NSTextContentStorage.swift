import Foundation

/// The text TextKit 2 lays out (NSTextContentManager.h): it tells its layout managers of
/// changes.
open class NSTextContentManager: NSObject {
  private var managers: [NSTextLayoutManager] = []

  public override init() {
    super.init()
  }

  /// The layout managers of the text.
  open var textLayoutManagers: [NSTextLayoutManager] { managers }
  /// The layout manager that answers for the text's display (the first added).
  open var primaryTextLayoutManager: NSTextLayoutManager?

  open func addTextLayoutManager(_ textLayoutManager: NSTextLayoutManager) {
    guard !managers.contains(where: { $0 === textLayoutManager }) else { return }
    managers.append(textLayoutManager)
    textLayoutManager.textContentManager = self
    if primaryTextLayoutManager == nil { primaryTextLayoutManager = textLayoutManager }
  }

  open func removeTextLayoutManager(_ textLayoutManager: NSTextLayoutManager) {
    managers.removeAll { $0 === textLayoutManager }
    if textLayoutManager.textContentManager === self { textLayoutManager.textContentManager = nil }
    if primaryTextLayoutManager === textLayoutManager { primaryTextLayoutManager = managers.first }
  }

  /// The range of the whole text.
  open var documentRange: NSTextRange {
    NSTextRange(location: TextOffsetLocation(0), end: TextOffsetLocation(length))
      ?? NSTextRange(location: TextOffsetLocation(0))
  }

  /// The location `offset` UTF-16 units after `location`, nil outside the text.
  open func location(_ location: any NSTextLocation, offsetBy offset: Int) -> (any NSTextLocation)?
  {
    guard let start = location as? TextOffsetLocation else { return nil }
    let result = start.offset + offset
    return result >= 0 && result <= length ? TextOffsetLocation(result) : nil
  }

  /// The UTF-16 distance from `from` to `to`.
  open func offset(from: any NSTextLocation, to: any NSTextLocation) -> Int {
    guard let from = from as? TextOffsetLocation, let to = to as? TextOffsetLocation else {
      return 0
    }
    return to.offset - from.offset
  }

  /// Groups edits of the text; the layout managers relayout after it.
  open func performEditingTransaction(_ transaction: () -> Void) {
    transaction()
    for manager in managers { manager.invalidateLayout(for: documentRange) }
  }

  var length: Int { 0 }
  var text: NSAttributedString { NSAttributedString(string: "") }
}

/// TextKit 2's content manager for a text storage (NSTextContentManager.h).
open class NSTextContentStorage: NSTextContentManager {
  /// The text storage holding the text.
  open var textStorage: NSTextStorage? = NSTextStorage()

  public override init() {
    super.init()
  }

  /// The text (a copy of the text storage's).
  open var attributedString: NSAttributedString? {
    get { textStorage.map { NSAttributedString(attributedString: $0) } }
    set { textStorage?.setAttributedString(newValue ?? NSAttributedString(string: "")) }
  }

  override var length: Int { textStorage?.length ?? 0 }
  override var text: NSAttributedString { textStorage ?? NSAttributedString(string: "") }
}
