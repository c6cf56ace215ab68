import Foundation

/// A layout manager's text laid out in its containers, line by line.
///
/// Each container lays out the text not yet laid out with `AttributedTextLayout`, wrapping at
/// its width less twice its `lineFragmentPadding`, with its line limit and line break mode; lines
/// whose text falls below its height go on to the next container, and are not laid out when
/// there is none. In a container:
/// - A line fragment spans the container's width, its height the line's (its spacing included);
///   its used rectangle spans the line's text, indent and padding on both sides, so the union of
///   the used rectangles is the text's bounding rectangle widened by the padding.
/// - Natural alignment follows the paragraph's writing direction: its style's
///   `baseWritingDirection`, else its first strong character (Hebrew, Arabic and the other
///   right-to-left scripts run right to left). Right-to-left lines place their glyphs from the
///   right in logical order; bidirectional reordering within a line is not modelled.
/// - The baseline sits below the spacing before the paragraph, at the line's tallest ascent
///   (height a line height multiple or minimum adds is below it in this model).
/// - After a final line break, or for empty text, an extra line fragment as tall as the typing
///   font's line follows the last line.
/// A container with exclusion paths (not a simple rectangle) lays its lines out in the fragments
/// it gives instead (`TextKitFragmentLayout`); a plain one never asks for them.
struct TextKitLayout {
  struct Line {
    var container: Int
    var glyphRange: NSRange
    var rect: CGRect
    var usedRect: CGRect
    /// The baseline, from the fragment's top.
    var baseline: CGFloat
    /// The left edge of each glyph of the line, in the container's coordinates.
    var glyphX: [CGFloat]
    var advances: [CGFloat]
    var isRightToLeft: Bool
    /// How many of the line's glyphs are shown: those after them are the characters a line
    /// limit cut off, hidden.
    var shownLength: Int
  }

  var lines: [Line] = []
  /// The number of characters laid out.
  var laidLength = 0
  /// The containers text was laid out in (a prefix of the manager's).
  var containerCount = 0
  var extraRect: CGRect = .zero
  var extraUsedRect: CGRect = .zero
  var extraContainer: Int?

  init(manager: NSLayoutManager) {
    let text: NSAttributedString = manager.textStorage ?? NSAttributedString(string: "")
    let containers = manager.textContainers
    let model = manager.measuringModel ?? TextMeasurement.currentOnAnyThread
    let defaultFont = NSAttributedString.defaultFont
    let total = text.length
    var start = 0
    for (index, container) in containers.enumerated() {
      if index > 0, start >= total { break }
      containerCount = index + 1
      let part =
        start == 0
        ? text : text.attributedSubstring(from: NSRange(location: start, length: total - start))
      let laid = Self.layOut(
        part, offset: start, container: container, index: index, manager: manager, model: model,
        defaultFont: defaultFont, isLastContainer: index == containers.count - 1)
      lines += laid.lines
      start += laid.length
      if start >= total { break }
    }
    laidLength = start
    if let last = containers.indices.last, containerCount > 0 || containers.count > 0 {
      addExtraLine(text: text, manager: manager, containers: containers, lastIndex: last)
    }
  }

  private mutating func addExtraLine(
    text: NSAttributedString, manager: NSLayoutManager, containers: [NSTextContainer],
    lastIndex: Int
  ) {
    let string = text.string
    guard laidLength >= text.length, string.isEmpty || string.last?.isNewline == true else {
      return
    }
    let index = lines.last?.container ?? 0
    let container = containers[min(index, lastIndex)]
    let font =
      manager.extraLineFragmentFont
      ?? (text.length > 0
        ? text.attribute(.font, at: text.length - 1, effectiveRange: nil) as? UIFont : nil)
      ?? NSAttributedString.defaultFont
    let y = lines.last.map { $0.rect.maxY } ?? 0
    let padding = container.lineFragmentPadding
    let width = Self.isUnlimited(container.size.width) ? 2 * padding : container.size.width
    let height = font.ascender - font.descender + (manager.usesFontLeading ? font.leading : 0)
    extraContainer = index
    extraRect = CGRect(x: 0, y: y, width: width, height: height)
    if !container.isSimpleRectangularTextContainer {
      // The container cuts the extra line fragment as it cuts the others.
      let fragment = container.lineFragmentRect(
        forProposedRect: extraRect, at: text.length, writingDirection: .leftToRight,
        remaining: nil)
      if fragment.width > 0 {
        extraRect = CGRect(x: fragment.minX, y: y, width: fragment.width, height: height)
      }
    }
    extraUsedRect = CGRect(x: extraRect.minX, y: y, width: 2 * padding, height: height)
  }

  static func isUnlimited(_ length: CGFloat) -> Bool { !(length > 0) || length >= 1e7 }

  /// Lays `part` out in one container; returns its lines and how many characters they hold.
  private static func layOut(
    _ part: NSAttributedString, offset: Int, container: NSTextContainer, index: Int,
    manager: NSLayoutManager, model: any TextMeasuring, defaultFont: UIFont, isLastContainer: Bool
  ) -> (lines: [Line], length: Int) {
    if !container.isSimpleRectangularTextContainer {
      let fragments = TextKitFragmentLayout(
        part, offset: offset, container: container, index: index,
        usesFontLeading: manager.usesFontLeading, defaultFont: defaultFont, model: model)
      return (fragments.lines, fragments.length)
    }
    let padding = container.lineFragmentPadding
    let width = container.size.width
    let wrap: CGFloat? = isUnlimited(width) || width - 2 * padding <= 0 ? nil : width - 2 * padding
    let layout = AttributedTextLayout(
      part, defaultFont: defaultFont, maxWidth: wrap, numberOfLines: container.maximumNumberOfLines,
      wrapping: container.lineBreakMode == .byCharWrapping ? .character : .word,
      truncation: container.lineBreakMode, usesFontLeading: manager.usesFontLeading, model: model)
    // The layout's paragraphs: their tabs have their advances to their stops.
    let glyphs = layout.paragraphs
    var advances = [CGFloat](repeating: 0, count: part.length)
    var ascents = [CGFloat](repeating: 0, count: part.length)
    var paragraphStarts: Set<Int> = []
    for paragraph in glyphs {
      if let first = paragraph.glyphs.first { paragraphStarts.insert(first.location) }
      for glyph in paragraph.glyphs where glyph.location < part.length {
        advances[glyph.location] = glyph.advance
        ascents[glyph.location] = glyph.ascent
      }
    }
    let fullWidth = isUnlimited(width) ? layout.size.width + 2 * padding : width
    let heightLimit: CGFloat? = isUnlimited(container.size.height) ? nil : container.size.height
    let string = part.string as NSString
    var result: [Line] = []
    var laid = 0
    for (lineIndex, line) in layout.lines.enumerated() {
      if let heightLimit, line.y + line.textHeight > heightLimit + 1e-9 { break }
      var range = line.range
      let shownLength = range.length
      // Characters a line limit cuts off belong to the last line, hidden.
      if lineIndex == layout.lines.count - 1, container.maximumNumberOfLines > 0 {
        range.length = part.length - range.location
      }
      let style =
        (part.attribute(.paragraphStyle, at: range.location, effectiveRange: nil)
          as? NSParagraphStyle)
        ?? NSParagraphStyle.default
      let isRightToLeft = Self.isRightToLeft(
        style: style,
        paragraph: string.paragraphRange(for: NSRange(location: range.location, length: 0)),
        in: string)
      let available = line.available ?? (layout.size.width - line.x)
      let slack = max(0, available - line.width)
      // The span between the indents, mirrored for right to left, and the text in it.
      let spanLeft =
        isRightToLeft ? fullWidth - padding - line.x - available : padding + line.x
      let textLeft = Self.textLeft(
        spanLeft: spanLeft, slack: slack, alignment: style.alignment, rightToLeft: isRightToLeft)
      let lineAdvances = (range.location..<NSMaxRange(range)).map { advances[$0] }
      let glyphX = Self.glyphPositions(
        lineAdvances, textLeft: textLeft, width: line.width, rightToLeft: isRightToLeft)
      let ascent =
        (range.location..<NSMaxRange(range)).map { ascents[$0] }.max() ?? defaultFont.ascender
      let isParagraphStart = paragraphStarts.contains(range.location)
      let before = isParagraphStart && range.location > 0 ? style.paragraphSpacingBefore : 0
      let rect = CGRect(x: 0, y: line.y, width: fullWidth, height: line.height)
      let usedX = isRightToLeft ? textLeft - padding : textLeft - padding - line.x
      let used = CGRect(
        x: usedX, y: line.y, width: line.width + line.x + 2 * padding, height: line.height)
      result.append(
        Line(
          container: index,
          glyphRange: NSRange(location: range.location + offset, length: range.length),
          rect: rect, usedRect: used, baseline: before + ascent,
          glyphX: glyphX, advances: lineAdvances, isRightToLeft: isRightToLeft,
          shownLength: shownLength))
      laid = NSMaxRange(range)
    }
    if !isLastContainer, laid == 0, !layout.lines.isEmpty { return ([], 0) }
    return (result, laid)
  }

  /// Whether a paragraph runs right to left (see the type's discussion).
  static func isRightToLeft(style: NSParagraphStyle, paragraph: NSRange, in string: NSString)
    -> Bool
  {
    switch style.baseWritingDirection {
    case .rightToLeft: return true
    case .leftToRight: return false
    default: break
    }
    return string.substring(with: paragraph).firstStrongIsRightToLeft ?? false
  }
}

extension StringProtocol {
  /// Whether the first strong character runs right to left (Hebrew, Arabic and the other
  /// right-to-left scripts and their presentation forms), false for a letter of another script,
  /// nil when there is none.
  package var firstStrongIsRightToLeft: Bool? {
    for scalar in unicodeScalars {
      let value = scalar.value
      if (0x0590...0x08FF).contains(value) || (0xFB1D...0xFDFF).contains(value)
        || (0xFE70...0xFEFF).contains(value)
      {
        return true
      }
      if scalar.properties.isAlphabetic { return false }
    }
    return nil
  }
}

extension TextKitLayout {
  /// Where a line's text starts in a span from `spanLeft` that leaves `slack` unused: natural and
  /// justified alignment follow the writing direction.
  static func textLeft(
    spanLeft: CGFloat, slack: CGFloat, alignment: NSTextAlignment, rightToLeft: Bool
  ) -> CGFloat {
    var alignment = alignment
    if alignment == .natural || alignment == .justified {
      alignment = rightToLeft ? .right : .left
    }
    switch alignment {
    case .right: return spanLeft + slack
    case .center: return spanLeft + slack / 2
    default: return spanLeft
    }
  }

  /// The left edge of each glyph of a line whose text starts at `textLeft` and is `width` wide:
  /// left to right from `textLeft`, or right to left from `textLeft + width`.
  static func glyphPositions(
    _ advances: [CGFloat], textLeft: CGFloat, width: CGFloat, rightToLeft: Bool
  ) -> [CGFloat] {
    var glyphX: [CGFloat] = []
    glyphX.reserveCapacity(advances.count)
    var cursor = rightToLeft ? textLeft + width : textLeft
    for advance in advances {
      if rightToLeft {
        cursor -= advance
        glyphX.append(cursor)
      } else {
        glyphX.append(cursor)
        cursor += advance
      }
    }
    return glyphX
  }
}
