import BezelSolver
import Testing

@testable import UIKit

/// A layout reads each subview's frame from where the engine's solver keeps its variables, found
/// at the first read and kept in the view: frames stay those of the constraints
/// once the solver numbers its symbols anew, and once a view moves to another engine.
@Suite(.checksInvariants)
@MainActor
struct FrameReadingTests {
  @Test(arguments: bothDirections)
  func framesFollowConstraintsAfterTheSolverNumbersItsSymbolsAnew(
    direction: UIUserInterfaceLayoutDirection
  ) throws {
    let container = makeContainer(direction: direction)
    let early = addConstrainedSubview(to: container)
    var width = early.widthAnchor.constraint(equalToConstant: 100)
    width.isActive = true
    // Each swap leaves the removed constraint's marker behind, numbered before the symbols of
    // the views added next; past the solver's allowance of dead symbols (4,096) it drops them
    // and numbers the rest anew, the views' among them.
    func swapWidth(_ step: Int) {
      width.isActive = false
      width = early.widthAnchor.constraint(equalToConstant: CGFloat(100 + step % 7))
      width.isActive = true
    }
    for step in 0..<4_000 { swapWidth(step) }
    container.layoutIfNeeded()
    let child = addConstrainedSubview(to: container)
    let sibling = addConstrainedSubview(to: container)
    let childWidth = child.widthAnchor.constraint(equalToConstant: 200)
    NSLayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
      child.topAnchor.constraint(equalTo: container.topAnchor, constant: 30),
      childWidth,
      child.heightAnchor.constraint(equalToConstant: 40),
      sibling.leadingAnchor.constraint(equalTo: child.trailingAnchor, constant: 5),
      sibling.topAnchor.constraint(equalTo: child.bottomAnchor),
      sibling.widthAnchor.constraint(equalToConstant: 50),
      sibling.heightAnchor.constraint(equalToConstant: 20),
    ])
    container.layoutIfNeeded()
    let engine = try #require(LayoutEngine.existing(for: container))
    let symbolsBefore = engine.solverStorage.symbolCount
    for step in 0..<1_000 { swapWidth(step) }
    #expect(engine.solverStorage.symbolCount < symbolsBefore / 2)
    // Both views move, so their frames are read again.
    childWidth.constant = 180
    container.layoutIfNeeded()
    // child: x 10, width 180; sibling: x 10 + 180 + 5 = 195, below the child at 70.
    #expect(
      child.frame == expected(CGRect(x: 10, y: 30, width: 180, height: 40), in: 320, direction))
    #expect(
      sibling.frame == expected(CGRect(x: 195, y: 70, width: 50, height: 20), in: 320, direction))
  }

  @Test(arguments: bothDirections)
  func aViewMovedToAnotherTreeReadsItsFrameFromTheNewEngine(
    direction: UIUserInterfaceLayoutDirection
  ) {
    let first = makeContainer(direction: direction)
    let second = makeContainer(width: 400, direction: direction)
    let view = addConstrainedSubview(to: first)
    NSLayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: first.leadingAnchor, constant: 12),
      view.topAnchor.constraint(equalTo: first.topAnchor, constant: 8),
      view.widthAnchor.constraint(equalTo: first.widthAnchor, multiplier: 0.25),
      view.heightAnchor.constraint(equalTo: first.heightAnchor, multiplier: 0.1),
    ])
    first.layoutIfNeeded()
    // 320 × 0.25 = 80 wide, 480 × 0.1 = 48 tall.
    #expect(view.frame == expected(CGRect(x: 12, y: 8, width: 80, height: 48), in: 320, direction))
    // Moving the view removes every constraint to its old container (UIView.h, `addSubview`:
    // the view is removed from its superview first); new ones place it.
    second.addSubview(view)
    NSLayoutConstraint.activate([
      view.trailingAnchor.constraint(equalTo: second.trailingAnchor, constant: -20),
      view.bottomAnchor.constraint(equalTo: second.bottomAnchor, constant: -10),
      view.widthAnchor.constraint(equalToConstant: 90),
      view.heightAnchor.constraint(equalToConstant: 45),
    ])
    second.layoutIfNeeded()
    // Trailing 400 − 20 = 380, so x = 290; bottom 480 − 10 = 470, so y = 425.
    #expect(
      view.frame == expected(CGRect(x: 290, y: 425, width: 90, height: 45), in: 400, direction))
  }
}
