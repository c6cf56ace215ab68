import UIKit
import XCTest

/// A Swift 5 screen with a button whose `#selector` Linux forced to be written
/// `Selector("tapped:")`, tested from nonisolated XCTest methods as app tests are.
final class TargetActionStyleTests: XCTestCase {
  final class CounterViewController: UIViewController, SelectorTarget {
    let button = UIButton(type: .system)
    var taps = 0

    override func viewDidLoad() {
      super.viewDidLoad()
      view.addSubview(button)
      button.addTarget(self, action: Selector("tapped:"), for: .touchUpInside)
    }

    func tapped(_ sender: UIButton) { taps += 1 }

    func method(for selector: Selector) -> ((_ sender: Any?, _ event: UIEvent?) -> Void)? {
      switch selector {
      case "tapped:":
        return { [unowned self] sender, _ in
          if let button = sender as? UIButton { tapped(button) }
        }
      default: return nil
      }
    }
  }

  func testTheButtonsTargetIsCalledThroughItsSelector() {
    let controller = CounterViewController()
    controller.loadViewIfNeeded()
    controller.button.sendActions(for: .touchUpInside)
    XCTAssertEqual(controller.taps, 1)
  }

  func testAClosureActionNeedsNoSelector() {
    let button = UIButton(type: .system)
    var taps = 0
    button.addAction(UIAction { _ in taps += 1 }, for: .primaryActionTriggered)
    button.sendActions(for: .primaryActionTriggered)
    XCTAssertEqual(taps, 1)
  }
}
