import UIKit

/// The text a label, text field or text view shows, broken into the lines it is drawn in, for
/// drawings.
///
/// Lines are broken greedily at spaces with the widths of the text model the views were
/// measured with (`UILabel` sizes itself with the same model), within the view's width; as many
/// lines as the view's height holds are kept, the last cut as the view's line break mode says
/// (an ellipsis at its head, middle or tail, or clipped). The drawing never affects layout.
public struct SnapshotText: Hashable, Sendable {
  /// The lines, top to bottom.
  public var lines: [String]
  /// Each line's width in the text model: drawings stretch or squeeze their font to it, so a
  /// line takes the room it takes on the device.
  public var lineWidths: [CGFloat]
  /// The font's point size.
  public var fontSize: CGFloat
  /// The distance from one line's top to the next's.
  public var lineHeight: CGFloat
  /// Where the lines sit across the view: the side a label's (natural) alignment gives in the
  /// view's layout direction, or the centre for a button's title.
  public var alignment: Alignment
  /// The text's colour, or nil where it is not known (a snapshot read from JSON), drawn grey.
  public var color: SnapshotColor?
  /// The font's weight, as a `UIFont.Weight` raw value (0 is regular).
  public var weight: CGFloat
  /// Where the lines are laid out in the view, from the view's top-left corner, or nil for the
  /// whole view (a text field's text rectangle, a bar's title).
  public var box: CGRect?
  /// The text's attribute runs as drawn, line by line, when it is attributed text with several
  /// runs or with decorations; empty for text drawn in one font and colour (`lines`).
  public var runs: [Run] = []

  /// Where lines sit across their view.
  public enum Alignment: String, Hashable, Sendable {
    /// Against the left edge.
    case left
    /// Centred.
    case center
    /// Against the right edge.
    case right
  }

  /// Creates a text from its values.
  public init(
    lines: [String], lineWidths: [CGFloat], fontSize: CGFloat, lineHeight: CGFloat,
    alignment: Alignment = .left, color: SnapshotColor? = nil, weight: CGFloat = 0,
    box: CGRect? = nil, runs: [Run] = []
  ) {
    self.lines = lines
    self.lineWidths = lineWidths
    self.fontSize = fontSize
    self.lineHeight = lineHeight
    self.alignment = alignment
    self.color = color
    self.weight = weight
    self.box = box
    self.runs = runs
  }

  /// The CSS font weight nearest the font's: 100 (ultra light) to 900 (black), 400 regular.
  public var cssWeight: Int { Self.cssWeight(of: weight) }

  /// The CSS font weight nearest a `UIFont.Weight` raw value.
  static func cssWeight(of weight: CGFloat) -> Int {
    // UIFont.Weight's raw values, ultraLight to black (UIFontDescriptor.h).
    let steps: [(CGFloat, Int)] = [
      (-0.8, 100), (-0.6, 200), (-0.4, 300), (0, 400), (0.23, 500), (0.3, 600), (0.4, 700),
      (0.56, 800), (0.62, 900),
    ]
    var best = 400
    var distance = CGFloat.infinity
    for (value, css) in steps where abs(value - weight) < distance {
      distance = abs(value - weight)
      best = css
    }
    return best
  }

  /// The text `text` is drawn as in `font` within a box of `size`, or nil when nothing of it
  /// would show: broken into at most `numberOfLines` lines (0 for any number), as many as the
  /// box's height holds, the last kept one cut as `lineBreakMode` says, by the layout attributed
  /// text is measured and drawn with (`AttributedTextLayout`; a label's plain text sizes the
  /// same way).
  @MainActor
  init?(
    _ text: String, font: UIFont, numberOfLines: Int,
    lineBreakMode: NSLineBreakMode = .byTruncatingTail, size: CGSize, alignment: Alignment,
    model: any TextMeasuring
  ) {
    let lineHeight = font.lineHeight
    guard !text.isEmpty, lineHeight > 0, size.width > 0, size.height > 0 else { return nil }
    let fits = max(1, Int(min((size.height + 0.5) / lineHeight, 10_000)))
    let limit = numberOfLines > 0 ? min(numberOfLines, fits) : fits
    let string = NSAttributedString(string: text, attributes: [.font: font])
    let layout = AttributedTextLayout(
      string, defaultFont: font, maxWidth: size.width, numberOfLines: limit,
      wrapping: lineBreakMode == .byCharWrapping ? .character : .word, truncation: lineBreakMode,
      model: model)
    guard !layout.lines.isEmpty else { return nil }
    let characters = string.string as NSString
    var lines = Array(repeating: "", count: layout.lines.count)
    // A truncated line is as wide as what it keeps and its ellipsis; the others as the layout's.
    var widths = layout.lines.map { $0.isTruncated ? 0 : $0.width }
    for fragment in layout.fragments(model: model) {
      if fragment.range.length > 0 {
        lines[fragment.line] += characters.substring(with: fragment.range)
      }
      if fragment.endsInEllipsis { lines[fragment.line] += "…" }
      if layout.lines[fragment.line].isTruncated { widths[fragment.line] += fragment.width }
    }
    // Spaces hanging past a line's end take no room in it.
    lines = lines.map { line in String(line.reversed().drop { $0 == " " }.reversed()) }
    self.init(
      lines: lines, lineWidths: widths.map { min(size.width, $0) },
      fontSize: font.pointSize, lineHeight: lineHeight, alignment: alignment,
      weight: font.weightValue)
  }
}
