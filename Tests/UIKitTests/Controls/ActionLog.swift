import Testing

@testable import UIKit

/// A target that answers `tapped:`, `changed` and `tapped:forEvent:` through `SelectorTarget`,
/// as an app's `@objc` action methods `tapped(_:)`, `changed()` and `tapped(_:forEvent:)`
/// would be, and writes each call to a shared log.
@MainActor
final class LoggingTarget: UIResponder, SelectorTarget {
  let name: String
  let log: ActionLog
  /// Runs inside `tapped:`, after it is logged.
  var onTapped: (() -> Void)?

  init(_ name: String, log: ActionLog) {
    self.name = name
    self.log = log
  }

  func method(for selector: Selector) -> ((_ sender: Any?, _ event: UIEvent?) -> Void)? {
    switch selector {
    case "tapped:": { [unowned self] sender, _ in tapped(sender) }
    case "changed": { [unowned self] _, _ in log.append("\(name).changed") }
    case "tapped:forEvent:":
      { [unowned self] _, event in log.append("\(name).tapped:forEvent: \(event != nil)") }
    default: nil
    }
  }

  func tapped(_ sender: Any?) {
    log.append("\(name).tapped: \(sender.map { String(describing: type(of: $0)) } ?? "nil")")
    onTapped?()
  }
}

/// The calls made, in order.
@MainActor
final class ActionLog {
  private(set) var entries: [String] = []

  func append(_ entry: String) {
    entries.append(entry)
  }

  /// Logs each event of `events` that `control` sends, under its name, through a `UIAction`.
  func observe(_ events: KeyValuePairs<String, UIControl.Event>, of control: UIControl) {
    for (name, event) in events {
      control.addAction(UIAction { [unowned self] _ in append(name) }, for: event)
    }
  }
}

/// A finger a test moves over a window, through `UIWindow.sendEvent(_:)`.
@MainActor
struct Finger {
  let window: UIWindow
  let touch = UITouch()

  func down(at point: CGPoint, tapCount: Int = 1) {
    touch.tapCount = tapCount
    window.send(touch, .began, at: point)
  }
  func move(to point: CGPoint) { window.send(touch, .moved, at: point) }
  func up(at point: CGPoint) { window.send(touch, .ended, at: point) }
  func cancel(at point: CGPoint) { window.send(touch, .cancelled, at: point) }
}
