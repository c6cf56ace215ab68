import UIKit

// Attributed text in SVG, run by run (`SnapshotText.Run`): its background, its characters
// fitted to their measured width, its underline and strikethrough.

extension SVGWriter {
  /// Draws `run` with its text box's top-left corner at `origin`.
  mutating func run(_ run: SnapshotText.Run, at origin: CGPoint) {
    let frame = run.frame.offsetBy(dx: origin.x, dy: origin.y)
    if let background = run.backgroundColor {
      var fill = SVGWriter(capacity: 48)
      fill.color("fill", background)
      rect(frame, fill.out + " class=\"text-background\"")
    }
    var rest = SVGWriter(capacity: 128)
    rest.attribute("font-size", run.fontSize)
    if run.cssWeight != 400 { rest.raw(" font-weight=\"\(run.cssWeight)\"") }
    if let color = run.color { rest.color("fill", color) }
    if run.frame.width > 0 {
      rest.attribute("textLength", run.frame.width)
      rest.raw(" lengthAdjust=\"spacingAndGlyphs\"")
    }
    text(run.text, x: frame.minX, y: origin.y + run.baseline, rest.out)
    for decoration in [run.underline, run.strikethrough].compactMap({ $0 }) {
      let color = decoration.color ?? run.color
      let y = origin.y + decoration.y
      self.decoration(decoration, from: frame.minX, to: frame.maxX, y: y, color: color)
      if decoration.isDouble {
        self.decoration(
          decoration, from: frame.minX, to: frame.maxX, y: y + 2 * decoration.thickness,
          color: color)
      }
    }
  }

  /// One line of `decoration` centred on `y`: a filled rectangle, or a stroked line dashed as its
  /// pattern says.
  private mutating func decoration(
    _ decoration: SnapshotText.Decoration, from minX: CGFloat, to maxX: CGFloat, y: CGFloat,
    color: SnapshotColor?
  ) {
    let dashes = decoration.dashes
    guard !dashes.isEmpty else {
      var fill = SVGWriter(capacity: 48)
      if let color { fill.color("fill", color) }
      let line = CGRect(
        x: minX, y: y - decoration.thickness / 2, width: maxX - minX,
        height: decoration.thickness)
      rect(line, fill.out + " class=\"text-decoration\"")
      return
    }
    raw("<line")
    attribute("x1", minX)
    attribute("y1", y)
    attribute("x2", maxX)
    attribute("y2", y)
    if let stroke = color {
      self.color("stroke", stroke)
    } else {
      raw(" stroke=\"gray\"")
    }
    attribute("stroke-width", decoration.thickness)
    raw(" stroke-dasharray=\"")
    for (index, length) in dashes.enumerated() {
      if index > 0 { raw(" ") }
      number(length)
    }
    raw("\" class=\"text-decoration\"/>\n")
  }
}
