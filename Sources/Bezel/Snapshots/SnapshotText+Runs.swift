import UIKit

// Attributed text drawn run by run, where UIKit's text layout puts each run
// (`AttributedTextLayout.fragments(model:)`: lines broken, runs placed by their advances,
// baselines from the line's fonts).
//
// Placement in the box: the lines are centred down the box as a label centres its text; a line
// sits across it by its paragraph's alignment (the view's where the text sets none): from its
// indent on the left, its end against the right edge on the right, centred in the width.
//
// Decorations, a model (iOS does not publish the system font's underline metrics): a line
// 1/17 of the point size thick (1 pt at 17 pt), twice as thick for `.thick`; an underline
// centred 1/10 of the point size below the baseline (1.7 pt at 17 pt, above the descender's
// 4.1 pt), a strikethrough at half the font's x-height above it; `.double` draws two lines one
// thickness apart; patterns are dashed as `Decoration.dashes` models them; `.byWord` cuts the
// run into its words and spaces, the spaces without the line (`byWord(_:advances:)`). A
// background fills the run's font box (ascender to descender).

extension SnapshotText {
  /// One attribute run of one line, as drawn.
  public struct Run: Hashable, Sendable {
    /// The characters drawn (an ellipsis included where the line is truncated).
    public var text: String
    /// The run's font box from the text box's top-left corner: from its start, as wide as its
    /// advances, from its font's ascender above the baseline to its descender below.
    public var frame: CGRect
    /// The baseline, from the text box's top.
    public var baseline: CGFloat
    /// The font's point size.
    public var fontSize: CGFloat
    /// The font's weight, as a `UIFont.Weight` raw value (0 is regular).
    public var weight: CGFloat
    /// The text's colour, or nil where it is not known, drawn grey.
    public var color: SnapshotColor?
    /// The colour behind the run, or nil for none.
    public var backgroundColor: SnapshotColor?
    /// The underline, or nil for none.
    public var underline: Decoration?
    /// The strikethrough, or nil for none.
    public var strikethrough: Decoration?

    /// Creates a run from its values.
    public init(
      text: String, frame: CGRect, baseline: CGFloat, fontSize: CGFloat, weight: CGFloat = 0,
      color: SnapshotColor? = nil, backgroundColor: SnapshotColor? = nil,
      underline: Decoration? = nil, strikethrough: Decoration? = nil
    ) {
      self.text = text
      self.frame = frame
      self.baseline = baseline
      self.fontSize = fontSize
      self.weight = weight
      self.color = color
      self.backgroundColor = backgroundColor
      self.underline = underline
      self.strikethrough = strikethrough
    }

    /// The CSS font weight nearest the run's (see `SnapshotText.cssWeight`).
    public var cssWeight: Int { SnapshotText.cssWeight(of: weight) }
  }

  /// An underline or strikethrough across a run.
  public struct Decoration: Hashable, Sendable {
    /// The `NSUnderlineStyle` raw value.
    public var style: Int
    /// The centre of the (first) line, from the text box's top.
    public var y: CGFloat
    /// The thickness of a line.
    public var thickness: CGFloat
    /// The colour, or nil for the run's.
    public var color: SnapshotColor?

    /// Creates a decoration from its values.
    public init(style: Int, y: CGFloat, thickness: CGFloat, color: SnapshotColor? = nil) {
      self.style = style
      self.y = y
      self.thickness = thickness
      self.color = color
    }

    /// Whether two lines are drawn (`NSUnderlineStyle.double`, 0x09, in the style's low four
    /// bits; the pattern and by-word flags are above them).
    public var isDouble: Bool { style & 0x0F == NSUnderlineStyle.double.rawValue }

    /// The lengths a patterned line is drawn and skipped in, alternately, from its start; empty
    /// for a solid line.
    ///
    /// The pattern is the style's bits 0x0700 (`NSUnderlineStyle.patternDot`
    /// 0x100, `patternDash` 0x200, `patternDashDot` 0x300, `patternDashDotDot` 0x400). Apple
    /// does not publish the lengths; in this model a dot is as long as the line is thick, a
    /// dash four times, with gaps twice the thickness.
    public var dashes: [CGFloat] {
      let dot = thickness
      let dash = 4 * thickness
      let gap = 2 * thickness
      switch style & 0x0700 {
      case NSUnderlineStyle.patternDot.rawValue: return [dot, gap]
      case NSUnderlineStyle.patternDash.rawValue: return [dash, gap]
      case NSUnderlineStyle.patternDashDot.rawValue: return [dash, gap, dot, gap]
      case NSUnderlineStyle.patternDashDotDot.rawValue: return [dash, gap, dot, gap, dot, gap]
      default: return []
      }
    }
  }

  /// Whether `text` is drawn run by run: it has several attribute runs, a background,
  /// underline or strikethrough that one plain text cannot show, or a tab (the text after it
  /// starts at its stop).
  static func needsRuns(_ text: NSAttributedString) -> Bool {
    if text.string.contains("\t") { return true }
    var runs = 0
    var decorated = false
    text.enumerateAttributes(in: NSRange(location: 0, length: text.length), options: []) {
      attributes, _, _ in
      runs += 1
      if attributes[.backgroundColor] != nil || integer(attributes[.underlineStyle]) != 0
        || integer(attributes[.strikethroughStyle]) != 0
      {
        decorated = true
      }
    }
    return runs > 1 || decorated
  }

  /// `text` laid out in a box of `size` and drawn run by run, or nil when nothing of it shows.
  ///
  /// Characters without a font take `font`, without a colour `color`; lines past
  /// `numberOfLines` (0 for any number) or past the box's height are cut, the last kept one
  /// truncated as `lineBreakMode` says. The lines are centred down the box as a label's are,
  /// or, not `centred`, start at its top as a text view's do.
  @MainActor
  init?(
    attributed text: NSAttributedString, font: UIFont, color: UIColor?, numberOfLines: Int,
    lineBreakMode: NSLineBreakMode, size: CGSize, alignment: Alignment, in view: UIView,
    model: any TextMeasuring, centred: Bool = true, usesFontLeading: Bool = true
  ) {
    guard text.length > 0, size.width > 0, size.height > 0 else { return nil }
    let wrapping: AttributedTextLayout.Wrapping =
      lineBreakMode == .byCharWrapping ? .character : .word
    func layout(_ limit: Int) -> AttributedTextLayout {
      AttributedTextLayout(
        text, defaultFont: font, maxWidth: size.width, numberOfLines: limit, wrapping: wrapping,
        truncation: lineBreakMode, usesFontLeading: usesFontLeading, model: model)
    }
    var laidOut = layout(numberOfLines)
    // As many lines as the box's height holds (half a point of slack, as for plain text).
    let fitting = laidOut.lines.prefix { $0.y + $0.textHeight <= size.height + 0.5 }.count
    if fitting < laidOut.lines.count { laidOut = layout(max(1, fitting)) }
    guard !laidOut.lines.isEmpty else { return nil }
    let top = centred ? max(0, (size.height - laidOut.size.height) / 2) : 0
    let rightToLeft = view.effectiveUserInterfaceLayoutDirection == .rightToLeft
    let string = text.string as NSString
    var lineTexts = Array(repeating: "", count: laidOut.lines.count)
    var runs: [Run] = []
    var runsOfLine = Array(repeating: [Int](), count: laidOut.lines.count)
    for fragment in laidOut.fragments(model: model) {
      let line = laidOut.lines[fragment.line]
      let location = min(fragment.range.location, text.length - 1)
      let attributes = text.attributes(at: location, effectiveRange: nil)
      let lineStyle = text.attribute(.paragraphStyle, at: line.range.location, effectiveRange: nil)
      let lineAlignment =
        (lineStyle as? NSParagraphStyle).map {
          Self.alignment($0.alignment, rightToLeft: rightToLeft)
        } ?? alignment
      let shift: CGFloat =
        switch lineAlignment {
        case .left: 0
        case .center: (size.width - line.width) / 2 - line.x
        case .right: size.width - line.width - line.x
        }
      var characters = fragment.range.length > 0 ? string.substring(with: fragment.range) : ""
      if fragment.endsInEllipsis { characters += "…" }
      lineTexts[fragment.line] += characters
      let run = Self.run(
        characters, attributes: attributes, font: font, color: color,
        x: shift + fragment.x, width: fragment.width, baseline: top + fragment.baseline,
        in: view)
      for piece in Self.byWord(run, advances: fragment.advances) {
        runsOfLine[fragment.line].append(runs.count)
        runs.append(piece)
      }
    }
    for (index, line) in laidOut.lines.enumerated() {
      Self.reorder(
        &runs, indices: runsOfLine[index],
        paragraphRightToLeft: text.paragraphIsRightToLeft(at: line.range.location))
    }
    self.init(
      lines: lineTexts, lineWidths: laidOut.lines.map(\.width), fontSize: font.pointSize,
      lineHeight: laidOut.lines[0].height, alignment: alignment,
      color: Self.color(color, in: view), weight: font.weightValue, runs: runs)
  }

  /// A run of `characters` with `attributes` (`font` and `color` where they set none), from `x`
  /// and `width` wide, on `baseline`; its decorations as the file's discussion models them.
  @MainActor
  static func run(
    _ characters: String, attributes: [NSAttributedString.Key: Any], font: UIFont,
    color: UIColor?, x: CGFloat, width: CGFloat, baseline: CGFloat, in view: UIView
  ) -> Run {
    let runFont = attributes[.font] as? UIFont ?? font
    let thickness = runFont.pointSize / 17
    func decoration(_ key: NSAttributedString.Key, _ colorKey: NSAttributedString.Key, y: CGFloat)
      -> Decoration?
    {
      let style = integer(attributes[key])
      guard style != 0 else { return nil }
      let thick = style & NSUnderlineStyle.thick.rawValue != 0
      return Decoration(
        style: style, y: y, thickness: thick ? 2 * thickness : thickness,
        color: Self.color(attributes[colorKey] as? UIColor, in: view))
    }
    return Run(
      text: characters,
      frame: CGRect(
        x: x, y: baseline - runFont.ascender, width: width,
        height: runFont.ascender - runFont.descender),
      baseline: baseline, fontSize: runFont.pointSize, weight: runFont.weightValue,
      color: Self.color(attributes[.foregroundColor] as? UIColor ?? color, in: view),
      backgroundColor: Self.color(attributes[.backgroundColor] as? UIColor, in: view),
      underline: decoration(.underlineStyle, .underlineColor, y: baseline + runFont.pointSize / 10),
      strikethrough: decoration(
        .strikethroughStyle, .strikethroughColor, y: baseline - runFont.xHeight / 2))
  }

  /// `run` cut into its words and the spaces between them when its underline or strikethrough
  /// is `.byWord`, the spaces without that line; `run` alone otherwise.
  ///
  /// `NSUnderlineStyle.byWord` draws the line under or through words only, not whitespace.
  /// `advances` are the run's characters' (an ellipsis ending it takes the rest of its width).
  static func byWord(_ run: Run, advances: [CGFloat]) -> [Run] {
    let byWord = NSUnderlineStyle.byWord.rawValue
    let underlineByWord = (run.underline?.style ?? 0) & byWord != 0
    let strikethroughByWord = (run.strikethrough?.style ?? 0) & byWord != 0
    let characters = Array(run.text)
    guard underlineByWord || strikethroughByWord, characters.count > 1,
      advances.count <= characters.count
    else { return [run] }
    var widths = advances
    // The ellipsis, where the run ends in one, takes what its characters leave of its width.
    if widths.count < characters.count {
      widths.append(max(0, run.frame.width - advances.reduce(0, +)))
      while widths.count < characters.count { widths.append(0) }
    }
    var pieces: [Run] = []
    var x = run.frame.minX
    var start = 0
    while start < characters.count {
      let isSpace = characters[start].isWhitespace
      var end = start + 1
      while end < characters.count, characters[end].isWhitespace == isSpace { end += 1 }
      let width = widths[start..<end].reduce(0, +)
      var piece = run
      piece.text = String(characters[start..<end])
      piece.frame.origin.x = x
      piece.frame.size.width = width
      if isSpace {
        if underlineByWord { piece.underline = nil }
        if strikethroughByWord { piece.strikethrough = nil }
      }
      pieces.append(piece)
      x += width
      start = end
    }
    return pieces
  }

  /// An integer attribute's value (an underline style's raw value); 0 when absent.
  static func integer(_ value: Any?) -> Int {
    switch value {
    case let value as Int: value
    case let value as NSUnderlineStyle: value.rawValue
    case let value as NSNumber: value.intValue
    default: 0
    }
  }
}
