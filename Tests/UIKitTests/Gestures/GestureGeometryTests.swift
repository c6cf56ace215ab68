import BezelTestSupport
import Testing

@testable import UIKit

/// Recognizers on views with transforms and moved anchor points: the touch reaches them
/// where the layer's geometry puts them, and their locations are in the view's own
/// coordinates.
@MainActor
@Suite(.ownAnimationClock)
struct GestureGeometryTests {
  /// A 100 × 100 view whose centre is at (150, 150) in the window, with a tap recognizer, and
  /// the tap's location in the view as the recognizer reported it.
  private func tappable(_ fixture: GestureFixture) -> (UIView, () -> CGPoint?) {
    let view = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
    fixture.window.addSubview(view)
    let tap = UITapGestureRecognizer()
    var location: CGPoint?
    tap.addActionHandler { location = $0.location(in: view) }
    fixture.attach(tap, named: "tap", to: view)
    return (view, { location })
  }

  // Scaled 2× about its centre, the view covers (50, 50)–(250, 250). The window point
  // (60, 60) is 90 points left of and above the centre: 45 in the view's units, so (5, 5) from
  // its origin.
  @Test(arguments: [UIUserInterfaceLayoutDirection.leftToRight, .rightToLeft])
  func aScaledViewIsTappedWhereItIsDrawn(_ direction: UIUserInterfaceLayoutDirection) {
    let fixture = GestureFixture(direction: direction)
    let (view, location) = tappable(fixture)
    view.transform = CGAffineTransform(scaleX: 2, y: 2)
    fixture.tap(at: CGPoint(x: 60, y: 60))
    #expect(fixture.log == ["tap ended"])
    #expect(location() == CGPoint(x: 5, y: 5))
  }

  // Turned a quarter turn clockwise about its centre: the window point 30 points right of the
  // centre lies along the view's −y axis from its centre, (50, 20) in the view.
  @Test func aRotatedViewReportsTheTapInItsOwnAxes() {
    let fixture = GestureFixture()
    let (view, location) = tappable(fixture)
    view.transform = CGAffineTransform(rotationAngle: .pi / 2)
    fixture.tap(at: CGPoint(x: 180, y: 150))
    #expect(fixture.log == ["tap ended"])
    let point = location() ?? .zero
    #expect(abs(point.x - 50) < 1e-9 && abs(point.y - 20) < 1e-9)
  }

  // An anchor point of (0, 0) puts the view's origin at its position, (150, 150): it covers
  // (150, 150)–(250, 250). The window point (240, 240) is (90, 90) in it.
  @Test func aViewWithAMovedAnchorPointIsTappedWhereItIs() {
    let fixture = GestureFixture()
    let (view, location) = tappable(fixture)
    view.layer.anchorPoint = .zero
    fixture.tap(at: CGPoint(x: 240, y: 240))
    #expect(fixture.log == ["tap ended"])
    #expect(location() == CGPoint(x: 90, y: 90))
  }
}
