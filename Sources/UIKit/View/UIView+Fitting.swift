import Foundation

extension UIView {
  /// The size that satisfies the view's constraints and comes closest to `targetSize`, each
  /// dimension held at its fitting priority; the view's frame is not changed (Apple:
  /// `systemLayoutSizeFitting(_:)` "does not actually change the size of the view").
  func fittingSize(
    _ targetSize: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority
  ) -> CGSize {
    // The update runs `updateConstraints` overrides, which may activate constraints: a checked
    // entry point, so that those checks wait for the update to finish.
    UIView.checked(after: "systemLayoutSizeFitting", in: [self]) { updateConstraintsBottomUp() }
    let engine = LayoutEngine.forTree(of: self)
    let size = engine.fittingSize(
      of: self, target: targetSize, horizontal: horizontal, vertical: vertical)
    let insets = alignmentRectInsets
    return CGSize(
      width: size.width + insets.left + insets.right,
      height: size.height + insets.top + insets.bottom)
  }

  func resizeToFit() {
    let size = sizeThatFits(bounds.size)
    frame = CGRect(origin: frame.origin, size: size)
  }
}
