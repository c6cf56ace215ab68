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
