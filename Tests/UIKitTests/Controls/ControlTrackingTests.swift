import Testing

@testable import UIKit

/// A control's tracking, driven by touches through its window, in UIControl's documented order.
@MainActor
struct ControlTrackingTests {
  /// A control that logs its tracking calls and its highlight when each is made.
  final class TrackingControl: UIControl {
    var log: ActionLog?
    var beginsTracking = true
    var continuesTracking = true

    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
      log?.append("begin")
      return beginsTracking
    }
    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
      log?.append("continue inside=\(isTouchInside)")
      return continuesTracking
    }
    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
      log?.append("end")
    }
    override func cancelTracking(with event: UIEvent?) {
      log?.append("cancel")
    }
  }

  /// A 300 × 300 window with a 100 × 40 control at (100, 100): the tracking bounds reach 70
  /// points beyond, from (30, 30) to (270, 210) in the window.
  private func screen() -> (Finger, TrackingControl, ActionLog) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let control = TrackingControl(frame: CGRect(x: 100, y: 100, width: 100, height: 40))
    window.addSubview(control)
    let log = ActionLog()
    control.log = log
    log.observe(
      [
        "touchDown": .touchDown, "touchDownRepeat": .touchDownRepeat,
        "dragInside": .touchDragInside, "dragOutside": .touchDragOutside,
        "dragEnter": .touchDragEnter, "dragExit": .touchDragExit,
        "touchUpInside": .touchUpInside, "touchUpOutside": .touchUpOutside,
        "touchCancel": .touchCancel,
      ], of: control)
    return (Finger(window: window), control, log)
  }

  @Test func aTapTracksThenSendsTouchDownAndTouchUpInside() {
    let (finger, _, log) = screen()
    finger.down(at: CGPoint(x: 150, y: 120))
    finger.up(at: CGPoint(x: 150, y: 120))
    #expect(log.entries == ["begin", "touchDown", "end", "touchUpInside"])
  }

  @Test func theControlIsTrackingAndHighlightedWhileTheTouchIsDown() {
    let (finger, control, _) = screen()
    #expect(!control.isTracking && !control.isHighlighted && !control.isTouchInside)
    finger.down(at: CGPoint(x: 150, y: 120))
    #expect(control.isTracking && control.isHighlighted && control.isTouchInside)
    finger.up(at: CGPoint(x: 150, y: 120))
    #expect(!control.isTracking && !control.isHighlighted && !control.isTouchInside)
  }

  // touchDownRepeat: "A repeated touch-down event in the control; for this event the value of
  // the UITouch tapCount method is greater than one."
  @Test func aSecondTapSendsTouchDownRepeat() {
    let (finger, _, log) = screen()
    finger.down(at: CGPoint(x: 150, y: 120), tapCount: 2)
    #expect(log.entries == ["begin", "touchDown", "touchDownRepeat"])
  }

  // Dragging within the tracking bounds stays inside; beyond them (x 280 is 80 points past
  // the right edge, past the 70-point outset) is outside, crossing sends touchDragExit, coming
  // back touchDragEnter; the highlight follows.
  @Test func dragsSendInsideOutsideExitAndEnter() {
    let (finger, control, log) = screen()
    finger.down(at: CGPoint(x: 150, y: 120))
    finger.move(to: CGPoint(x: 260, y: 120))
    #expect(control.isHighlighted)
    finger.move(to: CGPoint(x: 280, y: 120))
    #expect(!control.isHighlighted && !control.isTouchInside)
    finger.move(to: CGPoint(x: 290, y: 120))
    finger.move(to: CGPoint(x: 150, y: 120))
    #expect(control.isHighlighted)
    #expect(
      log.entries == [
        "begin", "touchDown",
        "continue inside=true", "dragInside",
        "continue inside=false", "dragOutside", "dragExit",
        "continue inside=false", "dragOutside",
        "continue inside=true", "dragInside", "dragEnter",
      ])
  }

  @Test func liftingOutsideTheTrackingBoundsSendsTouchUpOutside() {
    let (finger, _, log) = screen()
    finger.down(at: CGPoint(x: 150, y: 120))
    finger.up(at: CGPoint(x: 150, y: 250))  // 110 points below the bottom edge
    #expect(log.entries == ["begin", "touchDown", "end", "touchUpOutside"])
  }

  @Test func liftingJustOutsideTheBoundsStillCountsAsInside() {
    let (finger, _, log) = screen()
    finger.down(at: CGPoint(x: 150, y: 120))
    finger.up(at: CGPoint(x: 150, y: 200))  // 60 points below the bottom edge
    #expect(log.entries.last == "touchUpInside")
  }

  @Test func aCancelledTouchCancelsTrackingThenSendsTouchCancel() {
    let (finger, control, log) = screen()
    finger.down(at: CGPoint(x: 150, y: 120))
    finger.cancel(at: CGPoint(x: 150, y: 120))
    #expect(log.entries == ["begin", "touchDown", "cancel", "touchCancel"])
    #expect(!control.isTracking && !control.isHighlighted)
  }

  // beginTracking(_:with:) returning false: no tracking, no touch events.
  @Test func declinedTrackingSendsNoEvents() {
    let (finger, control, log) = screen()
    control.beginsTracking = false
    finger.down(at: CGPoint(x: 150, y: 120))
    finger.up(at: CGPoint(x: 150, y: 120))
    #expect(log.entries == ["begin"])
    #expect(!control.isHighlighted)
  }

  // continueTracking(_:with:) returning false stops tracking: the lift sends nothing.
  @Test func stoppingTrackingMidDragSendsNoTouchUp() {
    let (finger, control, log) = screen()
    control.continuesTracking = false
    finger.down(at: CGPoint(x: 150, y: 120))
    finger.move(to: CGPoint(x: 160, y: 120))
    finger.up(at: CGPoint(x: 160, y: 120))
    #expect(log.entries == ["begin", "touchDown", "continue inside=true"])
    #expect(!control.isTracking)
  }

  @Test func aDisabledControlDoesNotTrack() {
    let (finger, control, log) = screen()
    control.isEnabled = false
    finger.down(at: CGPoint(x: 150, y: 120))
    finger.up(at: CGPoint(x: 150, y: 120))
    #expect(log.entries.isEmpty)
  }

  // A button's tap is its primary action: touchUpInside and primaryActionTriggered together.
  @Test func aButtonsTapTriggersItsPrimaryAction() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let log = ActionLog()
    let button = UIButton(primaryAction: UIAction(title: "Go") { _ in log.append("primary") })
    button.frame = CGRect(x: 100, y: 100, width: 100, height: 40)
    window.addSubview(button)
    log.observe(["touchDown": .touchDown, "touchUpInside": .touchUpInside], of: button)
    let finger = Finger(window: window)
    finger.down(at: CGPoint(x: 150, y: 120))
    finger.up(at: CGPoint(x: 150, y: 120))
    #expect(log.entries == ["touchDown", "primary", "touchUpInside"])
  }
}
