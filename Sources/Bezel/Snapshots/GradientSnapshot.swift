import UIKit

/// A gradient layer's gradient as plain values: its kind, colour stops, and start and end points
/// in the unit coordinate space of the layer's bounds.
public struct GradientSnapshot: Hashable, Sendable {
  /// One colour of the gradient and where it stops, 0 to 1 along the gradient.
  public struct Stop: Hashable, Sendable {
    /// The colour.
    public var color: SnapshotColor
    /// Where the colour stops.
    public var location: CGFloat

    /// Creates a stop from its values.
    public init(color: SnapshotColor, location: CGFloat) {
      self.color = color
      self.location = location
    }
  }

  /// The gradient's style: axial, radial or conic.
  public var type: CAGradientLayerType
  /// The colour stops, in the order of the layer's `colors`.
  public var stops: [Stop]
  /// The layer's `startPoint`, in the unit square of its bounds.
  public var startPoint: CGPoint
  /// The layer's `endPoint`, in the unit square of its bounds.
  public var endPoint: CGPoint

  /// Creates a gradient from its values.
  public init(type: CAGradientLayerType, stops: [Stop], startPoint: CGPoint, endPoint: CGPoint) {
    self.type = type
    self.stops = stops
    self.startPoint = startPoint
    self.endPoint = endPoint
  }

  /// The gradient of a gradient layer.
  ///
  /// Elements of `colors` that are not `CGColor`s are left out with their location. Without
  /// `locations`, or with a number of them that differs from the number of colours, the colours
  /// are spread evenly from 0 to 1 (CAGradientLayer.h, `locations`: "If nil, the stops are
  /// spread uniformly across the range").
  public init(_ layer: CAGradientLayer) {
    let values = layer.colors ?? []
    let locations = layer.locations.flatMap { $0.count == values.count ? $0 : nil }
    var stops: [Stop] = []
    for (index, value) in values.enumerated() {
      guard let color = cgColor(value) else { continue }
      let location: CGFloat
      if let locations {
        location = CGFloat(locations[index].doubleValue)
      } else {
        location = values.count > 1 ? CGFloat(index) / CGFloat(values.count - 1) : 0
      }
      stops.append(Stop(color: SnapshotColor(color), location: location))
    }
    self.init(
      type: layer.type, stops: stops, startPoint: layer.startPoint, endPoint: layer.endPoint)
  }
}

/// `value` as a `CGColor`, or nil when it is something else.
private func cgColor(_ value: Any) -> CGColor? {
  value as? CGColor
}
