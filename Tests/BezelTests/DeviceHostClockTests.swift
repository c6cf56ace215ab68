import Bezel
import Testing
import UIKit

@testable import BezelTesting

/// Each host runs what it drives with its window's context current and on a clock of its own.
@MainActor
struct DeviceHostClockTests {
  /// A view that runs `onTouchUp` when a touch ends on it.
  final class Handler: UIView {
    var onTouchUp: () -> Void = {}
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { onTouchUp() }
  }

  /// A controller whose root view holds a 100 × 100 `Handler` at (0, 0).
  private func hosted(on device: Device) -> (host: DeviceHost, handler: Handler) {
    let controller = UIViewController()
    let handler = Handler(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    controller.view.addSubview(handler)
    return (DeviceHost(controller, on: device), handler)
  }

  // A touch handler on a hosted iPad reads the iPad's screen as the main screen, not the
  // default iPhone 16's 393 × 852 points.
  @Test func aTouchHandlerReadsItsHostsMainScreen() {
    let device = DeviceCatalog.iPadPro13M4
    let (host, handler) = hosted(on: device)
    var seen: CGRect?
    handler.onTouchUp = { seen = UIScreen.main.bounds }
    host.tap(at: CGPoint(x: 50, y: 50))
    #expect(seen == CGRect(origin: .zero, size: device.bounds(in: .portrait)))
    #expect(seen?.size != CGSize(width: 393, height: 852))
  }

  // An event sent to a window directly, not through its host, still runs with the window's
  // context current.
  @Test func anEventSentToAWindowRunsInItsContext() {
    let device = DeviceCatalog.iPadPro13M4
    let (host, handler) = hosted(on: device)
    var seen: CGRect?
    handler.onTouchUp = { seen = UIScreen.main.bounds }
    let touch = UITouch()
    host.window.send(touch, .began, at: CGPoint(x: 50, y: 50))
    host.window.send(touch, .ended, at: CGPoint(x: 50, y: 50))
    #expect(seen == CGRect(origin: .zero, size: device.bounds(in: .portrait)))
  }

  // An animation a touch handler starts is on the host's clock: moving the caller's clock past
  // its end completes nothing; moving the host's does.
  @Test(.ownAnimationClock) func anAnimationStartedByATouchEndsOnTheHostsClock() {
    let (host, handler) = hosted(on: DeviceCatalog.iPhone16)
    var finished: Bool?
    handler.onTouchUp = {
      UIView.animate(
        withDuration: 0.3, animations: { handler.alpha = 0.5 },
        completion: { finished = $0 })
    }
    host.tap(at: CGPoint(x: 50, y: 50))
    AnimationClock.advance(by: 1)
    #expect(finished == nil)
    host.advance(by: 0.3)
    #expect(finished == true)
    #expect(host.now == 0.3)
  }

  // Two hosts' clocks are independent: each moves only when its own host advances.
  @Test func twoHostsClocksAreIndependent() {
    let (first, firstView) = hosted(on: DeviceCatalog.iPhone16)
    let (second, _) = hosted(on: DeviceCatalog.iPhone16)
    var finished = false
    first.perform {
      UIView.animate(
        withDuration: 0.5, animations: { firstView.alpha = 0 },
        completion: { _ in finished = true })
    }
    second.advance(by: 1)
    #expect(!finished)
    #expect(first.now == 0 && second.now == 1)
    first.advance(by: 0.5)
    #expect(finished)
  }

  // A display link added inside a host fires as the host's clock moves, at 60 frames a second,
  // with the host's window context current.
  @Test func aDisplayLinkInAHostFiresOnItsClockInItsContext() {
    let device = DeviceCatalog.iPadPro13M4
    let (host, _) = hosted(on: device)
    var frames = 0
    var screens: Set<CGFloat> = []
    let link = CADisplayLink { _ in
      frames += 1
      screens.insert(UIScreen.main.bounds.width)
    }
    host.perform { link.add(to: .main, forMode: .common) }
    host.advance(by: 0.5)
    link.invalidate()
    #expect(frames == 30)
    #expect(screens == [device.bounds(in: .portrait).width])
  }

  // The shared-clock check counts what was added after its mark and is still running.
  @Test func theSharedClockCheckCountsWhatATestLeft() {
    AnimationClock.withOwnClock {
      let context = CoreAnimationContext.current
      let layer = CALayer()
      layer.add(CABasicAnimation(keyPath: "opacity"), forKey: "before")
      let mark = context.mark
      let animation = CABasicAnimation(keyPath: "opacity")
      animation.duration = 1
      layer.add(animation, forKey: "after")
      #expect(context.unfinishedWork(since: mark).animations == 1)
      AnimationClock.advance(by: 1)
      #expect(context.unfinishedWork(since: mark).animations == 0)
    }
  }

  @Test func theSharedClockCheckNamesWhatWasLeft() {
    #expect(SharedClockLeftovers().message == nil)
    let message = SharedClockLeftovers(animations: 2, scheduled: 1).message ?? ""
    #expect(message.hasPrefix("The test left 2 running animation(s), 1 scheduled item(s) on"))
  }
}
