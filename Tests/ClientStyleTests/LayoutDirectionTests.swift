import Testing
import UIKit

/// Frames in both layout directions: leading and trailing follow the direction a view inherits
/// from its superviews, left and right never flip.
@MainActor
struct LayoutDirectionTests {
  /// A 300 × 400 root laid out in `direction`, and a container filling it that inherits the
  /// direction.
  private func makeHierarchy(_ direction: UIUserInterfaceLayoutDirection) -> (
    root: UIView, container: UIView
  ) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
    root.semanticContentAttribute =
      direction == .rightToLeft ? .forceRightToLeft : .forceLeftToRight
    let container = UIView(frame: root.bounds)
    root.addSubview(container)
    return (root, container)
  }

  @Test(arguments: [
    // x = 10 from the left; in right to left, 300 − 10 − 100 = 190.
    (UIUserInterfaceLayoutDirection.leftToRight, CGFloat(10)), (.rightToLeft, 190),
  ])
  func leadingInsetFollowsTheDirection(direction: UIUserInterfaceLayoutDirection, x: CGFloat) {
    let (root, container) = makeHierarchy(direction)
    let child = UIView()
    container.addSubview(child)
    child.pin.makeConstraints { make in
      make.make(.leading, to: container, constant: 10)
      make.make(.top, to: container, constant: 20)
      make.size(CGSize(width: 100, height: 50))
    }
    root.layoutIfNeeded()
    #expect(child.frame == CGRect(x: x, y: 20, width: 100, height: 50))
  }

  @Test(arguments: [
    // The width is 300 − 10 − 40 = 250 both ways; x is the leading inset, 10, in left to right
    // and the trailing inset, 40, in right to left.
    (UIUserInterfaceLayoutDirection.leftToRight, CGFloat(10)), (.rightToLeft, 40),
  ])
  func directionalInsetsFollowTheDirection(direction: UIUserInterfaceLayoutDirection, x: CGFloat) {
    let (root, container) = makeHierarchy(direction)
    let child = UIView()
    container.addSubview(child)
    child.pin.makeConstraints { make in
      make.edges(
        equalTo: container,
        insets: NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 15, trailing: 40))
    }
    root.layoutIfNeeded()
    // y = 5, height = 400 − 5 − 15 = 380.
    #expect(child.frame == CGRect(x: x, y: 5, width: 250, height: 380))
  }

  @Test(arguments: [UIUserInterfaceLayoutDirection.leftToRight, .rightToLeft])
  func absoluteInsetsIgnoreTheDirection(direction: UIUserInterfaceLayoutDirection) {
    let (root, container) = makeHierarchy(direction)
    let child = UIView()
    container.addSubview(child)
    child.pin.makeConstraints { make in
      make.edges(equalTo: container, insets: UIEdgeInsets(top: 5, left: 10, bottom: 15, right: 40))
    }
    root.layoutIfNeeded()
    // x = left = 10, width = 300 − 10 − 40 = 250 whatever the direction.
    #expect(child.frame == CGRect(x: 10, y: 5, width: 250, height: 380))
  }

  @Test(arguments: [
    // first: x = 20 (left to right) or 300 − 20 − 50 = 230 (right to left).
    // second: 8 points after first's trailing edge: 20 + 50 + 8 = 78, or 230 − 8 − 60 = 162.
    (UIUserInterfaceLayoutDirection.leftToRight, CGFloat(20), CGFloat(78)),
    (.rightToLeft, 230, 162),
  ])
  func anchorSpacingFollowsTheDirection(
    direction: UIUserInterfaceLayoutDirection, firstX: CGFloat, secondX: CGFloat
  ) {
    let (root, container) = makeHierarchy(direction)
    let first = TestView(contentSize: CGSize(width: 50, height: 30))
    let second = TestView(contentSize: CGSize(width: 60, height: 30))
    for view in [first, second] {
      container.addSubview(view)
      view.translatesAutoresizingMaskIntoConstraints = false
      constrain(view.topAnchor, .equal, container.topAnchor, constant: 10)
    }
    constrain(first.leadingAnchor, .equal, container.leadingAnchor, constant: 20)
    horizontalSpacing(from: first.trailingAnchor, to: second.leadingAnchor, 8)
    root.layoutIfNeeded()
    #expect(first.frame == CGRect(x: firstX, y: 10, width: 50, height: 30))
    #expect(second.frame == CGRect(x: secondX, y: 10, width: 60, height: 30))
  }

  @Test func rightToLeftIsInheritedFromASuperview() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
    root.semanticContentAttribute = .forceRightToLeft
    let container = UIView(frame: root.bounds)
    let child = UIView()
    root.addSubview(container)
    container.addSubview(child)
    #expect(container.semanticContentAttribute == .unspecified)
    #expect(container.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    #expect(child.effectiveUserInterfaceLayoutDirection == .rightToLeft)
  }

  @Test func inheritedRightToLeftFlipsAGrandchild() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
    root.semanticContentAttribute = .forceRightToLeft
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 400))
    let child = UIView()
    root.addSubview(container)
    container.addSubview(child)
    child.pin.makeConstraints { make in
      make.make(.trailing, to: container, constant: -15)
      make.make(.top, to: container)
      make.size(CGSize(width: 40, height: 40))
    }
    root.layoutIfNeeded()
    // The container inherits right to left: its trailing edge is its left, so x = 15.
    #expect(child.frame == CGRect(x: 15, y: 0, width: 40, height: 40))
  }

  @Test func forcedLeftToRightStopsTheInheritance() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
    root.semanticContentAttribute = .forceRightToLeft
    let container = UIView(frame: root.bounds)
    container.semanticContentAttribute = .forceLeftToRight
    let child = UIView()
    root.addSubview(container)
    container.addSubview(child)
    #expect(child.effectiveUserInterfaceLayoutDirection == .leftToRight)
  }

  @Test func changingTheDirectionMovesLaidOutViews() {
    let (root, container) = makeHierarchy(.leftToRight)
    let child = UIView()
    container.addSubview(child)
    child.pin.makeConstraints { make in
      make.make(.leading, to: container, constant: 10)
      make.make(.top, to: container)
      make.size(CGSize(width: 100, height: 50))
    }
    root.layoutIfNeeded()
    root.semanticContentAttribute = .forceRightToLeft
    root.layoutIfNeeded()
    // From x = 10 to 300 − 10 − 100 = 190.
    #expect(child.frame.minX == 190)
  }
}
