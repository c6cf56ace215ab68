import Bezel
import Foundation
import Testing
import UIKit

/// The drawing's appearance: each view's layer drawn as the screen shows it.
@MainActor
struct SnapshotAppearanceTests {
  static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
  static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)

  // The card's group is placed at its frame's origin (20, 100); its background fills its bounds
  // with corners of radius 12. The 2-point border is inside the bounds (CALayer.h: "inset from
  // the layer bounds"): a stroke centred 1 point in, 200 − 2 × 1 = 198 wide and 80 − 2 = 78
  // tall, with radius 12 − 1 = 11 so that its outer edge follows the background's corners.
  @Test func roundedViewDrawsItsBackgroundAndAnInsetBorder() {
    let card = UIView(frame: CGRect(x: 20, y: 100, width: 200, height: 80))
    card.accessibilityIdentifier = "card"
    card.backgroundColor = Self.blue
    card.layer.cornerRadius = 12
    card.layer.borderWidth = 2
    card.layer.borderColor = Self.red.cgColor
    let drawn = appearance(of: controller(holding: [card]))
    let expected = """
      <g data-view="card" transform="translate(20 100)">
      <rect x="0" y="0" width="200" height="80" rx="12" ry="12" fill="rgb(0,0,255)"/>
      <rect x="1" y="1" width="198" height="78" rx="11" ry="11" fill="none" \
      stroke="rgb(255,0,0)" stroke-width="2"/>
      </g>

      """
    #expect(drawn.contains(expected))
  }

  // The border is composited above the sublayers (CALayer.h, `borderWidth`): a subview's
  // background comes before the border in the drawing.
  @Test func borderIsDrawnAboveSubviews() throws {
    let card = UIView(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
    card.layer.borderWidth = 4
    card.layer.borderColor = Self.red.cgColor
    let inner = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    inner.backgroundColor = Self.blue
    card.addSubview(inner)
    let drawn = appearance(of: controller(holding: [card]))
    let background = try #require(drawn.range(of: "fill=\"rgb(0,0,255)\""))
    let border = try #require(drawn.range(of: "stroke=\"rgb(255,0,0)\""))
    #expect(background.lowerBound < border.lowerBound)
  }

  @Test func hiddenViewAndItsSubviewsDrawNothing() {
    let hidden = UIView(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
    hidden.accessibilityIdentifier = "hidden"
    hidden.backgroundColor = Self.blue
    hidden.isHidden = true
    let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    child.accessibilityIdentifier = "child"
    child.backgroundColor = Self.red
    hidden.addSubview(child)
    let drawn = appearance(of: controller(holding: [hidden]))
    #expect(!drawn.contains("hidden"))
    #expect(!drawn.contains("child"))
    #expect(!drawn.contains("rgb("))
  }

  @Test func hiddenSublayerDrawsNothing() {
    let view = UIView(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
    let layer = CALayer()
    layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    layer.backgroundColor = Self.red.cgColor
    layer.isHidden = true
    view.layer.addSublayer(layer)
    #expect(!appearance(of: controller(holding: [view])).contains("rgb("))
  }

  // Opacity applies to a layer and everything in it (allowsGroupOpacity), so a half-transparent
  // view inside another is drawn at 0.5 × 0.5: two nested groups of opacity 0.5.
  @Test func opacityMultipliesDownTheTree() {
    let outer = UIView(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
    outer.accessibilityIdentifier = "outer"
    outer.alpha = 0.5
    outer.backgroundColor = Self.blue
    let inner = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
    inner.accessibilityIdentifier = "inner"
    inner.alpha = 0.5
    inner.backgroundColor = Self.red
    outer.addSubview(inner)
    let drawn = appearance(of: controller(holding: [outer]))
    let fromOuter = markup(from: "<g data-view=\"outer\"", in: drawn)
    #expect(
      fromOuter.hasPrefix("<g data-view=\"outer\" transform=\"translate(0 100)\" opacity=\"0.5\">"))
    // The inner group is inside the outer one: it comes before the outer group's end.
    #expect(
      fromOuter.contains(
        "<g data-view=\"inner\" transform=\"translate(10 10)\" opacity=\"0.5\">\n"
          + "<rect x=\"0\" y=\"0\" width=\"20\" height=\"20\" fill=\"rgb(255,0,0)\"/>\n</g>\n</g>"))
  }

  @Test func transparentViewIsNotDrawn() {
    let view = UIView(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
    view.accessibilityIdentifier = "gone"
    view.backgroundColor = Self.blue
    view.alpha = 0
    #expect(!appearance(of: controller(holding: [view])).contains("gone"))
  }

  // clipsToBounds with a corner radius of 8: the subviews are drawn in a group clipped to the
  // bounds rounded by 8.
  @Test func clipsToBoundsClipsSubviewsToTheRoundedBounds() throws {
    let clip = UIView(frame: CGRect(x: 0, y: 100, width: 100, height: 60))
    clip.clipsToBounds = true
    clip.layer.cornerRadius = 8
    let child = UIView(frame: CGRect(x: 50, y: 30, width: 100, height: 100))
    child.accessibilityIdentifier = "child"
    child.backgroundColor = Self.red
    clip.addSubview(child)
    let drawn = appearance(of: controller(holding: [clip]))
    let match = try #require(drawn.firstMatch(of: /<clipPath id="(bezel-[0-9a-f]{16}-c\d+)">\n/))
    let id = String(match.output.1)
    let expected = """
      <clipPath id="\(id)">
      <rect x="0" y="0" width="100" height="60" rx="8" ry="8"/>
      </clipPath>
      <g clip-path="url(#\(id))">
      <g data-view="child" transform="translate(50 30)">
      """
    #expect(drawn.contains(expected))
  }

  // A layer of bounds 10 × 10 at position (50, 50) scaled by (2, 3) about its centre: the
  // centre (5, 5) must land on (50, 50), so x' = 2x + 40 and y' = 3y + 35.
  @Test func layerTransformIsDrawnAsAMatrix() {
    let view = UIView(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
    let layer = CALayer()
    layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
    layer.position = CGPoint(x: 50, y: 50)
    layer.transform = CATransform3DMakeAffineTransform(CGAffineTransform(scaleX: 2, y: 3))
    layer.backgroundColor = Self.red.cgColor
    view.layer.addSublayer(layer)
    #expect(
      appearance(of: controller(holding: [view])).contains(
        "<g transform=\"matrix(2 0 0 3 40 35)\">\n<rect x=\"0\" y=\"0\" width=\"10\" "
          + "height=\"10\" fill=\"rgb(255,0,0)\"/>"))
  }

  // A sublayerTransform moving by (10, 0) applies about the view's centre (50, 50): −50, then
  // +10, then +50 moves the sublayer, which otherwise sits at (0, 0), by (10, 0).
  @Test func sublayerTransformMovesTheSublayers() {
    let view = UIView(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
    view.layer.sublayerTransform = CATransform3DMakeTranslation(10, 0, 0)
    let layer = CALayer()
    layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    layer.backgroundColor = Self.red.cgColor
    view.layer.addSublayer(layer)
    #expect(
      appearance(of: controller(holding: [view])).contains(
        "<g transform=\"translate(10 0)\">\n<rect x=\"0\" y=\"0\" width=\"10\" height=\"10\""))
  }

  // Rounding only the top corners (CALayer.h: MinXMinY and MaxXMinY are the top ones in
  // UIKit): from (10, 0) along the top to 90, a quarter circle to (100, 10), straight down the
  // right side and along the bottom, up the left side to 10 and a quarter circle back.
  @Test func maskedCornersRoundOnlyTheCornersChosen() {
    let view = UIView(frame: CGRect(x: 0, y: 100, width: 100, height: 50))
    view.backgroundColor = Self.blue
    view.layer.cornerRadius = 10
    view.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
    #expect(
      appearance(of: controller(holding: [view])).contains(
        "<path d=\"M10 0H90A10 10 0 0 1 100 10V50H0V10A10 10 0 0 1 10 0Z\" fill=\"rgb(0,0,255)\"/>")
    )
  }

  // A corner radius larger than half the shorter side is drawn as half of it: a 40-point-tall
  // capsule has corners of radius 20.
  @Test func cornerRadiusIsAtMostHalfTheShorterSide() {
    let view = UIView(frame: CGRect(x: 0, y: 100, width: 100, height: 40))
    view.backgroundColor = Self.blue
    view.layer.cornerRadius = 50
    #expect(appearance(of: controller(holding: [view])).contains("rx=\"20\" ry=\"20\""))
  }

  // A layer added before a subview is below it; one added after is above it.
  @Test func addedLayersStackAmongSubviewsInTheOrderTheyWereAdded() throws {
    let view = UIView(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
    let below = CALayer()
    below.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    below.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1).cgColor
    view.layer.addSublayer(below)
    let subview = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    subview.accessibilityIdentifier = "subview"
    view.addSubview(subview)
    let above = CALayer()
    above.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    above.backgroundColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1).cgColor
    view.layer.addSublayer(above)
    subview.backgroundColor = Self.blue
    let drawn = appearance(of: controller(holding: [view]))
    let red = try #require(drawn.range(of: "rgb(255,0,0)")).lowerBound
    let blue = try #require(drawn.range(of: "rgb(0,0,255)")).lowerBound
    let green = try #require(drawn.range(of: "rgb(0,255,0)")).lowerBound
    #expect(red < blue)
    #expect(blue < green)
  }

  // A shadow of opacity 0.5, offset 4 down, radius 6 under a 100 × 50 view: the view's shape in
  // black at 0.5, moved by (0, 4) and blurred with a standard deviation of 6, in a filter region
  // 3 × 6 = 18 points beyond the shape on each side: x −18, width 100 + 36, height 50 + 36.
  @Test func shadowIsAnOffsetBlurredCopyOfTheShape() throws {
    let view = UIView(frame: CGRect(x: 0, y: 100, width: 100, height: 50))
    view.backgroundColor = UIColor(red: 1, green: 1, blue: 1, alpha: 1)
    view.layer.shadowOpacity = 0.5
    view.layer.shadowOffset = CGSize(width: 0, height: 4)
    view.layer.shadowRadius = 6
    let drawn = appearance(of: controller(holding: [view]))
    let match = try #require(drawn.firstMatch(of: /<filter id="(bezel-[0-9a-f]{16}-f\d+)"/))
    let id = String(match.output.1)
    let expected = """
      <filter id="\(id)" filterUnits="userSpaceOnUse" x="-18" y="-18" width="136" height="86">\
      <feGaussianBlur stdDeviation="6"/></filter>
      <g class="shadow" transform="translate(0 4)">
      <rect x="0" y="0" width="100" height="50" fill="rgb(0,0,0)" fill-opacity="0.5" \
      filter="url(#\(id))"/>
      </g>
      <rect x="0" y="0" width="100" height="50" fill="rgb(255,255,255)"/>
      """
    #expect(drawn.contains(expected))
  }

  // The shadow path, when set, is the shadow's shape.
  @Test func shadowPathShapesTheShadow() {
    let view = UIView(frame: CGRect(x: 0, y: 100, width: 100, height: 50))
    view.layer.shadowOpacity = 1
    view.layer.shadowRadius = 0
    view.layer.shadowOffset = .zero
    view.layer.shadowPath = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 20), transform: nil)
    #expect(
      appearance(of: controller(holding: [view])).contains(
        "<g class=\"shadow\">\n<path d=\"M0 0L10 0L10 20L0 20Z\" fill=\"rgb(0,0,0)\"/>\n</g>"))
  }

  @Test func appearanceIsLeftOutWhenTheOptionIsOff() {
    let view = UIView(frame: CGRect(x: 0, y: 100, width: 100, height: 50))
    view.backgroundColor = Self.blue
    let drawn = appearance(
      of: controller(holding: [view]), options: SVGOptions(showsAppearance: false))
    #expect(drawn == "<g class=\"appearance\">\n")
  }

  // The JSON form holds no layers: a snapshot read back from it is drawn as a wireframe, and
  // its JSON is what it was.
  @Test func snapshotReadFromJSONDrawsNoAppearance() throws {
    let view = UIView(frame: CGRect(x: 0, y: 100, width: 100, height: 50))
    view.backgroundColor = Self.blue
    let snapshot = LayoutSnapshot(
      DeviceHost(controller(holding: [view]), on: DeviceCatalog.iPhone16))
    let decoded = try JSONDecoder().decode(LayoutSnapshot.self, from: Data(snapshot.json().utf8))
    #expect(!snapshot.json().contains("layers"))
    #expect(group("appearance", in: decoded.svg()) == "<g class=\"appearance\">\n")
  }

  // Layers are not mirrored in right-to-left layouts: the view moves to the other side, but its
  // layers are drawn the same within it. The card is 20 points from the leading edge: x = 20 in
  // LTR, 393 − 20 − 200 = 173 in RTL.
  @Test func rightToLeftMovesViewsButDoesNotMirrorTheirLayers() {
    func drawing(_ direction: UIUserInterfaceLayoutDirection) -> String {
      let card = UIView()
      card.accessibilityIdentifier = "card"
      card.translatesAutoresizingMaskIntoConstraints = false
      let gradient = CAGradientLayer()
      gradient.frame = CGRect(x: 0, y: 0, width: 200, height: 80)
      gradient.colors = [Self.red.cgColor, Self.blue.cgColor]
      gradient.startPoint = CGPoint(x: 0, y: 0.5)
      gradient.endPoint = CGPoint(x: 1, y: 0.5)
      card.layer.addSublayer(gradient)
      let shape = CAShapeLayer()
      let path = CGMutablePath()
      path.move(to: CGPoint(x: 0, y: 0))
      path.addLine(to: CGPoint(x: 30, y: 10))
      shape.path = path
      card.layer.addSublayer(shape)
      let root = controller(holding: [card])
      NSLayoutConstraint.activate([
        card.leadingAnchor.constraint(equalTo: root.view.leadingAnchor, constant: 20),
        card.topAnchor.constraint(equalTo: root.view.topAnchor, constant: 100),
        card.widthAnchor.constraint(equalToConstant: 200),
        card.heightAnchor.constraint(equalToConstant: 80),
      ])
      return withoutFingerprints(appearance(of: root, direction: direction))
    }
    let leftToRight = drawing(.leftToRight)
    let rightToLeft = drawing(.rightToLeft)
    #expect(leftToRight.contains("<g data-view=\"card\" transform=\"translate(20 100)\">"))
    #expect(rightToLeft.contains("<g data-view=\"card\" transform=\"translate(173 100)\">"))
    let layers = markup(from: "<linearGradient", in: leftToRight)
    #expect(layers.contains("x1=\"0\" y1=\"0.5\" x2=\"1\" y2=\"0.5\""))
    #expect(layers.contains("<path d=\"M0 0L30 10\""))
    #expect(!layers.isEmpty)
    #expect(markup(from: "<linearGradient", in: rightToLeft) == layers)
  }

  // Ids are named after the drawing: two drawings of different content use different ones.
  @Test func identifiersDifferBetweenDrawings() throws {
    func clipID(width: CGFloat) throws -> String {
      let view = UIView(frame: CGRect(x: 0, y: 100, width: width, height: 50))
      view.clipsToBounds = true
      view.backgroundColor = Self.blue
      let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      child.backgroundColor = Self.red
      view.addSubview(child)
      let drawn = appearance(of: controller(holding: [view]))
      return String(try #require(drawn.firstMatch(of: /clipPath id="([^"]+)"/)).output.1)
    }
    #expect(try clipID(width: 100) != clipID(width: 120))
    #expect(try clipID(width: 100) == clipID(width: 100))
  }
}
