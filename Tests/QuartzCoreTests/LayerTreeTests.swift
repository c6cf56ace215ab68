import QuartzCore
import Testing

@Test func addingALayerAppendsIt() {
  let root = CALayer()
  let a = CALayer()
  let b = CALayer()
  root.addSublayer(a)
  root.addSublayer(b)
  #expect(root.sublayers == [a, b])
  #expect(a.superlayer === root)
}

@Test func aNewLayerHasNoSublayers() {
  #expect(CALayer().sublayers == nil)
}

@Test func addingALayerWithAnotherSuperlayerMovesIt() {
  let first = CALayer()
  let second = CALayer()
  let child = CALayer()
  first.addSublayer(child)
  second.addSublayer(child)
  #expect(first.sublayers == nil)
  #expect(second.sublayers == [child])
  #expect(child.superlayer === second)
}

@Test func insertingBelowAndAboveASibling() {
  let root = CALayer()
  let a = CALayer()
  let b = CALayer()
  let c = CALayer()
  root.addSublayer(a)
  root.insertSublayer(b, below: a)
  root.insertSublayer(c, above: a)
  #expect(root.sublayers == [b, a, c])
}

@Test func insertingAtAnIndexShiftsTheRest() {
  let root = CALayer()
  let a = CALayer()
  let b = CALayer()
  root.addSublayer(a)
  root.insertSublayer(b, at: 0)
  #expect(root.sublayers == [b, a])
}

@Test func replacingASublayerKeepsItsIndex() {
  let root = CALayer()
  let a = CALayer()
  let b = CALayer()
  let c = CALayer()
  root.addSublayer(a)
  root.addSublayer(b)
  root.replaceSublayer(a, with: c)
  #expect(root.sublayers == [c, b])
  #expect(a.superlayer == nil)
}

@Test func removingFromTheSuperlayer() {
  let root = CALayer()
  let a = CALayer()
  root.addSublayer(a)
  a.removeFromSuperlayer()
  #expect(root.sublayers == nil)
  #expect(a.superlayer == nil)
}

@Test func settingSublayersReparentsThem() {
  let root = CALayer()
  let a = CALayer()
  let b = CALayer()
  root.sublayers = [a, b]
  #expect(a.superlayer === root && b.superlayer === root)
  root.sublayers = nil
  #expect(a.superlayer == nil)
}

@Test func addingASublayerAddsNoAnimation() {
  let root = CALayer()
  root.addSublayer(CALayer())
  root.mask = CALayer()
  #expect(root.animationKeys() == nil)
}

@Test func aMaskHasNoSuperlayerAndLeavesItsOldOne() {
  let root = CALayer()
  let other = CALayer()
  let mask = CALayer()
  other.addSublayer(mask)
  root.mask = mask
  #expect(mask.superlayer == nil)
  #expect(other.sublayers == nil)
  mask.removeFromSuperlayer()
  #expect(root.mask == nil)
}
