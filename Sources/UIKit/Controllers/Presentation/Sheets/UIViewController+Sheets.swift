import Foundation

extension UIViewController {
  /// The sheet presentation controller of this controller or its nearest presented ancestor;
  /// nil unless it is presented (or about to be) as a page or form sheet (iOS 15).
  public var sheetPresentationController: UISheetPresentationController? {
    presentationController as? UISheetPresentationController
  }

  /// The popover presentation controller of this controller or its nearest presented ancestor;
  /// nil unless it is presented (or about to be) as a popover.
  public var popoverPresentationController: UIPopoverPresentationController? {
    presentationController as? UIPopoverPresentationController
  }
}
