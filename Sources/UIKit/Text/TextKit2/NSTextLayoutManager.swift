import Foundation

/// TextKit 2's layout manager (NSTextLayoutManager.h, iOS 15): its content manager's text laid
/// out in its text container, one layout fragment per paragraph.
///
/// Not main-actor isolated, as in UIKit. The layout is TextKit 1's (`TextKitLayout`) for the
/// same text and container, exclusion paths included, so `usageBoundsForTextContainer` is the
/// layout manager's `usedRect(for:)` (a model: TextKit 2's own bounds are not published). Layout
/// is computed when asked for; `ensureLayout` and `invalidateLayout` have nothing to keep.
open class NSTextLayoutManager: NSObject {
  /// The text laid out; set by `NSTextContentManager.addTextLayoutManager(_:)`.
  open internal(set) weak var textContentManager: NSTextContentManager?
  /// The container the text is laid out in.
  open var textContainer: NSTextContainer? {
    didSet {
      if oldValue?.textLayoutManager === self { oldValue?.textLayoutManager = nil }
      textContainer?.textLayoutManager = self
    }
  }
  /// Whether line heights include the fonts' leading: true by default.
  open var usesFontLeading = true
  /// Whether hyphenation is used: stored.
  open var usesHyphenation = false
  /// The text model layout measures with; nil for the current one (a text view sets its own).
  package var measuringModel: (any TextMeasuring)?
  package var extraLineFragmentFont: UIFont?

  public override init() {
    super.init()
  }

  /// The range of the whole text.
  open var documentRange: NSTextRange {
    textContentManager?.documentRange ?? NSTextRange(location: TextOffsetLocation(0))
  }

  /// The rectangle the laid-out text takes in the container: TextKit 1's used rectangle.
  open var usageBoundsForTextContainer: CGRect {
    guard let container = textContainer else { return .zero }
    let manager = layoutManager(for: container)
    return manager.usedRect(for: manager.textContainers[0])
  }

  open func ensureLayout(for range: NSTextRange) {}
  open func ensureLayout(for bounds: CGRect) {}
  open func invalidateLayout(for range: NSTextRange?) {}

  /// Calls `block` with the layout fragments from the one holding `location` (the document's
  /// start when nil), in order (or in reverse with `.reverse`), until it returns false; returns
  /// the location enumeration stopped at.
  @discardableResult
  open func enumerateTextLayoutFragments(
    from location: (any NSTextLocation)?, options: NSTextLayoutFragment.EnumerationOptions = [],
    using block: (NSTextLayoutFragment) -> Bool
  ) -> (any NSTextLocation)? {
    var fragments = layoutFragments()
    if options.contains(.reverse) { fragments.reverse() }
    if let location {
      if let start = fragments.firstIndex(where: {
        $0.rangeInElement.contains(location)
          || $0.rangeInElement.endLocation.compare(location) == .orderedSame
      }) {
        fragments.removeFirst(start)
      }
    }
    for fragment in fragments where !block(fragment) {
      return fragment.rangeInElement.location
    }
    return fragments.last?.rangeInElement.endLocation
  }

  /// The layout fragment at `position` in the container, nil when none is there.
  open func textLayoutFragment(for position: CGPoint) -> NSTextLayoutFragment? {
    layoutFragments().first { $0.layoutFragmentFrame.contains(position) }
  }

  /// The layout fragment holding `location`.
  open func textLayoutFragment(for location: any NSTextLocation) -> NSTextLayoutFragment? {
    layoutFragments().first { $0.rangeInElement.contains(location) }
  }

  /// A TextKit 1 layout manager over the same text and a copy of the container.
  func layoutManager(for container: NSTextContainer) -> NSLayoutManager {
    let manager = NSLayoutManager()
    manager.usesFontLeading = usesFontLeading
    manager.measuringModel = measuringModel
    manager.extraLineFragmentFont = extraLineFragmentFont
    let copy = NSTextContainer(size: container.size)
    copy.lineFragmentPadding = container.lineFragmentPadding
    copy.maximumNumberOfLines = container.maximumNumberOfLines
    copy.lineBreakMode = container.lineBreakMode
    // Text flows around the container's exclusion paths, whichever layout manager lays the
    // container out (NSTextContainer.exclusionPaths).
    copy.exclusionPaths = container.exclusionPaths
    manager.addTextContainer(copy)
    let storage =
      (textContentManager as? NSTextContentStorage)?.textStorage ?? NSTextStorage()
    manager.textStorage = storage
    return manager
  }

  /// One fragment per paragraph, holding its lines.
  func layoutFragments() -> [NSTextLayoutFragment] {
    guard let container = textContainer else { return [] }
    let manager = layoutManager(for: container)
    let text = manager.textStorage.map { $0.string as NSString } ?? ""
    var fragments: [NSTextLayoutFragment] = []
    var current: [TextKitLayout.Line] = []
    func close() {
      guard let first = current.first, let last = current.last else { return }
      let range = NSRange(
        location: first.glyphRange.location,
        length: NSMaxRange(last.glyphRange) - first.glyphRange.location)
      let frame = current.dropFirst().reduce(first.rect) { $0.union($1.rect) }
      let lineFragments = current.map { line in
        NSTextLineFragment(
          characterRange: line.glyphRange,
          typographicBounds: line.usedRect.offsetBy(dx: -frame.minX, dy: -frame.minY),
          glyphOrigin: CGPoint(x: line.usedRect.minX - frame.minX, y: line.baseline))
      }
      fragments.append(
        NSTextLayoutFragment(
          manager: self, range: range, frame: frame, lines: lineFragments))
      current = []
    }
    for line in manager.layout.lines {
      if let previous = current.last {
        let end = NSMaxRange(previous.glyphRange)
        let previousEndsParagraph =
          end > 0 && end <= text.length
          && [0x0A, 0x0D, 0x2028, 0x2029].contains(text.character(at: end - 1))
        if previousEndsParagraph { close() }
      }
      current.append(line)
    }
    close()
    return fragments
  }
}
