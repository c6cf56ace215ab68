import Testing
import UIKit

/// Autoresizing masks, and views that translate them into constraints.
@Suite(.checksInvariants)
@MainActor
struct AutoresizingTests {
  @Test func translatesAutoresizingMaskDefaultsToTrue() {
    #expect(UIView().translatesAutoresizingMaskIntoConstraints)
  }

  // Superview 300 → 400 wide (+100). Child at x 20, width 100, right margin 180.
  @Test(arguments: [
    // flexible width only: width takes all 100.
    (UIView.AutoresizingMask.flexibleWidth, CGRect(x: 20, y: 0, width: 200, height: 10)),
    // flexible left margin only: x takes all 100.
    (UIView.AutoresizingMask.flexibleLeftMargin, CGRect(x: 120, y: 0, width: 100, height: 10)),
    // both margins: split in proportion 20 : 180 → x += 10.
    (
      UIView.AutoresizingMask([.flexibleLeftMargin, .flexibleRightMargin]),
      CGRect(x: 30, y: 0, width: 100, height: 10)
    ),
    // width and right margin: proportion 100 : 180 → width += 100 · 100/280.
    (
      UIView.AutoresizingMask([.flexibleWidth, .flexibleRightMargin]),
      CGRect(x: 20, y: 0, width: 100 + 100.0 * 100 / 280, height: 10)
    ),
    // nothing flexible: the frame stays.
    (UIView.AutoresizingMask(), CGRect(x: 20, y: 0, width: 100, height: 10)),
  ])
  func maskDistributesTheSizeChange(mask: UIView.AutoresizingMask, frame: CGRect) {
    let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    let child = UIView(frame: CGRect(x: 20, y: 0, width: 100, height: 10))
    child.autoresizingMask = mask
    parent.addSubview(child)
    parent.frame = CGRect(x: 0, y: 0, width: 400, height: 100)
    #expect(abs(child.frame.minX - frame.minX) < 1e-9)
    #expect(abs(child.frame.width - frame.width) < 1e-9)
  }

  @Test(arguments: bothDirections)
  func aSubviewSwitchedBackToItsMaskFollowsTheNextSizeChange(
    direction: UIUserInterfaceLayoutDirection
  ) {
    let parent = makeContainer(width: 300, height: 100, direction: direction)
    let child = UIView(frame: CGRect(x: 20, y: 0, width: 100, height: 10))
    child.autoresizingMask = [.flexibleWidth]
    child.translatesAutoresizingMaskIntoConstraints = false
    parent.addSubview(child)
    // No subview follows the mask: the new size leaves the child's frame as it was set.
    parent.frame = CGRect(x: 0, y: 0, width: 350, height: 100)
    #expect(child.frame == CGRect(x: 20, y: 0, width: 100, height: 10))
    child.translatesAutoresizingMaskIntoConstraints = true
    // 350 → 450 (+100): a flexible width takes all of it. Masks work in the superview's
    // coordinates, the same in both layout directions.
    parent.frame = CGRect(x: 0, y: 0, width: 450, height: 100)
    #expect(child.frame == CGRect(x: 20, y: 0, width: 200, height: 10))
  }

  @Test func autoresizesSubviewsFalseLeavesSubviewsAlone() {
    let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    parent.autoresizesSubviews = false
    let child = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    child.autoresizingMask = [.flexibleWidth]
    parent.addSubview(child)
    parent.frame = CGRect(x: 0, y: 0, width: 400, height: 100)
    #expect(child.frame.width == 300)
  }

  // A frame-positioned view (translating its mask) anchors a constrained sibling: the sibling
  // follows the frame, and follows it again when the frame moves.
  @Test(arguments: bothDirections)
  func constraintsToAFramePositionedViewFollowItsFrame(direction: UIUserInterfaceLayoutDirection) {
    let root = makeContainer(direction: direction)
    let header = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 64))
    root.addSubview(header)
    let body = addConstrainedSubview(to: root)
    NSLayoutConstraint.activate([
      body.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 8),
      body.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      body.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      body.bottomAnchor.constraint(equalTo: root.bottomAnchor),
    ])
    root.layoutIfNeeded()
    #expect(body.frame == CGRect(x: 0, y: 72, width: 320, height: 408))
    header.frame = CGRect(x: 0, y: 0, width: 320, height: 100)
    root.layoutIfNeeded()
    #expect(body.frame == CGRect(x: 0, y: 108, width: 320, height: 372))
  }

  // The window's root view has a flexible width and height: rotating the window resizes it.
  @Test func rootViewFollowsTheWindow() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    let controller = UIViewController()
    window.rootViewController = controller
    window.frame = CGRect(x: 0, y: 0, width: 852, height: 393)
    #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 852, height: 393))
  }
}
