import Foundation

/// Lays a text storage's text out in text containers (NSLayoutManager.h, TextKit 1).
///
/// Not main-actor isolated, as in UIKit. Layout is the attributed-text model
/// `boundingRect(with:options:context:)` measures with (`AttributedTextLayout`), so a
/// container's used rectangle is the bounding rectangle of its text at the container's width
/// less its line fragment padding, widened by that padding (`TextKitLayout`). A container with
/// exclusion paths cuts lines into the fragments it gives (`TextKitFragmentLayout`).
///
/// Glyphs are modelled one per UTF-16 code unit: glyph index *i* is character index *i*; the
/// units after the first of a character advance by nothing.
open class NSLayoutManager: NSObject {
  /// The text laid out; set by `NSTextStorage.addLayoutManager(_:)`.
  open internal(set) unowned(unsafe) var textStorage: NSTextStorage? {
    didSet { invalidateAll() }
  }
  private var containers: [NSTextContainer] = []
  /// The delegate told when layout is invalidated and completed.
  open weak var delegate: (any NSLayoutManagerDelegate)?
  /// Whether line heights include the fonts' leading: true by default, as
  /// `.usesFontLeading` asks of `boundingRect`.
  open var usesFontLeading = true {
    didSet { if usesFontLeading != oldValue { invalidateAll() } }
  }
  /// Whether layout may skip text before the part asked for.
  ///
  /// Stored: the whole text is always laid out.
  open var allowsNonContiguousLayout = false
  /// Whether some text is not laid out while later text is: never here.
  open var hasNonContiguousLayout: Bool { false }
  open var showsInvisibleCharacters = false
  open var showsControlCharacters = false
  /// Whether layout is limited for text that looks pathological (iOS 12).
  ///
  /// Stored.
  open var limitsLayoutForSuspiciousContents = false

  /// The text model layout measures with; nil for the current one (a text view sets its own,
  /// its window's).
  ///
  /// Another model lays the text out again.
  package var measuringModel: (any TextMeasuring)? {
    didSet { if !TextMeasurement.isSameModel(measuringModel, oldValue) { invalidateAll() } }
  }
  /// The font of the line after a final line break (a text view's typing font); nil for the
  /// last character's, or Helvetica 12.
  package var extraLineFragmentFont: UIFont? {
    didSet { if extraLineFragmentFont != oldValue { invalidateAll() } }
  }
  /// The layout, nil until asked for after an invalidation.
  var cachedLayout: TextKitLayout?

  public override init() {
    super.init()
  }

  /// The text containers, in the order text flows through them.
  open var textContainers: [NSTextContainer] { containers }

  /// Adds a container after the others.
  open func addTextContainer(_ container: NSTextContainer) {
    insertTextContainer(container, at: containers.count)
  }

  /// Inserts a container at `index` (clamped to the containers).
  open func insertTextContainer(_ container: NSTextContainer, at index: Int) {
    guard !containers.contains(where: { $0 === container }) else { return }
    if let other = container.layoutManager, other !== self,
      let old = other.containers.firstIndex(where: { $0 === container })
    {
      other.removeTextContainer(at: old)
    }
    containers.insert(container, at: min(max(index, 0), containers.count))
    container.layoutManager = self
    invalidateAll()
  }

  /// Removes the container at `index`; an index out of range changes nothing.
  open func removeTextContainer(at index: Int) {
    guard containers.indices.contains(index) else { return }
    let container = containers.remove(at: index)
    if container.layoutManager === self { container.layoutManager = nil }
    invalidateAll()
  }

  /// Invalidates the layout after a container's size, padding or line limit changed.
  open func textContainerChangedGeometry(_ container: NSTextContainer) {
    invalidateAll()
  }

  /// Invalidates layout after the text storage processed an edit (called by the storage).
  open func processEditing(
    for textStorage: NSTextStorage, edited editMask: NSTextStorage.EditActions,
    range newCharRange: NSRange, changeInLength delta: Int,
    invalidatedRange invalidatedCharRange: NSRange
  ) {
    invalidateAll()
  }

  /// Invalidates the glyphs of a range: the whole layout here.
  open func invalidateGlyphs(
    forCharacterRange charRange: NSRange, changeInLength delta: Int,
    actualCharacterRange actualCharRange: NSRangePointer?
  ) {
    invalidateAll()
    actualCharRange?.pointee = NSRange(location: 0, length: textLength)
  }

  /// Invalidates the layout of a range: the whole layout here.
  open func invalidateLayout(
    forCharacterRange charRange: NSRange, actualCharacterRange actualCharRange: NSRangePointer?
  ) {
    invalidateAll()
    actualCharRange?.pointee = NSRange(location: 0, length: textLength)
  }

  /// Marks characters for redisplay; nothing is displayed on this platform.
  open func invalidateDisplay(forCharacterRange charRange: NSRange) {}
  /// Marks glyphs for redisplay; nothing is displayed on this platform.
  open func invalidateDisplay(forGlyphRange glyphRange: NSRange) {}

  open func ensureGlyphs(forCharacterRange charRange: NSRange) {}
  open func ensureGlyphs(forGlyphRange glyphRange: NSRange) {}
  open func ensureLayout(forCharacterRange charRange: NSRange) { _ = layout }
  open func ensureLayout(forGlyphRange glyphRange: NSRange) { _ = layout }
  open func ensureLayout(for container: NSTextContainer) { _ = layout }
  open func ensureLayout(forBoundingRect bounds: CGRect, in container: NSTextContainer) {
    _ = layout
  }

  /// Draws the backgrounds of glyphs; nothing is drawn on this platform.
  open func drawBackground(forGlyphRange glyphsToShow: NSRange, at origin: CGPoint) {
    _ = layout
  }

  /// Draws glyphs; nothing is drawn on this platform.
  open func drawGlyphs(forGlyphRange glyphsToShow: NSRange, at origin: CGPoint) {
    _ = layout
  }

  // MARK: Glyphs, line fragments and hit testing, from the layout (`TextKitLayout`)

  /// The number of glyphs: one per UTF-16 code unit of the text.
  open var numberOfGlyphs: Int { textLength }
  /// Whether `glyphIndex` names a glyph: 0 up to `numberOfGlyphs`.
  open func isValidGlyphIndex(_ glyphIndex: Int) -> Bool {
    glyphIndex >= 0 && glyphIndex < numberOfGlyphs
  }
  /// The first character no container holds: the text's length when every character is laid
  /// out (layout is complete whenever it is asked for).
  open func firstUnlaidCharacterIndex() -> Int { layout.laidLength }
  /// The first glyph no container holds (one glyph a character).
  open func firstUnlaidGlyphIndex() -> Int { layout.laidLength }
  /// The hyphenation threshold (deprecated in iOS 9 for the paragraph style's); stored, words
  /// are not hyphenated.
  open var hyphenationFactor: Float = 0
  /// Whether paragraphs hyphenate by the system's default (iOS 17): false by default; stored.
  open var usesDefaultHyphenation = false

  /// The character a glyph shows: the same index.
  open func characterIndexForGlyph(at glyphIndex: Int) -> Int {
    min(max(glyphIndex, 0), textLength)
  }

  /// The glyph showing a character: the same index.
  open func glyphIndexForCharacter(at charIndex: Int) -> Int {
    min(max(charIndex, 0), textLength)
  }

  /// The glyphs of a character range: the same range, clamped to the text.
  open func glyphRange(
    forCharacterRange charRange: NSRange, actualCharacterRange actualCharRange: NSRangePointer?
  ) -> NSRange {
    let range = clampedRange(charRange)
    actualCharRange?.pointee = range
    return range
  }

  /// The characters of a glyph range: the same range, clamped to the text.
  open func characterRange(
    forGlyphRange glyphRange: NSRange, actualGlyphRange: NSRangePointer?
  ) -> NSRange {
    let range = clampedRange(glyphRange)
    actualGlyphRange?.pointee = range
    return range
  }

  /// The glyphs laid out in a container.
  open func glyphRange(for container: NSTextContainer) -> NSRange {
    guard let index = containerIndex(container) else { return NSRange(location: 0, length: 0) }
    let lines = layout.lines.filter { $0.container == index }
    guard let first = lines.first, let last = lines.last else {
      return NSRange(location: layout.laidLength, length: 0)
    }
    return NSRange(
      location: first.glyphRange.location,
      length: NSMaxRange(last.glyphRange) - first.glyphRange.location)
  }

  /// The container a glyph is laid out in, and the glyphs of that container.
  open func textContainer(
    forGlyphAt glyphIndex: Int, effectiveRange effectiveGlyphRange: NSRangePointer?
  ) -> NSTextContainer? {
    guard let line = line(containing: glyphIndex) else { return nil }
    let container = textContainers[line.container]
    effectiveGlyphRange?.pointee = glyphRange(for: container)
    return container
  }

  open func textContainer(
    forGlyphAt glyphIndex: Int, effectiveRange effectiveGlyphRange: NSRangePointer?,
    withoutAdditionalLayout flag: Bool
  ) -> NSTextContainer? {
    textContainer(forGlyphAt: glyphIndex, effectiveRange: effectiveGlyphRange)
  }

  /// The rectangle a container's text takes: the union of its lines' used rectangles and of the
  /// extra line fragment's, in the container's coordinates.
  open func usedRect(for container: NSTextContainer) -> CGRect {
    guard let index = containerIndex(container) else { return .zero }
    let layout = self.layout
    var rects = layout.lines.filter { $0.container == index }.map(\.usedRect)
    if layout.extraContainer == index { rects.append(layout.extraUsedRect) }
    guard let first = rects.first else { return .zero }
    return rects.dropFirst().reduce(first) { $0.union($1) }
  }

  /// The line fragment rectangle holding a glyph, and that line's glyphs.
  open func lineFragmentRect(
    forGlyphAt glyphIndex: Int, effectiveRange effectiveGlyphRange: NSRangePointer?
  ) -> CGRect {
    line(containing: glyphIndex, reportingRangeIn: effectiveGlyphRange)?.rect ?? .zero
  }

  open func lineFragmentRect(
    forGlyphAt glyphIndex: Int, effectiveRange effectiveGlyphRange: NSRangePointer?,
    withoutAdditionalLayout flag: Bool
  ) -> CGRect {
    lineFragmentRect(forGlyphAt: glyphIndex, effectiveRange: effectiveGlyphRange)
  }

  /// The used part of the line fragment holding a glyph (its text and padding).
  open func lineFragmentUsedRect(
    forGlyphAt glyphIndex: Int, effectiveRange effectiveGlyphRange: NSRangePointer?
  ) -> CGRect {
    line(containing: glyphIndex, reportingRangeIn: effectiveGlyphRange)?.usedRect ?? .zero
  }

  /// The line holding a glyph, its glyph range written to `effectiveGlyphRange` (an empty range
  /// when no line holds it).
  private func line(
    containing glyphIndex: Int, reportingRangeIn effectiveGlyphRange: NSRangePointer?
  ) -> TextKitLayout.Line? {
    let line = line(containing: glyphIndex)
    effectiveGlyphRange?.pointee = line?.glyphRange ?? NSRange(location: 0, length: 0)
    return line
  }

  open func lineFragmentUsedRect(
    forGlyphAt glyphIndex: Int, effectiveRange effectiveGlyphRange: NSRangePointer?,
    withoutAdditionalLayout flag: Bool
  ) -> CGRect {
    lineFragmentUsedRect(forGlyphAt: glyphIndex, effectiveRange: effectiveGlyphRange)
  }

  /// The line fragment after a final line break (or of empty text); `.zero` when there is none.
  open var extraLineFragmentRect: CGRect { layout.extraRect }
  /// The used part of the extra line fragment.
  open var extraLineFragmentUsedRect: CGRect { layout.extraUsedRect }
  /// The container of the extra line fragment.
  open var extraLineFragmentTextContainer: NSTextContainer? {
    layout.extraContainer.flatMap { textContainers.indices.contains($0) ? textContainers[$0] : nil }
  }

  /// A glyph's location relative to its line fragment's origin: its left edge and the baseline.
  open func location(forGlyphAt glyphIndex: Int) -> CGPoint {
    guard let line = line(containing: glyphIndex) else { return .zero }
    let offset = glyphIndex - line.glyphRange.location
    let x = line.glyphX.indices.contains(offset) ? line.glyphX[offset] : line.usedRect.maxX
    return CGPoint(x: x - line.rect.minX, y: line.baseline)
  }

  /// `isNotShownAttribute(forGlyphAt:)` by its older name.
  open func notShownAttribute(forGlyphAt glyphIndex: Int) -> Bool {
    isNotShownAttribute(forGlyphAt: glyphIndex)
  }

  /// Whether a glyph is not shown (a line break, or a character a line limit cut off).
  open func isNotShownAttribute(forGlyphAt glyphIndex: Int) -> Bool {
    guard let text = textStorage, glyphIndex >= 0, glyphIndex < text.length else { return false }
    if let line = line(containing: glyphIndex),
      glyphIndex - line.glyphRange.location >= line.shownLength
    {
      return true
    }
    let unit = (text.string as NSString).character(at: glyphIndex)
    return unit == 0x0A || unit == 0x0D || unit == 0x2028 || unit == 0x2029
  }

  /// Calls `block` for each line fragment holding glyphs of `glyphRange`, top to bottom, until
  /// it sets its last argument.
  open func enumerateLineFragments(
    forGlyphRange glyphRange: NSRange,
    using block:
      @escaping (CGRect, CGRect, NSTextContainer, NSRange, UnsafeMutablePointer<ObjCBool>)
      -> Void
  ) {
    let containers = textContainers
    var stop: ObjCBool = false
    for line in layout.lines where intersects(line.glyphRange, glyphRange) {
      block(line.rect, line.usedRect, containers[line.container], line.glyphRange, &stop)
      if stop.boolValue { return }
    }
  }

  /// Calls `block` with the rectangle of `glyphRange` in each line fragment it spans.
  open func enumerateEnclosingRects(
    forGlyphRange glyphRange: NSRange, withinSelectedGlyphRange selectedRange: NSRange,
    in textContainer: NSTextContainer,
    using block: @escaping (CGRect, UnsafeMutablePointer<ObjCBool>) -> Void
  ) {
    var stop: ObjCBool = false
    for rect in enclosingRects(for: glyphRange, in: textContainer) {
      block(rect, &stop)
      if stop.boolValue { return }
    }
  }

  /// The smallest rectangle enclosing the glyphs of `glyphRange` laid out in `container`: in each
  /// line, from the first glyph's left edge to the last one's right edge, the line fragment's
  /// height.
  open func boundingRect(forGlyphRange glyphRange: NSRange, in container: NSTextContainer)
    -> CGRect
  {
    let rects = enclosingRects(for: glyphRange, in: container)
    guard let first = rects.first else { return .zero }
    return rects.dropFirst().reduce(first) { $0.union($1) }
  }

  /// The glyphs whose line fragments meet `bounds`.
  open func glyphRange(forBoundingRect bounds: CGRect, in container: NSTextContainer) -> NSRange {
    guard let index = containerIndex(container) else { return NSRange(location: 0, length: 0) }
    let lines = layout.lines.filter { $0.container == index && $0.rect.intersects(bounds) }
    guard let first = lines.first, let last = lines.last else {
      return NSRange(location: 0, length: 0)
    }
    return NSRange(
      location: first.glyphRange.location,
      length: NSMaxRange(last.glyphRange) - first.glyphRange.location)
  }

  open func glyphRange(
    forBoundingRectWithoutAdditionalLayout bounds: CGRect, in container: NSTextContainer
  ) -> NSRange {
    glyphRange(forBoundingRect: bounds, in: container)
  }

  /// The glyph under `point`, or the nearest one: the line at the point's height (the first or
  /// last line above or below the text), then the glyph across it.
  open func glyphIndex(
    for point: CGPoint, in container: NSTextContainer,
    fractionOfDistanceThroughGlyph partialFraction: UnsafeMutablePointer<CGFloat>?
  ) -> Int {
    let hit = self.hit(point, in: container)
    partialFraction?.pointee = hit.fraction
    return hit.index
  }

  open func glyphIndex(for point: CGPoint, in container: NSTextContainer) -> Int {
    hit(point, in: container).index
  }

  /// How far across its glyph `point` is, from 0 at its leading edge to 1 at its trailing one.
  open func fractionOfDistanceThroughGlyph(for point: CGPoint, in container: NSTextContainer)
    -> CGFloat
  {
    hit(point, in: container).fraction
  }

  /// The character under `point` or nearest it, and how far the point lies from its insertion
  /// point towards the next character's (0 to 1).
  open func characterIndex(
    for point: CGPoint, in container: NSTextContainer,
    fractionOfDistanceBetweenInsertionPoints partialFraction: UnsafeMutablePointer<CGFloat>?
  ) -> Int {
    let hit = self.hit(point, in: container)
    partialFraction?.pointee = hit.fraction
    return characterIndexForGlyph(at: hit.index)
  }

  var textLength: Int { textStorage?.length ?? 0 }

  func invalidateAll() {
    guard cachedLayout != nil else { return }
    cachedLayout = nil
    delegate?.layoutManagerDidInvalidateLayout(self)
  }

  /// The layout, computed when first asked for after an invalidation.
  var layout: TextKitLayout {
    if let cachedLayout { return cachedLayout }
    let computed = TextKitLayout(manager: self)
    cachedLayout = computed
    for (index, container) in containers.enumerated() where index < computed.containerCount {
      delegate?.layoutManager(
        self, didCompleteLayoutFor: container,
        atEnd: computed.laidLength >= textLength && index == computed.containerCount - 1)
    }
    if computed.laidLength < textLength {
      delegate?.layoutManager(self, didCompleteLayoutFor: nil, atEnd: false)
    }
    return computed
  }
}
