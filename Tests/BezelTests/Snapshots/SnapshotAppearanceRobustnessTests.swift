import Bezel
import Foundation
import Testing
import UIKit

/// Layers made by hand with values no layer holds still draw.
struct SnapshotAppearanceRobustnessTests {
  static let nan = CGFloat.nan
  static let color = SnapshotColor(red: .nan, green: 2, blue: -1, alpha: 0.5)
  static let path = SnapshotPath(elements: [
    .line(CGPoint(x: nan, y: .infinity)), .quadCurve(control: .zero, end: CGPoint(x: 1e300, y: 0)),
    .close, .move(CGPoint(x: -.infinity, y: 0)),
  ])

  static let layers: [LayerSnapshot] = [
    LayerSnapshot(
      bounds: CGRect(x: nan, y: 0, width: 1e300, height: .infinity),
      transform: CGAffineTransform(a: nan, b: 0, c: 0, d: .infinity, tx: 1e300, ty: 0),
      opacity: 0.5, backgroundColor: color, cornerRadius: .infinity,
      maskedCorners: [.layerMaxXMaxYCorner], borderWidth: nan, borderColor: color,
      masksToBounds: true,
      shadow: ShadowSnapshot(
        color: color, offset: CGSize(width: nan, height: 1e300), radius: .infinity, path: path)),
    LayerSnapshot(
      parent: 0, subviewsBelow: -4, bounds: CGRect(x: 0, y: 0, width: 10, height: 10),
      opacity: .nan,
      content: .gradient(
        GradientSnapshot(
          type: .conic, stops: [.init(color: color, location: nan)],
          startPoint: CGPoint(x: nan, y: 0), endPoint: .zero))),
    LayerSnapshot(
      parent: 0, bounds: CGRect(x: 0, y: 0, width: 10, height: 10), cornerRadius: -3,
      shadow: ShadowSnapshot(color: color, offset: .zero, radius: 2),
      content: .gradient(
        GradientSnapshot(
          type: .conic, stops: [.init(color: color, location: .infinity)],
          startPoint: CGPoint(x: 0.5, y: 0.5), endPoint: CGPoint(x: 0.5, y: 0.5)))),
    LayerSnapshot(
      parent: 2, bounds: CGRect(x: 0, y: 0, width: 10, height: 10),
      content: .gradient(
        GradientSnapshot(
          type: .radial, stops: [.init(color: color, location: -1)],
          startPoint: CGPoint(x: 0, y: 0), endPoint: CGPoint(x: CGFloat.infinity, y: 1)))),
    LayerSnapshot(
      parent: 7, bounds: CGRect(x: 0, y: 0, width: 10, height: 10),
      content: .shape(
        ShapeSnapshot(
          path: path, fillColor: color, strokeColor: color, lineWidth: .infinity,
          miterLimit: nan, lineDashPattern: [nan, -1], lineDashPhase: nan, strokeStart: nan,
          strokeEnd: .infinity))),
    LayerSnapshot(
      parent: 0, bounds: CGRect(x: 0, y: 0, width: 10, height: 10),
      shadow: ShadowSnapshot(color: color, offset: .zero, radius: nan),
      content: .shape(
        ShapeSnapshot(path: path, strokeColor: color, lineDashPattern: [3, nan], strokeEnd: 0.5))
    ),
  ]

  @Test func drawingsOfImpossibleLayersNeitherTrapNorPrintNonNumbers() {
    let snapshot = LayoutSnapshot(
      deviceName: "hand-made", idiom: .phone, orientation: .portrait,
      screenSize: CGSize(width: 100, height: 100), windowSize: CGSize(width: 100, height: 100),
      scale: 2,
      views: [
        ViewSnapshot(name: "a", type: "UIView", frame: .zero, layers: Self.layers),
        ViewSnapshot(
          name: "b", type: "UIView", depth: 1, parent: 0, frame: .zero,
          layers: Array(Self.layers.reversed())),
      ])
    let svg = snapshot.svg()
    #expect(!svg.contains("nan"))
    #expect(!svg.contains("inf"))
    #expect(!svg.contains("e+"))
    #expect(!svg.contains("\u{1}"))
    #expect(svg == snapshot.svg())
  }
}
