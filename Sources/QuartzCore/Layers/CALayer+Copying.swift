import Foundation

// `init(layer:)` copies every property Core Animation declares, as presentation layers are made
// (CALayer.h: "used by Core Animation to create shadow copies of layers"). No implicit action
// runs while copying, and the copy has no superlayer, sublayers or delegate.

extension CALayer {
  func copyProperties(from source: CALayer) {
    suppressesActions = true
    defer { suppressesActions = false }
    storedGeometry = source.storedGeometry
    storedSublayerTransform = source.storedSublayerTransform
    anchorPointZ = source.anchorPointZ
    zPosition = source.zPosition
    isGeometryFlipped = source.isGeometryFlipped
    backgroundColor = source.backgroundColor
    cornerRadius = source.cornerRadius
    maskedCorners = source.maskedCorners
    cornerCurve = source.cornerCurve
    borderWidth = source.borderWidth
    borderColor = source.borderColor
    opacity = source.opacity
    isHidden = source.isHidden
    masksToBounds = source.masksToBounds
    shadowColor = source.shadowColor
    shadowOpacity = source.shadowOpacity
    shadowOffset = source.shadowOffset
    shadowRadius = source.shadowRadius
    shadowPath = source.shadowPath
    contents = source.contents
    contentsRect = source.contentsRect
    contentsCenter = source.contentsCenter
    contentsGravity = source.contentsGravity
    contentsScale = source.contentsScale
    contentsFormat = source.contentsFormat
    minificationFilter = source.minificationFilter
    magnificationFilter = source.magnificationFilter
    minificationFilterBias = source.minificationFilterBias
    isOpaque = source.isOpaque
    isDoubleSided = source.isDoubleSided
    shouldRasterize = source.shouldRasterize
    rasterizationScale = source.rasterizationScale
    allowsEdgeAntialiasing = source.allowsEdgeAntialiasing
    allowsGroupOpacity = source.allowsGroupOpacity
    edgeAntialiasingMask = source.edgeAntialiasingMask
    name = source.name
    style = source.style
    actions = source.actions
    compositingFilter = source.compositingFilter
    filters = source.filters
    backgroundFilters = source.backgroundFilters
    needsDisplayOnBoundsChange = source.needsDisplayOnBoundsChange
    drawsAsynchronously = source.drawsAsynchronously
    beginTime = source.beginTime
    duration = source.duration
    speed = source.speed
    timeOffset = source.timeOffset
    repeatCount = source.repeatCount
    repeatDuration = source.repeatDuration
    autoreverses = source.autoreverses
    fillMode = source.fillMode
    if let values = source.storedExtras?.extraValues, !values.isEmpty {
      writableExtras.extraValues = values
    }
  }
}
