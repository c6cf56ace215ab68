import Foundation

// NSSecureCoding. Apple's archive keys for a path are private, so Bezel writes its own: the
// elements as one array of numbers (each element's `CGPathElementType` raw value, then its
// points' coordinates) and each drawing attribute under its property's name. A path archived by
// Bezel decodes in Bezel; an archive whose numbers do not make whole elements decodes to nil.

extension UIBezierPath {
  private enum Key {
    static let elements = "UIBezierPathElements"
    static let lineWidth = "lineWidth"
    static let lineCapStyle = "lineCapStyle"
    static let lineJoinStyle = "lineJoinStyle"
    static let miterLimit = "miterLimit"
    static let flatness = "flatness"
    static let usesEvenOddFillRule = "usesEvenOddFillRule"
    static let dashLengths = "lineDashPattern"
    static let dashPhase = "lineDashPhase"
  }

  func encodePath(to coder: NSCoder) {
    var numbers: [Double] = []
    for element in storage.elements {
      switch element {
      case .move(let p): numbers += [0, Double(p.x), Double(p.y)]
      case .line(let p): numbers += [1, Double(p.x), Double(p.y)]
      case .quadCurve(let c, let p):
        numbers += [2, Double(c.x), Double(c.y), Double(p.x), Double(p.y)]
      case .curve(let c1, let c2, let p):
        numbers += [
          3, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(p.x), Double(p.y),
        ]
      case .close: numbers += [4]
      }
    }
    coder.encode(numbers.map { NSNumber(value: $0) } as NSArray, forKey: Key.elements)
    coder.encode(Double(lineWidth), forKey: Key.lineWidth)
    coder.encode(Int(lineCapStyle.rawValue), forKey: Key.lineCapStyle)
    coder.encode(Int(lineJoinStyle.rawValue), forKey: Key.lineJoinStyle)
    coder.encode(Double(miterLimit), forKey: Key.miterLimit)
    coder.encode(Double(flatness), forKey: Key.flatness)
    coder.encode(usesEvenOddFillRule, forKey: Key.usesEvenOddFillRule)
    coder.encode(
      dashLengths.map { NSNumber(value: Double($0)) } as NSArray, forKey: Key.dashLengths)
    coder.encode(Double(dashPhase), forKey: Key.dashPhase)
  }

  /// Reads a path `encodePath(to:)` wrote; false when the elements are malformed.
  func decodePath(from coder: NSCoder) -> Bool {
    let classes: [AnyClass] = [NSArray.self, NSNumber.self]
    guard
      let array = coder.decodeObject(of: classes, forKey: Key.elements) as? [NSNumber],
      let elements = Self.elements(from: array.map(\.doubleValue))
    else { return false }
    storage = CGMutablePath(copying: elements)
    lineWidth = CGFloat(coder.decodeDouble(forKey: Key.lineWidth))
    lineCapStyle =
      CGLineCap(rawValue: Int32(coder.decodeInteger(forKey: Key.lineCapStyle))) ?? .butt
    lineJoinStyle =
      CGLineJoin(rawValue: Int32(coder.decodeInteger(forKey: Key.lineJoinStyle))) ?? .miter
    miterLimit = CGFloat(coder.decodeDouble(forKey: Key.miterLimit))
    flatness = CGFloat(coder.decodeDouble(forKey: Key.flatness))
    usesEvenOddFillRule = coder.decodeBool(forKey: Key.usesEvenOddFillRule)
    let dash = coder.decodeObject(of: classes, forKey: Key.dashLengths) as? [NSNumber] ?? []
    dashLengths = dash.map { CGFloat($0.doubleValue) }
    dashPhase = CGFloat(coder.decodeDouble(forKey: Key.dashPhase))
    return true
  }

  /// The elements the numbers spell, or nil if they do not make whole, finite elements.
  private static func elements(from numbers: [Double]) -> [CGPath.Element]? {
    guard numbers.allSatisfy(\.isFinite) else { return nil }
    var result: [CGPath.Element] = []
    var index = 0
    func points(_ count: Int) -> [CGPoint]? {
      guard index + 2 * count <= numbers.count else { return nil }
      let points = (0..<count).map {
        CGPoint(x: numbers[index + 2 * $0], y: numbers[index + 2 * $0 + 1])
      }
      index += 2 * count
      return points
    }
    while index < numbers.count {
      let type = numbers[index]
      index += 1
      switch type {
      case 0:
        guard let p = points(1) else { return nil }
        result.append(.move(p[0]))
      case 1:
        guard let p = points(1) else { return nil }
        result.append(.line(p[0]))
      case 2:
        guard let p = points(2) else { return nil }
        result.append(.quadCurve(control: p[0], end: p[1]))
      case 3:
        guard let p = points(3) else { return nil }
        result.append(.curve(control1: p[0], control2: p[1], end: p[2]))
      case 4: result.append(.close)
      default: return nil
      }
    }
    // A path starts with a move, as every way of building one makes it.
    if let first = result.first {
      guard case .move = first else { return nil }
    }
    return result
  }
}
