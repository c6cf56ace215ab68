import QuartzCore
import Testing

// Key-value coding of the key paths animations name ("Core Animation Programming Guide",
// "Key-Value Coding Extensions").

@Test func aRotationKeyPathReadsTheAngleAboutZ() {
  let layer = CALayer()
  layer.transform = CATransform3DMakeRotation(0.5, 0, 0, 1)
  let angle = layer.value(forKeyPath: "transform.rotation.z") as? CGFloat
  #expect(abs((angle ?? 0) - 0.5) < 1e-12)
}

@Test func settingARotationKeepsTheScale() {
  let layer = CALayer()
  layer.transform = CATransform3DMakeScale(2, 2, 1)
  layer.setValue(CGFloat.pi / 2, forKeyPath: "transform.rotation.z")
  // scale(2) then a quarter turn: (1, 0) → (2, 0) → (0, 2).
  let p = layer.transform.apply(x: 1, y: 0)
  #expect(abs(p.x) < 1e-12 && abs(p.y - 2) < 1e-12)
}

@Test func aShapeLayersStrokeEndIsAKey() {
  let shape = CAShapeLayer()
  shape.setValue(0.5, forKey: "strokeEnd")
  #expect(shape.strokeEnd == 0.5)
  #expect(shape.value(forKey: "strokeEnd") as? CGFloat == 0.5)
}

@Test func theDefaultValueOfAPropertyIsANewLayers() {
  #expect(CALayer.defaultValue(forKey: "anchorPoint") as? CGPoint == CGPoint(x: 0.5, y: 0.5))
  #expect(CALayer.defaultValue(forKey: "opacity") as? Float == 1)
  #expect(CALayer.defaultValue(forKey: "noSuchKey") == nil)
}

@Test func hiddenIsTheKeyOfIsHidden() {
  let layer = CALayer()
  layer.setValue(true, forKey: "hidden")
  #expect(layer.isHidden)
  #expect(layer.animation(forKey: "hidden") != nil)
}

@Test func aKeyframeAnimationInterpolatesBetweenKeyTimes() {
  let animation = CAKeyframeAnimation(keyPath: "opacity")
  animation.values = [0.0, 1.0, 0.0]
  animation.keyTimes = [0, 0.25, 1]
  // At 0.625 of the way: halfway between 0.25 (value 1) and 1 (value 0).
  #expect(animation.interpolatedValue(progress: 0.625, model: nil) as? CGFloat == 0.5)
  animation.calculationMode = .discrete
  #expect(animation.interpolatedValue(progress: 0.5, model: nil) as? Double == 1)
}

@Test func theEaseInEaseOutCurveIsSymmetric() {
  let function = CAMediaTimingFunction(name: .easeInEaseOut)
  // Symmetric up to the control points' Float rounding (0.42 and 0.58 as Floats).
  #expect(abs(function.solve(0.5) - 0.5) < 1e-6)
  #expect(function.solve(0.25) < 0.25)
  #expect(function.solve(0) == 0 && function.solve(1) == 1)
}
