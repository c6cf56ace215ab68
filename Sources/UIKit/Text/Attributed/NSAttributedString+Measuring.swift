import Foundation

/// Measuring attributed text (NSStringDrawing.h), with the window context's text model.
///
/// Characters without a font are measured in Helvetica 12, UIKit's default. Results are not
/// rounded: as Apple's documentation says, round them up (`ceil`) to size views.
extension NSAttributedString {
  /// The bounding rectangle of the text laid out within `size`.
  ///
  /// With `.usesLineFragmentOrigin`, lines wrap at `size.width` from the top-left corner; lines
  /// whose bottom falls below `size.height` are dropped (the first line is always kept), and with
  /// `.truncatesLastVisibleLine` the last one kept is truncated. Without it, the text is one line
  /// whose baseline is at the origin: the rectangle's `y` is minus its ascent.
  public func boundingRect(
    with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?
  ) -> CGRect {
    let model = TextMeasurement.currentOnAnyThread
    let rect = Self.boundingRect(of: self, size: size, options: options, model: model)
    context?.actualScaleFactor = 1
    context?.totalBounds = rect
    return rect
  }

  /// The size the text takes on lines broken only at its line breaks.
  public func size() -> CGSize {
    boundingRect(
      with: CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude),
      options: .usesLineFragmentOrigin, context: nil
    ).size
  }

  /// Draws the text from a point (its top-left corner).
  ///
  /// Nothing is drawn on this platform; the text is laid out as it would be.
  public func draw(at point: CGPoint) {
    _ = size()
  }

  /// Draws the text wrapped within a rectangle.
  ///
  /// Nothing is drawn on this platform.
  public func draw(in rect: CGRect) {
    _ = boundingRect(with: rect.size, options: .usesLineFragmentOrigin, context: nil)
  }

  /// Draws the text with options.
  ///
  /// Nothing is drawn on this platform.
  public func draw(
    with rect: CGRect, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?
  ) {
    _ = boundingRect(with: rect.size, options: options, context: context)
  }

  /// The default font of attributed text without a font attribute: Helvetica 12 (NSAttributedString
  /// documentation, "NSFontAttributeName").
  static var defaultFont: UIFont {
    UIFont(name: "Helvetica", size: 12) ?? UIFont.systemFont(ofSize: 12)
  }

  static func boundingRect(
    of text: NSAttributedString, size: CGSize, options: NSStringDrawingOptions,
    model: any TextMeasuring
  ) -> CGRect {
    let font = defaultFont
    guard options.contains(.usesLineFragmentOrigin) else {
      let layout = AttributedTextLayout(
        text, defaultFont: font, maxWidth: nil, numberOfLines: 1,
        usesFontLeading: options.contains(.usesFontLeading), model: model)
      guard let line = layout.lines.first else { return .zero }
      let ascent =
        AttributedTextLayout.paragraphs(of: text, defaultFont: font, model: model)
        .first.map { $0.glyphs.map(\.ascent).max() ?? font.ascender } ?? font.ascender
      return CGRect(x: 0, y: -ascent, width: line.width, height: line.textHeight)
    }
    let maxWidth: CGFloat? = size.width > 0 && size.width < 1e15 ? size.width : nil
    let heightLimit = size.height > 0 && size.height.isFinite ? size.height : nil
    // The text model spaces lines by the font's leading, which only `.usesFontLeading` asks for.
    if heightLimit == nil, let plainFont = plainFont(of: text, defaultFont: font),
      options.contains(.usesFontLeading) || plainFont.leading == 0
    {
      return CGRect(
        origin: .zero,
        size: model.size(of: text.string, font: plainFont, numberOfLines: 0, maxWidth: maxWidth))
    }
    let layout = AttributedTextLayout(
      text, defaultFont: font, maxWidth: maxWidth,
      usesFontLeading: options.contains(.usesFontLeading), model: model)
    var lines = layout.lines
    if let heightLimit {
      let fitting = lines.filter { $0.y + $0.height <= heightLimit + 1e-9 }.count
      lines.removeLast(lines.count - max(min(1, lines.count), fitting))
      if options.contains(.truncatesLastVisibleLine), lines.count < layout.lines.count,
        let available = lines.last?.available
      {
        lines[lines.count - 1].width = available
      }
    }
    let width = lines.map { $0.x + $0.width }.max() ?? 0
    let height = lines.last.map { $0.y + $0.height } ?? 0
    return CGRect(x: 0, y: 0, width: width, height: height)
  }

  /// The one font all of `text` is in, when nothing else in it changes its layout (no kern,
  /// baseline offset, attachment, expansion, or a paragraph style's spacing, indents or line
  /// heights): such text measures exactly as plain text in that font.
  static func plainFont(of text: NSAttributedString, defaultFont: UIFont) -> UIFont? {
    var font: UIFont?
    var isPlain = true
    text.enumerateAttributes(in: NSRange(location: 0, length: text.length), options: []) {
      attributes, _, stop in
      let runFont = attributes[.font] as? UIFont ?? defaultFont
      let style = (attributes[.paragraphStyle] as? NSParagraphStyle)?.values
      if let font, !font.isEqual(runFont) { isPlain = false }
      if attributes[.kern] != nil || attributes[.tracking] != nil
        || attributes[.baselineOffset] != nil || attributes[.attachment] != nil
        || attributes[.expansion] != nil || style?.affectsGeometry == true
      {
        isPlain = false
      }
      font = runFont
      if !isPlain { stop.pointee = true }
    }
    return isPlain ? (font ?? defaultFont) : nil
  }
}

extension TextMeasurement {
  /// The model in effect, for measuring code that may run off the main actor (string drawing
  /// is thread-safe in UIKit): the current context's on the main thread, else the system font
  /// model.
  package static var currentOnAnyThread: any TextMeasuring {
    if Thread.isMainThread {
      return MainActor.assumeIsolated { TextMeasurement.current }
    }
    return SystemFontTextModel()
  }
}
