import BezelSolver
import BezelTestSupport
import Testing

@testable import UIKit

/// The engine's shortcuts for writing constraints agree with its general path.
///
/// The shortcuts are `appendNearContainer`, for an item that is the container or its child, and
/// the `solverConstraint` overloads for one- and two-term constraints. Each must agree exactly, term for term, with the general path it stands in for,
/// on random trees of plain views, scroll views, guides and views with alignment insets, in both
/// layout directions.
@MainActor
struct ExpressionPathTests {
  /// A view whose alignment rectangle is inset from its frame, as a view with a shadow is.
  final class InsetView: UIView {
    var insets = UIEdgeInsets.zero
    override var alignmentRectInsets: UIEdgeInsets { insets }
  }

  /// A random tree: a container (a plain view, a scroll view or a view with alignment insets)
  /// in a parent, with a child, a grandchild and a guide, each in a random layout direction.
  struct Tree {
    let container: UIView
    let items: [any LayoutItem]
  }

  private func randomTree(_ random: inout SeededGenerator) -> Tree {
    let outer = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    let container: UIView =
      switch Int.random(in: 0..<3, using: &random) {
      case 0: UIView()
      case 1: UIScrollView()
      default: insetView(&random)
      }
    let child: UIView = Bool.random(using: &random) ? insetView(&random) : UIView()
    let grandchild = insetView(&random)
    let guide = UILayoutGuide()
    outer.addSubview(container)
    container.addSubview(child)
    child.addSubview(grandchild)
    container.addLayoutGuide(guide)
    for view in [outer, container, child, grandchild] {
      view.semanticContentAttribute =
        [.unspecified, .forceLeftToRight, .forceRightToLeft].randomElement(using: &random)!
    }
    var items: [any LayoutItem] = [container, child, grandchild, guide]
    if let scrollView = container as? UIScrollView {
      items += [scrollView.contentLayoutGuide, scrollView.frameLayoutGuide]
    }
    return Tree(container: container, items: items)
  }

  private func insetView(_ random: inout SeededGenerator) -> InsetView {
    let view = InsetView()
    let values: [CGFloat] = [0, 1, 2.5, 7]
    view.insets = UIEdgeInsets(
      top: values.randomElement(using: &random)!, left: values.randomElement(using: &random)!,
      bottom: values.randomElement(using: &random)!, right: values.randomElement(using: &random)!)
    return view
  }

  private func randomCoefficient(_ random: inout SeededGenerator) -> Double {
    [1, -1, 0.5, -2, 1.0 / 3, Double.random(in: -10...10, using: &random)]
      .randomElement(using: &random)!
  }

  /// Every attribute from `.left` (1) to `.centerYWithinMargins` (20), NSLayoutConstraint.h.
  private let attributes = (1...20).compactMap(NSLayoutConstraint.Attribute.init(rawValue:))

  /// Where the shortcut applies, it writes the general path's terms, in the same order with the
  /// same coefficients, and the same constant, and registers the item and the container.
  @Test func theShortcutForItemsNearTheContainerWritesTheGeneralPathsExpression() {
    var random = SeededGenerator(seed: 17)
    var compared = 0
    for _ in 0..<2_000 {
      let tree = randomTree(&random)
      let item = tree.items.randomElement(using: &random)!
      let attribute = attributes.randomElement(using: &random)!
      let coefficient = randomCoefficient(&random)
      let engine = LayoutEngine()
      var shortcut = LinearExpression()
      guard
        engine.appendNearContainer(
          attribute, of: item, in: tree.container, coefficient: coefficient, to: &shortcut)
      else { continue }
      compared += 1
      #expect(engine.isRegistered(item) && engine.isRegistered(tree.container))
      var general = LinearExpression()
      engine.appendGenerally(
        attribute, of: item, in: tree.container, coefficient: coefficient, to: &general)
      #expect(
        shortcut == general,
        "\(attribute.rawValue) of \(type(of: item)) × \(coefficient): \(shortcut) ≠ \(general)")
    }
    // The shortcut must have been exercised, not skipped: children and the container are most
    // of the items.
    #expect(compared > 500)
  }

  /// Attributes UIKit lets a constraint relate to `attribute`: the same axis and kind, and left
  /// and right never with leading and trailing (NSLayoutConstraint.h).
  private func partners(of attribute: NSLayoutConstraint.Attribute) -> [NSLayoutConstraint
    .Attribute]
  {
    let groups: [[NSLayoutConstraint.Attribute]] = [
      [.left, .right, .centerX, .leftMargin, .rightMargin, .centerXWithinMargins],
      [.leading, .trailing, .centerX, .leadingMargin, .trailingMargin, .centerXWithinMargins],
      [
        .top, .bottom, .centerY, .firstBaseline, .lastBaseline, .topMargin, .bottomMargin,
        .centerYWithinMargins,
      ],
      [.width, .height],
    ]
    return groups.first { $0.contains(attribute) } ?? [attribute]
  }

  /// The one- and two-item overloads of `solverConstraint` build the constraint the general one
  /// builds from the same constraint.
  @Test func theOneAndTwoItemSolverConstraintsEqualTheGeneralOne() {
    var random = SeededGenerator(seed: 71)
    for _ in 0..<2_000 {
      let tree = randomTree(&random)
      let first = tree.items.randomElement(using: &random)!
      // A constraint with no second item fixes a size (UIKit refuses a location equal to a
      // constant).
      let second: (any LayoutItem)? =
        Bool.random(using: &random) ? tree.items.randomElement(using: &random)! : nil
      let attribute =
        second == nil
        ? [.width, .height].randomElement(using: &random)!
        : attributes.randomElement(using: &random)!
      let constraint = NSLayoutConstraint(
        item: first, attribute: attribute,
        relatedBy: [.lessThanOrEqual, .equal, .greaterThanOrEqual].randomElement(using: &random)!,
        toItem: second,
        attribute: second == nil
          ? .notAnAttribute : partners(of: attribute).randomElement(using: &random)!,
        multiplier: CGFloat(randomCoefficient(&random)),
        constant: CGFloat(Double.random(in: -50...50, using: &random)))
      constraint.priority = UILayoutPriority(Float.random(in: 1...1000, using: &random))
      let engine = LayoutEngine()
      let general = engine.solverConstraint(for: constraint, in: tree.container)
      let shortcut =
        if let second {
          engine.solverConstraint(for: constraint, in: tree.container, first: first, second: second)
        } else {
          engine.solverConstraint(for: constraint, in: tree.container, first: first)
        }
      #expect(shortcut?.expression == general?.expression)
      #expect(shortcut?.relation == general?.relation)
      #expect(shortcut?.strength == general?.strength)
    }
  }
}
