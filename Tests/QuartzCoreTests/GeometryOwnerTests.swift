import QuartzCore
import Testing

// The hook a UIView uses to own its layer's geometry. The probe is public, in another module
// of the package than the package protocol it conforms to, and main-actor isolated as UIView
// is, to show that the integration compiles.

@MainActor
public final class ProbeView: NSObject, @preconcurrency LayerGeometryOwner, CALayerDelegate {
  // Nonisolated, so that the deinit can unlink it.
  nonisolated(unsafe) let layer = CALayer()
  var changes: [LayerGeometry] = []
  var layouts = 0

  override init() {
    super.init()
    layer.adoptOwner(self, delegate: self)
  }

  // The layer holds its owner unowned: the owner unlinks itself.
  deinit { layer.releaseOwner() }

  package func layerGeometryDidChange(_ layer: CALayer, from old: LayerGeometry) {
    changes.append(old)
  }

  nonisolated public func layoutSublayers(of layer: CALayer) {
    MainActor.assumeIsolated { layouts += 1 }
  }
}

@MainActor @Test func theOwnerHearsEachPublicGeometryChangeOnce() {
  let view = ProbeView()
  view.layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
  view.layer.transform = CATransform3DMakeScale(2, 2, 1)
  #expect(view.changes.count == 2)
  #expect(view.changes.first?.bounds == .zero)
}

@MainActor @Test func theOwnersOwnWritesAreNotEchoed() {
  let view = ProbeView()
  var geometry = view.layer.geometry
  geometry.position = CGPoint(x: 5, y: 5)
  #expect(view.layer.setGeometryFromOwner(geometry))
  #expect(view.layer.position == CGPoint(x: 5, y: 5))
  #expect(view.changes.isEmpty)
}

@MainActor @Test func layoutSublayersAsksTheDelegate() {
  let view = ProbeView()
  view.layer.setNeedsLayout()
  view.layer.layoutIfNeeded()
  #expect(view.layouts == 1)
  #expect(!view.layer.needsLayout())
}

@MainActor @Test func theOwnersWritesAskItForActions() {
  let view = ActionDenyingView()
  var geometry = view.layer.geometry
  geometry.bounds.size = CGSize(width: 8, height: 8)
  view.layer.setGeometryFromOwner(geometry)
  #expect(view.asked == ["bounds"])
  #expect(view.layer.animationKeys() == nil)
}

@MainActor
final class ActionDenyingView: NSObject, CALayerDelegate {
  let layer = CALayer()
  nonisolated(unsafe) var asked: [String] = []

  override init() {
    super.init()
    layer.delegate = self
  }

  nonisolated func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
    asked.append(event)
    return NSNull()
  }
}
