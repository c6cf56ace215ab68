import Testing

@testable import UIKit

/// Where constraints are installed, and what activation does to `constraints`.
@Suite(.checksInvariants)
@MainActor
struct InstallationTests {
  final class CustomConstraint: NSLayoutConstraint {}

  @Test func constraintBetweenSiblingsGoesOnTheirSuperview() {
    let root = UIView()
    let a = addConstrainedSubview(to: root)
    let b = addConstrainedSubview(to: root)
    let constraint = a.leadingAnchor.constraint(equalTo: b.trailingAnchor)
    constraint.isActive = true
    #expect(root.constraints == [constraint])
    #expect(a.constraints.isEmpty && b.constraints.isEmpty)
  }

  @Test func constraintBetweenCousinsGoesOnTheClosestCommonAncestor() {
    let root = UIView()
    let left = addConstrainedSubview(to: root)
    let right = addConstrainedSubview(to: root)
    let a = addConstrainedSubview(to: left)
    let b = addConstrainedSubview(to: right)
    let constraint = a.topAnchor.constraint(equalTo: b.topAnchor)
    constraint.isActive = true
    #expect(root.constraints == [constraint])
  }

  @Test func constraintToAnAncestorGoesOnTheAncestor() {
    let root = UIView()
    let child = addConstrainedSubview(to: root)
    let grandchild = addConstrainedSubview(to: child)
    let constraint = grandchild.topAnchor.constraint(equalTo: root.topAnchor)
    constraint.isActive = true
    #expect(root.constraints == [constraint])
  }

  @Test func singleItemConstraintGoesOnItsOwnView() {
    let root = UIView()
    let child = addConstrainedSubview(to: root)
    let width = child.widthAnchor.constraint(equalToConstant: 10)
    width.isActive = true
    #expect(child.constraints == [width])
    #expect(root.constraints.isEmpty)
  }

  @Test func guideConstraintGoesThroughItsOwningView() {
    let root = UIView()
    let child = addConstrainedSubview(to: root)
    let guide = UILayoutGuide()
    child.addLayoutGuide(guide)
    let width = guide.widthAnchor.constraint(equalToConstant: 10)
    let leading = guide.leadingAnchor.constraint(equalTo: root.leadingAnchor)
    NSLayoutConstraint.activate([width, leading])
    #expect(child.constraints == [width])
    #expect(root.constraints == [leading])
    #expect(guide.owningView === child)
  }

  @Test func activationIsIdempotent() {
    let root = UIView()
    let child = addConstrainedSubview(to: root)
    let width = child.widthAnchor.constraint(equalToConstant: 10)
    NSLayoutConstraint.activate([width, width])
    width.isActive = true
    #expect(child.constraints.count == 1)
    NSLayoutConstraint.deactivate([width, width])
    width.isActive = false
    #expect(child.constraints.isEmpty)
    #expect(!width.isActive)
  }

  @Test func constraintsKeepTheirSubclass() {
    let root = UIView()
    let child = addConstrainedSubview(to: root)
    let constraint = CustomConstraint(
      item: child, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
      multiplier: 1, constant: 10)
    constraint.isActive = true
    #expect(child.constraints.first is CustomConstraint)
  }

  @Test func legacyAddConstraintActivates() {
    let root = UIView()
    let child = addConstrainedSubview(to: root)
    let width = child.widthAnchor.constraint(equalToConstant: 10)
    child.addConstraint(width)
    #expect(width.isActive)
    #expect(child.constraints == [width])
    child.removeConstraint(width)
    #expect(!width.isActive)
  }

  // UIView.removeFromSuperview: "removes any constraints that refer to the view you are
  // removing, or that refer to any view in the subtree"; constraints inside the subtree stay.
  @Test func removingAViewDeactivatesConstraintsThatLeaveItsSubtree() {
    let root = UIView()
    let child = addConstrainedSubview(to: root)
    let grandchild = addConstrainedSubview(to: child)
    let outer = grandchild.topAnchor.constraint(equalTo: root.topAnchor)
    let inner = grandchild.leadingAnchor.constraint(equalTo: child.leadingAnchor)
    NSLayoutConstraint.activate([outer, inner])
    child.removeFromSuperview()
    #expect(!outer.isActive)
    #expect(inner.isActive)
    #expect(child.constraints == [inner])
  }

  @Test func anchorsReportTheirItems() {
    let view = UIView()
    let constraint = view.widthAnchor.constraint(equalTo: view.heightAnchor, multiplier: 2)
    #expect(constraint.firstItem === view)
    #expect(constraint.secondItem === view)
    #expect(constraint.firstAttribute == .width)
    #expect(constraint.secondAttribute == .height)
    #expect(constraint.multiplier == 2)
    #expect(constraint.relation == .equal)
    #expect(constraint.firstAnchor.item === view)
  }

  // A subtree moved between trees carries its inner constraints into the new tree's engine.
  @Test(arguments: bothDirections)
  func subtreeMovedToAnotherTreeKeepsItsLayout(direction: UIUserInterfaceLayoutDirection) {
    let first = makeContainer(direction: direction)
    let card = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let label = addConstrainedSubview(to: card)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 12),
      label.topAnchor.constraint(equalTo: card.topAnchor, constant: 6),
      label.widthAnchor.constraint(equalToConstant: 50),
      label.heightAnchor.constraint(equalToConstant: 20),
    ])
    first.addSubview(card)
    first.layoutIfNeeded()
    let second = makeContainer(direction: direction)
    second.addSubview(card)
    second.layoutIfNeeded()
    #expect(label.frame == expected(CGRect(x: 12, y: 6, width: 50, height: 20), in: 200, direction))
  }
}

/// The legacy installation API.
@Suite(.checksInvariants)
@MainActor
struct LegacyInstallationTests {
  // UIView.addConstraint(_:) installs on the view it is sent to, even above the closest common
  // ancestor.
  @Test func legacyAddConstraintInstallsOnTheReceiver() {
    let root = UIView()
    let parent = addConstrainedSubview(to: root)
    let a = addConstrainedSubview(to: parent)
    let b = addConstrainedSubview(to: parent)
    let constraint = a.widthAnchor.constraint(equalTo: b.widthAnchor)
    root.addConstraint(constraint)
    #expect(root.constraints == [constraint])
    #expect(parent.constraints.isEmpty)
  }

  @Test func legacyAddConstraintOutsideTheReceiversSubtreeIsRefused() {
    let root = UIView()
    let a = addConstrainedSubview(to: root)
    let b = addConstrainedSubview(to: root)
    let constraint = a.widthAnchor.constraint(equalTo: b.widthAnchor)
    let messages = UIKitDiagnostics.capturing { a.addConstraint(constraint) }
    #expect(!constraint.isActive)
    #expect(
      messages.first?.text.hasPrefix("The view hierarchy is not prepared for the constraint")
        == true)
  }
}

/// System guides move with their view between trees.
@MainActor
struct SystemGuideMigrationTests {
  // A root view constrained to its own margins guide, then put into a window: the guide leaves
  // the old tree's engine with the view (it used to be left behind), and the layout holds.
  @Test func marginsGuideMovesWithItsViewIntoAWindow() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let child = addConstrainedSubview(to: root)
    NSLayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
      child.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
      child.widthAnchor.constraint(equalToConstant: 10),
      child.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    window.addSubview(root)
    window.layoutIfNeeded()
    #expect(child.frame.origin == CGPoint(x: 8, y: 8))
    #expect(root.layoutMarginsGuide.registration?.engine != nil)
  }
}
