import Foundation
import Testing

@testable import UIKit

/// A constraint broken to satisfy others is logged once and stays broken until something could
/// let it in: a constraint removed, a constant or a priority edited.
@MainActor
struct BrokenConstraintTests {
  /// A 320 × 480 root with a box whose width is required to be both 100 and 200: the second is
  /// broken.
  private func makeConflict() -> (
    root: UIView, box: UIView, held: NSLayoutConstraint,
    broken: NSLayoutConstraint, messages: [UIKitDiagnostics.Message]
  ) {
    let root = makeContainer()
    let box = addConstrainedSubview(to: root)
    let held = box.widthAnchor.constraint(equalToConstant: 100)
    let broken = box.widthAnchor.constraint(equalToConstant: 200)
    let messages = UIKitDiagnostics.capturing {
      NSLayoutConstraint.activate([
        box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        box.topAnchor.constraint(equalTo: root.topAnchor),
        box.heightAnchor.constraint(equalToConstant: 10), held,
      ])
      broken.isActive = true
      root.layoutIfNeeded()
    }
    return (root, box, held, broken, messages)
  }

  @Test func aBrokenConstraintIsNotTriedAgainByLayoutPasses() throws {
    let (root, box, _, _, messages) = makeConflict()
    #expect(messages.count == 1)
    let engine = try #require(LayoutEngine.existing(for: root))
    let retries = engine.brokenConstraintRetries
    let later = UIKitDiagnostics.capturing {
      for width in stride(from: 300 as CGFloat, through: 340, by: 10) {
        root.frame = CGRect(x: 0, y: 0, width: width, height: 480)
        root.setNeedsLayout()
        root.layoutIfNeeded()
      }
    }
    #expect(later.isEmpty)
    #expect(box.frame.width == 100)
    // The root's size changed five times: each is a change of its frame constraints, one attempt
    // each, but passes with nothing changed try nothing.
    #expect(engine.brokenConstraintRetries == retries + 5)
    for _ in 0..<5 {
      box.setNeedsLayout()
      root.layoutIfNeeded()
    }
    #expect(engine.brokenConstraintRetries == retries + 5)
  }

  @Test func aBrokenConstraintComesInWhenItsConflictIsRemoved() {
    let (root, box, held, broken, _) = makeConflict()
    held.isActive = false
    root.layoutIfNeeded()
    #expect(broken.isActive)
    #expect(box.frame.width == 200)
  }

  @Test func aBrokenConstraintComesInWhenAConstantIsEdited() {
    let (root, box, held, _, _) = makeConflict()
    let messages = UIKitDiagnostics.capturing {
      held.constant = 200
      root.layoutIfNeeded()
    }
    #expect(messages.isEmpty)
    #expect(box.frame.width == 200)
  }
}
