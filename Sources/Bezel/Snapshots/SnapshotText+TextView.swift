import UIKit

// A text view's text, run by run, in its text container: from the container's top (inset by
// `textContainerInset`, moved by the content offset); lines below the view's bottom inset are
// left out.
// - A rectangular container lays its text out as a label's attributed text is laid out, with
//   the container's line limit and line break mode (a truncated last line ends in its
//   ellipsis), inside the line fragment padding.
// - A container with exclusion paths draws the line fragments its layout manager laid out
//   around them: each run from its first glyph's left edge to its last glyph's right edge
//   (right-to-left paragraphs place their glyphs from the right, as the layout manager does).
//   A truncated line is drawn without its ellipsis there: the fragment layout keeps none.

extension SnapshotText {
  /// The text `textView` shows, or nil when it has none.
  @MainActor
  init?(textView: UITextView, rightToLeft: Bool, model: any TextMeasuring) {
    guard let text = textView.attributedText, text.length > 0 else { return nil }
    let bounds = textView.bounds
    let inset = textView.textContainerInset
    let font = textView.font ?? UIFont.systemFont(ofSize: 12)
    let color = textView.textColor ?? .label
    let alignment = Self.alignment(textView.textAlignment, rightToLeft: rightToLeft)
    let visibleHeight = bounds.height - inset.top - inset.bottom + bounds.minY
    if let shaped = textView.shapedLinesForDrawing {
      self.init(
        shaped: shaped, text: text, font: font, color: color, alignment: alignment,
        visibleHeight: visibleHeight, in: textView)
      box = CGRect(
        x: inset.left, y: inset.top - bounds.minY,
        width: max(0, bounds.width - inset.left - inset.right), height: visibleHeight)
      return
    }
    let padding = textView.lineFragmentPaddingForDrawing
    let box = CGRect(
      x: inset.left + padding, y: inset.top - bounds.minY,
      width: bounds.width - inset.left - inset.right - 2 * padding, height: visibleHeight)
    let limit = textView.lineLimitForDrawing
    self.init(
      attributed: text, font: font, color: color, numberOfLines: limit.lines,
      lineBreakMode: limit.lineBreakMode, size: box.size, alignment: alignment, in: textView,
      model: model, centred: false, usesFontLeading: textView.usesFontLeadingForDrawing)
    self.box = box
  }

  /// The runs of `shaped`, line fragments laid out by a layout manager in container
  /// coordinates, that end above `visibleHeight`; nil when none does.
  @MainActor
  private init?(
    shaped: [NSLayoutManager.DrawnLine], text: NSAttributedString, font: UIFont, color: UIColor,
    alignment: Alignment, visibleHeight: CGFloat, in view: UIView
  ) {
    let string = text.string as NSString
    var lineTexts: [String] = []
    var lineWidths: [CGFloat] = []
    var runs: [Run] = []
    for line in shaped where line.rect.maxY <= visibleHeight + 0.5 {
      var lineText = ""
      var left = CGFloat.infinity
      var right = -CGFloat.infinity
      var location = line.glyphRange.location
      let end = NSMaxRange(line.glyphRange)
      while location < end {
        var effective = NSRange()
        let attributes = text.attributes(at: location, effectiveRange: &effective)
        let runEnd = min(end, NSMaxRange(effective))
        // The run's glyphs drawn: only those the layout shows (a line limit hides the rest of
        // the text in its last line), line breaks and spaces at the line's end left out.
        let shownEnd =
          line.glyphRange.location
          + min(line.shownLength, line.glyphX.count, line.advances.count)
        var last = min(runEnd, shownEnd)
        while last > location, last == shownEnd, Self.isHanging(string.character(at: last - 1)) {
          last -= 1
        }
        if last > location {
          let glyphs = (location - line.glyphRange.location)..<(last - line.glyphRange.location)
          let edges = glyphs.map { (line.glyphX[$0], line.glyphX[$0] + line.advances[$0]) }
          let minX = edges.map(\.0).min() ?? 0
          let maxX = edges.map(\.1).max() ?? 0
          let characters = string.substring(
            with: NSRange(location: location, length: last - location))
          lineText += characters
          left = min(left, minX)
          right = max(right, maxX)
          runs.append(
            Self.run(
              characters, attributes: attributes, font: font, color: color, x: minX,
              width: maxX - minX, baseline: line.rect.minY + line.baseline, in: view))
        }
        location = runEnd
      }
      lineTexts.append(lineText)
      lineWidths.append(right > left ? right - left : 0)
    }
    guard !runs.isEmpty else { return nil }
    self.init(
      lines: lineTexts, lineWidths: lineWidths, fontSize: font.pointSize,
      lineHeight: shaped[0].rect.height, alignment: alignment,
      color: Self.color(color, in: view), weight: font.weightValue, runs: runs)
  }

  /// Whether a UTF-16 unit takes no room at a line's end: a line break or a space.
  private static func isHanging(_ unit: unichar) -> Bool {
    [0x0A, 0x0D, 0x2028, 0x2029, 0x20, 0x09].contains(unit)
  }
}
