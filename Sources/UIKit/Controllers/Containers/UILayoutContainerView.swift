import Foundation

/// The view of a container controller (UIKit's containers use a view of this name): after its
/// own constraints it asks the controller to place the bars and the children's views.
@MainActor
final class UILayoutContainerView: UIView {
  weak var container: UIViewController?

  override func layoutSubviews() {
    super.layoutSubviews()
    container?.layoutContainerSubviews()
  }
}

extension UIViewController {
  /// Whether the view extends under a bar on `edge` (UIViewController.h): the edge must be in
  /// `edgesForExtendedLayout`, and an opaque bar needs `extendedLayoutIncludesOpaqueBars`.
  func extendsUnderBar(on edge: UIRectEdge, translucent: Bool) -> Bool {
    let controller = extendedLayoutController
    return controller.edgesForExtendedLayout.contains(edge)
      && (translucent || controller.extendedLayoutIncludesOpaqueBars)
  }
}

extension UIView {
  /// How far a visible bar covers this view from its top or bottom edge: the overlap of the
  /// two, in this view's coordinates, or 0 when the bar is hidden or beside the view.
  func overlap(ofBar bar: UIView, from edge: UIRectEdge) -> CGFloat {
    guard !bar.isHidden, bar.window === window else { return 0 }
    let area = bar.convert(bar.bounds, to: self)
    let own = storedBounds
    guard area.maxX > own.minX, area.minX < own.maxX, area.maxY > own.minY, area.minY < own.maxY
    else { return 0 }
    let overlap = edge == .top ? area.maxY - own.minY : own.maxY - area.minY
    return clamp(overlap, 0, own.height)
  }

  /// Sets the frame as a container's layout does, without asking the container to lay out again.
  func setContainerFrame(_ frame: CGRect) {
    if frame != self.frame { setFrame(frame, fromSuperviewLayout: true) }
  }
}
