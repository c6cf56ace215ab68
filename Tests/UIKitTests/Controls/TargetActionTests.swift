import Testing

@testable import UIKit

/// Targets and actions of a control, as UIControl documents them.
@MainActor
struct TargetActionTests {
  @Test func selectorsAreEqualByName() {
    let literal: Selector = "tapped:"
    #expect(literal == Selector("tapped:"))
    #expect(literal != Selector("tapped"))
    #expect(literal.description == "tapped:")
    #expect(NSStringFromSelector(NSSelectorFromString("refresh")) == "refresh")
    #expect(Set([literal, Selector("tapped:")]).count == 1)
  }

  @Test func sendActionsCallsTheTargetWithTheControlAsSender() {
    let log = ActionLog()
    let target = LoggingTarget("vc", log: log)
    let control = UIControl()
    control.addTarget(target, action: "tapped:", for: .touchUpInside)
    control.sendActions(for: .touchUpInside)
    control.sendActions(for: .valueChanged)
    #expect(log.entries == ["vc.tapped: UIControl"])
  }

  // "The control maintains a list of its attached targets and actions": actions go out in
  // the order they were added, targets and UIActions alike.
  @Test func actionsAreSentInTheOrderTheyWereAdded() {
    let log = ActionLog()
    let first = LoggingTarget("first", log: log)
    let second = LoggingTarget("second", log: log)
    let control = UIControl()
    control.addTarget(second, action: "changed", for: .valueChanged)
    control.addAction(UIAction { _ in log.append("action") }, for: .valueChanged)
    control.addTarget(first, action: "changed", for: .valueChanged)
    control.sendActions(for: .valueChanged)
    #expect(log.entries == ["second.changed", "action", "first.changed"])
  }

  // "It is also safe to call this method multiple times with the same value for the target
  // and action parameters" (addTarget(_:action:for:)): the pair is sent once.
  @Test func addingTheSamePairTwiceSendsItOnce() {
    let log = ActionLog()
    let target = LoggingTarget("vc", log: log)
    let control = UIControl()
    control.addTarget(target, action: "changed", for: .valueChanged)
    control.addTarget(target, action: "changed", for: [.valueChanged, .touchDown])
    control.sendActions(for: .valueChanged)
    #expect(log.entries == ["vc.changed"])
    #expect(control.allControlEvents == [.valueChanged, .touchDown])
  }

  @Test func actionsForTargetListsTheSelectorNamesOfAnEvent() {
    let target = LoggingTarget("vc", log: ActionLog())
    let control = UIControl()
    control.addTarget(target, action: "tapped:", for: .touchUpInside)
    control.addTarget(target, action: "changed", for: [.touchUpInside, .valueChanged])
    #expect(
      control.actions(forTarget: target, forControlEvent: .touchUpInside)
        == ["tapped:", "changed"])
    #expect(control.actions(forTarget: target, forControlEvent: .valueChanged) == ["changed"])
    // "nil if there are none" for the event or the target.
    #expect(control.actions(forTarget: target, forControlEvent: .touchDown) == nil)
    #expect(control.actions(forTarget: nil, forControlEvent: .touchUpInside) == nil)
  }

  // allTargets: "The set may include NSNull to indicate at least one nil target". (Linux's
  // Foundation makes a new NSNull each time, equal only to itself: test its type.)
  @Test func allTargetsHoldsEachTargetAndNSNullForNilTargets() {
    let target = LoggingTarget("vc", log: ActionLog())
    let control = UIControl()
    control.addTarget(target, action: "tapped:", for: .touchUpInside)
    control.addTarget(nil, action: "changed", for: .valueChanged)
    #expect(control.allTargets.count == 2)
    #expect(control.allTargets.contains(AnyHashable(target)))
    #expect(control.allTargets.contains { $0.base is NSNull })
    #expect(control.allControlEvents == [.touchUpInside, .valueChanged])
  }

  // removeTarget(_:action:for:): "Specify nil to remove all targets paired with action",
  // "nil to remove all action methods paired with target", for the given events only.
  @Test func removeTargetTakesOnlyTheGivenEventsOfTheMatchingPairs() {
    let log = ActionLog()
    let a = LoggingTarget("a", log: log)
    let b = LoggingTarget("b", log: log)
    let control = UIControl()
    control.addTarget(a, action: "changed", for: [.valueChanged, .touchDown])
    control.addTarget(b, action: "changed", for: .valueChanged)
    control.addTarget(a, action: "tapped:", for: .valueChanged)
    control.removeTarget(nil, action: "changed", for: .valueChanged)
    control.sendActions(for: .valueChanged)
    #expect(log.entries == ["a.tapped: UIControl"])
    control.sendActions(for: .touchDown)
    #expect(log.entries == ["a.tapped: UIControl", "a.changed"])
    control.removeTarget(a, action: nil, for: .allEvents)
    #expect(control.allTargets.isEmpty)
    #expect(control.allControlEvents == [])
  }

  // "The control does not retain the object in the target parameter."
  @Test func aTargetThatWentAwayIsNotSentToAndNotListed() {
    let log = ActionLog()
    let control = UIControl()
    do {
      let target = LoggingTarget("gone", log: log)
      control.addTarget(target, action: "changed", for: .valueChanged)
    }
    control.sendActions(for: .valueChanged)
    #expect(log.entries.isEmpty)
    #expect(control.allTargets.isEmpty)
  }

  // The send walks the actions the control had when it began (UIKit iterates a copy): the
  // first target removing the second mid-send neither crashes nor skips it this once; the
  // next send goes to the first alone.
  @Test func aTargetRemovedWhileActionsAreSentStillHearsThatSend() {
    let log = ActionLog()
    let first = LoggingTarget("first", log: log)
    let second = LoggingTarget("second", log: log)
    let control = UIControl()
    first.onTapped = { control.removeTarget(second, action: nil, for: .allEvents) }
    control.addTarget(first, action: "tapped:", for: .valueChanged)
    control.addTarget(second, action: "tapped:", for: .valueChanged)
    control.sendActions(for: .valueChanged)
    control.sendActions(for: .valueChanged)
    #expect(
      log.entries == [
        "first.tapped: UIControl", "second.tapped: UIControl", "first.tapped: UIControl",
      ])
  }

  @Test func aTargetRemovingItselfMidSendIsNotSentAgain() {
    let log = ActionLog()
    let target = LoggingTarget("vc", log: log)
    let control = UIControl()
    target.onTapped = { control.removeTarget(target, action: "tapped:", for: .valueChanged) }
    control.addTarget(target, action: "tapped:", for: .valueChanged)
    control.sendActions(for: .valueChanged)
    control.sendActions(for: .valueChanged)
    #expect(log.entries == ["vc.tapped: UIControl"])
  }

  // A selector the target does not implement is `-[NSObject doesNotRecognizeSelector:]`'s
  // NSInvalidArgumentException; Bezel reports it and goes on with the other actions.
  @Test func anUnrecognizedSelectorIsReportedAndTheSendGoesOn() {
    let log = ActionLog()
    let target = LoggingTarget("vc", log: log)
    let control = UIControl()
    control.addTarget(target, action: "missing:", for: .valueChanged)
    control.addTarget(target, action: "changed", for: .valueChanged)
    let messages = UIKitDiagnostics.capturing { control.sendActions(for: .valueChanged) }
    #expect(log.entries == ["vc.changed"])
    #expect(messages.count == 1)
    #expect(messages.first?.kind == .exception(name: "NSInvalidArgumentException"))
    let text = messages.first?.text ?? ""
    #expect(
      text.hasPrefix(
        "-[UIKitTests.LoggingTarget missing:]: unrecognized selector sent to instance 0x"))
  }

  @Test func aTargetThatAnswersNoSelectorsGetsTheUnrecognizedSelectorMessage() {
    let control = UIControl()
    let plain = UIView()
    control.addTarget(plain, action: "tapped:", for: .valueChanged)
    let messages = UIKitDiagnostics.capturing { control.sendActions(for: .valueChanged) }
    #expect(messages.map(\.text).first?.hasPrefix("-[UIKit.UIView tapped:]: unrecognized") == true)
  }

  // The three shapes of action method: the call gets the sender and, from a touch, the event.
  @Test func anActionMethodGetsTheEventOfTheTouch() {
    let log = ActionLog()
    let target = LoggingTarget("vc", log: log)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let control = UIControl(frame: CGRect(x: 100, y: 100, width: 50, height: 50))
    window.addSubview(control)
    control.addTarget(target, action: "tapped:forEvent:", for: .touchUpInside)
    control.sendActions(for: .touchUpInside)
    let finger = Finger(window: window)
    finger.down(at: CGPoint(x: 120, y: 120))
    finger.up(at: CGPoint(x: 120, y: 120))
    #expect(log.entries == ["vc.tapped:forEvent: false", "vc.tapped:forEvent: true"])
  }
}

/// A control's `enumerateEventHandlers(_:)`.
///
/// "For each call, either actionHandler or action will be non-nil. controlEvents is always
/// non-zero. Setting *stop to YES will terminate the enumeration early" (UIControl.h).
@MainActor
struct EventHandlerEnumerationTests {
  @Test func eachHandlerIsAnActionOrATargetAndSelectorInOrder() {
    let target = LoggingTarget("vc", log: ActionLog())
    let control = UIControl()
    let action = UIAction(identifier: .init("a")) { _ in }
    control.addTarget(target, action: "tapped:", for: .touchUpInside)
    control.addAction(action, for: [.valueChanged, .touchDown])
    control.addTarget(nil, action: "changed", for: .valueChanged)
    var seen: [String] = []
    control.enumerateEventHandlers { handler, handlerTarget, selector, events, _ in
      let who =
        handler.map { "action \($0.identifier.rawValue)" }
        ?? "\(handlerTarget == nil ? "nil" : "target") \(selector?.description ?? "")"
      seen.append("\(who) \(events.rawValue)")
    }
    #expect(seen == ["target tapped: 64", "action a 4097", "nil changed 4096"])
  }

  @Test func settingStopEndsTheEnumeration() {
    let control = UIControl()
    control.addAction(UIAction { _ in }, for: .valueChanged)
    control.addAction(UIAction { _ in }, for: .touchDown)
    var calls = 0
    control.enumerateEventHandlers { _, _, _, _, stop in
      calls += 1
      stop.pointee = true
    }
    #expect(calls == 1)
  }
}
