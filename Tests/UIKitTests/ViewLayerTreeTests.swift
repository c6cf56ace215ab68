import Testing

@testable import UIKit

/// The backing layer: its class, its delegate, its sublayers in subview order, the appearance
/// it shares with the view, and layout running from it (UIView.h, `layer`, `layerClass`).
@MainActor
struct ViewLayerTreeTests {
  @Test func aViewIsBackedByAPlainLayerByDefault() {
    let view = UIView()
    #expect(type(of: view.layer) == CALayer.self)
    #expect(view.layer.delegate === view)
  }

  @Test func layerClassChoosesAShapeLayer() {
    #expect(ShapeView().layer is CAShapeLayer)
  }

  @Test func layerClassChoosesAGradientLayer() {
    let view = GradientView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(view.layer is CAGradientLayer)
    #expect(view.layer.bounds == CGRect(x: 0, y: 0, width: 10, height: 10))
  }

  @Test func aLayerSubclassBezelCannotMakeIsReported() {
    let messages = UIKitDiagnostics.capturing { _ = CustomLayerView() }
    #expect(messages.count == 1)
  }

  @Test func theViewsLayerIsAlwaysTheSame() {
    let view = UIView()
    #expect(view.layer === view.layer)
  }

  @Test func sublayerOrderFollowsSubviewOrder() {
    let parent = UIView()
    let views = (0..<4).map { _ in UIView() }
    for view in views { parent.addSubview(view) }
    #expect(sublayers(of: parent) == parent.subviews.map { $0.layer })
    parent.insertSubview(views[3], at: 0)
    #expect(sublayers(of: parent) == parent.subviews.map { $0.layer })
    parent.bringSubviewToFront(views[3])
    parent.sendSubviewToBack(views[2])
    #expect(sublayers(of: parent) == parent.subviews.map { $0.layer })
    parent.exchangeSubview(at: 0, withSubviewAt: 3)
    #expect(sublayers(of: parent) == parent.subviews.map { $0.layer })
    parent.insertSubview(views[1], aboveSubview: views[0])
    parent.insertSubview(views[0], belowSubview: views[2])
    #expect(sublayers(of: parent) == parent.subviews.map { $0.layer })
    views[1].removeFromSuperview()
    #expect(views[1].layer.superlayer == nil)
    #expect(sublayers(of: parent) == parent.subviews.map { $0.layer })
  }

  @Test func aViewsLayerMovesWithTheViewToANewSuperview() {
    let first = UIView()
    let second = UIView()
    let child = UIView()
    first.addSubview(child)
    second.addSubview(child)
    #expect(child.layer.superlayer === second.layer)
    #expect(first.layer.sublayers == nil)
  }

  // UIKit inserts a subview's layer relative to its siblings' layers, so a layer added
  // directly keeps its place between them; `addSubview` puts the new layer on top, as
  // `addSublayer` does.
  @Test func directlyAddedSublayersKeepTheirPlaceAmongSubviewLayers() {
    let parent = UIView()
    let a = UIView()
    let b = UIView()
    let c = UIView()
    let d = UIView()
    let extra = CALayer()
    parent.addSubview(a)
    parent.layer.addSublayer(extra)
    parent.addSubview(b)
    #expect(sublayers(of: parent) == [a.layer, extra, b.layer])
    parent.insertSubview(c, belowSubview: b)
    #expect(sublayers(of: parent) == [a.layer, extra, c.layer, b.layer])
    parent.insertSubview(d, at: 0)
    #expect(sublayers(of: parent) == [d.layer, a.layer, extra, c.layer, b.layer])
    #expect(parent.subviews == [d, a, c, b])
  }

  @Test func alphaIsTheLayersOpacity() {
    let view = UIView()
    view.alpha = 0.5
    #expect(view.layer.opacity == 0.5)
    view.layer.opacity = 0.25
    #expect(view.alpha == 0.25)
  }

  @Test func isHiddenIsTheLayersIsHidden() {
    let view = UIView()
    view.isHidden = true
    #expect(view.layer.isHidden)
    view.layer.isHidden = false
    #expect(!view.isHidden)
  }

  @Test func clipsToBoundsIsTheLayersMasksToBounds() {
    let view = UIView()
    view.clipsToBounds = true
    #expect(view.layer.masksToBounds)
    view.layer.masksToBounds = false
    #expect(!view.clipsToBounds)
  }

  @Test func theBackgroundColorReachesTheLayer() {
    let view = UIView()
    view.backgroundColor = .red
    #expect(view.layer.backgroundColor == UIColor.red.cgColor)
    view.backgroundColor = nil
    #expect(view.layer.backgroundColor == nil)
  }

  /// The view and its layer hold one background colour: set on the layer, the view reports it.
  @Test func aBackgroundColorSetOnTheLayerIsTheViews() {
    let view = UIView()
    view.backgroundColor = .red
    view.layer.backgroundColor = UIColor.blue.cgColor
    #expect(view.backgroundColor?.cgColor == UIColor.blue.cgColor)
    view.layer.backgroundColor = nil
    #expect(view.backgroundColor == nil)
  }

  /// A dynamic colour set on the view stays the view's colour, provider and all, while the
  /// layer shows what it resolved to.
  @Test func aDynamicBackgroundColorStaysTheViewsOwn() {
    let view = UIView()
    let dynamic = UIColor { $0.userInterfaceStyle == .dark ? .white : .black }
    view.backgroundColor = dynamic
    #expect(view.backgroundColor === dynamic)
  }

  // UIView.h, `actionForLayer:forKey:`: outside an animation block a view's layer changes
  // without implicit animation.
  @Test func aViewDeniesImplicitActionsOutsideAnimationBlocks() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(view.action(for: view.layer, forKey: "position") is NSNull)
    view.layer.opacity = 0.5
    view.layer.position = CGPoint(x: 40, y: 40)
    view.frame = CGRect(x: 0, y: 0, width: 30, height: 30)
    #expect(view.layer.animationKeys() == nil)
  }

  @Test func layoutSublayersRunsLayoutSubviews() {
    let view = LayoutCountingView()
    view.layer.layoutSublayers()
    #expect(view.layouts == 1)
  }

  @Test func aLayoutPassRunsLayoutSubviewsOnceThroughTheLayer() {
    let view = LayoutCountingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    view.setNeedsLayout()
    view.layoutIfNeeded()
    #expect(view.layouts == 1)
    view.layoutIfNeeded()
    #expect(view.layouts == 1)
  }

  @Test func theLayersSetNeedsLayoutMarksTheView() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    view.layoutIfNeeded()
    view.layer.setNeedsLayout()
    #expect(view.layer.needsLayout())
    #expect(view.needsLayoutFlag)
  }

  @Test func theLayersLayoutIfNeededLaysTheViewOutOnce() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let view = LayoutCountingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    root.addSubview(view)
    root.layoutIfNeeded()
    view.layouts = 0
    view.layer.setNeedsLayout()
    view.layer.layoutIfNeeded()
    view.layoutIfNeeded()
    root.layer.layoutIfNeeded()
    #expect(view.layouts == 1)
    #expect(!view.layer.needsLayout())
  }

  private func sublayers(of view: UIView) -> [CALayer] { view.layer.sublayers ?? [] }
}

private final class ShapeView: UIView {
  override class var layerClass: AnyClass { CAShapeLayer.self }
}

private final class GradientView: UIView {
  override class var layerClass: AnyClass { CAGradientLayer.self }
}

private final class CustomLayer: CALayer {}

private final class CustomLayerView: UIView {
  override class var layerClass: AnyClass { CustomLayer.self }
}

private final class LayoutCountingView: UIView {
  var layouts = 0
  override func layoutSubviews() {
    super.layoutSubviews()
    layouts += 1
  }
}
