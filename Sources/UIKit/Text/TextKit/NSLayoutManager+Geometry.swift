import Foundation

/// The lookups behind a layout manager's glyph, line fragment and hit-testing answers.
extension NSLayoutManager {
  func clampedRange(_ range: NSRange) -> NSRange {
    let length = textLength
    let location = min(max(range.location, 0), length)
    return NSRange(location: location, length: min(max(range.length, 0), length - location))
  }

  func containerIndex(_ container: NSTextContainer) -> Int? {
    textContainers.firstIndex { $0 === container }
  }

  func line(containing glyphIndex: Int) -> TextKitLayout.Line? {
    let lines = layout.lines
    if let line = lines.first(where: { NSLocationInRange(glyphIndex, $0.glyphRange) }) {
      return line
    }
    // The end of the text belongs to the last line.
    return glyphIndex == textLength ? lines.last : nil
  }

  func intersects(_ lhs: NSRange, _ rhs: NSRange) -> Bool {
    if rhs.length == 0 { return NSLocationInRange(rhs.location, lhs) }
    return NSIntersectionRange(lhs, rhs).length > 0
  }

  /// The rectangle of `glyphRange` in each line of `container` it spans.
  func enclosingRects(for glyphRange: NSRange, in container: NSTextContainer) -> [CGRect] {
    guard let index = containerIndex(container) else { return [] }
    let range = clampedRange(glyphRange)
    var rects: [CGRect] = []
    for line in layout.lines where line.container == index && intersects(line.glyphRange, range) {
      let start = max(range.location, line.glyphRange.location) - line.glyphRange.location
      let end = min(NSMaxRange(range), NSMaxRange(line.glyphRange)) - line.glyphRange.location
      var left = CGFloat.infinity
      var right = -CGFloat.infinity
      for offset in start..<max(end, start + 1) where line.glyphX.indices.contains(offset) {
        left = min(left, line.glyphX[offset])
        right = max(right, line.glyphX[offset] + line.advances[offset])
      }
      if left > right {
        left = line.usedRect.maxX - line.rect.minX
        right = left
      }
      rects.append(
        CGRect(x: left, y: line.rect.minY, width: right - left, height: line.rect.height))
    }
    return rects
  }

  /// The glyph nearest `point` in `container` and the fraction through it.
  func hit(_ point: CGPoint, in container: NSTextContainer) -> (index: Int, fraction: CGFloat) {
    guard let index = containerIndex(container) else { return (0, 0) }
    let lines = layout.lines.filter { $0.container == index }
    guard !lines.isEmpty else { return (layout.laidLength, 0) }
    let first = lines.first { point.y < $0.rect.maxY } ?? lines[lines.count - 1]
    // The fragments of that line (one, unless exclusion paths cut it), and the glyphs that take
    // room across them, in order; a line of none answers its first glyph.
    let row = lines.filter { $0.rect.minY == first.rect.minY }
    var best: (line: TextKitLayout.Line, offset: Int)?
    var bestDistance = CGFloat.infinity
    for line in row {
      for offset in line.advances.indices where line.advances[offset] > 0 {
        let left = line.glyphX[offset]
        let right = left + line.advances[offset]
        let distance = point.x < left ? left - point.x : (point.x > right ? point.x - right : 0)
        if distance < bestDistance {
          best = (line, offset)
          bestDistance = distance
        }
      }
    }
    guard let (line, offset) = best else { return (first.glyphRange.location, 0) }
    var fraction = (point.x - line.glyphX[offset]) / line.advances[offset]
    if line.isRightToLeft { fraction = 1 - fraction }
    return (line.glyphRange.location + offset, min(max(fraction, 0), 1))
  }
}
