import Foundation
import Testing

@testable import UIKit

/// `systemLayoutSizeFitting` on a view whose width and height no constraint mentions but its own
/// frame's pins: with the pins lifted, the fitting constraints are the only ones on the two, so
/// the size is the target; a constraint or an intrinsic size on either counts against it.
@Suite(.checksInvariants)
@MainActor
struct FittingUnconstrainedSizeTests {
  /// A 320 × 44 container, translating its mask, in a 320 × 400 host, holding a label placed by
  /// hand at (16, 11), 100 × 22: nothing relates the label to the container's size.
  private func scene() -> (host: UIView, container: UIView, label: UILabel) {
    let (host, container) = hostedContainer()
    let label = UILabel(frame: CGRect(x: 16, y: 11, width: 100, height: 22))
    label.text = "Row"
    container.addSubview(label)
    host.layoutIfNeeded()
    return (host, container, label)
  }

  // Width 200 (required); the height has only the fitting level's pull towards 0.
  @Test func aSubviewNothingConstrainsFitsToTheTarget() {
    let (_, container, _) = scene()
    let size = container.systemLayoutSizeFitting(
      CGSize(width: 200, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    #expect(size == CGSize(width: 200, height: 0))
  }

  // Fitting moves nothing: the frames are the ones set by hand.
  @Test(arguments: [UIUserInterfaceLayoutDirection.leftToRight, .rightToLeft])
  func theFramesHoldAfterFittingAViewNothingConstrains(
    direction: UIUserInterfaceLayoutDirection
  ) {
    let (host, container, label) = scene()
    let attribute: UISemanticContentAttribute =
      direction == .rightToLeft ? .forceRightToLeft : .forceLeftToRight
    for view in [host, container, label] { view.semanticContentAttribute = attribute }
    _ = container.systemLayoutSizeFitting(
      CGSize(width: 200, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    host.layoutIfNeeded()
    #expect(container.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
    #expect(label.frame == CGRect(x: 16, y: 11, width: 100, height: 22))
  }

  // A lone view with nothing in it: both dimensions pulled towards 0 at the fitting level, with
  // its temporary size lifted.
  @Test func aLoneViewFitsToTheCompressedSize() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == .zero)
    #expect(view.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
  }

  // An intrinsic height of 30 resists compression at 750, above the fitting level's 50.
  @Test func anIntrinsicSizeOutweighsTheFittingLevel() {
    let (_, container, _) = scene()
    let sized = IntrinsicallySizedView(frame: CGRect(x: 0, y: 50, width: 320, height: 44))
    container.superview?.addSubview(sized)
    let size = sized.systemLayoutSizeFitting(
      CGSize(width: 200, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    #expect(size == CGSize(width: 200, height: 30))
  }

  // A constraint activated after a first fit counts at the next one: `height >= 60`.
  @Test func aConstraintAddedAfterAFitCountsAtTheNext() {
    let (_, container, _) = scene()
    let target = CGSize(width: 200, height: 0)
    _ = container.systemLayoutSizeFitting(
      target, withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
    container.heightAnchor.constraint(greaterThanOrEqualToConstant: 60).isActive = true
    let size = container.systemLayoutSizeFitting(
      target, withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
    #expect(size == CGSize(width: 200, height: 60))
  }
}

/// A view whose intrinsic content size is 50 × 30.
private final class IntrinsicallySizedView: UIView {
  override var intrinsicContentSize: CGSize { CGSize(width: 50, height: 30) }
}
