import Foundation

extension UIViewController {
  /// The presentation controller of the sheet, popover and alert styles, or nil for the styles
  /// `makePresentationController` makes itself.
  ///
  /// `.pageSheet` and `.formSheet` (and `.automatic`, resolved to `.pageSheet`) get a
  /// `UISheetPresentationController`, `.popover` a `UIPopoverPresentationController`; an alert
  /// controller's `.custom` style without a transitioning delegate's controller is UIKit's
  /// alert presentation.
  func makeSheetPresentationController(
    style: UIModalPresentationStyle, presenting: UIViewController?
  ) -> UIPresentationController? {
    let controller: UIPresentationController
    switch style {
    case .pageSheet, .formSheet, .automatic:
      controller = UISheetPresentationController(
        presentedViewController: self, presenting: presenting)
    case .popover:
      controller = UIPopoverPresentationController(
        presentedViewController: self, presenting: presenting)
    case .custom where self is UIAlertController:
      controller = AlertPresentationController(
        presentedViewController: self, presenting: presenting)
    default:
      return nil
    }
    controller.style = style == .automatic ? .pageSheet : style
    return controller
  }
}

extension UIPresentationController {
  /// Whether the presentation may begin from `context`: a popover in regular width asks its
  /// delegate to prepare (`prepareForPopoverPresentation(_:)`) and then needs a source, else
  /// UIKit raises its exception and nothing is presented.
  func acceptsPresentation(by context: UIViewController) -> Bool {
    guard let popover = self as? UIPopoverPresentationController else { return true }
    return popover.acceptsPopoverPresentation(by: context)
  }
}
