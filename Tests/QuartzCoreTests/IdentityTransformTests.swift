import Testing

@testable import QuartzCore

// A layer records whether its transform is the identity beside its bounds and position, so that
// layout reads no matrix for the common case. Each way of changing the transform must keep that
// record true to the matrix: the frames below are derived by hand from CALayer.h's definition
// (the frame is the transformed bounds' bounding box, about the anchor point, at `position`).

@Test func aTransformSetBackToTheIdentityFramesTheBoundsUntransformed() {
  let layer = CALayer()
  layer.frame = CGRect(x: 10, y: 20, width: 100, height: 40)
  layer.transform = CATransform3DMakeScale(2, 2, 1)
  layer.transform = CATransform3DIdentity
  // Position (60, 40), bounds 100 × 40: the frame is as first set.
  #expect(layer.frame == CGRect(x: 10, y: 20, width: 100, height: 40))
  #expect(layer.affineTransform() == .identity)
}

@Test func aTransformChangedOneElementAtATimeIsNoLongerTheIdentity() {
  let layer = CALayer()
  layer.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
  // m41 is the x translation: the frame moves 30 points right.
  layer.transform.m41 = 30
  #expect(layer.frame == CGRect(x: 30, y: 0, width: 100, height: 40))
  #expect(layer.affineTransform() == CGAffineTransform(translationX: 30, y: 0))
  layer.transform.m41 = 0
  #expect(layer.frame == CGRect(x: 0, y: 0, width: 100, height: 40))
}

@Test func geometryMadeWithATransformRecordsWhetherItIsTheIdentity() {
  let scaled = LayerGeometry(
    bounds: CGRect(x: 0, y: 0, width: 10, height: 10), position: .zero,
    anchorPoint: CGPoint(x: 0.5, y: 0.5), transform: CATransform3DMakeScale(3, 1, 1))
  #expect(!scaled.transformIsIdentity)
  let plain = LayerGeometry(
    bounds: CGRect(x: 0, y: 0, width: 10, height: 10), position: .zero,
    anchorPoint: CGPoint(x: 0.5, y: 0.5), transform: CATransform3DIdentity)
  #expect(plain.transformIsIdentity)
  #expect(LayerGeometry().transformIsIdentity)
}

@Test func geometryWhoseTransformIsChangedInPlaceFollowsIt() {
  var geometry = LayerGeometry()
  geometry.transform.m22 = 2
  #expect(!geometry.transformIsIdentity)
  geometry.transform.m22 = 1
  #expect(geometry.transformIsIdentity)
  #expect(geometry == LayerGeometry())
}

@Test func aCopiedLayerKeepsItsTransformsRecord() {
  let layer = CALayer()
  layer.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
  layer.setAffineTransform(CGAffineTransform(scaleX: 2, y: 1))
  let copy = CALayer(layer: layer)
  // Scaled by 2 about the centre (50, 20): 200 wide from x = -50.
  #expect(copy.frame == CGRect(x: -50, y: 0, width: 200, height: 40))
}

@Test func aCopyOfGeometryKeepsItsTransformWhenTheOriginalChanges() {
  var original = LayerGeometry()
  original.transform = CATransform3DMakeScale(2, 2, 1)
  let copy = original
  original.transform.m11 = 5
  #expect(copy.transform == CATransform3DMakeScale(2, 2, 1))
  #expect(original.transform.m11 == 5)
}

@Test func geometriesWithEqualTransformsAreEqual() {
  var a = LayerGeometry()
  var b = LayerGeometry()
  a.transform = CATransform3DMakeRotation(.pi / 4, 0, 0, 1)
  b.transform = CATransform3DMakeRotation(.pi / 4, 0, 0, 1)
  #expect(a == b)
  b.transform = CATransform3DMakeRotation(.pi / 3, 0, 0, 1)
  #expect(a != b)
}
