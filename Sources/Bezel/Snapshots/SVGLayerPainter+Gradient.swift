import Foundation
import UIKit

// A gradient layer's gradient in SVG, filling the layer's rounded bounds (CAGradientLayer draws
// its gradient where a background would be). Points are in the unit square of the bounds
// (CAGradientLayer.h, `startPoint`: "defined in the unit coordinate space of the layer"), which
// is SVG's default `objectBoundingBox` space for gradients, so they are written as they are.

extension SVGLayerPainter {
  /// Draws `gradient` over the layer's rounded bounds.
  mutating func gradient(_ gradient: GradientSnapshot, in layer: LayerSnapshot) {
    guard !gradient.stops.isEmpty, hasArea(layer.bounds) else { return }
    switch gradient.type {
    case .radial: radial(gradient, in: layer)
    case .conic: conic(gradient, in: layer)
    default: axial(gradient, in: layer)
    }
  }

  /// An axial gradient: a `linearGradient` from the start point to the end point, padded with
  /// the end colours beyond them, as Core Animation extends them.
  private mutating func axial(_ gradient: GradientSnapshot, in layer: LayerSnapshot) {
    let id = newID("g")
    svg.raw("<linearGradient id=\"\(id)\"")
    svg.attribute("x1", gradient.startPoint.x)
    svg.attribute("y1", gradient.startPoint.y)
    svg.attribute("x2", gradient.endPoint.x)
    svg.attribute("y2", gradient.endPoint.y)
    svg.raw(">\n")
    stops(gradient)
    svg.raw("</linearGradient>\n")
    fill(layer, with: id)
  }

  /// A radial gradient: CAGradientLayer.h, `kCAGradientLayerRadial`: an ellipse centred at the
  /// start point whose half-width and half-height are the end point's distances from it along
  /// each axis; a unit circle at the origin turned into that ellipse by `gradientTransform`.
  ///
  /// An ellipse without width or height shows the last colour.
  private mutating func radial(_ gradient: GradientSnapshot, in layer: LayerSnapshot) {
    let start = gradient.startPoint
    let radiusX = abs(gradient.endPoint.x - start.x)
    let radiusY = abs(gradient.endPoint.y - start.y)
    guard radiusX > 0, radiusY > 0, radiusX.isFinite, radiusY.isFinite else {
      solid(gradient.stops[gradient.stops.count - 1].color, in: layer)
      return
    }
    let id = newID("g")
    svg.raw("<radialGradient id=\"\(id)\" cx=\"0\" cy=\"0\" r=\"1\" gradientTransform=\"matrix(")
    for (index, value) in [radiusX, 0, 0, radiusY, start.x, start.y].enumerated() {
      if index > 0 { svg.raw(" ") }
      svg.number(value)
    }
    svg.raw(")\">\n")
    stops(gradient)
    svg.raw("</radialGradient>\n")
    fill(layer, with: id)
  }

  /// A conic gradient, which SVG does not have: 72 wedges of 5° around the start point, each in
  /// the colour at its middle, clipped to the rounded bounds.
  ///
  /// CAGradientLayer.h, `kCAGradientLayerConic`: centred at the start point, with its 0° direction
  /// from the start point to the end point. The colours go clockwise on the screen (y down), in
  /// the unit square of the bounds like the other kinds.
  private mutating func conic(_ gradient: GradientSnapshot, in layer: LayerSnapshot) {
    let bounds = layer.bounds
    let start = gradient.startPoint
    guard start.x.isFinite, start.y.isFinite else { return }
    let dx = gradient.endPoint.x - start.x
    let dy = gradient.endPoint.y - start.y
    let zero = (dx == 0 && dy == 0) || !dx.isFinite || !dy.isFinite ? 0 : atan2(dy, dx)
    // Past the unit square's farthest corner, so that the wedges cover the bounds.
    let corners = [
      CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 0), CGPoint(x: 0, y: 1), CGPoint(x: 1, y: 1),
    ]
    let reach = corners.map { hypot($0.x - start.x, $0.y - start.y) }.max() ?? 1
    func point(_ u: CGFloat, _ v: CGFloat) -> CGPoint {
      CGPoint(x: bounds.minX + u * bounds.width, y: bounds.minY + v * bounds.height)
    }
    let center = point(start.x, start.y)
    let count = 72
    svg.raw(clip(layer))
    // Without antialiasing between wedges, which would show their seams; the clip keeps the
    // outer edge smooth.
    svg.raw("<g class=\"conic-gradient\" shape-rendering=\"crispEdges\">\n")
    for index in 0..<count {
      let from = zero + 2 * .pi * CGFloat(index) / CGFloat(count)
      let to = zero + 2 * .pi * CGFloat(index + 1) / CGFloat(count)
      let first = point(start.x + (reach + 1) * cos(from), start.y + (reach + 1) * sin(from))
      let second = point(start.x + (reach + 1) * cos(to), start.y + (reach + 1) * sin(to))
      svg.raw("<path d=\"M")
      for (offset, vertex) in [center, first, second].enumerated() {
        if offset > 0 { svg.raw("L") }
        svg.number(vertex.x)
        svg.raw(" ")
        svg.number(vertex.y)
      }
      svg.raw("Z\"")
      svg.color("fill", color(at: (CGFloat(index) + 0.5) / CGFloat(count), in: gradient.stops))
      svg.raw("/>\n")
    }
    svg.raw("</g>\n</g>\n")
  }

  /// The `<stop>`s of a gradient, offsets clamped to 0…1.
  private mutating func stops(_ gradient: GradientSnapshot) {
    for stop in gradient.stops {
      svg.raw("<stop")
      svg.attribute("offset", unit(stop.location))
      svg.color("stop-color", stop.color)
      svg.raw("/>\n")
    }
  }

  /// The layer's rounded bounds filled with the paint server `id`.
  private mutating func fill(_ layer: LayerSnapshot, with id: String) {
    svg.roundedRect(
      layer.bounds, radius: layer.cornerRadius, corners: layer.maskedCorners,
      " fill=\"url(#\(id))\"")
  }

  /// The layer's rounded bounds filled with `color`.
  private mutating func solid(_ color: SnapshotColor, in layer: LayerSnapshot) {
    var rest = SVGWriter(capacity: 48)
    rest.color("fill", color)
    svg.roundedRect(
      layer.bounds, radius: layer.cornerRadius, corners: layer.maskedCorners, rest.out)
  }

  /// The colour `t` of the way along the stops, mixed linearly between the two around it; the
  /// first colour before the first stop, the last after the last.
  private func color(at t: CGFloat, in stops: [GradientSnapshot.Stop]) -> SnapshotColor {
    guard var previous = stops.first else { return SnapshotColor(red: 0, green: 0, blue: 0) }
    if t <= previous.location { return previous.color }
    for stop in stops.dropFirst() {
      if t <= stop.location {
        let span = stop.location - previous.location
        let f = span > 0 ? (t - previous.location) / span : 1
        let a = previous.color
        let b = stop.color
        return SnapshotColor(
          red: a.red + (b.red - a.red) * f, green: a.green + (b.green - a.green) * f,
          blue: a.blue + (b.blue - a.blue) * f, alpha: a.alpha + (b.alpha - a.alpha) * f)
      }
      previous = stop
    }
    return previous.color
  }
}
