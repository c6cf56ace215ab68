import BezelTestSupport
import QuartzCore
import Testing

final class DrawingDelegate: NSObject, CALayerDelegate {
  var drawn = 0
  func draw(_ layer: CALayer, in ctx: CGContext) { drawn += 1 }
}

@Test(.ownAnimationClock) func displayDrawsThroughTheDelegateIntoNewContents() {
  let delegate = DrawingDelegate()
  let layer = CALayer()
  layer.delegate = delegate
  layer.bounds = CGRect(x: 0, y: 0, width: 20, height: 10)
  layer.contentsScale = 2
  layer.setNeedsDisplay()
  #expect(layer.needsDisplay())
  layer.displayIfNeeded()
  #expect(delegate.drawn == 1)
  #expect(!layer.needsDisplay())
  // The context is the bounds' size times contentsScale.
  let image = layer.contents as? CGImage
  #expect(image?.width == 40 && image?.height == 20)
}

@Test(.ownAnimationClock) func aBoundsChangeMarksForDisplayWhenAsked() {
  let layer = CALayer()
  layer.needsDisplayOnBoundsChange = true
  layer.bounds = CGRect(x: 0, y: 0, width: 5, height: 5)
  #expect(layer.needsDisplay())
}

@Test(.ownAnimationClock) func aBoundsChangeAloneDoesNotMarkForDisplay() {
  let layer = CALayer()
  layer.bounds = CGRect(x: 0, y: 0, width: 5, height: 5)
  #expect(!layer.needsDisplay())
  #expect(layer.needsLayout())
}

@Test(.ownAnimationClock) func preferredFrameSizeIsTheBoundsSize() {
  let layer = CALayer()
  layer.bounds = CGRect(x: 0, y: 0, width: 12, height: 7)
  #expect(layer.preferredFrameSize() == CGSize(width: 12, height: 7))
}

@Test(.ownAnimationClock) func aScrollLayerMovesItsBoundsOrigin() {
  let layer = CAScrollLayer()
  layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
  layer.scrollMode = .vertically
  layer.scroll(to: CGPoint(x: 30, y: 40))
  #expect(layer.bounds.origin == CGPoint(x: 0, y: 40))
}

@Test(.ownAnimationClock) func aCopyKeepsTheSubclassesProperties() {
  let shape = CAShapeLayer()
  CATransaction.begin()
  CATransaction.setDisableActions(true)
  shape.strokeEnd = 0.25
  shape.lineWidth = 4
  CATransaction.commit()
  let copy = CAShapeLayer(layer: shape)
  #expect(copy.strokeEnd == 0.25 && copy.lineWidth == 4)
  #expect(copy.animationKeys() == nil)
  #expect(shape.presentation()?.strokeEnd == 0.25)
}

// A pass visits only the path to what needs layout.
//
//   root
//   ├── a
//   │   └── leaf
//   └── b
//       └── other

@Test(.ownAnimationClock) func aLayoutPassVisitsOnlyThePathToAMarkedLayer() {
  let root = CALayer()
  let a = CALayer()
  let leaf = CALayer()
  let b = CALayer()
  let other = CALayer()
  root.addSublayer(a)
  a.addSublayer(leaf)
  root.addSublayer(b)
  b.addSublayer(other)
  root.layoutIfNeeded()
  let context = CoreAnimationContext.current
  let before = context.layoutVisits
  root.layoutIfNeeded()
  // Nothing marked: the root's own check only.
  #expect(context.layoutVisits - before == 1)
  leaf.setNeedsLayout()
  let marked = context.layoutVisits
  root.layoutIfNeeded()
  // root, a and leaf; b's subtree is not entered.
  #expect(context.layoutVisits - marked == 3)
  #expect(!leaf.needsLayout())
}

@Test(.ownAnimationClock) func layoutIfNeededStartsAtTheHighestAncestorThatNeedsIt() {
  let delegate = LayoutCounter()
  let root = CALayer()
  let child = CALayer()
  root.addSublayer(child)
  root.delegate = delegate
  root.layoutIfNeeded()
  delegate.count = 0
  root.setNeedsLayout()
  child.layoutIfNeeded()
  #expect(delegate.count == 1)
  #expect(!root.needsLayout())
}

final class LayoutCounter: NSObject, CALayerDelegate {
  var count = 0
  func layoutSublayers(of layer: CALayer) { count += 1 }
}
