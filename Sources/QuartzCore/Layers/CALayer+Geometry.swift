import Foundation

// Frame, bounds, position and anchor point, as Core Animation relates them (Core Animation
// Programming Guide, "Layers Have Their Own Geometry"): the anchor point of the bounds sits at
// `position` in the superlayer, the transform applies about it, and the frame is the bounding
// box of the transformed bounds.

extension CALayer {
  /// The layer's geometry as one value.
  package var geometry: LayerGeometry { storedGeometry }

  // The owning view reads the geometry through these, not `storedGeometry`: the field skips the
  // exclusivity check in this module's code only, and a read compiled in another module checks.

  /// The bounds, for the owning view.
  package var geometryBounds: CGRect { storedGeometry.bounds }
  /// The position, for the owning view.
  package var geometryPosition: CGPoint { storedGeometry.position }
  /// The anchor point, for the owning view.
  package var geometryAnchorPoint: CGPoint { storedGeometry.anchorPoint }
  /// The affine part of the transform, for the owning view.
  package var geometryAffineTransform: CGAffineTransform {
    if storedGeometry.transformIsIdentity { return .identity }
    return CATransform3DGetAffineTransform(storedGeometry.transform)
  }
  /// Whether the transform is the identity, for the owning view.
  package var hasIdentityTransform: Bool { storedGeometry.transformIsIdentity }

  /// Sets the geometry without telling `geometryOwner`: the owner's own writes.
  ///
  /// Refuses (and reports) non-finite values, as the public setters do, keeping the old ones,
  /// and returns whether the geometry was accepted. Each changed property's action is looked up
  /// and run as for a public setter, so that the owner, as the layer's delegate, decides whether
  /// it animates (a view answers `NSNull` outside animation blocks, as on iOS).
  @discardableResult
  package func setGeometryFromOwner(_ newGeometry: LayerGeometry) -> Bool {
    guard Self.accepts(newGeometry) else { return false }
    let old = storedGeometry
    guard old != newGeometry else { return true }
    var keys: [String] = []
    if old.position != newGeometry.position { keys.append("position") }
    if old.bounds != newGeometry.bounds { keys.append("bounds") }
    if old.anchorPoint != newGeometry.anchorPoint { keys.append("anchorPoint") }
    if old.transform != newGeometry.transform { keys.append("transform") }
    for key in keys { willChange(key) }
    storedGeometry = newGeometry
    boundsDidChange(from: old.bounds)
    for key in keys.reversed() { didChange(key) }
    return true
  }

  /// Sets the geometry without telling `geometryOwner` and without looking up actions.
  ///
  /// For an owner whose delegate answers `NSNull` for every key (a view outside an animation
  /// block, UIView.h `actionForLayer:forKey:`): no action would run, so none is looked up. Layout
  /// marks stay with the owner, whose layout pass drives the layer's. Returns whether the
  /// geometry was accepted (non-finite values are refused as by the public setters).
  @discardableResult
  package func setGeometryWithoutActions(_ newGeometry: LayerGeometry) -> Bool {
    guard Self.accepts(newGeometry) else { return false }
    let oldSize = storedGeometry.bounds.size
    storedGeometry = newGeometry
    if oldSize != newGeometry.bounds.size, needsDisplayOnBoundsChange { needsDisplayFlag = true }
    return true
  }

  /// Sets position and bounds in place as `setGeometryWithoutActions(_:)` does: the owning
  /// view's frame, bounds and center setters, without copying the rest of the geometry.
  @discardableResult
  package func setPositionAndBoundsWithoutActions(position: CGPoint, bounds: CGRect) -> Bool {
    guard position.x.isFinite, position.y.isFinite, bounds.origin.x.isFinite,
      bounds.origin.y.isFinite, bounds.size.width.isFinite, bounds.size.height.isFinite
    else {
      // The refusal, reported as the public setters report it.
      var candidate = storedGeometry
      candidate.position = position
      candidate.bounds = bounds
      return setGeometryWithoutActions(candidate)
    }
    let oldSize = storedGeometry.bounds.size
    storedGeometry.position = position
    storedGeometry.bounds = bounds
    if oldSize != bounds.size, needsDisplayOnBoundsChange { needsDisplayFlag = true }
    return true
  }

  static func accepts(_ geometry: LayerGeometry) -> Bool {
    // The common case, every value finite, without building a reason.
    let g = geometry
    if g.position.x.isFinite, g.position.y.isFinite, g.bounds.origin.x.isFinite,
      g.bounds.origin.y.isFinite, g.bounds.size.width.isFinite, g.bounds.size.height.isFinite,
      g.anchorPoint.x.isFinite, g.anchorPoint.y.isFinite, g.transform.isFinite
    {
      return true
    }
    return !LayerInvalidGeometry.refuse(
      LayerInvalidGeometry.reason(position: geometry.position)
        ?? LayerInvalidGeometry.reason(bounds: geometry.bounds)
        ?? LayerInvalidGeometry.reason(anchorPoint: geometry.anchorPoint)
        ?? LayerInvalidGeometry.reason(transform: geometry.transform))
  }

  func setGeometry<Value>(
    _ field: WritableKeyPath<LayerGeometry, Value>, _ value: Value, key: String
  ) {
    var candidate = storedGeometry
    candidate[keyPath: field] = value
    guard Self.accepts(candidate) else { return }
    willChange(key)
    commitGeometry(candidate)
    didChange(key)
  }

  /// `sublayerTransform`'s setter: refuses (and reports) non-finite values, keeping the old.
  func setSublayerTransform(_ newValue: CATransform3D) {
    guard !LayerInvalidGeometry.refuse(LayerInvalidGeometry.reason(transform: newValue))
    else { return }
    willChange("sublayerTransform")
    storedSublayerTransform = newValue
    didChange("sublayerTransform")
  }

  /// Stores new geometry and tells the owner once.
  func commitGeometry(_ newGeometry: LayerGeometry) {
    let old = storedGeometry
    guard old != newGeometry else { return }
    storedGeometry = newGeometry
    boundsDidChange(from: old.bounds)
    geometryOwner?.layerGeometryDidChange(self, from: old)
  }

  /// A size change marks the layer for layout, and for display when it asks for it (CALayer.h:
  /// `needsDisplayOnBoundsChange`).
  func boundsDidChange(from old: CGRect) {
    guard old.size != storedGeometry.bounds.size else { return }
    markNeedsLayout()
    if needsDisplayOnBoundsChange { needsDisplayFlag = true }
  }

  /// The bounds, in coordinates relative to the anchor point, before the transform.
  var boundsAboutAnchor: CGRect {
    let bounds = storedGeometry.bounds
    let anchor = storedGeometry.anchorPoint
    return CGRect(
      x: -anchor.x * bounds.width, y: -anchor.y * bounds.height, width: bounds.width,
      height: bounds.height)
  }

  /// The frame, derived from the geometry: `frame`'s getter, and the owning view's.
  package var frameFromGeometry: CGRect {
    let local = boundsAboutAnchor
    let position = storedGeometry.position
    // Under the identity transform, the common case, without copying the matrix.
    if storedGeometry.transformIsIdentity {
      return local.offsetBy(dx: position.x, dy: position.y)
    }
    return storedGeometry.transform.boundingBox(of: local, z: -anchorPointZ)
      .offsetBy(dx: position.x, dy: position.y)
  }

  /// Sets position and, under the identity transform, the bounds' size.
  ///
  /// CALayer.h: the frame "is a function of the bounds, anchorPoint and position"; setting it
  /// sets the position to `origin + anchorPoint × size` and the bounds' size. Apple documents
  /// the frame as undefined under another transform; Bezel then moves the position only and
  /// keeps the bounds, as its `UIView.frame` does.
  func setFrame(_ frame: CGRect) {
    let frame = frame.standardized
    var candidate = storedGeometry
    candidate.position = CGPoint(
      x: frame.origin.x + candidate.anchorPoint.x * frame.size.width,
      y: frame.origin.y + candidate.anchorPoint.y * frame.size.height)
    if candidate.transformIsIdentity { candidate.bounds.size = frame.size }
    guard Self.accepts(candidate) else { return }
    willChange("position")
    willChange("bounds")
    commitGeometry(candidate)
    didChange("bounds")
    didChange("position")
  }

  /// The matrix from the layer's coordinates to its superlayer's.
  var transformToSuperlayer: CATransform3D {
    let g = storedGeometry
    // Move the anchor point to the origin, transform, then move it to the position; a
    // superlayer's sublayerTransform applies about the superlayer's anchor point too.
    let anchor = CGPoint(
      x: g.bounds.minX + g.anchorPoint.x * g.bounds.width,
      y: g.bounds.minY + g.anchorPoint.y * g.bounds.height)
    var m = CATransform3DMakeTranslation(-anchor.x, -anchor.y, -anchorPointZ)
    m = CATransform3DConcat(m, g.transform)
    m = CATransform3DConcat(m, CATransform3DMakeTranslation(g.position.x, g.position.y, zPosition))
    if let parent = storedSuperlayer, !CATransform3DIsIdentity(parent.sublayerTransform) {
      let pg = parent.storedGeometry
      let center = CGPoint(
        x: pg.bounds.minX + pg.anchorPoint.x * pg.bounds.width,
        y: pg.bounds.minY + pg.anchorPoint.y * pg.bounds.height)
      m = CATransform3DConcat(m, CATransform3DMakeTranslation(-center.x, -center.y, 0))
      m = CATransform3DConcat(m, parent.sublayerTransform)
      m = CATransform3DConcat(m, CATransform3DMakeTranslation(center.x, center.y, 0))
    }
    return m
  }
}
