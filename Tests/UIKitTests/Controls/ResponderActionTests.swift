import Testing

@testable import UIKit

/// Actions sent to a nil target: up the responder chain, through `UIApplication`.
@MainActor
struct ResponderActionTests {
  /// A controller that answers `save:` (as `@objc func save(_:)` would).
  final class SavingController: UIViewController, SelectorTarget {
    var saves: [String] = []
    func method(for selector: Selector) -> ((_ sender: Any?, _ event: UIEvent?) -> Void)? {
      selector == "save:"
        ? { [unowned self] sender, _ in
          saves.append(sender.map { String(describing: type(of: $0)) } ?? "nil")
        }
        : nil
    }
  }

  /// A controller whose view holds a container holding a button.
  private func screen() -> (SavingController, UIView, UIButton) {
    let controller = SavingController()
    let container = UIView()
    let button = UIButton(type: .system)
    controller.view.addSubview(container)
    container.addSubview(button)
    return (controller, container, button)
  }

  // target(forAction:withSender:): "If the object can invoke the action, it returns itself,
  // otherwise it passes the request up the responder chain."
  @Test func targetForActionIsTheFirstResponderUpTheChainThatCanPerformIt() {
    let (controller, container, button) = screen()
    #expect(
      button.target(forAction: "save:", withSender: button) as? UIViewController === controller)
    #expect(container.canPerformAction("save:", withSender: nil) == false)
    #expect(controller.canPerformAction("save:", withSender: nil))
    #expect(button.target(forAction: "share:", withSender: button) == nil)
  }

  // "If target is nil, the app sends the message to the first responder, from whence it
  // progresses up the responder chain until it is handled" (sendAction(_:to:from:for:)).
  @Test func aNilTargetedActionReachesTheControllerUpTheChain() {
    let (controller, _, button) = screen()
    button.addTarget(nil, action: "save:", for: .touchUpInside)
    button.sendActions(for: .touchUpInside)
    #expect(controller.saves == ["UIButton"])
  }

  /// A text field that answers `save:` itself.
  final class SavingField: UITextField, SelectorTarget {
    var saves = 0
    func method(for selector: Selector) -> ((_ sender: Any?, _ event: UIEvent?) -> Void)? {
      selector == "save:" ? { [unowned self] _, _ in saves += 1 } : nil
    }
  }

  // With a first responder in the sender's window, a nil-targeted action starts there: the
  // focused field saves, not the button's controller.
  @Test func aNilTargetedActionStartsAtTheWindowsFirstResponder() {
    let (controller, container, button) = screen()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    window.rootViewController = controller
    let field = SavingField()
    container.addSubview(field)
    #expect(field.becomeFirstResponder())
    button.addTarget(nil, action: "save:", for: .touchUpInside)
    button.sendActions(for: .touchUpInside)
    #expect(field.saves == 1)
    #expect(controller.saves.isEmpty)
    // Once the field resigns, the action goes up the button's own chain again.
    #expect(field.resignFirstResponder())
    button.sendActions(for: .touchUpInside)
    #expect(controller.saves == ["UIButton"])
  }

  @Test func sendActionAnswersWhetherSomeObjectPerformedIt() {
    let (controller, _, button) = screen()
    #expect(UIApplication.shared.sendAction("save:", to: nil, from: button, for: nil))
    #expect(UIApplication.shared.sendAction("save:", to: controller, from: nil, for: nil))
    // No one in the chain answers `share:`: nothing happens, nothing is reported.
    let messages = UIKitDiagnostics.capturing {
      #expect(!UIApplication.shared.sendAction("share:", to: nil, from: button, for: nil))
    }
    #expect(messages.isEmpty)
    #expect(controller.saves == ["UIButton", "nil"])
  }

  @Test func theApplicationIsShared() {
    #expect(UIApplication.shared === UIApplication.shared)
  }
}
