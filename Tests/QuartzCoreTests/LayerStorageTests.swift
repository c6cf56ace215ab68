import QuartzCore
import Testing

// The rarely set properties live in a box made on the first write; a layer without one reads
// Apple's defaults (CALayer.h, each property), and setting one leaves the others at theirs.

@Test func settingOneRarePropertyLeavesTheOthersAtApplesDefaults() {
  let layer = CALayer()
  layer.cornerRadius = 4
  #expect(layer.cornerRadius == 4)
  #expect(layer.shadowRadius == 3 && layer.shadowOpacity == 0)
  #expect(layer.shadowOffset == CGSize(width: 0, height: -3))
  #expect(layer.borderWidth == 0 && layer.borderColor == CGColor.black)
  #expect(layer.contentsGravity == .resize && layer.cornerCurve == .circular)
  #expect(layer.contentsRect == CGRect(x: 0, y: 0, width: 1, height: 1))
  #expect(layer.fillMode == .removed && layer.zPosition == 0)
  #expect(CATransform3DIsIdentity(layer.sublayerTransform))
}

@Test func aRarePropertySetOnOneLayerIsNotSeenByAnother() {
  let first = CALayer()
  first.shadowOpacity = 0.5
  first.contentsGravity = .center
  first.sublayerTransform = CATransform3DMakeScale(2, 2, 1)
  let second = CALayer()
  #expect(second.shadowOpacity == 0 && second.contentsGravity == .resize)
  #expect(CATransform3DIsIdentity(second.sublayerTransform))
}

@Test func aPresentationCopyCarriesTheRareProperties() {
  let layer = CALayer()
  layer.borderWidth = 2
  layer.fillMode = .forwards
  layer.setValue(7, forKey: "customKey")
  let copy = CALayer(layer: layer)
  #expect(copy.borderWidth == 2 && copy.fillMode == .forwards)
  #expect(copy.value(forKey: "customKey") as? Int == 7)
}

@Test func aSublayerKeptAfterItsSuperlayerIsFreedHasNoSuperlayer() {
  weak var weakParent: CALayer?
  let child = CALayer()
  do {
    let parent = CALayer()
    parent.addSublayer(child)
    weakParent = parent
  }
  #expect(weakParent == nil)
  #expect(child.superlayer == nil)
  child.setNeedsLayout()
  child.layoutIfNeeded()
  #expect(!child.needsLayout())
}

@Test func aDelegateIsHeldWeakly() {
  let layer = CALayer()
  do {
    let delegate = LayoutCounter()
    layer.delegate = delegate
    #expect(layer.delegate === delegate)
  }
  #expect(layer.delegate == nil)
}
