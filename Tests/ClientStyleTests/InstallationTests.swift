import Testing
import UIKit

/// Where activating a constraint installs it: UIKit adds it to the closest common ancestor of
/// its items' views; a constraint on one item goes on that item's view, and a layout guide
/// counts as its owning view.
@MainActor
struct InstallationTests {
  @Test func siblingConstraintGoesOnTheirSuperview() {
    let container = UIView()
    let first = UIView()
    let second = UIView()
    container.addSubview(first)
    container.addSubview(second)
    first.translatesAutoresizingMaskIntoConstraints = false
    second.translatesAutoresizingMaskIntoConstraints = false
    let constraint = first.widthAnchor.constraint(equalTo: second.widthAnchor)
    constraint.isActive = true
    #expect(container.constraints.contains(constraint))
    #expect(first.constraints.isEmpty && second.constraints.isEmpty)
  }

  @Test func cousinConstraintGoesOnTheClosestCommonAncestor() {
    // root ─┬─ left ── leftChild
    //       └─ right ── rightChild      → the common ancestor of the two children is root.
    let root = UIView()
    let left = UIView()
    let right = UIView()
    let leftChild = UIView()
    let rightChild = UIView()
    root.addSubview(left)
    root.addSubview(right)
    left.addSubview(leftChild)
    right.addSubview(rightChild)
    leftChild.translatesAutoresizingMaskIntoConstraints = false
    rightChild.translatesAutoresizingMaskIntoConstraints = false
    let constraint = leftChild.topAnchor.constraint(equalTo: rightChild.bottomAnchor)
    constraint.isActive = true
    #expect(root.constraints == [constraint])
    #expect(left.constraints.isEmpty && right.constraints.isEmpty)
  }

  @Test func constraintToTheSuperviewGoesOnTheSuperview() {
    let container = UIView()
    let child = UIView()
    container.addSubview(child)
    child.translatesAutoresizingMaskIntoConstraints = false
    let constraint = child.leadingAnchor.constraint(equalTo: container.leadingAnchor)
    constraint.isActive = true
    #expect(container.constraints == [constraint])
  }

  @Test func singleItemConstraintGoesOnTheItemsView() {
    let container = UIView()
    let child = UIView()
    container.addSubview(child)
    child.translatesAutoresizingMaskIntoConstraints = false
    let constraint = child.widthAnchor.constraint(equalToConstant: 40)
    constraint.isActive = true
    #expect(child.constraints == [constraint])
    #expect(container.constraints.isEmpty)
  }

  @Test func guideConstraintGoesOnTheOwningView() {
    let container = UIView()
    let owner = UIView()
    container.addSubview(owner)
    let guide = UILayoutGuide()
    owner.addLayoutGuide(guide)
    let constraint = guide.widthAnchor.constraint(equalToConstant: 40)
    constraint.isActive = true
    #expect(guide.owningView === owner)
    #expect(owner.constraints == [constraint])
  }

  @Test func guideToSubviewConstraintGoesOnTheOwningView() {
    // The guide stands for its owner, and the owner is the subview's superview.
    let owner = UIView()
    let child = UIView()
    owner.addSubview(child)
    child.translatesAutoresizingMaskIntoConstraints = false
    let guide = UILayoutGuide()
    owner.addLayoutGuide(guide)
    let constraint = child.leadingAnchor.constraint(equalTo: guide.trailingAnchor)
    constraint.isActive = true
    #expect(owner.constraints == [constraint])
  }

  @Test func dslConstraintsGoOnTheClosestCommonAncestor() {
    let container = UIView()
    let child = UIView()
    container.addSubview(child)
    child.translatesAutoresizingMaskIntoConstraints = false
    let made = child.pin.makeConstraints { make in
      make.edges(equalTo: container)
      make.make(.width, constant: 10, priority: .defaultLow)
    }
    // Four edge constraints relate child and container; the width is child's alone.
    #expect(container.constraints == Array(made.prefix(4)))
    #expect(child.constraints == [made[4]])
  }

  @Test func legacyAddConstraintSetsIsActive() {
    let container = UIView()
    let child = UIView()
    container.addSubview(child)
    child.translatesAutoresizingMaskIntoConstraints = false
    let constraint = NSLayoutConstraint(
      item: child, attribute: .top, relatedBy: .equal, toItem: container, attribute: .top,
      multiplier: 1, constant: 8)
    container.addConstraint(constraint)
    #expect(constraint.isActive)
    #expect(container.constraints == [constraint])
  }

  @Test func legacyAddConstraintsActivatesEach() {
    let container = UIView()
    let child = UIView()
    container.addSubview(child)
    child.translatesAutoresizingMaskIntoConstraints = false
    let constraints = [
      child.topAnchor.constraint(equalTo: container.topAnchor),
      child.leftAnchor.constraint(equalTo: container.leftAnchor),
    ]
    container.addConstraints(constraints)
    #expect(constraints.allSatisfy { $0.isActive })
    #expect(container.constraints == constraints)
  }

  @Test func legacyRemoveConstraintClearsIsActive() {
    let container = UIView()
    let child = UIView()
    container.addSubview(child)
    child.translatesAutoresizingMaskIntoConstraints = false
    let constraint = child.topAnchor.constraint(equalTo: container.topAnchor)
    container.addConstraint(constraint)
    container.removeConstraint(constraint)
    #expect(!constraint.isActive)
    #expect(container.constraints.isEmpty)
  }
}
