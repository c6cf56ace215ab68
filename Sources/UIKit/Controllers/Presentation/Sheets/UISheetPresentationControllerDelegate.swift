import Foundation

/// The object a sheet tells when the user moves it to another detent
/// (UISheetPresentationController.h).
///
/// Set it as the sheet's `delegate`.
@MainActor @preconcurrency
public protocol UISheetPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
  /// Called after the user dragged the sheet to another detent; not called when the app changes
  /// `selectedDetentIdentifier` itself.
  func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
    _ sheetPresentationController: UISheetPresentationController)
}

// The method is optional in UIKit.
extension UISheetPresentationControllerDelegate {
  public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
    _ sheetPresentationController: UISheetPresentationController
  ) {}
}
