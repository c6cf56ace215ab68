import Testing

@testable import UIKit

/// The first responder as UIResponder documents it: one per window.
@MainActor
struct FirstResponderTests {
  // "Never call this method on a view that is not part of an active view hierarchy" (UIResponder,
  // `becomeFirstResponder()`): outside a window the call answers false and changes nothing.
  @Test func aViewOutsideAnyWindowCannotBecomeFirstResponder() {
    let view = FocusableView()
    #expect(view.becomeFirstResponder() == false)
    #expect(view.isFirstResponder == false)
  }

  // `canBecomeFirstResponder` is false by default (UIResponder).
  @Test func aPlainViewDeclinesToBecomeFirstResponder() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let window = makeWindow(showing: view)
    #expect(view.canBecomeFirstResponder == false)
    #expect(view.becomeFirstResponder() == false)
    #expect(window.firstResponder == nil)
  }

  @Test func becomingFirstResponderResignsTheOldOne() {
    let first = FocusableView()
    let second = FocusableView()
    let window = makeWindow(showing: first, second)
    #expect(first.becomeFirstResponder())
    #expect(second.becomeFirstResponder())
    #expect(first.isFirstResponder == false)
    #expect(second.isFirstResponder)
    #expect(window.firstResponder === second)
  }

  @Test func becomingFirstResponderAgainIsANoOp() {
    let view = FocusableView()
    let window = makeWindow(showing: view)
    #expect(view.becomeFirstResponder())
    #expect(view.becomeFirstResponder())
    #expect(window.firstResponder === view)
  }

  // "UIKit asks the current first responder to resign as first responder, which it might not"
  // (UIResponder, `becomeFirstResponder()`): the newcomer does not take over.
  @Test func aResponderThatRefusesToResignKeepsTheStatus() {
    let stubborn = FocusableView()
    let other = FocusableView()
    let window = makeWindow(showing: stubborn, other)
    stubborn.becomeFirstResponder()
    stubborn.refusesToResign = true
    #expect(other.becomeFirstResponder() == false)
    #expect(stubborn.resignFirstResponder() == false)
    #expect(window.firstResponder === stubborn)
  }

  @Test func eachWindowHasItsOwnFirstResponder() {
    let first = FocusableView()
    let second = FocusableView()
    let firstWindow = makeWindow(showing: first)
    let secondWindow = makeWindow(showing: second)
    #expect(first.becomeFirstResponder())
    #expect(second.becomeFirstResponder())
    #expect(first.isFirstResponder && second.isFirstResponder)
    #expect(firstWindow.firstResponder === first)
    #expect(secondWindow.firstResponder === second)
  }

  // A first responder whose view leaves the window resigns, even one that refuses to.
  @Test func leavingTheWindowResignsTheFirstResponder() {
    let container = UIView()
    let view = FocusableView()
    container.addSubview(view)
    let window = makeWindow(showing: container)
    view.becomeFirstResponder()
    view.refusesToResign = true
    container.removeFromSuperview()
    #expect(window.firstResponder == nil)
    #expect(view.isFirstResponder == false)
  }

  @Test func resigningWhenNotFirstResponderSucceeds() {
    let view = FocusableView()
    _ = makeWindow(showing: view)
    #expect(view.resignFirstResponder())
  }

  // `endEditing(_:)` looks for the first responder in the view and below it.
  @Test func endEditingResignsTheFirstResponderBelow() {
    let form = UIView()
    let field = FocusableView()
    form.addSubview(field)
    let window = makeWindow(showing: form)
    field.becomeFirstResponder()
    #expect(form.endEditing(false))
    #expect(window.firstResponder == nil)
  }

  // Unforced, a responder may refuse; forced, "it is forced to resign" (UIView, `endEditing(_:)`).
  @Test func endEditingForcesOnlyWhenAskedTo() {
    let form = UIView()
    let field = FocusableView()
    form.addSubview(field)
    let window = makeWindow(showing: form)
    field.becomeFirstResponder()
    field.refusesToResign = true
    #expect(form.endEditing(false) == false)
    #expect(window.firstResponder === field)
    #expect(form.endEditing(true))
    #expect(window.firstResponder == nil)
  }

  @Test func endEditingLeavesAFirstResponderElsewhereAlone() {
    let field = FocusableView()
    let sibling = UIView()
    let window = makeWindow(showing: field, sibling)
    field.becomeFirstResponder()
    #expect(sibling.endEditing(true))
    #expect(window.firstResponder === field)
  }

  @Test func aViewControllerThatAcceptsCanBeFirstResponder() {
    final class Controller: UIViewController {
      override var canBecomeFirstResponder: Bool { true }
    }
    let controller = Controller()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    window.rootViewController = controller
    #expect(controller.becomeFirstResponder())
    #expect(window.firstResponder === controller)
    // Its view leaving the window takes it out.
    window.rootViewController = nil
    #expect(window.firstResponder == nil)
  }

  // `reloadInputViews()` takes the first responder's current input views.
  @Test func reloadInputViewsShowsTheCurrentInputViews() {
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
    let window = makeWindow(showing: field)
    let picker = UIView()
    field.becomeFirstResponder()
    #expect(window.shownInputViews.inputView == nil)
    field.inputView = picker
    #expect(window.shownInputViews.inputView == nil)
    field.reloadInputViews()
    #expect(window.shownInputViews.inputView === picker)
    field.resignFirstResponder()
    #expect(window.shownInputViews.inputView == nil)
  }

  // The chain goes from a view up through its superviews to the window, then the application.
  @Test func theResponderChainEndsWithTheApplication() {
    let view = UIView()
    let window = makeWindow(showing: view)
    #expect(view.next === window)
    #expect(window.next === UIApplication.shared)
  }
}
