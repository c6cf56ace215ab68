import Foundation
import Testing

@testable import UIKit

/// `systemLayoutSizeFitting` on a subview that translates its autoresizing mask: its frame's
/// pins are lifted for the computation, a required target takes the place of the frame's size
/// on its dimension, and the frame holds again after.
@Suite(.checksInvariants)
@MainActor
struct FittingFramePinTests {
  /// A container 320 × 44 in a host, with a box on its margins guide (margins 8) whose height
  /// wants 20 at `defaultHigh`: in the 44-point container the box is 44 − 16 = 28 tall.
  private func scene() -> (host: UIView, container: UIView, box: UIView) {
    let (host, container) = hostedContainer()
    let box = addBox(to: container)
    prioritized(box.heightAnchor.constraint(equalToConstant: 20), .defaultHigh).isActive = true
    return (host, container, box)
  }

  /// A 320 × 44 container, translating its mask, in a 320 × 400 host, with an empty box in it
  /// under Auto Layout.
  private func containerWithBox() -> (host: UIView, container: UIView, box: UIView) {
    let (host, container) = hostedContainer()
    let box = UIView()
    box.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(box)
    return (host, container, box)
  }

  private func prioritized(
    _ constraint: NSLayoutConstraint, _ priority: UILayoutPriority
  ) -> NSLayoutConstraint {
    constraint.priority = priority
    return constraint
  }

  // Width 200 (required), height pulled towards 0 at 50 against the box's 20 at 750: 8 + 20 + 8.
  @Test func aTranslatingSubviewFitsAtARequiredWidth() {
    let (_, container, _) = scene()
    let size = container.systemLayoutSizeFitting(
      CGSize(width: 200, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    #expect(size == CGSize(width: 200, height: 36))
  }

  // Both targets required: the frame's size is replaced on both dimensions, 250 × 60.
  @Test func aTranslatingSubviewFitsAtARequiredSize() {
    let (_, container, _) = scene()
    let size = container.systemLayoutSizeFitting(
      CGSize(width: 250, height: 60), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .required)
    #expect(size == CGSize(width: 250, height: 60))
  }

  // After fitting, the 320 × 44 frame holds again: the box is 320 − 16 wide and 28 tall.
  @Test(arguments: [UIUserInterfaceLayoutDirection.leftToRight, .rightToLeft])
  func theFrameHoldsAgainAfterFitting(direction: UIUserInterfaceLayoutDirection) {
    let (host, container, box) = scene()
    host.semanticContentAttribute =
      direction == .rightToLeft ? .forceRightToLeft : .forceLeftToRight
    container.semanticContentAttribute = host.semanticContentAttribute
    box.semanticContentAttribute = host.semanticContentAttribute
    _ = container.systemLayoutSizeFitting(
      CGSize(width: 200, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    host.layoutIfNeeded()
    #expect(container.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
    #expect(box.frame == CGRect(x: 8, y: 8, width: 304, height: 28))
  }

  // The pins put back after fitting are the frame's own: measured twice (36 tall each time),
  // then given a 60-point frame, the container holds it and the box is 60 − 16 = 44 tall.
  @Test func aFrameSetAfterFittingHolds() {
    let (host, container, box) = scene()
    for _ in 0..<2 {
      let size = container.systemLayoutSizeFitting(
        CGSize(width: 200, height: 0), withHorizontalFittingPriority: .required,
        verticalFittingPriority: .fittingSizeLevel)
      #expect(size == CGSize(width: 200, height: 36))
    }
    container.frame = CGRect(x: 0, y: 0, width: 320, height: 60)
    host.layoutIfNeeded()
    #expect(container.frame == CGRect(x: 0, y: 0, width: 320, height: 60))
    #expect(box.frame == CGRect(x: 8, y: 8, width: 304, height: 44))
  }

  // A frame set after the first layout changes the pins' constants in place, not the pins:
  // measured after that, the container takes back the 60-point frame it has, not the 44 its
  // pins were made with, and the box is 60 − 16 = 44 tall.
  @Test func fittingPutsThePinsBackAtTheFrameTheViewHas() {
    let (host, container, box) = scene()
    host.layoutIfNeeded()
    container.frame = CGRect(x: 0, y: 0, width: 320, height: 60)
    host.layoutIfNeeded()
    _ = container.systemLayoutSizeFitting(
      CGSize(width: 200, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    host.setNeedsLayout()
    host.layoutIfNeeded()
    #expect(container.frame == CGRect(x: 0, y: 0, width: 320, height: 60))
    #expect(box.frame == CGRect(x: 8, y: 8, width: 304, height: 44))
  }

  // A translating subview 80 wide at x = 20 in a 100-point container, its trailing edge tied
  // to the container's: measured at a required width of 50, its x moves to 50 meanwhile. Its
  // width pin takes 80 back before its x pin goes back at 20, which only fits with 80: all four
  // pins are in again, none broken, and the frame holds.
  @Test func aPinThatOnlyFitsTheRestoredFrameGoesBackWhole() {
    let host = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
    host.addSubview(container)
    let view = UIView(frame: CGRect(x: 20, y: 0, width: 80, height: 44))
    container.addSubview(view)
    view.trailingAnchor.constraint(equalTo: container.trailingAnchor).isActive = true
    host.layoutIfNeeded()
    let size = view.systemLayoutSizeFitting(
      CGSize(width: 50, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    #expect(size == CGSize(width: 50, height: 0))
    #expect(view.registration?.pins.count == 4)
    #expect(view.registration?.hasBrokenPins == false)
    host.layoutIfNeeded()
    #expect(view.frame == CGRect(x: 20, y: 0, width: 80, height: 44))
  }

  // A required target width of 500 conflicts with `width <= 400`: it is left out, and the box's
  // 150 points pull the width through `trailing == box.trailing @ 500`.
  @Test func aRequiredTargetTheConstraintsRefuseLeavesTheSizeToThem() {
    let (host, container, box) = containerWithBox()
    NSLayoutConstraint.activate([
      box.topAnchor.constraint(equalTo: container.topAnchor),
      box.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      box.widthAnchor.constraint(equalToConstant: 150),
      box.heightAnchor.constraint(equalToConstant: 30),
      prioritized(
        container.trailingAnchor.constraint(equalTo: box.trailingAnchor), UILayoutPriority(500)),
      prioritized(
        container.bottomAnchor.constraint(equalTo: box.bottomAnchor), UILayoutPriority(500)),
      container.widthAnchor.constraint(lessThanOrEqualToConstant: 400),
    ])
    let size = container.systemLayoutSizeFitting(
      CGSize(width: 500, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    #expect(size == CGSize(width: 150, height: 30))
    host.layoutIfNeeded()
    #expect(container.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
    #expect(box.frame == CGRect(x: 0, y: 0, width: 150, height: 30))
  }

  // The container is 60 tall at y = 100, and its box must be at y = 120 in the host and inside
  // the container, 30 tall, 10 above its bottom (20 + 30 + 10 = 60). Lifted, the container's
  // position moves down to the box (120) and the height is 0 + 30 + 10 = 40; held at 100, it
  // would stay 60.
  @Test func aPositionAnotherConstraintMentionsIsLiftedForFitting() {
    let (host, container, box) = containerWithBox()
    container.frame = CGRect(x: 0, y: 100, width: 320, height: 60)
    NSLayoutConstraint.activate([
      box.topAnchor.constraint(equalTo: host.topAnchor, constant: 120),
      box.topAnchor.constraint(greaterThanOrEqualTo: container.topAnchor),
      box.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -10),
      box.heightAnchor.constraint(equalToConstant: 30),
      box.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      box.trailingAnchor.constraint(equalTo: container.trailingAnchor),
    ])
    let size = container.systemLayoutSizeFitting(
      CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    #expect(size == CGSize(width: 320, height: 40))
  }
}
