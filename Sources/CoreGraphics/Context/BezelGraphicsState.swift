import Foundation

/// A `CGContext`'s graphics state, as Bezel records it with each drawing operation.
///
/// Bezel's, not Apple's: visible only through `@_spi(Bezel) import CoreGraphics`. The defaults
/// are a new context's: identity CTM, no clip, opaque black fill and stroke, line width 1, butt
/// caps, miter joins with limit 10, no dash, alpha 1, normal blending, no shadow, antialiasing on
/// (the Quartz 2D Programming Guide's "Graphics States" lists these parameters).
@_spi(Bezel) public struct BezelGraphicsState {
  /// The current transformation matrix: user space to the context's device space.
  public var ctm: CGAffineTransform = .identity
  /// The clip: every region a point must be inside, in device space; empty for no clip.
  public var clip: [BezelClipRegion] = []
  /// The fill color.
  public var fillColor: CGColor = CGColor(gray: 0, alpha: 1)
  /// The stroke color.
  public var strokeColor: CGColor = CGColor(gray: 0, alpha: 1)
  /// The line width, in user space.
  public var lineWidth: CGFloat = 1
  /// The line cap.
  public var lineCap: CGLineCap = .butt
  /// The line join.
  public var lineJoin: CGLineJoin = .miter
  /// The miter limit.
  public var miterLimit: CGFloat = 10
  /// The dash phase.
  public var lineDashPhase: CGFloat = 0
  /// The dash lengths; empty for a solid line.
  public var lineDashLengths: [CGFloat] = []
  /// The global alpha.
  public var alpha: CGFloat = 1
  /// The blend mode.
  public var blendMode: CGBlendMode = .normal
  /// The shadow's offset, in base space.
  public var shadowOffset: CGSize = .zero
  /// The shadow's blur radius.
  public var shadowBlur: CGFloat = 0
  /// The shadow's color; nil for no shadow.
  public var shadowColor: CGColor?
  /// The flatness tolerance for curves.
  public var flatness: CGFloat = 0.5
  /// Whether shapes are antialiased.
  public var shouldAntialias = true
  /// The rendering intent.
  public var renderingIntent: CGColorRenderingIntent = .defaultIntent
  /// The text drawing mode.
  public var textDrawingMode: CGTextDrawingMode = .fill
  /// The extra space between characters.
  public var characterSpacing: CGFloat = 0
  /// The interpolation quality for images.
  public var interpolationQuality: CGInterpolationQuality = .default

  /// The default state of a new context.
  public init() {}
}

/// One region of a clip: a path in device space and the rule that fills it.
@_spi(Bezel) public struct BezelClipRegion {
  /// The region's outline, in device space.
  public var path: CGPath
  /// The rule that decides which points are inside.
  public var rule: CGPathFillRule
}

/// One thing drawn into a `CGContext`, with the graphics state it was drawn with.
///
/// Bezel's, not Apple's: visible only through `@_spi(Bezel) import CoreGraphics`. Paths are in
/// the context's device space (the CTM applied when they were built, as CoreGraphics does);
/// rectangles and points of images and gradients are in user space, to be mapped by `state.ctm`.
@_spi(Bezel) public enum BezelDrawingOperation {
  /// A path filled with `rule` and `state.fillColor`.
  case fill(CGPath, rule: CGPathFillRule, state: BezelGraphicsState)
  /// A path stroked with `state`'s line attributes and `state.strokeColor`.
  case stroke(CGPath, state: BezelGraphicsState)
  /// A rectangle (user space) cleared to transparent.
  case clear(CGRect, state: BezelGraphicsState)
  /// An image drawn into a rectangle (user space), tiled or not.
  case image(CGImage, rect: CGRect, tiled: Bool, state: BezelGraphicsState)
  /// An axial gradient between two points (user space).
  case linearGradient(
    CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions,
    state: BezelGraphicsState)
  /// A radial gradient between two circles (user space).
  case radialGradient(
    CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint,
    endRadius: CGFloat, options: CGGradientDrawingOptions, state: BezelGraphicsState)

  /// The graphics state the operation was drawn with.
  public var state: BezelGraphicsState {
    switch self {
    case .fill(_, _, let state), .stroke(_, let state), .clear(_, let state),
      .image(_, _, _, let state), .linearGradient(_, _, _, _, let state),
      .radialGradient(_, _, _, _, _, _, let state):
      return state
    }
  }
}
