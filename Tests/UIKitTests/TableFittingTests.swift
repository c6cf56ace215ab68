import Foundation
import Testing

@testable import UIKit

/// Fitting a content view whose subviews use its margins guide, which self-sizing rows rely on.
@Suite(.checksInvariants)
@MainActor
struct TableFittingTests {
  /// A container 320 × 44 with a 60-point box pinned to its margins guide's top and bottom
  /// (margins 8): it fits 8 + 60 + 8 = 76 tall.
  private func container() -> (UIView, UIView) {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    let box = addBox(to: container, onMarginsAt: [.top, .bottom])
    box.heightAnchor.constraint(equalToConstant: 60).isActive = true
    return (container, box)
  }

  private func fittedHeight(_ view: UIView) -> CGFloat {
    view.systemLayoutSizeFitting(
      CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel
    ).height
  }

  @Test func aRootFitsAroundItsMargins() {
    let (view, _) = container()
    #expect(fittedHeight(view) == 76)
  }

  // The view's 100-point frame conflicts with its content (8 + 60 + 8); the margins guide's own
  // constraint, left out for that conflict, counts again while the view is measured without
  // its frame: 76.
  @Test func aSubviewFitsAroundItsMargins() {
    let (view, _) = container()
    let host = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
    host.addSubview(view)
    #expect(fittedHeight(view) == 76)
  }

  @Test func aSubviewThatDoesNotTranslateItsMaskFits() {
    let (view, _) = container()
    let host = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
    host.addSubview(view)
    view.translatesAutoresizingMaskIntoConstraints = false
    #expect(fittedHeight(view) == 76)
  }
}
