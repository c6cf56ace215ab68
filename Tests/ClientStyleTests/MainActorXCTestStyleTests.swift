import UIKit
import XCTest

/// XCTest written the Swift 6 way on Linux: a main-actor test case whose test methods are
/// `async`.
///
/// On Linux the list of an XCTest case's tests is generated as functions of a nonisolated type;
/// a synchronous method of a `@MainActor` case fails the cast when the list is read, which
/// aborts the whole test bundle (swift-corelibs-xctest issue 424). An `async` method is listed
/// through XCTest's asynchronous path, which runs it on the main actor.
@MainActor
final class MainActorXCTestStyleTests: XCTestCase {
  func testWindowSizesTheRootView() async throws {
    let controller = UIViewController()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    window.rootViewController = controller
    window.makeKeyAndVisible()
    XCTAssertEqual(controller.view.frame, CGRect(x: 0, y: 0, width: 375, height: 667))
  }

  func testPinnedLabelTakesTheMarginsOfItsSuperview() async throws {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
    let label = UILabel()
    label.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(label)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: container.layoutMarginsGuide.leadingAnchor),
      label.trailingAnchor.constraint(equalTo: container.layoutMarginsGuide.trailingAnchor),
      label.topAnchor.constraint(equalTo: container.layoutMarginsGuide.topAnchor),
    ])
    container.layoutIfNeeded()
    // A view's default layout margins are 8 points on each side (UIView, `layoutMargins`):
    // x = 8, width = 320 − 16 = 304.
    XCTAssertEqual(label.frame.minX, 8)
    XCTAssertEqual(label.frame.width, 304)
  }
}
