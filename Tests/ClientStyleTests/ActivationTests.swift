import Testing
import UIKit

/// Activation and deactivation are idempotent, and constraints keep their class and items.
@MainActor
struct ActivationTests {
  private func makeContainer() -> (container: UIView, child: UIView) {
    let container = UIView()
    let child = UIView()
    container.addSubview(child)
    child.translatesAutoresizingMaskIntoConstraints = false
    return (container, child)
  }

  @Test func activatingTwiceInstallsOnce() {
    let (container, child) = makeContainer()
    let constraint = child.topAnchor.constraint(equalTo: container.topAnchor)
    NSLayoutConstraint.activate([constraint, constraint])
    NSLayoutConstraint.activate([constraint])
    constraint.isActive = true
    #expect(container.constraints.filter { $0 === constraint }.count == 1)
  }

  @Test func deactivatingAnInactiveConstraintChangesNothing() {
    let (container, child) = makeContainer()
    let installed = child.topAnchor.constraint(equalTo: container.topAnchor)
    let neverActivated = child.leftAnchor.constraint(equalTo: container.leftAnchor)
    installed.isActive = true
    NSLayoutConstraint.deactivate([neverActivated])
    neverActivated.isActive = false
    #expect(container.constraints == [installed])
    #expect(!neverActivated.isActive)
  }

  @Test func deactivatingTwiceRemovesOnce() {
    let (container, child) = makeContainer()
    let first = child.topAnchor.constraint(equalTo: container.topAnchor)
    let second = child.leftAnchor.constraint(equalTo: container.leftAnchor)
    NSLayoutConstraint.activate([first, second])
    NSLayoutConstraint.deactivate([first, first])
    NSLayoutConstraint.deactivate([first])
    #expect(container.constraints == [second])
  }

  @Test func reactivatingInstallsOneCopy() {
    let (container, child) = makeContainer()
    let constraint = child.topAnchor.constraint(equalTo: container.topAnchor)
    constraint.isActive = true
    constraint.isActive = false
    constraint.isActive = true
    #expect(container.constraints.filter { $0 === constraint }.count == 1)
    #expect(constraint.isActive)
  }

  @Test func constraintsKeepTheSubclassType() {
    let (container, child) = makeContainer()
    let constraint = LayoutConstraint(
      item: child, attribute: .width, relatedBy: .equal, toItem: container, attribute: .width,
      multiplier: 0.5, constant: 0)
    constraint.label = "half width"
    constraint.isActive = true
    let found = container.constraints.compactMap { $0 as? LayoutConstraint }
    #expect(found.count == 1)
    #expect(found.first === constraint)
    #expect(found.first?.label == "half width")
  }

  @Test func convenienceInitializerKeepsItsArguments() {
    let (container, child) = makeContainer()
    let constraint = LayoutConstraint(
      item: child, attribute: .leading, relatedBy: .greaterThanOrEqual, toItem: container,
      attribute: .leadingMargin, multiplier: 1, constant: 12)
    #expect(constraint.firstItem as? UIView == child)
    #expect(constraint.secondItem as? UIView == container)
    #expect(constraint.firstAttribute == .leading)
    #expect(constraint.secondAttribute == .leadingMargin)
    #expect(constraint.relation == .greaterThanOrEqual)
    #expect(constraint.multiplier == 1)
    #expect(constraint.constant == 12)
    #expect(constraint.priority == .required)
  }

  @Test func anchorConstraintNamesItsItemsAndAttributes() {
    let (container, child) = makeContainer()
    let constraint = child.centerYAnchor.constraint(
      lessThanOrEqualTo: container.centerYAnchor, constant: -4)
    #expect(constraint.firstItem === child)
    #expect(constraint.secondItem === container)
    #expect(constraint.firstAttribute == .centerY)
    #expect(constraint.secondAttribute == .centerY)
    #expect(constraint.relation == .lessThanOrEqual)
    #expect(constraint.constant == -4)
  }

  @Test func dslRemembersItsConstraintsByAttribute() {
    let (container, child) = makeContainer()
    child.pin.makeConstraints { make in
      make.make(.top, to: container, constant: 4)
      make.size(CGSize(width: 30, height: 20))
    }
    #expect(child.pin.constrainedAttributes == [.top, .width, .height])
    #expect(child.pin.installed[.width]?.map(\.constant) == [30])
    #expect(child.constraints.contains { $0 === child.pin.installed[.height]?.first })
  }

  @Test func dslRemovesItsConstraints() {
    let (container, child) = makeContainer()
    let made = child.pin.makeConstraints { make in
      make.edges(equalTo: container)
    }
    child.pin.removeConstraints()
    #expect(made.allSatisfy { !$0.isActive })
    #expect(container.constraints.isEmpty)
    #expect(child.pin.installed.isEmpty)
  }

  @Test func viewsCompareByIdentity() {
    let view = UIView()
    let other = UIView()
    let sameView: UIView = view
    #expect(view == sameView)
    #expect(view != other)
    #expect(Set([view, sameView, other]).count == 2)
  }
}
