import QuartzCore
import Testing

// Misuse is reported through CoreAnimationLog and leaves the layer as it was. The suite is
// serialized because the log's sink is shared.

@Suite(.serialized) struct MisuseTests {
  @Test func aNaNPositionIsRefusedWithCoreAnimationsMessage() {
    let recorder = MessageRecorder()
    let layer = CALayer()
    layer.position = CGPoint(x: 5, y: 6)
    recorder.record { layer.position = CGPoint(x: CGFloat.nan, y: 17) }
    #expect(layer.position == CGPoint(x: 5, y: 6))
    #expect(
      recorder.messages == ["CALayerInvalidGeometry: CALayer position contains NaN: [nan 17]"])
  }

  @Test func aNaNBoundsIsRefusedWithCoreAnimationsMessage() {
    let recorder = MessageRecorder()
    let layer = CALayer()
    recorder.record { layer.bounds = CGRect(x: 0, y: 0, width: CGFloat.nan, height: 40) }
    #expect(layer.bounds == .zero)
    #expect(
      recorder.messages == ["CALayerInvalidGeometry: CALayer bounds contains NaN: [0 0; nan 40]"])
  }

  @Test func aLayerCannotBeAddedToItsOwnDescendant() {
    let recorder = MessageRecorder()
    let root = CALayer()
    let child = CALayer()
    root.addSublayer(child)
    recorder.record {
      child.addSublayer(root)
      root.addSublayer(root)
    }
    #expect(root.superlayer == nil)
    #expect(child.sublayers == nil)
    #expect(recorder.messages.count == 2)
  }

  @Test func anIndexPastTheEndAppends() {
    let recorder = MessageRecorder()
    let root = CALayer()
    let a = CALayer()
    let b = CALayer()
    root.addSublayer(a)
    recorder.record { root.insertSublayer(b, at: 7) }
    #expect(root.sublayers == [a, b])
    #expect(recorder.messages.count == 1)
  }
}
