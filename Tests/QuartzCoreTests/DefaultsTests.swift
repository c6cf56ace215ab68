import QuartzCore
import Testing

// Defaults from Apple's documentation of each property.

@Test func aLayersDefaultsAreApples() {
  let layer = CALayer()
  #expect(layer.anchorPoint == CGPoint(x: 0.5, y: 0.5))
  #expect(layer.bounds == .zero && layer.position == .zero && layer.zPosition == 0)
  #expect(CATransform3DIsIdentity(layer.transform))
  #expect(layer.opacity == 1 && !layer.isHidden && !layer.masksToBounds)
  #expect(layer.backgroundColor == nil && layer.cornerRadius == 0 && layer.borderWidth == 0)
  #expect(layer.borderColor == CGColor.black)
  #expect(layer.shadowOpacity == 0 && layer.shadowRadius == 3)
  #expect(layer.shadowOffset == CGSize(width: 0, height: -3))
  #expect(layer.shadowColor == CGColor.black)
  #expect(layer.contentsGravity == .resize && layer.contentsScale == 1)
  #expect(layer.contentsRect == CGRect(x: 0, y: 0, width: 1, height: 1))
  #expect(layer.cornerCurve == .circular)
  #expect(layer.maskedCorners.rawValue == 15)
  #expect(layer.isDoubleSided && !layer.isOpaque && !layer.shouldRasterize)
  #expect(layer.rasterizationScale == 1 && layer.allowsGroupOpacity)
  #expect(layer.delegate == nil && layer.actions == nil && layer.name == nil)
  #expect(layer.speed == 1 && layer.fillMode == .removed)
}

@Test func aShapeLayersDefaultsAreApples() {
  let shape = CAShapeLayer()
  #expect(shape.fillColor == CGColor.black && shape.strokeColor == nil)
  #expect(shape.lineWidth == 1 && shape.miterLimit == 10)
  #expect(shape.strokeStart == 0 && shape.strokeEnd == 1)
  #expect(shape.fillRule == .nonZero && shape.lineCap == .butt && shape.lineJoin == .miter)
}

@Test func aGradientLayersDefaultsAreApples() {
  let gradient = CAGradientLayer()
  #expect(gradient.startPoint == CGPoint(x: 0.5, y: 0))
  #expect(gradient.endPoint == CGPoint(x: 0.5, y: 1))
  #expect(gradient.type == .axial && gradient.colors == nil && gradient.locations == nil)
}

@Test(arguments: [
  (CACornerMask.layerMinXMinYCorner, UInt(1)), (.layerMaxXMinYCorner, 2),
  (.layerMinXMaxYCorner, 4), (.layerMaxXMaxYCorner, 8),
])
func cornerMaskRawValuesAreCALayerHs(mask: CACornerMask, raw: UInt) {
  #expect(mask.rawValue == raw)
}

@Test func namedConstantsHaveCoreAnimationsStrings() {
  #expect(CAShapeLayerFillRule.evenOdd.rawValue == "even-odd")
  #expect(CALayerCornerCurve.continuous.rawValue == "continuous")
  #expect(CAMediaTimingFunctionName.easeInEaseOut.rawValue == "easeInEaseOut")
  #expect(CAMediaTimingFillMode.forwards.rawValue == "forwards")
}

@Test func anEmitterLayersDefaultsAreApples() {
  let emitter = CAEmitterLayer()
  #expect(emitter.birthRate == 1 && emitter.lifetime == 1 && emitter.scale == 1)
  #expect(emitter.emitterShape == .point && emitter.emitterMode == .volume)
  #expect(emitter.renderMode == .unordered && emitter.emitterCells == nil)
  let cell = CAEmitterCell()
  #expect(cell.birthRate == 0 && cell.lifetime == 0 && cell.scale == 1 && cell.isEnabled)
  #expect(cell.color == CGColor.white)
}

@Test func aTextLayersDefaultsAreApples() {
  let text = CATextLayer()
  #expect(text.fontSize == 36 && text.foregroundColor == CGColor.white)
  #expect(!text.isWrapped && text.truncationMode == .none && text.alignmentMode == .natural)
}
