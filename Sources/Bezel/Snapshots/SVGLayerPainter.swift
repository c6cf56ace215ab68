import UIKit

/// Draws the parts of one layer's appearance in its own coordinates: shadow, background,
/// content (gradient or shape) and border, and the clip path of a layer that masks to its
/// bounds.
///
/// Clip paths, filters and gradients need `id`s. They are written with a placeholder prefix
/// that the drawing replaces with one derived from its content, so that two different drawings
/// inlined in one page share no id (two identical ones define the same things under the same
/// ids).
struct SVGLayerPainter {
  /// The placeholder written before each id's number; no escaped text or number holds it.
  static let idPlaceholder = "\u{1}"

  var svg: SVGWriter
  /// The number of ids handed out.
  private(set) var idCount = 0

  init(capacity: Int) {
    svg = SVGWriter(capacity: capacity)
  }

  /// A new id of `kind` ("c" clip path, "f" filter, "g" gradient), placeholder included.
  mutating func newID(_ kind: String) -> String {
    idCount += 1
    return "\(Self.idPlaceholder)-\(kind)\(idCount)"
  }

  // MARK: Background and border

  /// The layer's background colour over its rounded bounds.
  mutating func background(_ layer: LayerSnapshot) {
    guard let color = layer.backgroundColor, color.isVisible, hasArea(layer.bounds) else {
      return
    }
    var rest = SVGWriter(capacity: 48)
    rest.color("fill", color)
    svg.roundedRect(
      layer.bounds, radius: layer.cornerRadius, corners: layer.maskedCorners, rest.out)
  }

  /// The border, drawn inside the bounds.
  ///
  /// CALayer.h, `borderWidth`: "The width of the layer's border, inset from the layer bounds";
  /// it is composited above the contents and sublayers and follows `cornerRadius`. A stroke
  /// along the bounds inset by half the width, with the radius less half the width, has its
  /// outer edge on the rounded bounds.
  mutating func border(_ layer: LayerSnapshot) {
    guard let color = layer.borderColor, color.isVisible, layer.borderWidth > 0,
      hasArea(layer.bounds)
    else { return }
    let width = layer.borderWidth
    let bounds = layer.bounds
    var rest = SVGWriter(capacity: 64)
    if 2 * width >= min(bounds.width, bounds.height) {
      // A border as wide as half the shorter side covers the whole layer.
      rest.color("fill", color)
      svg.roundedRect(bounds, radius: layer.cornerRadius, corners: layer.maskedCorners, rest.out)
      return
    }
    let radius = min(layer.cornerRadius, bounds.width / 2, bounds.height / 2)
    rest.raw(" fill=\"none\"")
    rest.color("stroke", color)
    rest.attribute("stroke-width", width)
    svg.roundedRect(
      bounds.insetBy(dx: width / 2, dy: width / 2), radius: max(0, radius - width / 2),
      corners: layer.maskedCorners, rest.out)
  }

  // MARK: Clipping

  /// The definition of a clip path to the layer's rounded bounds and the start of a group
  /// clipped by it, which a `</g>` ends.
  mutating func clip(_ layer: LayerSnapshot) -> String {
    let id = newID("c")
    var markup = SVGWriter(capacity: 160)
    markup.raw("<clipPath id=\"\(id)\">\n")
    markup.roundedRect(layer.bounds, radius: layer.cornerRadius, corners: layer.maskedCorners)
    markup.raw("</clipPath>\n<g clip-path=\"url(#\(id))\">\n")
    return markup.out
  }

  // MARK: Shape layers

  /// A shape layer's path, filled and stroked as its properties say.
  mutating func shape(_ shape: ShapeSnapshot) {
    guard !shape.path.elements.isEmpty else { return }
    svg.raw("<path d=\"")
    svg.pathData(shape.path)
    svg.raw("\"")
    if let fill = shape.fillColor, fill.isVisible {
      svg.color("fill", fill)
      if shape.fillRule == .evenOdd { svg.raw(" fill-rule=\"evenodd\"") }
    } else {
      svg.raw(" fill=\"none\"")
    }
    stroke(shape)
    svg.raw("/>\n")
  }

  /// The stroke attributes of a shape layer, none when it is not stroked.
  ///
  /// `strokeStart` and `strokeEnd` are fractions of the path's length: with one subpath and no
  /// dash pattern they become one dash over that part of a path of length 1 (`pathLength`);
  /// otherwise the whole path is stroked, which SVG cannot trim without measuring it.
  private mutating func stroke(_ shape: ShapeSnapshot) {
    guard let color = shape.strokeColor, color.isVisible, shape.lineWidth > 0 else { return }
    let start = unit(shape.strokeStart)
    let end = unit(shape.strokeEnd)
    guard end > start else { return }
    svg.color("stroke", color)
    if shape.lineWidth != 1 { svg.attribute("stroke-width", shape.lineWidth) }
    if shape.lineCap == .round || shape.lineCap == .square {
      svg.attribute("stroke-linecap", text: shape.lineCap.rawValue)
    }
    if shape.lineJoin == .round || shape.lineJoin == .bevel {
      svg.attribute("stroke-linejoin", text: shape.lineJoin.rawValue)
    } else {
      // SVG's default limit is 4, Core Animation's 10; SVG refuses limits below 1.
      svg.attribute("stroke-miterlimit", max(1, shape.miterLimit.isFinite ? shape.miterLimit : 10))
    }
    let dashes = shape.lineDashPattern
    let dashed =
      !dashes.isEmpty && dashes.allSatisfy { $0.isFinite && $0 >= 0 } && dashes.contains { $0 > 0 }
    if dashed {
      svg.raw(" stroke-dasharray=\"")
      for (index, dash) in dashes.enumerated() {
        if index > 0 { svg.raw(" ") }
        svg.number(dash)
      }
      svg.raw("\"")
      if shape.lineDashPhase != 0 { svg.attribute("stroke-dashoffset", shape.lineDashPhase) }
    } else if (start > 0 || end < 1) && shape.path.subpathCount == 1 {
      // One dash from `start` to `end`, then a gap longer than what is left of the path.
      svg.raw(" pathLength=\"1\" stroke-dasharray=\"")
      svg.number(end - start)
      svg.raw(" 1\"")
      if start > 0 { svg.attribute("stroke-dashoffset", -start) }
    }
  }

  // MARK: Shadows

  /// The layer's shadow under it: its `shadowPath`, else its own shape (a shape layer's path, or
  /// the rounded bounds of a layer with a background or a gradient), moved by the offset and
  /// blurred.
  ///
  /// A layer with nothing of its own casts the shadow of its sublayers' alpha on iOS; that is
  /// not drawn. The blur is a Gaussian whose standard deviation is the shadow radius: Core
  /// Animation does not publish its kernel, and a radius of r matches a CSS `box-shadow` blur
  /// of 2r, the usual translation.
  mutating func shadow(_ layer: LayerSnapshot) {
    guard let shadow = layer.shadow else { return }
    var shape = SVGWriter(capacity: 256)
    var bounds: CGRect?
    var spread: CGFloat = 0
    var colors = SVGWriter(capacity: 64)
    colors.color("fill", shadow.color)
    if let path = shadow.path {
      guard !path.elements.isEmpty else { return }
      shape.raw("<path d=\"")
      shape.pathData(path)
      shape.raw("\"")
      bounds = path.controlPointBounds
    } else if case .shape(let content) = layer.content, !content.path.elements.isEmpty {
      shape.raw("<path d=\"")
      shape.pathData(content.path)
      shape.raw("\"")
      bounds = content.path.controlPointBounds
      let fills = content.fillColor?.isVisible ?? false
      let strokes = (content.strokeColor?.isVisible ?? false) && content.lineWidth > 0
      colors = SVGWriter(capacity: 64)
      if fills {
        colors.color("fill", shadow.color)
      } else {
        colors.raw(" fill=\"none\"")
      }
      if strokes {
        colors.color("stroke", shadow.color)
        colors.attribute("stroke-width", content.lineWidth)
        spread = content.lineWidth / 2
      }
    } else if hasArea(layer.bounds), drawsOwnArea(layer) {
      bounds = layer.bounds
    } else {
      return
    }
    guard let box = bounds else { return }
    let radius = shadow.radius.isFinite ? shadow.radius : 0
    var filter = ""
    if radius > 0 {
      let id = newID("f")
      // Three standard deviations hold all but a trace of the blur.
      let region = box.insetBy(dx: -(3 * radius + spread), dy: -(3 * radius + spread))
      svg.raw("<filter id=\"\(id)\" filterUnits=\"userSpaceOnUse\"")
      svg.attribute("x", region.minX)
      svg.attribute("y", region.minY)
      svg.attribute("width", region.width)
      svg.attribute("height", region.height)
      svg.raw("><feGaussianBlur")
      svg.attribute("stdDeviation", radius)
      svg.raw("/></filter>\n")
      filter = " filter=\"url(#\(id))\""
    }
    svg.raw("<g class=\"shadow\"")
    svg.transform(CGAffineTransform(translationX: shadow.offset.width, y: shadow.offset.height))
    svg.raw(">\n")
    if shape.out.isEmpty {
      svg.roundedRect(
        layer.bounds, radius: layer.cornerRadius, corners: layer.maskedCorners,
        colors.out + filter)
    } else {
      svg.raw(shape.out)
      svg.raw(colors.out)
      svg.raw(filter)
      svg.raw("/>\n")
    }
    svg.raw("</g>\n")
  }

  /// Whether the layer covers its rounded bounds with something of its own: a background or a
  /// gradient.
  private func drawsOwnArea(_ layer: LayerSnapshot) -> Bool {
    if layer.backgroundColor?.isVisible ?? false { return true }
    if case .gradient(let gradient) = layer.content, !gradient.stops.isEmpty { return true }
    return false
  }

  func hasArea(_ rect: CGRect) -> Bool {
    rect.width > 0 && rect.height > 0 && rect.width.isFinite && rect.height.isFinite
  }

  func unit(_ value: CGFloat) -> CGFloat {
    value.isNaN ? 0 : min(max(value, 0), 1)
  }
}
