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
      var fill = SVGWriter(capacity: 48)
      if let color = decoration.color ?? run.color { fill.color("fill", color) }
      let y = origin.y + decoration.y - decoration.thickness / 2
      let line = CGRect(x: frame.minX, y: y, width: frame.width, height: decoration.thickness)
      rect(line, fill.out + " class=\"text-decoration\"")
      if decoration.isDouble {
        rect(
          line.offsetBy(dx: 0, dy: 2 * decoration.thickness),
          fill.out + " class=\"text-decoration\"")
      }
    }
  }
}
