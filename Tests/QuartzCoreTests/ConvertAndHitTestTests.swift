import QuartzCore
import Testing

// Conversions and hit testing through the tree.
//
//   root (0, 0, 300, 300)
//   ├── a  frame (10, 20, 100, 100)
//   │   └── inner  frame (5, 5, 10, 10)
//   └── b  frame (150, 150, 100, 100)

private func makeTree() -> (root: CALayer, a: CALayer, inner: CALayer, b: CALayer) {
  let root = CALayer()
  root.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
  let a = CALayer()
  a.frame = CGRect(x: 10, y: 20, width: 100, height: 100)
  let inner = CALayer()
  inner.frame = CGRect(x: 5, y: 5, width: 10, height: 10)
  let b = CALayer()
  b.frame = CGRect(x: 150, y: 150, width: 100, height: 100)
  root.addSublayer(a)
  a.addSublayer(inner)
  root.addSublayer(b)
  return (root, a, inner, b)
}

@Test func convertingBetweenSiblings() {
  let tree = makeTree()
  // (0, 0) in b is (150, 150) in root, which is (140, 130) in a.
  #expect(tree.a.convert(CGPoint.zero, from: tree.b) == CGPoint(x: 140, y: 130))
  #expect(tree.b.convert(CGPoint.zero, to: tree.a) == CGPoint(x: 140, y: 130))
  #expect(tree.a.convert(CGPoint(x: 140, y: 130), to: tree.b) == .zero)
}

@Test func convertingFromANestedLayer() {
  let tree = makeTree()
  // inner's origin is (5, 5) in a, (15, 25) in root.
  #expect(tree.inner.convert(CGPoint.zero, to: tree.root) == CGPoint(x: 15, y: 25))
  #expect(
    tree.root.convert(CGRect(x: 0, y: 0, width: 10, height: 10), from: tree.inner)
      == CGRect(x: 15, y: 25, width: 10, height: 10))
}

@Test func aSublayerTransformMovesTheSublayers() {
  let tree = makeTree()
  tree.root.sublayerTransform = CATransform3DMakeTranslation(7, 0, 0)
  // Applied about root's anchor point; a translation is the same about any point.
  #expect(tree.a.convert(CGPoint.zero, to: tree.root) == CGPoint(x: 17, y: 20))
}

@Test func aScaledSublayerTransformScalesAboutTheCentre() {
  let root = CALayer()
  root.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
  let child = CALayer()
  child.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
  root.addSublayer(child)
  root.sublayerTransform = CATransform3DMakeScale(2, 2, 1)
  // (0, 0) is 100 left and up of the centre (100, 100); doubled, −200: it lands on (−100, −100).
  #expect(child.convert(CGPoint.zero, to: root) == CGPoint(x: -100, y: -100))
}

@Test func hitTestFindsTheDeepestLayer() {
  let tree = makeTree()
  #expect(tree.root.hitTest(CGPoint(x: 20, y: 30)) === tree.inner)
  #expect(tree.root.hitTest(CGPoint(x: 50, y: 50)) === tree.a)
  #expect(tree.root.hitTest(CGPoint(x: 290, y: 10)) === tree.root)
  #expect(tree.root.hitTest(CGPoint(x: 400, y: 400)) == nil)
}

@Test func hitTestTriesTheLastSublayerFirst() {
  let root = CALayer()
  root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
  let back = CALayer()
  back.frame = root.bounds
  let front = CALayer()
  front.frame = root.bounds
  root.addSublayer(back)
  root.addSublayer(front)
  #expect(root.hitTest(CGPoint(x: 50, y: 50)) === front)
  front.isHidden = true
  #expect(root.hitTest(CGPoint(x: 50, y: 50)) === back)
}

@Test func masksToBoundsHidesSublayersOutsideTheBounds() {
  let root = CALayer()
  root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
  let child = CALayer()
  child.frame = CGRect(x: 80, y: 80, width: 50, height: 50)
  root.addSublayer(child)
  #expect(root.hitTest(CGPoint(x: 120, y: 120)) === child)
  root.masksToBounds = true
  #expect(root.hitTest(CGPoint(x: 120, y: 120)) == nil)
}
