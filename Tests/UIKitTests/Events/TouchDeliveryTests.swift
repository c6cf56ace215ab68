import Testing

@testable import UIKit

/// Touches delivered by a window to the view they began on, and up the responder chain.
@MainActor
struct TouchDeliveryTests {
  /// A view that records the touch calls it hears, with the location in its own coordinates.
  final class RecordingView: UIView {
    var heard: [String] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
      heard.append("began " + TouchDeliveryTests.describe(touches.first?.location(in: self)))
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
      heard.append("ended " + TouchDeliveryTests.describe(touches.first?.location(in: self)))
    }
  }

  private static func describe(_ point: CGPoint?) -> String {
    guard let point else { return "nowhere" }
    return "(\(point.x), \(point.y))"
  }

  /// A window 300 × 300 with a recording view at (100, 100), 50 × 50.
  private func window() -> (UIWindow, RecordingView) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let view = RecordingView(frame: CGRect(x: 100, y: 100, width: 50, height: 50))
    window.addSubview(view)
    return (window, view)
  }

  // The window hit-tests the touch where it begins; the view hears it begin and end, at the
  // point in its own coordinates: (110, 120) in the window is (10, 20) in the view.
  @Test func aTouchGoesToTheViewItBeganOn() {
    let (window, view) = window()
    let touch = UITouch()
    window.send(touch, .began, at: CGPoint(x: 110, y: 120))
    window.send(touch, .ended, at: CGPoint(x: 110, y: 120))
    #expect(touch.view === view)
    #expect(view.heard == ["began (10.0, 20.0)", "ended (10.0, 20.0)"])
  }

  // A touch stays with its view when it moves off it: the view hears it end, at a location
  // outside its bounds.
  @Test func aTouchStaysWithItsViewWhenItMovesOff() {
    let (window, view) = window()
    let touch = UITouch()
    window.send(touch, .began, at: CGPoint(x: 110, y: 120))
    window.send(touch, .ended, at: CGPoint(x: 10, y: 20))
    #expect(view.heard == ["began (10.0, 20.0)", "ended (-90.0, -80.0)"])
    #expect(touch.previousLocation(in: window) == CGPoint(x: 110, y: 120))
  }

  // "The default implementation of this method forwards the message up the responder chain"
  // (UIResponder, touchesBegan(_:with:)): a plain subview passes its touches to its superview,
  // and a controller's root view to its controller.
  @Test func aViewThatDoesNotHandleTouchesPassesThemUp() {
    let (window, view) = window()
    let plain = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    view.addSubview(plain)
    let touch = UITouch()
    window.send(touch, .began, at: CGPoint(x: 105, y: 105))
    #expect(touch.view === plain)
    #expect(view.heard == ["began (5.0, 5.0)"])
  }

  final class RecordingController: UIViewController {
    var began = 0
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { began += 1 }
  }

  @Test func aControllersRootViewPassesTouchesToItsController() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let controller = RecordingController()
    window.rootViewController = controller
    window.layoutIfNeeded()
    window.send(UITouch(), .began, at: CGPoint(x: 10, y: 10))
    #expect(controller.began == 1)
  }

  // A touch where no view takes it (interaction disabled everywhere) is dropped.
  @Test func aTouchOnNoViewIsDropped() {
    let (window, view) = window()
    window.isUserInteractionEnabled = false
    let touch = UITouch()
    window.send(touch, .began, at: CGPoint(x: 110, y: 120))
    #expect(touch.view == nil)
    #expect(view.heard.isEmpty)
  }
}
