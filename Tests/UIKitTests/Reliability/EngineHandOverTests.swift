import Foundation
import Testing

@testable import UIKit

/// A root view that has its own engine (its constraints were activated and laid out before it had
/// a superview) joining another tree: the constraints move to the new tree's engine and the old
/// engine goes with nothing left pointing at it.
@MainActor
struct EngineHandOverTests {
  /// A card of two rows, 20 and 30 tall, stacked from the card's top with an 8-point gap.
  ///
  /// Each row spans the card's leading 100 points. The card is laid out as a root of its own
  /// first.
  private func laidOutCard(
    direction: UIUserInterfaceLayoutDirection
  ) -> (card: UIView, rows: [UIView], constraints: [NSLayoutConstraint]) {
    let card = makeContainer(width: 200, height: 100, direction: direction)
    let first = addConstrainedSubview(to: card)
    let second = addConstrainedSubview(to: card)
    let constraints = [
      first.topAnchor.constraint(equalTo: card.topAnchor),
      first.heightAnchor.constraint(equalToConstant: 20),
      second.topAnchor.constraint(equalTo: first.bottomAnchor, constant: 8),
      second.heightAnchor.constraint(equalToConstant: 30),
      first.leadingAnchor.constraint(equalTo: card.leadingAnchor),
      first.widthAnchor.constraint(equalToConstant: 100),
      second.leadingAnchor.constraint(equalTo: card.leadingAnchor),
      second.widthAnchor.constraint(equalToConstant: 100),
    ]
    NSLayoutConstraint.activate(constraints)
    card.layoutIfNeeded()
    return (card, [first, second], constraints)
  }

  @Test func aRootJoiningATreeLeavesItsEngineBehind() throws {
    let (card, _, _) = laidOutCard(direction: .leftToRight)
    weak let oldEngine = LayoutEngine.existing(for: card)
    #expect(oldEngine != nil)
    let root = makeContainer()
    root.addSubview(card)
    #expect(oldEngine == nil)
    #expect(card.ownedEngine == nil)
  }

  @Test func aRootJoiningATreeKeepsItsConstraintsActiveInTheNewEngine() throws {
    let (card, _, constraints) = laidOutCard(direction: .leftToRight)
    let root = makeContainer()
    root.addSubview(card)
    let engine = try #require(LayoutEngine.existing(for: root))
    for constraint in constraints {
      #expect(constraint.isActive)
      #expect(constraint.engine === engine)
      #expect(engine.recordsUserConstraint(constraint))
    }
    #expect(root.invariantViolations().isEmpty)
  }

  // In the new tree the card keeps its frame (0, 0, 200, 100); the rows are at the card's
  // leading edge: y 0 and 20 + 8 = 28, x 0 in left-to-right and 200 − 100 = 100 in
  // right-to-left.
  @Test(arguments: [UIUserInterfaceLayoutDirection.leftToRight, .rightToLeft])
  func aRootJoiningATreeIsLaidOutByItsConstraintsThere(
    direction: UIUserInterfaceLayoutDirection
  ) {
    let (card, rows, _) = laidOutCard(direction: direction)
    let root = makeContainer(direction: direction)
    root.addSubview(card)
    root.layoutIfNeeded()
    #expect(
      rows[0].frame == expected(CGRect(x: 0, y: 0, width: 100, height: 20), in: 200, direction))
    #expect(
      rows[1].frame == expected(CGRect(x: 0, y: 28, width: 100, height: 30), in: 200, direction))
  }

  // Width 100 and width 150 cannot both hold: the second one activated is broken, as UIKit
  // breaks it, in the card's own engine; in the new tree it is tried again and broken again,
  // and the first still decides the width.
  @Test func aBrokenConstraintOfARootStaysBrokenInItsNewTree() throws {
    let (card, rows, _) = laidOutCard(direction: .leftToRight)
    let conflicting = rows[0].widthAnchor.constraint(equalToConstant: 150)
    let logged = UIKitDiagnostics.capturing {
      conflicting.isActive = true
      card.layoutIfNeeded()
      let root = makeContainer()
      root.addSubview(card)
      root.layoutIfNeeded()
    }
    #expect(!logged.isEmpty)
    #expect(conflicting.isActive)
    #expect(rows[0].frame.width == 100)
    #expect(card.invariantViolations().isEmpty)
  }
}
