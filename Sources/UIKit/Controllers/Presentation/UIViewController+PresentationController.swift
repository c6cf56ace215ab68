import Foundation

extension UIViewController {
  /// The presentation controller UIKit makes for a presentation style: the one place that picks
  /// it.
  ///
  /// `.fullScreen` and `.currentContext` remove the presenter's views when the transition ends;
  /// the `over` styles keep them. `.pageSheet`, `.formSheet`, `.popover` and `.automatic` are
  /// shown here as the presenter's views covered and kept (since iOS 13 a sheet leaves the
  /// presenter visible behind it).
  func makePresentationController(
    style: UIModalPresentationStyle, presenting: UIViewController?, source: UIViewController?
  ) -> UIPresentationController {
    if let controller = makeSheetPresentationController(style: style, presenting: presenting) {
      return controller
    }
    let controller = SystemPresentationController(
      presentedViewController: self, presenting: presenting)
    switch style {
    case .fullScreen, .currentContext, .blurOverFullScreen:
      controller.removesPresentersView = true
    default:
      controller.removesPresentersView = false
    }
    controller.coversContextOnly = style == .currentContext || style == .overCurrentContext
    controller.style = style
    return controller
  }
}

/// The presentation controller of UIKit's own styles (`makePresentationController`).
@MainActor
final class SystemPresentationController: UIPresentationController {
  var removesPresentersView = false
  var coversContextOnly = false

  override var shouldRemovePresentersView: Bool { removesPresentersView }
  override var shouldPresentInFullscreen: Bool { !coversContextOnly }
}
