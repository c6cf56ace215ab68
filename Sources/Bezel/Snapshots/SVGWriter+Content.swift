import UIKit

// What views draw besides their layers, in SVG: text in its colour, size and weight, images
// and symbols as placeholders of their size.

extension SVGWriter {
  /// The font family drawings ask for: the system font where the viewer has it.
  static let fontFamily = "-apple-system, system-ui, Helvetica, Arial, sans-serif"

  /// Draws `text`'s lines in `box`, across it by the text's alignment and centred down it as a
  /// label centres its lines; each line is stretched or squeezed to its measured width
  /// (`textLength`), so it takes the room it takes on the device.
  mutating func lines(_ text: SnapshotText, in box: CGRect) {
    guard text.runs.isEmpty else {
      for run in text.runs { self.run(run, at: box.origin) }
      return
    }
    var rest = SVGWriter(capacity: 96)
    rest.attribute("font-size", text.fontSize)
    if text.cssWeight != 400 { rest.raw(" font-weight=\"\(text.cssWeight)\"") }
    if let color = text.color { rest.color("fill", color) }
    let x: CGFloat
    switch text.alignment {
    case .left: x = box.minX
    case .center:
      x = box.midX
      rest.raw(" text-anchor=\"middle\"")
    case .right:
      x = box.maxX
      rest.raw(" text-anchor=\"end\"")
    }
    let top =
      box.minY + max(0, (box.height - text.lineHeight * CGFloat(text.lines.count)) / 2)
    for (index, line) in text.lines.enumerated() {
      // The baseline sits about 0.8 of a line below the line's top in the system font.
      let baseline = top + text.lineHeight * (CGFloat(index) + 0.8)
      var fitted = rest.out
      if index < text.lineWidths.count, text.lineWidths[index] > 0 {
        fitted += " textLength=\"" + SnapshotNumber.string(text.lineWidths[index]) + "\""
        fitted += " lengthAdjust=\"spacingAndGlyphs\""
      }
      self.text(line, x: x, y: baseline, fitted)
    }
  }

  /// Draws a mark with its frame moved by `origin` (the view's top-left corner).
  mutating func mark(_ mark: SnapshotMark, at origin: CGPoint) {
    let frame = mark.frame.offsetBy(dx: origin.x, dy: origin.y)
    guard frame.width > 0, frame.height > 0, frame.width.isFinite, frame.height.isFinite
    else { return }
    switch mark {
    case .text(let text, _):
      lines(text, in: frame)
    case .shape(_, let radius, let fill, let stroke):
      var paint = SVGWriter(capacity: 64)
      if let fill { paint.color("fill", fill) } else { paint.raw(" fill=\"none\"") }
      if let stroke {
        paint.color("stroke", stroke)
        paint.raw(" stroke-width=\"1\"")
      }
      roundedRect(
        frame, radius: radius, corners: LayerSnapshot.allCorners, paint.out + " class=\"control\"")
    case .symbol(_, let color):
      // A rounded square of the symbol's size, lightly filled, with a dot at its centre.
      var fill = SVGWriter(capacity: 48)
      fill.color("fill", color)
      let radius = min(frame.width, frame.height) / 4
      roundedRect(
        frame, radius: radius, corners: LayerSnapshot.allCorners,
        fill.out + " fill-opacity=\"0.35\" class=\"symbol\"")
      let dot = min(frame.width, frame.height) / 4
      roundedRect(
        CGRect(x: frame.midX - dot, y: frame.midY - dot, width: 2 * dot, height: 2 * dot),
        radius: dot, corners: LayerSnapshot.allCorners, fill.out)
    case .image:
      // A light grey placeholder of the image's size, crossed.
      rect(frame, " class=\"image\" fill=\"#e5e5ea\" stroke=\"#c7c7cc\" stroke-width=\"1\"")
      raw("<path fill=\"none\" stroke=\"#c7c7cc\" stroke-width=\"1\" d=\"M")
      number(frame.minX)
      raw(" ")
      number(frame.minY)
      raw("L")
      number(frame.maxX)
      raw(" ")
      number(frame.maxY)
      raw("M")
      number(frame.maxX)
      raw(" ")
      number(frame.minY)
      raw("L")
      number(frame.minX)
      raw(" ")
      number(frame.maxY)
      raw("\"/>\n")
    }
  }

  /// Draws a view's text and marks with the view's top-left corner at `origin`.
  mutating func content(of view: ViewSnapshot, at origin: CGPoint) {
    if let text = view.text {
      let box =
        text.box?.offsetBy(dx: origin.x, dy: origin.y)
        ?? CGRect(origin: origin, size: view.frame.size)
      if box.width > 0, box.height > 0 { lines(text, in: box) }
    }
    for mark in view.marks { self.mark(mark, at: origin) }
  }
}
