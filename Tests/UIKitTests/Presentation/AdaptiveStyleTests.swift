import Foundation
import Testing

@testable import UIKit

/// A plain presentation controller's adaptive style comes from its delegate ("The value
/// provided by the presentation controller's delegate or none if a delegate was not provided or
/// does not return a valid value", UIPresentationController, `adaptivePresentationStyle(for:)`).
@MainActor
struct AdaptiveStyleTests {
  final class Adapter: NSObject, UIAdaptivePresentationControllerDelegate {
    var answer: UIModalPresentationStyle
    init(_ answer: UIModalPresentationStyle) { self.answer = answer }
    func adaptivePresentationStyle(
      for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle { answer }
  }

  /// An adapter that implements none of the optional methods.
  final class Silent: NSObject, UIAdaptivePresentationControllerDelegate {}

  private func presentationController() -> UIPresentationController {
    UIPresentationController(
      presentedViewController: UIViewController(), presenting: UIViewController())
  }

  private var compact: UITraitCollection { UITraitCollection(horizontalSizeClass: .compact) }

  @Test func withoutADelegateThePresentationDoesNotAdapt() {
    #expect(presentationController().adaptivePresentationStyle(for: compact) == .none)
  }

  @Test func theDelegatesValidAnswerIsTheAdaptiveStyle() {
    let controller = presentationController()
    let adapter = Adapter(.overFullScreen)
    controller.delegate = adapter
    #expect(controller.adaptivePresentationStyle(for: compact) == .overFullScreen)
  }

  @Test func anAnswerThatCannotBeAdaptedToIsNone() {
    let controller = presentationController()
    let adapter = Adapter(.currentContext)
    controller.delegate = adapter
    #expect(controller.adaptivePresentationStyle(for: compact) == .none)
  }

  // A delegate without the optional methods leaves the controller's own answer, without
  // asking itself in a loop.
  @Test func aDelegateWithoutTheMethodsLeavesNone() {
    let controller = presentationController()
    let silent = Silent()
    controller.delegate = silent
    #expect(controller.adaptivePresentationStyle(for: compact) == .none)
  }
}
