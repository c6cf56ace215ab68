import Foundation

// UIBezierPath.h: a CGPath and the attributes UIKit draws it with. The defaults are those of
// Apple's documentation of each property: `lineWidth` 1, `lineCapStyle` .butt, `lineJoinStyle`
// .miter, `miterLimit` 10, `flatness` 0.6, `usesEvenOddFillRule` false, no dash. Not main-actor
// isolated, as in Apple's SDK: paths are built and drawn on any thread. The construction is in
// `UIBezierPath+Shapes.swift` and `UIBezierPath+Reversing.swift`, the drawing in
// `UIBezierPath+Drawing.swift`; members a subclass can override are declared here.

/// A path of straight and curved segments, with the attributes UIKit fills, strokes and clips
/// it with in the current graphics context.
open class UIBezierPath: NSObject, NSCopying, NSSecureCoding {
  /// The path, in the path's own coordinates.
  var storage = CGMutablePath()
  /// The dash lengths; empty for a solid line.
  var dashLengths: [CGFloat] = []
  /// Where in the dash pattern a stroke starts.
  var dashPhase: CGFloat = 0

  /// An empty path.
  public override init() {
    super.init()
  }

  /// A closed rectangle that starts at `rect`'s origin and runs clockwise on a y-down screen
  /// (`init(rect:)`: "starting at the origin of rect and adding line segments in a clockwise
  /// direction").
  public convenience init(rect: CGRect) {
    self.init()
    storage.addRect(rect)
  }

  /// The oval inscribed in `rect`, a closed subpath of four curves, clockwise on a y-down screen.
  public convenience init(ovalIn rect: CGRect) {
    self.init()
    storage.addEllipse(in: rect)
  }

  /// A rectangle whose corners are rounded with `cornerRadius`, clamped to half the shorter side.
  public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
    self.init()
    appendRoundedRect(rect, corners: .allCorners, radii: .circular(cornerRadius))
  }

  /// A rectangle whose `corners` are rounded with `cornerRadii` (each clamped to half its side).
  public convenience init(
    roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize
  ) {
    self.init()
    appendRoundedRect(rect, corners: corners, radii: .elliptical(cornerRadii))
  }

  /// An open subpath: the arc of the circle at `center` from `startAngle` to `endAngle`.
  ///
  /// Angles are in radians from the positive x-axis; on UIKit's y-down screen `clockwise` runs
  /// through increasing angles (so 0 to π clockwise is the bottom half).
  public convenience init(
    arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
    clockwise: Bool
  ) {
    self.init()
    addArc(
      withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
      clockwise: clockwise)
  }

  /// A path with the elements of `CGPath`.
  public convenience init(cgPath CGPath: CGPath) {
    self.init()
    storage = CGMutablePath(copying: CGPath.elements)
  }

  /// A path decoded from `coder`: its elements and drawing attributes, as `encode(with:)`
  /// wrote them; nil when the archive holds no valid path.
  public required init?(coder: NSCoder) {
    super.init()
    guard decodePath(from: coder) else { return nil }
  }

  /// Archives the path's elements and drawing attributes.
  open func encode(with coder: NSCoder) { encodePath(to: coder) }

  /// True: a path decodes only the classes it expects.
  public class var supportsSecureCoding: Bool { true }

  // MARK: The path

  /// The path as an immutable Core Graphics path; setting it replaces the elements.
  open var cgPath: CGPath {
    get { CGPath(elements: storage.elements) }
    set { storage = CGMutablePath(copying: newValue.elements) }
  }

  /// Starts a new subpath at `point`.
  open func move(to point: CGPoint) { storage.move(to: point) }

  /// Adds a line from the current point to `point`; logged and ignored without a current point.
  open func addLine(to point: CGPoint) { storage.addLine(to: point) }

  /// Adds a cubic Bézier curve from the current point to `endPoint`.
  open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
    storage.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
  }

  /// Adds a quadratic Bézier curve from the current point to `endPoint`.
  open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
    storage.addQuadCurve(to: endPoint, control: controlPoint)
  }

  /// Adds an arc, after a line from the current point to its start (a move in an empty path).
  ///
  /// `clockwise` is as seen on UIKit's y-down screen: increasing angles, which is Core
  /// Graphics' counter-clockwise (CGPath's `clockwise` means decreasing angles).
  open func addArc(
    withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
    clockwise: Bool
  ) {
    storage.addArc(
      center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
      clockwise: !clockwise)
  }

  /// Closes the current subpath with a line back to its start.
  open func close() { storage.closeSubpath() }

  /// Removes every element.
  open func removeAllPoints() { storage = CGMutablePath() }

  /// Appends the elements of `bezierPath`.
  open func append(_ bezierPath: UIBezierPath) { storage.addPath(bezierPath.storage) }

  /// A new path of the same shape, each subpath run in the opposite direction, with this
  /// path's drawing attributes.
  open func reversing() -> UIBezierPath {
    let reversed = copyAttributes()
    reversed.storage = CGMutablePath(copying: UIBezierPath.reversed(storage.elements))
    return reversed
  }

  /// Transforms every point of the path by `transform`.
  open func apply(_ transform: CGAffineTransform) {
    // A non-finite transform is ignored, as Core Graphics ignores non-finite values.
    let entries = [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty]
    guard entries.allSatisfy(\.isFinite) else { return }
    var transform = transform
    storage = storage.mutableCopy(using: &transform) ?? storage
  }

  /// Whether the path has no elements.
  open var isEmpty: Bool { storage.isEmpty }

  /// The smallest rectangle holding every point of the path, control points included
  /// (`bounds`: "including any control points for Bézier and quadratic curves"); the null
  /// rectangle for an empty path.
  open var bounds: CGRect { storage.boundingBox }

  /// The end point of the last element; `.zero` for an empty path.
  open var currentPoint: CGPoint { storage.currentPoint }

  /// Whether `point` is inside the path's filled area, under `usesEvenOddFillRule`.
  open func contains(_ point: CGPoint) -> Bool {
    storage.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
  }

  // MARK: Drawing attributes

  /// The stroke's width, in points (default 1).
  open var lineWidth: CGFloat = 1
  /// The shape of open subpaths' ends (default `.butt`).
  open var lineCapStyle: CGLineCap = .butt
  /// The shape of joints between segments (default `.miter`).
  open var lineJoinStyle: CGLineJoin = .miter
  /// The limit beyond which a miter join is beveled (default 10).
  open var miterLimit: CGFloat = 10
  /// How far a rendered curve may stray from the true curve, in pixels (default 0.6).
  open var flatness: CGFloat = 0.6
  /// Whether filling and hit testing use the even-odd rule rather than nonzero winding.
  open var usesEvenOddFillRule = false

  /// Sets the dash pattern: `count` lengths read from `pattern`, starting `phase` points in;
  /// a nil pattern or a zero count makes the line solid.
  open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
    setDash(pattern, count: count, phase: phase)
  }

  /// Writes the dash pattern's lengths to `pattern`, their number to `count` and the phase to
  /// `phase`, each when not nil; `pattern` must hold at least the pattern's lengths.
  open func getLineDash(
    _ pattern: UnsafeMutablePointer<CGFloat>?, count: UnsafeMutablePointer<Int>?,
    phase: UnsafeMutablePointer<CGFloat>?
  ) {
    getDash(pattern, count: count, phase: phase)
  }

  // MARK: Drawing in the current context

  /// Fills the area the path encloses with the context's fill color, closing open subpaths.
  open func fill() { paint(fill: true, blendMode: nil, alpha: 1) }

  /// Strokes the path with its drawing attributes and the context's stroke color.
  open func stroke() { paint(fill: false, blendMode: nil, alpha: 1) }

  /// Fills the path with `blendMode` and `alpha`.
  open func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
    paint(fill: true, blendMode: blendMode, alpha: alpha)
  }

  /// Strokes the path with `blendMode` and `alpha`.
  open func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
    paint(fill: false, blendMode: blendMode, alpha: alpha)
  }

  /// Intersects the current context's clip with the area the path encloses.
  open func addClip() { clipCurrentContext() }

  // MARK: Copying

  /// A copy of the path and its drawing attributes.
  open func copy(with zone: NSZone? = nil) -> Any {
    let copy = copyAttributes()
    copy.storage = CGMutablePath(copying: storage.elements)
    return copy
  }

  /// A new path of this class with no elements and this path's drawing attributes.
  private func copyAttributes() -> UIBezierPath {
    let copy = UIBezierPath()
    copy.lineWidth = lineWidth
    copy.lineCapStyle = lineCapStyle
    copy.lineJoinStyle = lineJoinStyle
    copy.miterLimit = miterLimit
    copy.flatness = flatness
    copy.usesEvenOddFillRule = usesEvenOddFillRule
    copy.dashLengths = dashLengths
    copy.dashPhase = dashPhase
    return copy
  }
}
