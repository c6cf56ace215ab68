import Foundation
import Testing

@testable import UIKit

/// `UIScreen`'s device geometry: native bounds and the fixed coordinate space, in both
/// orientations.
@MainActor
struct UIScreenDeviceTests {
  /// A 390 × 844 screen at 3× shown in `orientation`.
  private func screen(_ orientation: UIInterfaceOrientation) -> UIScreen {
    let size =
      orientation.isLandscape
      ? CGSize(width: 844, height: 390) : CGSize(width: 390, height: 844)
    let screen = UIScreen(bounds: CGRect(origin: .zero, size: size), scale: 3)
    screen.facts.interfaceOrientation = orientation
    return screen
  }

  @Test(arguments: [UIInterfaceOrientation.portrait, .landscapeLeft, .landscapeRight])
  func nativeBoundsArePortraitPixels(orientation: UIInterfaceOrientation) {
    // 390 × 844 points at 3× upright: 1170 × 2532 pixels, whatever the interface.
    #expect(screen(orientation).nativeBounds == CGRect(x: 0, y: 0, width: 1170, height: 2532))
  }

  @Test func theFixedSpaceIsTheScreenInPortrait() {
    let screen = screen(.portrait)
    let point = screen.coordinateSpace.convert(
      CGPoint(x: 10, y: 20), to: screen.fixedCoordinateSpace)
    #expect(point == CGPoint(x: 10, y: 20))
    #expect(screen.fixedCoordinateSpace.bounds.size == CGSize(width: 390, height: 844))
  }

  @Test func inLandscapeLeftTheDevicesTopIsOnTheRight() {
    // Home button on the left: the device's upright top-left corner is at the interface's
    // top-right. An interface point (x, y) is upright at (y, 844 − x).
    let screen = screen(.landscapeLeft)
    let upright = screen.coordinateSpace.convert(
      CGPoint(x: 10, y: 20), to: screen.fixedCoordinateSpace)
    #expect(upright == CGPoint(x: 20, y: 834))
    let back = screen.fixedCoordinateSpace.convert(upright, to: screen.coordinateSpace)
    #expect(back == CGPoint(x: 10, y: 20))
  }

  @Test func inLandscapeRightTheDevicesTopIsOnTheLeft() {
    // Home button on the right: the upright top-left corner is at the interface's bottom-left.
    // An interface point (x, y) is upright at (390 − y, x).
    let screen = screen(.landscapeRight)
    let upright = screen.coordinateSpace.convert(
      CGPoint(x: 10, y: 20), to: screen.fixedCoordinateSpace)
    #expect(upright == CGPoint(x: 370, y: 10))
    #expect(
      screen.fixedCoordinateSpace.convert(CGPoint.zero, to: screen.coordinateSpace)
        == CGPoint(x: 0, y: 390))
  }

  @Test func aViewConvertsToTheFixedSpaceThroughItsWindow() {
    let screen = screen(.landscapeLeft)
    let window = UIWindow(frame: screen.bounds)
    window.screen = screen
    let view = UIView(frame: CGRect(x: 100, y: 50, width: 10, height: 10))
    window.addSubview(view)
    // The view's origin is at (100, 50) on screen: upright at (50, 844 − 100).
    #expect(view.convert(CGPoint.zero, to: screen.fixedCoordinateSpace) == CGPoint(x: 50, y: 744))
  }

  @Test func brightnessStaysBetweenZeroAndOne() {
    let screen = screen(.portrait)
    screen.brightness = 1.5
    #expect(screen.brightness == 1)
    screen.brightness = -1
    #expect(screen.brightness == 0)
  }

  @Test func theDefaultScreenShowsSixtyFramesASecond() {
    // The iPhone 16 has no ProMotion (Apple's technical specifications).
    #expect(UIScreen.default.maximumFramesPerSecond == 60)
    #expect(UIScreen.screens.count == 1)
  }
}
