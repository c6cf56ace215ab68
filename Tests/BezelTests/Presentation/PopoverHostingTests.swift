import Bezel
import Testing
import UIKit

/// Popovers on an iPad and their adaptation on an iPhone.
///
/// The iPad Pro 11" window is 834 × 1194 with insets 24 / 20; the layout area is the safe area
/// inset by the default 10-point `popoverLayoutMargins`: x 10…824, y 34…1164. The arrow is 13
/// points (a stated model, `SheetMetrics`).
@MainActor
struct PopoverHostingTests {
  final class Root: UIViewController {
    let button = UIView(frame: CGRect(x: 100, y: 100, width: 50, height: 50))
    override func viewDidLoad() {
      view.addSubview(button)
    }
  }

  func presentPopover(
    on device: Device, direction: UIUserInterfaceLayoutDirection = .leftToRight,
    configure: (UIViewController, Root) -> Void
  ) -> (DeviceHost, UIViewController, [Diagnostic]) {
    let root = Root()
    let host = DeviceHost(root, on: device, traits: HostTraits(layoutDirection: direction))
    let content = UIViewController()
    content.modalPresentationStyle = .popover
    configure(content, root)
    let messages = Diagnostics.capturing {
      host.perform {
        root.present(content, animated: false)
        host.window.layoutIfNeeded()
      }
    }
    return (host, content, messages)
  }

  // Below the source (arrow up): y = 150 + 13 = 163; centred on x 125 at the default 320
  // width, x = −35, moved into the layout area at 10.
  @Test(arguments: [UIUserInterfaceLayoutDirection.leftToRight, .rightToLeft])
  func aPopoverSitsBelowItsSourceWithTheArrowUp(direction: UIUserInterfaceLayoutDirection) {
    let (_, content, _) = presentPopover(on: DeviceCatalog.iPadPro11, direction: direction) {
      content, root in
      content.popoverPresentationController?.sourceView = root.button
    }
    #expect(content.view.frame == CGRect(x: 10, y: 163, width: 320, height: 480))
    #expect(content.popoverPresentationController?.arrowDirection == .up)
  }

  @Test func aPopoverTakesThePreferredContentSize() {
    let (_, content, _) = presentPopover(on: DeviceCatalog.iPadPro11) { content, root in
      content.preferredContentSize = CGSize(width: 200, height: 100)
      content.popoverPresentationController?.sourceView = root.button
    }
    #expect(content.view.frame == CGRect(x: 25, y: 163, width: 200, height: 100))
  }

  // Only left permitted: right of the source, x = 150 + 13; centred on y 125: 75.
  @Test func permittedArrowDirectionsChooseTheSide() {
    let (_, content, _) = presentPopover(on: DeviceCatalog.iPadPro11) { content, root in
      content.preferredContentSize = CGSize(width: 200, height: 100)
      let popover = content.popoverPresentationController
      popover?.sourceView = root.button
      popover?.permittedArrowDirections = .left
    }
    #expect(content.view.frame == CGRect(x: 163, y: 75, width: 200, height: 100))
    #expect(content.popoverPresentationController?.arrowDirection == .left)
  }

  @Test func aPopoverWithoutASourceRaisesUIKitsExceptionAndPresentsNothing() {
    let (host, content, messages) = presentPopover(on: DeviceCatalog.iPadPro11) { _, _ in }
    #expect(host.rootViewController.presentedViewController == nil)
    #expect(content.presentingViewController == nil)
    #expect(messages.count == 1)
    #expect(
      messages.first?.text.hasSuffix(
        "should have a non-nil sourceView or barButtonItem set before the presentation occurs.")
        == true)
  }

  @Test func theDelegatePreparesThePopoverBeforeTheSourceIsChecked() {
    final class Preparer: NSObject, UIPopoverPresentationControllerDelegate {
      let source: UIView
      init(source: UIView) { self.source = source }
      func prepareForPopoverPresentation(_ controller: UIPopoverPresentationController) {
        controller.sourceView = source
      }
    }
    var preparer: Preparer?
    let (host, content, messages) = presentPopover(on: DeviceCatalog.iPadPro11) { content, root in
      preparer = Preparer(source: root.button)
      content.popoverPresentationController?.delegate = preparer
    }
    #expect(messages.isEmpty)
    #expect(content.presentingViewController === host.rootViewController)
    _ = preparer
  }

  // In compact width a popover adapts to a sheet: on the iPhone 15, (0, 69, 393, 783).
  @Test func aPopoverAdaptsToASheetInCompactWidth() {
    let (_, content, messages) = presentPopover(on: DeviceCatalog.iPhone15) { content, root in
      content.popoverPresentationController?.sourceView = root.button
    }
    #expect(messages.isEmpty)
    #expect(content.view.frame == CGRect(x: 0, y: 69, width: 393, height: 783))
  }

  // A delegate that returns .none keeps the popover on the iPhone.
  @Test func aDelegateCanKeepThePopoverInCompactWidth() {
    final class Keeper: NSObject, UIPopoverPresentationControllerDelegate {
      func adaptivePresentationStyle(for controller: UIPresentationController)
        -> UIModalPresentationStyle
      { .none }
    }
    let keeper = Keeper()
    let (_, content, _) = presentPopover(on: DeviceCatalog.iPhone15) { content, root in
      content.preferredContentSize = CGSize(width: 200, height: 100)
      content.popoverPresentationController?.sourceView = root.button
      content.popoverPresentationController?.delegate = keeper
    }
    #expect(content.view.frame == CGRect(x: 25, y: 163, width: 200, height: 100))
  }
}
