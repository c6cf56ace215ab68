import Bezel
import BezelTestSupport
import Testing
import UIKit

/// Bezel's gesture drivers on a hosted screen: each gesture reaches the recognizers through
/// the window, hit testing and the touched views' ancestors.
@MainActor
@Suite(.ownAnimationClock)
struct DeviceHostGestureTests {
  /// Records each action it receives as "name state", through the selector `handle:`, the way
  /// an app's `#selector(handle(_:))` is written on Linux.
  final class ActionLog: NSObject, SelectorTarget {
    var entries: [String] = []
    var onAction: ((UIGestureRecognizer) -> Void)?

    func method(for selector: Selector) -> ((Any?, UIEvent?) -> Void)? {
      guard selector == "handle:" else { return nil }
      return { [unowned self] sender, _ in
        guard let recognizer = sender as? UIGestureRecognizer else { return }
        entries.append("\(recognizer.name ?? "?") \(Self.describe(recognizer.state))")
        onAction?(recognizer)
      }
    }

    static func describe(_ state: UIGestureRecognizer.State) -> String {
      switch state {
      case .began: "began"
      case .changed: "changed"
      case .ended: "ended"
      case .cancelled: "cancelled"
      default: "other"
      }
    }

    /// Attaches `recognizer`, named `name`, to `view` with this log as its target.
    func attach(_ recognizer: UIGestureRecognizer, named name: String, to view: UIView) {
      recognizer.name = name
      recognizer.addTarget(self, action: "handle:")
      view.addGestureRecognizer(recognizer)
    }
  }

  /// A host on an iPhone 16 (393 × 852) whose root view holds a 200 × 200 `card` at
  /// (96.5, 300).
  private func hosted(_ direction: UIUserInterfaceLayoutDirection = .leftToRight) -> (
    DeviceHost, UIView
  ) {
    let controller = UIViewController()
    let card = UIView(frame: CGRect(x: 96.5, y: 300, width: 200, height: 200))
    controller.view.addSubview(card)
    let host = DeviceHost(
      controller, on: DeviceCatalog.iPhone16, traits: HostTraits(layoutDirection: direction))
    return (host, card)
  }

  @Test(arguments: [UIUserInterfaceLayoutDirection.leftToRight, .rightToLeft])
  func tappingAViewFiresItsTapRecognizer(_ direction: UIUserInterfaceLayoutDirection) {
    let (host, card) = hosted(direction)
    let log = ActionLog()
    var location = CGPoint.zero
    log.onAction = { location = $0.location(in: card) }
    log.attach(UITapGestureRecognizer(), named: "tap", to: card)
    #expect(host.tap(card) === card)
    #expect(log.entries == ["tap ended"])
    // The centre of a 200 × 200 view.
    #expect(location == CGPoint(x: 100, y: 100))
  }

  // The single tap requires the double tap to fail: the driver's double tap fires only the
  // double; a single tap fires the single when the clock passes the double's wait.
  @Test func doubleTapFiresOnlyTheDoubleTap() {
    let (host, card) = hosted()
    let log = ActionLog()
    let single = UITapGestureRecognizer()
    let double = UITapGestureRecognizer()
    double.numberOfTapsRequired = 2
    single.require(toFail: double)
    log.attach(single, named: "single", to: card)
    log.attach(double, named: "double", to: card)
    host.doubleTap(at: CGPoint(x: 196.5, y: 400))
    host.advance(by: 1)
    #expect(log.entries == ["double ended"])
    host.tap(at: CGPoint(x: 196.5, y: 400), numberOfTaps: 1)
    #expect(log.entries == ["double ended"])
    host.advance(by: 0.35)
    #expect(log.entries == ["double ended", "single ended"])
  }

  @Test(arguments: [(0.6, true), (0.3, false)])
  func longPressBeginsAfterItsDuration(_ duration: TimeInterval, _ begins: Bool) {
    let (host, card) = hosted()
    let log = ActionLog()
    log.attach(UILongPressGestureRecognizer(), named: "press", to: card)
    host.longPress(at: CGPoint(x: 196.5, y: 400), duration: duration)
    #expect(log.entries == (begins ? ["press began", "press ended"] : []))
  }

  // pan(from:to:duration:) over 0.25 s is 15 frames of 100/15 points each: the pan begins
  // on the second frame (13.3 points, past 10), ends with a translation of 100, and its
  // velocity is a step over a frame, 100/15 × 60 = 400 points per second.
  @Test func panDrivesTranslationAndVelocity() {
    let (host, card) = hosted()
    let log = ActionLog()
    var translation = CGPoint.zero
    var velocity = CGPoint.zero
    log.onAction = { recognizer in
      guard let pan = recognizer as? UIPanGestureRecognizer else { return }
      translation = pan.translation(in: card)
      velocity = pan.velocity(in: card)
    }
    log.attach(UIPanGestureRecognizer(), named: "pan", to: card)
    let start = host.now
    host.pan(from: CGPoint(x: 120, y: 400), to: CGPoint(x: 220, y: 400), duration: 0.25)
    #expect(abs(host.now - start - 0.25) < 1e-9)
    #expect(log.entries.first == "pan began")
    #expect(log.entries.count == 15)
    #expect(log.entries.last == "pan ended")
    #expect(abs(translation.x - 100) < 1e-9 && translation.y == 0)
    #expect(abs(velocity.x - 400) < 1e-6 && velocity.y == 0)
  }

  @Test func swipeIsRecognizedInItsDirection() {
    let (host, card) = hosted()
    let log = ActionLog()
    let left = UISwipeGestureRecognizer()
    left.direction = .left
    log.attach(left, named: "left", to: card)
    host.swipe(.right, from: CGPoint(x: 120, y: 400))
    #expect(log.entries.isEmpty)
    host.swipe(.left, from: CGPoint(x: 270, y: 400))
    #expect(log.entries == ["left ended"])
  }

  @Test func pinchAndRotateReachTheirScaleAndAngle() {
    let (host, card) = hosted()
    let log = ActionLog()
    var scale: CGFloat = 0
    var rotation: CGFloat = 0
    log.onAction = { recognizer in
      if let pinch = recognizer as? UIPinchGestureRecognizer { scale = pinch.scale }
      if let turn = recognizer as? UIRotationGestureRecognizer { rotation = turn.rotation }
    }
    log.attach(UIPinchGestureRecognizer(), named: "pinch", to: card)
    host.pinch(at: CGPoint(x: 196.5, y: 400), scale: 1.5)
    #expect(abs(scale - 1.5) < 1e-9)
    card.gestureRecognizers = [UIRotationGestureRecognizer()]
    card.gestureRecognizers?.first?.addTarget(log, action: "handle:")
    host.rotate(at: CGPoint(x: 196.5, y: 400), angle: .pi / 4)
    #expect(abs(rotation - .pi / 4) < 1e-9)
  }

  // A timer a recognizer set runs with its window's context current, even when the clock is
  // moved outside any host call: the single tap's action on an iPad reads the iPad's screen.
  @Test func aRecognizerTimerRunsInItsWindowsContext() {
    let controller = UIViewController()
    let host = DeviceHost(controller, on: DeviceCatalog.iPadPro9_7)
    let log = ActionLog()
    var screen = CGRect.zero
    log.onAction = { _ in screen = UIScreen.main.bounds }
    let single = UITapGestureRecognizer()
    let double = UITapGestureRecognizer()
    double.numberOfTapsRequired = 2
    single.require(toFail: double)
    log.attach(single, named: "single", to: controller.view)
    log.attach(double, named: "double", to: controller.view)
    host.tap(at: CGPoint(x: 300, y: 300), numberOfTaps: 1)
    host.advance(by: 0.5)
    #expect(log.entries == ["single ended"])
    #expect(screen.size == CGSize(width: 768, height: 1024))
  }

  // The pointer coming over the card begins its hover, moving over it changes it, leaving it
  // ends it; the location follows the pointer.
  @Test func movingThePointerDrivesAHoverRecognizer() {
    let (host, card) = hosted()
    let log = ActionLog()
    let hover = UIHoverGestureRecognizer()
    var locations: [CGPoint] = []
    log.onAction = { locations.append($0.location(in: card)) }
    log.attach(hover, named: "hover", to: card)
    host.movePointer(to: CGPoint(x: 20, y: 400))
    host.movePointer(to: CGPoint(x: 106.5, y: 310))
    host.movePointer(to: CGPoint(x: 196.5, y: 400))
    host.movePointer(to: CGPoint(x: 20, y: 400))
    #expect(log.entries == ["hover began", "hover changed", "hover ended"])
    #expect(locations == [CGPoint(x: 10, y: 10), CGPoint(x: 100, y: 100), CGPoint(x: 100, y: 100)])
    #expect(hover.state == .possible)
  }

  @Test func aPointOutsideTheWindowIsReportedAndNothingIsSent() {
    let (host, card) = hosted()
    let log = ActionLog()
    log.attach(UITapGestureRecognizer(), named: "tap", to: card)
    var hit: UIView? = card
    let diagnostics = Diagnostics.capturing {
      hit = host.pan(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 500, y: 400))
    }
    #expect(hit == nil)
    #expect(diagnostics.count == 1)
    #expect(diagnostics.first?.text.contains("outside the window") == true)
    #expect(log.entries.isEmpty)
  }

  // A driver called from an action while a pan's finger is still down is refused, reported;
  // the pan goes on undisturbed.
  @Test func aGestureDrivenMidGestureIsReportedAndRefused() {
    let (host, card) = hosted()
    let log = ActionLog()
    var nested: [UIView?] = []
    log.onAction = { recognizer in
      if recognizer.state == .began { nested.append(host.tap(at: CGPoint(x: 50, y: 50))) }
    }
    log.attach(UIPanGestureRecognizer(), named: "pan", to: card)
    let diagnostics = Diagnostics.capturing {
      host.pan(from: CGPoint(x: 120, y: 400), to: CGPoint(x: 220, y: 400))
    }
    #expect(nested.count == 1 && nested[0] == nil)
    #expect(diagnostics.map(\.text).contains { $0.contains("still in flight") })
    #expect(log.entries.last == "pan ended")
  }
}
