import Foundation
import Testing

@testable import UIKit

/// The sheet, popover and alert API as Apple declares it: identifiers, raw values, defaults and
/// UIKit's exceptions for misuse.
@MainActor
struct SheetAPITests {
  // UISheetPresentationController.h's identifiers.
  @Test func systemDetentIdentifiersHaveApplesRawValues() {
    #expect(
      UISheetPresentationController.Detent.Identifier.medium.rawValue == "com.apple.UIKit.medium")
    #expect(
      UISheetPresentationController.Detent.Identifier.large.rawValue == "com.apple.UIKit.large")
    #expect(UISheetPresentationController.Detent.medium().identifier == .medium)
    #expect(UISheetPresentationController.Detent.large().identifier == .large)
  }

  @Test func aCustomDetentKeepsItsIdentifierAndResolver() {
    let detent = UISheetPresentationController.Detent.custom(identifier: .init("small")) {
      context in context.maximumDetentValue * 0.25
    }
    let context = SheetDetentResolutionContext(
      containerTraitCollection: UITraitCollection(), maximumDetentValue: 600)
    #expect(detent.identifier.rawValue == "small")
    #expect(detent.resolvedValue(in: context) == 150)
  }

  // "inactive in compact height" (Detent.medium()).
  @Test func theMediumDetentIsInactiveInCompactHeight() {
    let compact = SheetDetentResolutionContext(
      containerTraitCollection: UITraitCollection(verticalSizeClass: .compact),
      maximumDetentValue: 600)
    let regular = SheetDetentResolutionContext(
      containerTraitCollection: UITraitCollection(verticalSizeClass: .regular),
      maximumDetentValue: 600)
    #expect(UISheetPresentationController.Detent.medium().resolvedValue(in: compact) == nil)
    #expect(UISheetPresentationController.Detent.medium().resolvedValue(in: regular) == 300)
    #expect(UISheetPresentationController.Detent.large().resolvedValue(in: compact) == 600)
  }

  @Test func sheetDefaultsAreUIKits() {
    let controller = UIViewController()
    let sheet = controller.sheetPresentationController
    #expect(sheet != nil)
    #expect(sheet?.detents.map(\.identifier) == [.large])
    #expect(sheet?.selectedDetentIdentifier == nil)
    #expect(sheet?.largestUndimmedDetentIdentifier == nil)
    #expect(sheet?.prefersGrabberVisible == false)
    #expect(sheet?.preferredCornerRadius == nil)
    #expect(sheet?.prefersScrollingExpandsWhenScrolledToEdge == true)
    #expect(sheet?.prefersEdgeAttachedInCompactHeight == false)
    #expect(sheet?.widthFollowsPreferredContentSizeWhenEdgeAttached == false)
  }

  @Test(arguments: [
    (UIModalPresentationStyle.automatic, true), (.pageSheet, true), (.formSheet, true),
    (.fullScreen, false), (.overFullScreen, false), (.popover, false),
  ])
  func onlySheetStylesHaveASheetPresentationController(
    style: UIModalPresentationStyle, hasSheet: Bool
  ) {
    let controller = UIViewController()
    controller.modalPresentationStyle = style
    #expect((controller.sheetPresentationController != nil) == hasSheet)
    #expect((controller.popoverPresentationController != nil) == (style == .popover))
  }

  // UIPopoverSupport.h.
  @Test func popoverArrowDirectionsHaveApplesRawValues() {
    #expect(UIPopoverArrowDirection.up.rawValue == 1)
    #expect(UIPopoverArrowDirection.down.rawValue == 2)
    #expect(UIPopoverArrowDirection.left.rawValue == 4)
    #expect(UIPopoverArrowDirection.right.rawValue == 8)
    #expect(UIPopoverArrowDirection.any.rawValue == 15)
    #expect(UIPopoverArrowDirection.unknown.rawValue == UInt.max)
  }

  @Test func aPopoverDefaultsToAnyDirectionAndTenPointMargins() {
    let controller = UIViewController()
    controller.modalPresentationStyle = .popover
    let popover = controller.popoverPresentationController
    #expect(popover?.permittedArrowDirections == .any)
    #expect(popover?.arrowDirection == .unknown)
    #expect(popover?.popoverLayoutMargins == UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10))
  }

  // UIAlertController.h.
  @Test func alertStylesHaveApplesRawValues() {
    #expect(UIAlertController.Style.actionSheet.rawValue == 0)
    #expect(UIAlertController.Style.alert.rawValue == 1)
    #expect(UIAlertAction.Style.default.rawValue == 0)
    #expect(UIAlertAction.Style.cancel.rawValue == 1)
    #expect(UIAlertAction.Style.destructive.rawValue == 2)
  }

  @Test func anActionSheetIsAPopoverAndAnAlertIsCustom() {
    let sheet = UIAlertController(title: "T", message: "M", preferredStyle: .actionSheet)
    let alert = UIAlertController(title: "T", message: "M", preferredStyle: .alert)
    #expect(sheet.modalPresentationStyle == .popover)
    #expect(sheet.popoverPresentationController != nil)
    #expect(alert.modalPresentationStyle == .custom)
    #expect(alert.title == "T")
    #expect(alert.message == "M")
    #expect(alert.preferredStyle == .alert)
  }

  @Test func actionsKeepTheirOrderAndTheirProperties() {
    let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
    let ok = UIAlertAction(title: "OK", style: .default)
    let cancel = UIAlertAction(title: "Cancel", style: .cancel)
    alert.addAction(ok)
    alert.addAction(cancel)
    alert.preferredAction = ok
    #expect(alert.actions == [ok, cancel])
    #expect(alert.preferredAction === ok)
    #expect(ok.title == "OK" && ok.style == .default && ok.isEnabled)
  }

  @Test func aSecondCancelActionRaisesUIKitsExceptionAndIsNotAdded() {
    let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    let messages = UIKitDiagnostics.capturing {
      alert.addAction(UIAlertAction(title: "Close", style: .cancel))
    }
    #expect(alert.actions.count == 1)
    #expect(
      messages == [
        .init(
          kind: .exception(name: "NSInternalInconsistencyException"),
          text:
            "UIAlertController can only have one action with a style of UIAlertActionStyleCancel")
      ])
  }

  @Test func textFieldsBelongToAlertsOnly() {
    let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
    var configured: UITextField?
    alert.addTextField { configured = $0 }
    #expect(alert.textFields?.count == 1)
    #expect(alert.textFields?.first === configured)
    let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
    let messages = UIKitDiagnostics.capturing { sheet.addTextField() }
    #expect(sheet.textFields == nil)
    #expect(
      messages.map(\.text) == [
        "Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert"
      ])
  }

  @Test func aPreferredActionMustBeOneOfTheActions() {
    let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
    let messages = UIKitDiagnostics.capturing {
      alert.preferredAction = UIAlertAction(title: "OK", style: .default)
    }
    #expect(alert.preferredAction == nil)
    #expect(messages.count == 1)
  }
}
