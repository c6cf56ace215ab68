import UIKit
import XCTest

/// Tests written as EasyPeasy's and TinyConstraints' are: nonisolated XCTest methods that call
/// UIKit synchronously.
final class XCTestStyleTests: XCTestCase {
  func testPinnedChildFillsTheInsetContainer() {
    let (_, child) = makePinnedHierarchy(
      insets: UIEdgeInsets(top: 5, left: 10, bottom: 15, right: 20))
    // x = 10, y = 5, width = 200 − 10 − 20 = 170, height = 100 − 5 − 15 = 80.
    XCTAssertEqual(child.frame, CGRect(x: 10, y: 5, width: 170, height: 80))
  }

  func testAssociatedValueSurvivesTheHelper() {
    let (container, child) = makePinnedHierarchy(insets: .zero)
    XCTAssertEqual(container.buildOrder, 0)
    XCTAssertEqual(child.buildOrder, 1)
  }

  func testLabelledConstraintComesBackAsItsSubclass() {
    let view = UIView()
    let constraint = makeLabelledConstraint(view, width: 44)
    constraint.isActive = true
    let found = view.constraints.first as? LayoutConstraint
    XCTAssertTrue(found === constraint)
    XCTAssertEqual(found?.label, "width")
    XCTAssertEqual(found?.priority, UILayoutPriority.required - 1)
  }

  func testWindowSizesTheRootView() {
    let controller = ContentViewController()
    let window = makeWindow(showing: controller)
    XCTAssertEqual(controller.view.frame, window.bounds)
    // Below the top layout guide by 8, 16 from the leading edge, at its 100 × 40 intrinsic size.
    XCTAssertEqual(controller.content.frame, CGRect(x: 16, y: 8, width: 100, height: 40))
  }

  func testDefaultPriorityIsRequired() {
    XCTAssertEqual(defaultPriority(), .required)
  }

  func testTableViewCellHasAContentView() {
    let cell = UITableViewCell()
    XCTAssertTrue(cell.contentView.superview === cell)
  }

  func testButtonAndLabelKeepTheirText() {
    let button = UIButton()
    button.setTitle("OK", for: .normal)
    let label = UILabel()
    label.text = "Title"
    XCTAssertEqual(button.currentTitle, "OK")
    XCTAssertEqual(label.text, "Title")
  }

  func testVoiceOverIsOffWhenNothingTurnedItOn() {
    XCTAssertTrue(allowsDragToDismiss())
  }

  func testViewControllerViewLoads() {
    XCTAssertNotNil(UIViewController().view)
  }
}
