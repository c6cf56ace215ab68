import UIKit

/// A shape layer's shape as plain values: its path and how it is filled and stroked.
///
/// Defaults are CAShapeLayer.h's: filled opaque black, not stroked, lines 1 point wide with butt
/// caps and miter joins (limit 10), the non-zero fill rule, stroked from 0 to 1.
public struct ShapeSnapshot: Hashable, Sendable {
  /// The path, in the layer's coordinates.
  public var path: SnapshotPath
  /// The fill colour, or nil for no fill.
  public var fillColor: SnapshotColor?
  /// How the inside of the path is decided.
  public var fillRule: CAShapeLayerFillRule
  /// The stroke colour, or nil for no stroke.
  public var strokeColor: SnapshotColor?
  /// The stroke's width.
  public var lineWidth: CGFloat
  /// The miter limit of miter joins.
  public var miterLimit: CGFloat
  /// The ends of open subpaths.
  public var lineCap: CAShapeLayerLineCap
  /// The joins of segments.
  public var lineJoin: CAShapeLayerLineJoin
  /// The dash pattern's lengths, empty for a solid line.
  public var lineDashPattern: [CGFloat]
  /// How far into the dash pattern the stroke starts.
  public var lineDashPhase: CGFloat
  /// Where stroking starts along the path, 0 to 1.
  public var strokeStart: CGFloat
  /// Where stroking ends along the path, 0 to 1.
  public var strokeEnd: CGFloat

  /// Creates a shape from its values, with CAShapeLayer.h's defaults.
  public init(
    path: SnapshotPath, fillColor: SnapshotColor? = SnapshotColor(red: 0, green: 0, blue: 0),
    fillRule: CAShapeLayerFillRule = .nonZero, strokeColor: SnapshotColor? = nil,
    lineWidth: CGFloat = 1, miterLimit: CGFloat = 10, lineCap: CAShapeLayerLineCap = .butt,
    lineJoin: CAShapeLayerLineJoin = .miter, lineDashPattern: [CGFloat] = [],
    lineDashPhase: CGFloat = 0, strokeStart: CGFloat = 0, strokeEnd: CGFloat = 1
  ) {
    self.path = path
    self.fillColor = fillColor
    self.fillRule = fillRule
    self.strokeColor = strokeColor
    self.lineWidth = lineWidth
    self.miterLimit = miterLimit
    self.lineCap = lineCap
    self.lineJoin = lineJoin
    self.lineDashPattern = lineDashPattern
    self.lineDashPhase = lineDashPhase
    self.strokeStart = strokeStart
    self.strokeEnd = strokeEnd
  }

  /// The shape of a shape layer; nil without a path.
  public init?(_ layer: CAShapeLayer) {
    guard let path = layer.path else { return nil }
    self.init(
      path: SnapshotPath(path), fillColor: layer.fillColor.map(SnapshotColor.init),
      fillRule: layer.fillRule, strokeColor: layer.strokeColor.map(SnapshotColor.init),
      lineWidth: layer.lineWidth, miterLimit: layer.miterLimit, lineCap: layer.lineCap,
      lineJoin: layer.lineJoin,
      lineDashPattern: (layer.lineDashPattern ?? []).map { CGFloat($0.doubleValue) },
      lineDashPhase: layer.lineDashPhase, strokeStart: layer.strokeStart,
      strokeEnd: layer.strokeEnd)
  }
}
