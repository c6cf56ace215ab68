import Foundation
import Testing
import UIKit

/// Where constraints are installed, what removing and moving views does to them, and how the
/// layout follows.
@Suite(.checksInvariants)
@MainActor
struct HierarchyConstraintTests {
  @Test func nestedViewsInsetFromTheirParents() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    var parent = root
    var views: [UIView] = []
    for _ in 0..<5 {
      let view = UIView()
      view.translatesAutoresizingMaskIntoConstraints = false
      parent.addSubview(view)
      NSLayoutConstraint.activate([
        view.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 1),
        view.trailingAnchor.constraint(equalTo: parent.trailingAnchor, constant: -1),
        view.topAnchor.constraint(equalTo: parent.topAnchor, constant: 1),
        view.bottomAnchor.constraint(equalTo: parent.bottomAnchor, constant: -1),
      ])
      views.append(view)
      parent = view
    }
    root.layoutIfNeeded()
    for (index, view) in views.enumerated() {
      let side = CGFloat(98 - 2 * index)
      #expect(view.frame == CGRect(x: 1, y: 1, width: side, height: side))
    }
    // Every constraint goes on the closest common ancestor: the parent.
    #expect(root.constraints.count == 4)
    #expect(views.dropLast().allSatisfy { $0.constraints.count == 4 })
  }

  @Test func siblingsInARowShareTheWidthEqually() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
    let views = (0..<4).map { _ in UIView() }
    var constraints: [NSLayoutConstraint] = []
    for (index, view) in views.enumerated() {
      view.translatesAutoresizingMaskIntoConstraints = false
      container.addSubview(view)
      let leading = index == 0 ? container.leadingAnchor : views[index - 1].trailingAnchor
      constraints.append(view.leadingAnchor.constraint(equalTo: leading))
      if index > 0 {
        constraints.append(view.widthAnchor.constraint(equalTo: views[0].widthAnchor))
      }
      constraints.append(view.topAnchor.constraint(equalTo: container.topAnchor))
      constraints.append(view.bottomAnchor.constraint(equalTo: container.bottomAnchor))
    }
    constraints.append(views[3].trailingAnchor.constraint(equalTo: container.trailingAnchor))
    NSLayoutConstraint.activate(constraints)
    container.layoutIfNeeded()
    for (index, view) in views.enumerated() {
      #expect(view.frame == CGRect(x: CGFloat(25 * index), y: 0, width: 25, height: 20))
    }
    // In activation order (UIView.constraints).
    let inActivationOrder = container.constraints.elementsEqual(constraints, by: ===)
    #expect(inActivationOrder)
  }

  @Test func removingAViewKeepsTheConstraintsWithinItsSubtree() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let card = UIView()
    let label = UIView()
    card.translatesAutoresizingMaskIntoConstraints = false
    label.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(card)
    card.addSubview(label)
    let crossing = [
      card.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
      card.topAnchor.constraint(equalTo: container.topAnchor, constant: 20),
    ]
    let inside = [
      card.widthAnchor.constraint(equalToConstant: 100),
      card.heightAnchor.constraint(equalToConstant: 50),
      label.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 5),
      label.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -5),
      label.topAnchor.constraint(equalTo: card.topAnchor, constant: 5),
      label.heightAnchor.constraint(equalToConstant: 10),
    ]
    NSLayoutConstraint.activate(crossing + inside)
    container.layoutIfNeeded()
    #expect(card.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
    card.removeFromSuperview()
    #expect(crossing.allSatisfy { !$0.isActive })
    #expect(inside.allSatisfy { $0.isActive })
    #expect(container.constraints.isEmpty)
    // Each constraint is installed on the nearest common ancestor of its items, a one-item
    // constraint on its item (NSLayoutConstraint.h, `active`): the label's height is the label's.
    let cardConstraints = card.constraints.elementsEqual(inside.dropLast(), by: ===)
    #expect(cardConstraints)
    #expect(label.constraints.count == 1 && label.constraints.first === inside.last)
    card.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
    card.layoutIfNeeded()
    #expect(label.frame == CGRect(x: 5, y: 5, width: 90, height: 10))
  }

  @Test func aMovedSubtreeLaysOutInItsNewContainer() {
    let first = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let second = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let card = UIView()
    let label = UIView()
    card.translatesAutoresizingMaskIntoConstraints = false
    label.translatesAutoresizingMaskIntoConstraints = false
    first.addSubview(card)
    card.addSubview(label)
    NSLayoutConstraint.activate([
      card.widthAnchor.constraint(equalToConstant: 60),
      card.heightAnchor.constraint(equalToConstant: 40),
      label.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 4),
      label.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -4),
      label.topAnchor.constraint(equalTo: card.topAnchor, constant: 4),
      label.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -4),
    ])
    first.layoutIfNeeded()
    second.addSubview(card)
    NSLayoutConstraint.activate([
      card.centerXAnchor.constraint(equalTo: second.centerXAnchor),
      card.centerYAnchor.constraint(equalTo: second.centerYAnchor),
    ])
    second.layoutIfNeeded()
    #expect(card.frame == CGRect(x: 120, y: 130, width: 60, height: 40))
    #expect(label.frame == CGRect(x: 4, y: 4, width: 52, height: 32))
    #expect(first.subviews.isEmpty)
  }

  @Test func aNewConstantTakesEffectAtTheNextLayout() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let child = UIView()
    let grandchild = UIView()
    child.translatesAutoresizingMaskIntoConstraints = false
    grandchild.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(child)
    child.addSubview(grandchild)
    let top = child.topAnchor.constraint(equalTo: container.topAnchor, constant: 10)
    let width = child.widthAnchor.constraint(equalToConstant: 100)
    NSLayoutConstraint.activate([
      top, width,
      child.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      child.heightAnchor.constraint(equalToConstant: 50),
      grandchild.leadingAnchor.constraint(equalTo: child.leadingAnchor),
      grandchild.trailingAnchor.constraint(equalTo: child.trailingAnchor),
      grandchild.topAnchor.constraint(equalTo: child.topAnchor),
      grandchild.heightAnchor.constraint(equalToConstant: 10),
    ])
    container.layoutIfNeeded()
    top.constant = 30
    width.constant = 120
    // Layout starts from the highest ancestor that needs it, even when asked of a subview.
    grandchild.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 0, y: 30, width: 120, height: 50))
    #expect(grandchild.frame == CGRect(x: 0, y: 0, width: 120, height: 10))
  }

  @Test func deactivatingAStrongerConstraintLetsAWeakerOneWin() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let child = UIView()
    child.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(child)
    let strong = child.widthAnchor.constraint(equalToConstant: 100)
    strong.priority = .defaultHigh
    let weak = child.widthAnchor.constraint(equalToConstant: 50)
    weak.priority = .defaultLow
    NSLayoutConstraint.activate([
      strong, weak,
      child.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      child.topAnchor.constraint(equalTo: container.topAnchor),
      child.heightAnchor.constraint(equalToConstant: 10),
    ])
    container.layoutIfNeeded()
    #expect(child.frame.width == 100)
    strong.isActive = false
    container.layoutIfNeeded()
    #expect(child.frame.width == 50)
    #expect(!child.constraints.contains { $0 === strong })
    strong.isActive = true
    container.layoutIfNeeded()
    #expect(child.frame.width == 100)
    // A constraint on one view is installed on that view, at the end of its list.
    #expect(child.constraints.last === strong)
  }

  @Test func aLayoutGuideTakesPartInLayout() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    let guide = UILayoutGuide()
    container.addLayoutGuide(guide)
    let left = UIView()
    let right = UIView()
    for view in [left, right] {
      view.translatesAutoresizingMaskIntoConstraints = false
      container.addSubview(view)
    }
    NSLayoutConstraint.activate([
      left.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      left.widthAnchor.constraint(equalToConstant: 50),
      guide.leadingAnchor.constraint(equalTo: left.trailingAnchor),
      guide.trailingAnchor.constraint(equalTo: right.leadingAnchor),
      right.trailingAnchor.constraint(equalTo: container.trailingAnchor),
      right.widthAnchor.constraint(equalToConstant: 70),
      left.topAnchor.constraint(equalTo: container.topAnchor),
      right.topAnchor.constraint(equalTo: container.topAnchor),
      left.heightAnchor.constraint(equalToConstant: 10),
      right.heightAnchor.constraint(equalToConstant: 10),
      guide.topAnchor.constraint(equalTo: container.topAnchor),
      guide.heightAnchor.constraint(equalToConstant: 1),
    ])
    container.layoutIfNeeded()
    #expect(guide.layoutFrame == CGRect(x: 50, y: 0, width: 180, height: 1))
    #expect(right.frame == CGRect(x: 230, y: 0, width: 70, height: 10))
    // The guide's four constraints go with it; the views' widths and heights are on the views.
    #expect(container.constraints.count == 8)
    container.removeLayoutGuide(guide)
    #expect(container.constraints.count == 4)
    #expect(left.constraints.count == 2)
  }
}
