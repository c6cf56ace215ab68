import Testing

@testable import UIKit

/// A change in the solver marks for layout the view that writes the changed view's frame, its
/// superview, which the engine keeps for each registered view: the superview a view has now, after
/// moves within its tree.
@Suite(.checksInvariants)
@MainActor
struct LayoutTargetTests {
  /// Two 100-point squares side by side in a container, the second 150 points from the
  /// leading edge; a 40 × 30 view in the first, 5 from its leading edge and 6 from its top.
  private func twoSquares(
    direction: UIUserInterfaceLayoutDirection
  ) -> (container: UIView, first: UIView, second: UIView, view: UIView, width: NSLayoutConstraint) {
    let container = makeContainer(direction: direction)
    let first = addConstrainedSubview(to: container)
    let second = addConstrainedSubview(to: container)
    let view = addConstrainedSubview(to: first)
    let width = view.widthAnchor.constraint(equalToConstant: 40)
    NSLayoutConstraint.activate([
      first.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      second.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 150),
      width,
      view.heightAnchor.constraint(equalToConstant: 30),
      view.leadingAnchor.constraint(equalTo: first.leadingAnchor, constant: 5),
      view.topAnchor.constraint(equalTo: first.topAnchor, constant: 6),
    ])
    for square in [first, second] {
      NSLayoutConstraint.activate([
        square.topAnchor.constraint(equalTo: container.topAnchor),
        square.widthAnchor.constraint(equalToConstant: 100),
        square.heightAnchor.constraint(equalToConstant: 100),
      ])
    }
    container.layoutIfNeeded()
    return (container, first, second, view, width)
  }

  @Test func theEngineNamesEachRegisteredViewsSuperviewAsItsTarget() throws {
    let (container, _, second, view, _) = twoSquares(direction: .leftToRight)
    second.addSubview(view)
    view.widthAnchor.constraint(equalTo: second.widthAnchor).isActive = true
    container.layoutIfNeeded()
    let engine = try #require(LayoutEngine.existing(for: container))
    let slot = try #require(view.registration?.slot)
    #expect(engine.layoutTargets[Int(slot)].names(second))
    // A view whose frame no superview writes marks itself.
    let containerSlot = try #require(container.registration?.slot)
    #expect(engine.layoutTargets[Int(containerSlot)].names(container))
  }

  @Test(arguments: bothDirections)
  func aConstantChangeResizesTheViewInItsSuperview(direction: UIUserInterfaceLayoutDirection) {
    let (container, _, _, view, width) = twoSquares(direction: direction)
    width.constant = 60
    container.layoutIfNeeded()
    // Within the 100-point square: x 5, y 6, 60 × 30.
    #expect(view.frame == expected(CGRect(x: 5, y: 6, width: 60, height: 30), in: 100, direction))
  }

  /// Where a moved view goes: the second square, or the container above both squares.
  enum Destination: CaseIterable {
    case secondSquare
    case container
  }

  @Test(arguments: bothDirections, Destination.allCases)
  func aViewMovedWithinItsTreeIsResizedByItsNewSuperview(
    direction: UIUserInterfaceLayoutDirection, destination: Destination
  ) {
    let (container, _, second, view, width) = twoSquares(direction: direction)
    let superview = destination == .secondSquare ? second : container
    let superviewWidth = superview.bounds.width
    // Moving the view takes out its constraints to the first square (UIView.h, `addSubview`:
    // the view is removed from its superview first); its own width and height stay.
    superview.addSubview(view)
    NSLayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: superview.leadingAnchor, constant: 7),
      view.topAnchor.constraint(equalTo: superview.topAnchor, constant: 8),
    ])
    container.layoutIfNeeded()
    #expect(
      view.frame
        == expected(CGRect(x: 7, y: 8, width: 40, height: 30), in: superviewWidth, direction))
    // Only the view's width changes: its new superview, not the first square, lays out again.
    width.constant = 60
    container.layoutIfNeeded()
    #expect(
      view.frame
        == expected(CGRect(x: 7, y: 8, width: 60, height: 30), in: superviewWidth, direction))
  }
}
