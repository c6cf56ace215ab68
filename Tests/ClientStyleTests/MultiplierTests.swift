import Testing
import UIKit

/// A multiplier on a position relative to the superview applies to the superview's attribute
/// in the superview's own bounds, not in its superview's coordinates.
@MainActor
struct MultiplierTests {
  /// A 200 × 400 container at (100, 50) in a 500 × 500 root laid out in `direction`.
  private func makeContainer(_ direction: UIUserInterfaceLayoutDirection) -> (
    root: UIView, container: UIView
  ) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 500, height: 500))
    root.semanticContentAttribute =
      direction == .rightToLeft ? .forceRightToLeft : .forceLeftToRight
    let container = UIView(frame: CGRect(x: 100, y: 50, width: 200, height: 400))
    root.addSubview(container)
    return (root, container)
  }

  @Test(arguments: [UIUserInterfaceLayoutDirection.leftToRight, .rightToLeft])
  func centerXMultiplierIsMeasuredInTheSuperviewsBounds(
    direction: UIUserInterfaceLayoutDirection
  ) {
    let (root, container) = makeContainer(direction)
    let child = UIView()
    container.addSubview(child)
    child.pin.makeConstraints { make in
      make.make(.centerX, to: container, multiplier: 0.5)
      make.make(.top, to: container)
      make.size(CGSize(width: 20, height: 20))
    }
    root.layoutIfNeeded()
    // container.centerX in its bounds is 100; × 0.5 = 50; x = 50 − 10 = 40. (Measured in the
    // root it would be 200 × 0.5 = 100, x = 100 − 100 − 10 = −10.) centerX does not flip.
    #expect(child.frame == CGRect(x: 40, y: 0, width: 20, height: 20))
  }

  @Test(arguments: [UIUserInterfaceLayoutDirection.leftToRight, .rightToLeft])
  func bottomMultiplierIsMeasuredInTheSuperviewsBounds(
    direction: UIUserInterfaceLayoutDirection
  ) {
    let (root, container) = makeContainer(direction)
    let child = UIView()
    container.addSubview(child)
    child.pin.makeConstraints { make in
      make.make(.bottom, to: container, multiplier: 0.5)
      make.make(.left, to: container)
      make.size(CGSize(width: 20, height: 30))
    }
    root.layoutIfNeeded()
    // container.bottom in its bounds is 400; × 0.5 = 200; y = 200 − 30 = 170. (Measured in the
    // root: 450 × 0.5 = 225, y = 225 − 50 − 30 = 145.)
    #expect(child.frame == CGRect(x: 0, y: 170, width: 20, height: 30))
  }

  @Test func rightMultiplierIsMeasuredInTheSuperviewsBounds() {
    let (root, container) = makeContainer(.leftToRight)
    let child = UIView()
    container.addSubview(child)
    child.pin.makeConstraints { make in
      make.make(.right, to: container, multiplier: 0.75)
      make.make(.top, to: container)
      make.size(CGSize(width: 20, height: 20))
    }
    root.layoutIfNeeded()
    // container.right in its bounds is 200; × 0.75 = 150; x = 150 − 20 = 130.
    #expect(child.frame == CGRect(x: 130, y: 0, width: 20, height: 20))
  }
}
