import Testing

@testable import UIKit

/// A view's rarely set properties live in a box made on their first write (`ViewExtras`): they
/// read back as set, with UIKit's defaults until then (UIView.h), and a plain view laid out as a
/// subview never makes the box.
@Suite(.checksInvariants)
@MainActor
struct ViewExtrasTests {
  @Test func aPlainSubviewLaidOutMakesNoExtras() {
    let container = makeContainer(width: 200, height: 100)
    let view = addConstrainedSubview(to: container)
    NSLayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      view.topAnchor.constraint(equalTo: container.topAnchor),
      view.widthAnchor.constraint(equalToConstant: 50),
      view.heightAnchor.constraint(equalToConstant: 20),
    ])
    container.layoutIfNeeded()
    #expect(view.frame == CGRect(x: 0, y: 0, width: 50, height: 20))
    #expect(view.extras == nil)
  }

  @Test func theTagIsZeroUntilSet() {
    let view = UIView()
    #expect(view.tag == 0)
    view.tag = 7
    #expect(view.tag == 7)
    #expect(view.viewWithTag(7) === view)
  }

  @Test func theAccessibilityIdentifierReadsBackWhatWasSet() {
    let view = UIView()
    #expect(view.accessibilityIdentifier == nil)
    view.accessibilityIdentifier = "avatar"
    #expect(view.accessibilityIdentifier == "avatar")
    view.accessibilityIdentifier = nil
    #expect(view.accessibilityIdentifier == nil)
  }

  @Test func writingTheDefaultsMakesNoExtras() {
    let view = UIView()
    view.tag = 0
    view.accessibilityIdentifier = nil
    view.gestureRecognizers = nil
    #expect(view.extras == nil)
  }

  @Test func aControllersViewIsNextAfterItsController() {
    let controller = UIViewController()
    let view = controller.view!
    #expect(view.next === controller)
  }

  @Test func recognizersAreKeptInTheOrderAdded() {
    let view = UIView()
    let tap = UITapGestureRecognizer()
    let pan = UIPanGestureRecognizer()
    view.addGestureRecognizer(tap)
    view.addGestureRecognizer(pan)
    #expect(view.gestureRecognizers?.count == 2)
    #expect(view.gestureRecognizers?.first === tap)
    view.removeGestureRecognizer(tap)
    #expect(view.gestureRecognizers?.count == 1)
    #expect(view.gestureRecognizers?.first === pan)
  }
}
