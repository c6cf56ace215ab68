import Bezel
import Testing
import UIKit

/// Page and form sheets on catalog devices: the presented view's frame at each detent, its safe
/// area and traits, and the presenting view behind it.
///
/// Expected frames come from the measurements in `SheetMetrics` (`SI`, iOS 16): a full-height
/// sheet's top edge is 10 points below the top safe-area inset on a phone with a home indicator
/// and 20 points below on one with a home button, and its large detent value runs from there to
/// the bottom safe-area inset.
@MainActor
struct SheetHostingTests {
  /// Presents a plain controller from a host's root without animation and lays out.
  func presentSheet(
    on device: Device, orientation: Orientation = .portrait,
    direction: UIUserInterfaceLayoutDirection = .leftToRight,
    style: UIModalPresentationStyle = .automatic,
    configure: (UIViewController) -> Void = { _ in }
  ) -> (DeviceHost, UIViewController) {
    let root = UIViewController()
    let host = DeviceHost(
      root, on: device, orientation: orientation, traits: HostTraits(layoutDirection: direction))
    let sheet = UIViewController()
    sheet.modalPresentationStyle = style
    configure(sheet)
    host.perform {
      root.present(sheet, animated: false)
      host.window.layoutIfNeeded()
    }
    return (host, sheet)
  }

  // iPhone 15 (393 × 852, insets 59 / 34): top 59 + 10 = 69, height 852 − 69 = 783.
  @Test(arguments: [UIUserInterfaceLayoutDirection.leftToRight, .rightToLeft])
  func automaticIsAPageSheetBelowTheSafeAreaOnAPhoneWithAHomeIndicator(
    direction: UIUserInterfaceLayoutDirection
  ) {
    let (_, sheet) = presentSheet(on: DeviceCatalog.iPhone15, direction: direction)
    #expect(sheet.presentationController is UISheetPresentationController)
    #expect(sheet.view.frame == CGRect(x: 0, y: 69, width: 393, height: 783))
  }

  // iPhone SE 3 (375 × 667, status bar 20): top 20 + 20 = 40, height 627.
  @Test func aHomeButtonPhoneLeavesTwentyPointsBelowTheStatusBar() {
    let (_, sheet) = presentSheet(on: DeviceCatalog.iPhoneSE3)
    #expect(sheet.view.frame == CGRect(x: 0, y: 40, width: 375, height: 627))
  }

  // The resolution context's maximum is the measured one (`SI`): 749 on the 852-point screen
  // with insets 59 / 34 (iPhone 14 Pro, same screen as the iPhone 15), 627 on the iPhone SE 3.
  @Test(arguments: [
    (DeviceCatalog.iPhone15, CGFloat(749)), (DeviceCatalog.iPhoneSE3, CGFloat(627)),
  ])
  func theMaximumDetentValueIsTheMeasuredOne(device: Device, maximum: CGFloat) {
    var seen: CGFloat?
    _ = presentSheet(on: device) { sheet in
      sheet.sheetPresentationController?.detents = [
        .custom { context in
          seen = context.maximumDetentValue
          return 200
        }
      ]
    }
    #expect(seen == maximum)
  }

  // SE 3: medium = 627 / 2 = 313.5 (on the 2× pixel grid); top 667 − 313.5 = 353.5.
  @Test func aSheetRestsAtItsSmallestDetentByDefault() {
    let (_, sheet) = presentSheet(on: DeviceCatalog.iPhoneSE3) {
      $0.sheetPresentationController?.detents = [.medium(), .large()]
    }
    #expect(sheet.view.frame == CGRect(x: 0, y: 353.5, width: 375, height: 313.5))
    #expect(sheet.sheetPresentationController?.selectedDetentIdentifier == nil)
  }

  // A custom detent of 300 on the iPhone 15: top 852 − 34 − 300 = 518, height 334; the
  // view's bottom safe-area inset is the home indicator's 34, its top 0.
  @Test func aCustomDetentSetsTheHeightAboveTheBottomSafeArea() {
    let (_, sheet) = presentSheet(on: DeviceCatalog.iPhone15) {
      $0.sheetPresentationController?.detents = [.custom { _ in 300 }]
    }
    #expect(sheet.view.frame == CGRect(x: 0, y: 518, width: 393, height: 334))
    #expect(sheet.view.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
  }

  @Test func aSheetInheritsThePhonesSizeClasses() {
    let (_, sheet) = presentSheet(on: DeviceCatalog.iPhone15)
    #expect(sheet.traitCollection.horizontalSizeClass == .compact)
    #expect(sheet.traitCollection.verticalSizeClass == .regular)
  }

  // Setting the selected detent inside animateChanges moves the sheet on the host's clock:
  // medium (SE 3: top 353.5) until the animation ends, then large (top 40).
  @Test func animateChangesMovesTheSheetToTheSelectedDetentOnTheClock() {
    let (host, sheet) = presentSheet(on: DeviceCatalog.iPhoneSE3) {
      $0.sheetPresentationController?.detents = [.medium(), .large()]
    }
    let controller = sheet.sheetPresentationController!
    host.perform {
      controller.animateChanges { controller.selectedDetentIdentifier = .large }
    }
    #expect(sheet.view.frame.minY == 40)
    #expect(sheet.view.layer.presentation()?.frame.minY ?? 0 > 40)
    host.finish()
    #expect(sheet.view.layer.presentation()?.frame.minY ?? 40 == 40)
  }

  // Without animateChanges the sheet moves at once.
  @Test func settingTheSelectedDetentMovesTheSheetAtOnce() {
    let (host, sheet) = presentSheet(on: DeviceCatalog.iPhoneSE3) {
      $0.sheetPresentationController?.detents = [.medium(), .large()]
    }
    host.perform { sheet.sheetPresentationController?.selectedDetentIdentifier = .large }
    #expect(sheet.view.frame == CGRect(x: 0, y: 40, width: 375, height: 627))
  }

  // Behind a full-height sheet on the iPhone 15 the presenter shrinks to 393 − 2 × 16 = 361
  // points wide, its top edge at the safe-area top, 59 (a stated model, `SheetMetrics`).
  @Test func thePresentingViewShrinksBehindAFullHeightSheet() {
    let (host, _) = presentSheet(on: DeviceCatalog.iPhone15)
    let frame = host.rootViewController.view.frame
    #expect(abs(frame.width - 361) < 0.001)
    #expect(abs(frame.minY - 59) < 0.001)
    #expect(abs(frame.midX - 196.5) < 0.001)
  }

  @Test func thePresentingViewKeepsItsSizeBehindAMediumSheet() {
    let (host, _) = presentSheet(on: DeviceCatalog.iPhone15) {
      $0.sheetPresentationController?.detents = [.medium()]
    }
    #expect(host.rootViewController.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
  }

  // The medium detent is inactive in compact height: an iPhone 15 in landscape shows the
  // sheet over the whole 852 × 393 window.
  @Test func aSheetCoversTheScreenInCompactHeight() {
    let (_, sheet) = presentSheet(on: DeviceCatalog.iPhone15, orientation: .landscapeLeft) {
      $0.sheetPresentationController?.detents = [.medium(), .large()]
    }
    #expect(sheet.view.frame == CGRect(x: 0, y: 0, width: 852, height: 393))
  }

  // Edge-attached on an SE 3 in landscape (667 × 375, no insets): as wide as the portrait
  // screen, 375, centred at (667 − 375) / 2 = 146; top 0 + 20, height 355.
  @Test(arguments: [UIUserInterfaceLayoutDirection.leftToRight, .rightToLeft])
  func anEdgeAttachedSheetInCompactHeightIsAsWideAsThePortraitScreen(
    direction: UIUserInterfaceLayoutDirection
  ) {
    let (_, sheet) = presentSheet(
      on: DeviceCatalog.iPhoneSE3, orientation: .landscapeLeft, direction: direction
    ) {
      $0.sheetPresentationController?.prefersEdgeAttachedInCompactHeight = true
    }
    #expect(sheet.view.frame == CGRect(x: 146, y: 20, width: 375, height: 355))
  }

  // iPad Pro 11" (834 × 1194): a form sheet is 540 × 620 (`RC`), centred:
  // ((834 − 540) / 2, (1194 − 620) / 2) = (147, 287); in landscape (327, 107).
  @Test(arguments: [
    (Orientation.portrait, CGRect(x: 147, y: 287, width: 540, height: 620)),
    (Orientation.landscapeLeft, CGRect(x: 327, y: 107, width: 540, height: 620)),
  ])
  func aFormSheetIsCentredAtTheFormSizeOnAnIPad(orientation: Orientation, frame: CGRect) {
    for direction in [UIUserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
      let (_, sheet) = presentSheet(
        on: DeviceCatalog.iPadPro11, orientation: orientation, direction: direction,
        style: .formSheet)
      #expect(sheet.view.frame == frame)
    }
  }

  @Test func aFormSheetTakesThePreferredContentSize() {
    let (_, sheet) = presentSheet(on: DeviceCatalog.iPadPro11, style: .formSheet) {
      $0.preferredContentSize = CGSize(width: 400, height: 300)
    }
    #expect(sheet.view.frame == CGRect(x: 217, y: 447, width: 400, height: 300))
  }

  // A page sheet on the iPad Pro 11" (insets 24 / 20): 704 wide (a stated model), its top
  // 24 + 10 = 34 and as far from the bottom: x = (834 − 704) / 2 = 65, height 1194 − 68.
  @Test func aPageSheetOnAnIPadIsCentredAtThePageWidth() {
    let (_, sheet) = presentSheet(on: DeviceCatalog.iPadPro11, style: .pageSheet)
    #expect(sheet.view.frame == CGRect(x: 65, y: 34, width: 704, height: 1126))
  }

  // In compact width a form sheet is a sheet like a page sheet (`HK16`).
  @Test func aFormSheetInCompactWidthIsABottomSheet() {
    let (_, sheet) = presentSheet(on: DeviceCatalog.iPhone15, style: .formSheet)
    #expect(sheet.view.frame == CGRect(x: 0, y: 69, width: 393, height: 783))
  }

  @Test func rotatingMovesTheSheetToTheNewGeometry() {
    let (host, sheet) = presentSheet(on: DeviceCatalog.iPadPro11, style: .formSheet)
    host.rotate(to: .landscapeLeft)
    #expect(sheet.view.frame == CGRect(x: 327, y: 107, width: 540, height: 620))
  }
}

/// Dragging a sheet between its detents with a finger (`DeviceHost.pan`).
@MainActor
struct SheetDraggingTests {
  final class DetentLog: NSObject, UISheetPresentationControllerDelegate {
    var changes: [UISheetPresentationController.Detent.Identifier?] = []
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
      _ sheetPresentationController: UISheetPresentationController
    ) {
      changes.append(sheetPresentationController.selectedDetentIdentifier)
    }
  }

  func mediumSheet(log: DetentLog) -> (DeviceHost, UIViewController) {
    let root = UIViewController()
    let host = DeviceHost(root, on: DeviceCatalog.iPhoneSE3)
    let sheet = UIViewController()
    sheet.sheetPresentationController?.detents = [.medium(), .large()]
    sheet.sheetPresentationController?.delegate = log
    host.perform { root.present(sheet, animated: false) }
    return (host, sheet)
  }

  // SE 3: medium rests at 353.5, large at 40. A slow drag up by 300 points ends at 53.5,
  // nearest to large; the delegate hears the change once.
  @Test func draggingUpPastHalfwayRestsAtTheLargeDetent() {
    let log = DetentLog()
    let (host, sheet) = mediumSheet(log: log)
    host.pan(from: CGPoint(x: 180, y: 400), to: CGPoint(x: 180, y: 100), duration: 2)
    host.finish()
    #expect(sheet.view.frame == CGRect(x: 0, y: 40, width: 375, height: 627))
    #expect(sheet.sheetPresentationController?.selectedDetentIdentifier == .large)
    #expect(log.changes == [.large])
  }

  // A short slow drag up (50 points) settles back at medium, and the delegate hears nothing.
  @Test func aShortDragSettlesBackAtTheSameDetent() {
    let log = DetentLog()
    let (host, sheet) = mediumSheet(log: log)
    host.pan(from: CGPoint(x: 180, y: 400), to: CGPoint(x: 180, y: 350), duration: 2)
    host.finish()
    #expect(sheet.view.frame == CGRect(x: 0, y: 353.5, width: 375, height: 313.5))
    #expect(log.changes.isEmpty)
  }

  // Dragging the medium sheet down by 250 points leaves 63.5 of its 313.5: below half, so the
  // sheet is dismissed.
  @Test func draggingFarDownDismissesTheSheet() {
    let log = DetentLog()
    let (host, sheet) = mediumSheet(log: log)
    host.pan(from: CGPoint(x: 180, y: 400), to: CGPoint(x: 180, y: 650), duration: 2)
    host.finish()
    #expect(sheet.presentingViewController == nil)
    #expect(host.rootViewController.presentedViewController == nil)
  }

  @Test func aModalSheetRefusesToBeDraggedAway() {
    let log = DetentLog()
    let (host, sheet) = mediumSheet(log: log)
    sheet.isModalInPresentation = true
    host.pan(from: CGPoint(x: 180, y: 400), to: CGPoint(x: 180, y: 650), duration: 2)
    host.finish()
    #expect(sheet.presentingViewController === host.rootViewController)
  }
}
