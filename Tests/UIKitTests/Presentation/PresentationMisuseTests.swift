import Foundation
import Testing

@testable import UIKit

/// Presentations UIKit refuses: its console message or exception through `Diagnostics`, and
/// nothing changed.
@MainActor
struct PresentationMisuseTests {
  // UIKit logs "Attempt to present <B> on <A> (from <A>) which is already presenting <C>."
  @Test func presentingWhileAlreadyPresentingIsRefused() {
    let root = UIViewController()
    let window = presentationWindow(root)
    defer { withExtendedLifetime(window) {} }
    let first = UIViewController()
    root.present(first, animated: false)
    let second = UIViewController()
    let messages = UIKitDiagnostics.capturing { root.present(second, animated: false) }
    #expect(messages.count == 1)
    let text = messages.first?.text ?? ""
    #expect(text.hasPrefix("Attempt to present <UIViewController: 0x"))
    #expect(
      text.hasSuffix(
        "(from \(root.presentationDescription)) which is already presenting "
          + "\(first.presentationDescription)."))
    #expect(text.contains(" on \(root.presentationDescription) "))
    #expect(messages.first?.kind == .log)
    #expect(root.presentedViewController === first)
    #expect(second.presentingViewController == nil)
    #expect(second.viewIfLoaded == nil)
  }

  // UIKit logs "Attempt to present <B> on <A> (from <A>) whose view is not in the window
  // hierarchy."
  @Test func presentingFromAControllerOutsideAWindowIsRefused() {
    let root = UIViewController()
    let presented = UIViewController()
    let messages = UIKitDiagnostics.capturing { root.present(presented, animated: false) }
    #expect(
      messages.map(\.text) == [
        "Attempt to present \(presented.presentationDescription) on "
          + "\(root.presentationDescription) (from \(root.presentationDescription)) whose view "
          + "is not in the window hierarchy."
      ])
    #expect(root.presentedViewController == nil)
    #expect(presented.presentingViewController == nil)
  }

  // From a child, the message names the controller that would present and the child.
  @Test func theMessageNamesTheChildItCameFrom() {
    let child = UIViewController()
    let navigation = UINavigationController(rootViewController: child)
    let presented = UIViewController()
    let messages = UIKitDiagnostics.capturing { child.present(presented, animated: false) }
    #expect(
      messages.first?.text.contains(
        "on \(navigation.presentationDescription) (from \(child.presentationDescription))")
        == true)
  }

  @Test func presentingAControllerOnItselfRaises() {
    let root = UIViewController()
    let window = presentationWindow(root)
    defer { withExtendedLifetime(window) {} }
    let messages = UIKitDiagnostics.capturing { root.present(root, animated: false) }
    #expect(messages.first?.kind == .exception(name: "NSInvalidArgumentException"))
    #expect(
      messages.first?.text
        == "Application tried to present modal view controller on itself. Presenting "
        + "controller is \(root.presentationDescription).")
    #expect(root.presentedViewController == nil)
  }

  @Test func presentingAPresentedControllerAgainRaises() {
    let root = UIViewController()
    let window = presentationWindow(root)
    defer { withExtendedLifetime(window) {} }
    let presented = UIViewController()
    presented.modalPresentationStyle = .overFullScreen
    root.present(presented, animated: false)
    let messages = UIKitDiagnostics.capturing { presented.present(presented, animated: false) }
    #expect(messages.first?.kind == .exception(name: "NSInvalidArgumentException"))
    let other = UIViewController()
    let second = UIKitDiagnostics.capturing {
      other.modalPresentationStyle = .overFullScreen
      presented.present(other, animated: false)
      other.present(presented, animated: false)
    }
    #expect(
      second.map(\.text) == [
        "Application tried to present modally a view controller "
          + "\(presented.presentationDescription) that is already being presented by "
          + "\(root.presentationDescription)."
      ])
    #expect(presented.presentingViewController === root)
  }

  @Test func presentingAChildControllerRaises() {
    let root = UIViewController()
    let window = presentationWindow(root)
    defer { withExtendedLifetime(window) {} }
    let child = UIViewController()
    let parent = UIViewController()
    parent.addChild(child)
    let messages = UIKitDiagnostics.capturing { root.present(child, animated: false) }
    #expect(messages.first?.kind == .exception(name: "NSInvalidArgumentException"))
    #expect(child.presentingViewController == nil)
  }
}
