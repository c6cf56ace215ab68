import Testing
import UIKit

/// Frames that constraints produce, each in both layout directions.
@Suite(.checksInvariants)
@MainActor
struct AutoLayoutFrameTests {
  // Container 320 × 480. leading = 10, trailing = −20 → width 320 − 10 − 20 = 290 at x = 10;
  // top 30, height 40. Right to left, leading is the right edge: x = 320 − 10 − 290 = 20.
  @Test(arguments: bothDirections)
  func leadingAndTrailingInsetTheView(direction: UIUserInterfaceLayoutDirection) {
    let container = makeContainer(direction: direction)
    let child = addConstrainedSubview(to: container)
    NSLayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
      child.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -20),
      child.topAnchor.constraint(equalTo: container.topAnchor, constant: 30),
      child.heightAnchor.constraint(equalToConstant: 40),
    ])
    container.layoutIfNeeded()
    #expect(
      child.frame == expected(CGRect(x: 10, y: 30, width: 290, height: 40), in: 320, direction))
  }

  // Left and right are absolute: the same frame in both directions.
  @Test(arguments: bothDirections)
  func leftAndRightDoNotFlip(direction: UIUserInterfaceLayoutDirection) {
    let container = makeContainer(direction: direction)
    let child = addConstrainedSubview(to: container)
    NSLayoutConstraint.activate([
      child.leftAnchor.constraint(equalTo: container.leftAnchor, constant: 10),
      child.widthAnchor.constraint(equalToConstant: 100),
      child.topAnchor.constraint(equalTo: container.topAnchor),
      child.heightAnchor.constraint(equalToConstant: 50),
    ])
    container.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 10, y: 0, width: 100, height: 50))
  }

  // Only a size: the position is unconstrained and stays 0 within the superview.
  @Test(arguments: bothDirections)
  func unconstrainedPositionStaysZero(direction: UIUserInterfaceLayoutDirection) {
    let container = makeContainer(direction: direction)
    let parent = addConstrainedSubview(to: container)
    let child = addConstrainedSubview(to: parent)
    NSLayoutConstraint.activate([
      parent.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 40),
      parent.topAnchor.constraint(equalTo: container.topAnchor, constant: 60),
      parent.widthAnchor.constraint(equalToConstant: 200),
      parent.heightAnchor.constraint(equalToConstant: 200),
      child.widthAnchor.constraint(equalToConstant: 30),
      child.heightAnchor.constraint(equalToConstant: 20),
    ])
    container.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 0, y: 0, width: 30, height: 20))
    #expect(
      parent.frame == expected(CGRect(x: 40, y: 60, width: 200, height: 200), in: 320, direction))
  }

  // width ≥ 100 and nothing else on the width: the inequality resolves tight, width 100.
  @Test(arguments: bothDirections)
  func loneInequalityResolvesTight(direction: UIUserInterfaceLayoutDirection) {
    let container = makeContainer(direction: direction)
    let child = addConstrainedSubview(to: container)
    NSLayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      child.topAnchor.constraint(equalTo: container.topAnchor),
      child.widthAnchor.constraint(greaterThanOrEqualToConstant: 100),
      child.heightAnchor.constraint(lessThanOrEqualToConstant: 400),
      child.heightAnchor.constraint(greaterThanOrEqualToConstant: 44),
    ])
    container.layoutIfNeeded()
    #expect(child.frame == expected(CGRect(x: 0, y: 0, width: 100, height: 44), in: 320, direction))
  }

  // Intrinsic width 100 (hugging 250, compression resistance 750). width == 200 at 251 beats
  // hugging, at 249 loses to it; width == 50 at 751 beats compression resistance, at 749 loses.
  @Test(arguments: [
    (Float(251), CGFloat(200), CGFloat(200)), (249, 200, 100), (751, 50, 50), (749, 50, 100),
  ])
  func priorityAgainstHuggingAndCompressionResistance(
    priority: Float, wanted: CGFloat, width: CGFloat
  ) {
    for direction in bothDirections {
      let container = makeContainer(direction: direction)
      let child = addConstrainedSubview(to: container, IntrinsicView(100, 20))
      let wish = child.widthAnchor.constraint(equalToConstant: wanted)
      wish.priority = UILayoutPriority(priority)
      NSLayoutConstraint.activate([
        child.leadingAnchor.constraint(equalTo: container.leadingAnchor),
        child.topAnchor.constraint(equalTo: container.topAnchor), wish,
      ])
      container.layoutIfNeeded()
      #expect(
        child.frame == expected(CGRect(x: 0, y: 0, width: width, height: 20), in: 320, direction))
    }
  }

  // left == 0.1 × superview.right is measured in the superview's bounds: x = 0.1 · 320 = 32,
  // even when the superview itself sits at x = 50 in its own superview.
  @Test func positionMultiplierIsMeasuredInTheSuperviewsBounds() {
    let root = makeContainer(width: 500, height: 500)
    let container = addConstrainedSubview(to: root)
    let child = addConstrainedSubview(to: container)
    NSLayoutConstraint.activate([
      container.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 50),
      container.topAnchor.constraint(equalTo: root.topAnchor),
      container.widthAnchor.constraint(equalToConstant: 320),
      container.heightAnchor.constraint(equalToConstant: 100),
      NSLayoutConstraint(
        item: child, attribute: .left, relatedBy: .equal, toItem: container,
        attribute: .right, multiplier: 0.1, constant: 0),
      child.widthAnchor.constraint(equalToConstant: 10),
      child.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 32, y: 0, width: 10, height: 10))
  }

  // Right to left is inherited: the container forces it, the view in between says nothing.
  @Test func leadingFlipsWhenAnAncestorForcesRightToLeft() {
    let root = makeContainer(width: 300, height: 300, direction: .rightToLeft)
    let middle = UIView(frame: root.bounds)
    root.addSubview(middle)
    let child = addConstrainedSubview(to: middle)
    NSLayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: middle.leadingAnchor, constant: 16),
      child.topAnchor.constraint(equalTo: middle.topAnchor),
      child.widthAnchor.constraint(equalToConstant: 100),
      child.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    #expect(middle.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    #expect(child.frame == CGRect(x: 300 - 16 - 100, y: 0, width: 100, height: 10))
  }

  // `button2.leading = 1.0 × button1.trailing + 8.0`: 8 points after button1 in the reading
  // direction (NSLayoutConstraint: "positive values move to the right in left-to-right
  // languages"). button1 at leading 20, width 50 → button2 at 20 + 50 + 8 = 78.
  @Test(arguments: bothDirections)
  func siblingSpacingFollowsTheReadingDirection(direction: UIUserInterfaceLayoutDirection) {
    let container = makeContainer(direction: direction)
    let button1 = addConstrainedSubview(to: container)
    let button2 = addConstrainedSubview(to: container)
    NSLayoutConstraint.activate([
      button1.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20),
      button1.widthAnchor.constraint(equalToConstant: 50),
      button2.leadingAnchor.constraint(equalTo: button1.trailingAnchor, constant: 8),
      button2.widthAnchor.constraint(equalToConstant: 60),
      button1.topAnchor.constraint(equalTo: container.topAnchor),
      button2.topAnchor.constraint(equalTo: container.topAnchor),
      button1.heightAnchor.constraint(equalToConstant: 30),
      button2.heightAnchor.constraint(equalTo: button1.heightAnchor),
    ])
    container.layoutIfNeeded()
    #expect(
      button2.frame == expected(CGRect(x: 78, y: 0, width: 60, height: 30), in: 320, direction))
  }

  // Margins default to 8 on every side: leadingMargin + 0 puts the view at 8; the margins
  // guide is the bounds inset by 8 → 304 × 464.
  @Test(arguments: bothDirections)
  func marginAttributesUseTheLayoutMarginsGuide(direction: UIUserInterfaceLayoutDirection) {
    let container = makeContainer(direction: direction)
    let child = addConstrainedSubview(to: container)
    NSLayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: container.layoutMarginsGuide.leadingAnchor),
      child.topAnchor.constraint(equalTo: container.layoutMarginsGuide.topAnchor),
      child.widthAnchor.constraint(
        equalTo: container.layoutMarginsGuide.widthAnchor, multiplier: 0.5),
      NSLayoutConstraint(
        item: child, attribute: .bottom, relatedBy: .equal, toItem: container,
        attribute: .bottomMargin, multiplier: 1, constant: 0),
    ])
    container.layoutIfNeeded()
    #expect(container.layoutMarginsGuide.layoutFrame == CGRect(x: 8, y: 8, width: 304, height: 464))
    #expect(
      child.frame == expected(CGRect(x: 8, y: 8, width: 152, height: 464), in: 320, direction))
  }

  // Centered 100 × 60 in 320 × 480: x = (320 − 100) / 2 = 110, y = (480 − 60) / 2 = 210.
  @Test(arguments: bothDirections)
  func centeringAnchorsCenterTheView(direction: UIUserInterfaceLayoutDirection) {
    let container = makeContainer(direction: direction)
    let child = addConstrainedSubview(to: container)
    NSLayoutConstraint.activate([
      child.centerXAnchor.constraint(equalTo: container.centerXAnchor),
      child.centerYAnchor.constraint(equalTo: container.centerYAnchor),
      child.widthAnchor.constraint(equalToConstant: 100),
      child.heightAnchor.constraint(equalToConstant: 60),
    ])
    container.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 110, y: 210, width: 100, height: 60))
  }

  // A new constant moves the view on the next layout: top 10 → 25.
  @Test(arguments: bothDirections)
  func changingAConstantMovesTheView(direction: UIUserInterfaceLayoutDirection) {
    let container = makeContainer(direction: direction)
    let child = addConstrainedSubview(to: container)
    let top = child.topAnchor.constraint(equalTo: container.topAnchor, constant: 10)
    NSLayoutConstraint.activate([
      top, child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 5),
      child.widthAnchor.constraint(equalToConstant: 20),
      child.heightAnchor.constraint(equalToConstant: 20),
    ])
    container.layoutIfNeeded()
    top.constant = 25
    container.layoutIfNeeded()
    #expect(child.frame == expected(CGRect(x: 5, y: 25, width: 20, height: 20), in: 320, direction))
  }

  // Edges pinned to the superview follow its size: 320 → 400 wide.
  @Test(arguments: bothDirections)
  func pinnedViewFollowsTheContainersNewSize(direction: UIUserInterfaceLayoutDirection) {
    let container = makeContainer(direction: direction)
    let child = addConstrainedSubview(to: container)
    NSLayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
      child.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -30),
      child.topAnchor.constraint(equalTo: container.topAnchor),
      child.bottomAnchor.constraint(equalTo: container.bottomAnchor),
    ])
    container.layoutIfNeeded()
    container.frame = CGRect(x: 0, y: 0, width: 400, height: 480)
    container.layoutIfNeeded()
    #expect(
      child.frame == expected(CGRect(x: 10, y: 0, width: 360, height: 480), in: 400, direction))
  }

  // A third of 320 is 106.666…: frames are rounded to the pixel grid (3× screen), so the
  // edges land on 106 2/3 and 213 1/3 exactly.
  @Test func framesAreRoundedToThePixelGrid() {
    let container = makeContainer()
    let child = addConstrainedSubview(to: container)
    NSLayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      child.topAnchor.constraint(equalTo: container.topAnchor),
      child.widthAnchor.constraint(equalTo: container.widthAnchor, multiplier: 1.0 / 3.0),
      child.heightAnchor.constraint(equalToConstant: 10.1),
    ])
    container.layoutIfNeeded()
    #expect(abs(child.frame.width * 3 - 320) < 1e-9)
    #expect(abs(child.frame.height * 3 - 30) < 1e-9)
  }
}
