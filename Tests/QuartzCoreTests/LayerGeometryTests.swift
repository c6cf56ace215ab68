import QuartzCore
import Testing

// Frame, bounds, position and anchor point as Core Animation relates them: the anchor point of
// the bounds sits at `position`, and the frame is the transformed bounds' bounding box.

@Test func settingTheFrameSetsPositionAndBoundsSize() {
  let layer = CALayer()
  layer.frame = CGRect(x: 10, y: 20, width: 100, height: 50)
  // position = origin + anchorPoint × size = (10 + 50, 20 + 25).
  #expect(layer.position == CGPoint(x: 60, y: 45))
  #expect(layer.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
  #expect(layer.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
}

@Test func theFrameFollowsTheAnchorPoint() {
  let layer = CALayer()
  layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 40)
  layer.position = CGPoint(x: 50, y: 50)
  layer.anchorPoint = .zero
  // The top-left corner now sits at the position.
  #expect(layer.frame == CGRect(x: 50, y: 50, width: 100, height: 40))
}

@Test func aScaledLayersFrameIsTheScaledBounds() {
  let layer = CALayer()
  layer.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
  layer.transform = CATransform3DMakeScale(2, 3, 1)
  // About the centre (50, 20): 200 × 120 centred there.
  #expect(layer.frame == CGRect(x: -50, y: -40, width: 200, height: 120))
  #expect(layer.bounds.size == CGSize(width: 100, height: 40))
}

@Test func aRotatedLayersFrameIsTheBoundingBox() {
  let layer = CALayer()
  layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 40)
  layer.position = CGPoint(x: 200, y: 200)
  layer.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 2))
  // A quarter turn swaps the sides: 40 × 100 centred at (200, 200).
  let frame = layer.frame
  #expect(abs(frame.minX - 180) < 1e-9 && abs(frame.minY - 150) < 1e-9)
  #expect(abs(frame.width - 40) < 1e-9 && abs(frame.height - 100) < 1e-9)
}

@Test func affineTransformReadsTheTransformBack() {
  let layer = CALayer()
  let affine = CGAffineTransform(scaleX: 2, y: 0.5)
  layer.setAffineTransform(affine)
  #expect(layer.affineTransform() == affine)
  #expect(layer.transform == CATransform3DMakeScale(2, 0.5, 1))
}

@Test func aTransformAppliesAboutAMovedAnchorPoint() {
  let layer = CALayer()
  layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 40)
  layer.anchorPoint = .zero
  layer.position = CGPoint(x: 10, y: 10)
  layer.transform = CATransform3DMakeScale(2, 2, 1)
  // The top-left corner stays at the position; the size doubles away from it.
  #expect(layer.frame == CGRect(x: 10, y: 10, width: 200, height: 80))
}

@Test func underATransformSettingTheFrameMovesThePositionOnly() {
  let layer = CALayer()
  layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 40)
  layer.transform = CATransform3DMakeScale(2, 2, 1)
  layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
  // Apple leaves the frame undefined here; Bezel keeps the bounds and centres the position.
  #expect(layer.bounds.size == CGSize(width: 100, height: 40))
  #expect(layer.position == CGPoint(x: 5, y: 5))
}

@Test func theBoundsOriginDoesNotMoveTheFrame() {
  let layer = CALayer()
  layer.frame = CGRect(x: 10, y: 10, width: 50, height: 50)
  layer.bounds.origin = CGPoint(x: 30, y: 30)
  #expect(layer.frame == CGRect(x: 10, y: 10, width: 50, height: 50))
}

@Test func aSublayerFollowsItsSuperlayersBoundsOrigin() {
  let container = CALayer()
  let root = CALayer()
  root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
  container.addSublayer(root)
  let child = CALayer()
  child.frame = CGRect(x: 40, y: 40, width: 10, height: 10)
  root.addSublayer(child)
  root.bounds.origin = CGPoint(x: 0, y: 30)
  // Moving root's bounds origin down by 30 shows the child 30 higher in the container.
  #expect(child.convert(CGPoint.zero, to: container) == CGPoint(x: 40, y: 10))
  #expect(child.convert(CGPoint.zero, to: root) == CGPoint(x: 40, y: 40))
}
