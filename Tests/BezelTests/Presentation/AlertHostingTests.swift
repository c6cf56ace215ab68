import Bezel
import Testing
import UIKit

/// Alerts and action sheets presented on catalog devices, and the driver that taps their
/// actions.
///
/// An alert is 270 points wide with 44-point buttons (`DW`); an action sheet's buttons are 57
/// points (`SA`). Alerts without a title or message have no header, so their height is their
/// buttons'.
@MainActor
struct AlertHostingTests {
  final class Root: UIViewController {
    let button = UIView(frame: CGRect(x: 100, y: 100, width: 50, height: 50))
    override func viewDidLoad() { view.addSubview(button) }
  }

  func host(
    _ device: Device, direction: UIUserInterfaceLayoutDirection = .leftToRight
  ) -> (DeviceHost, Root) {
    let root = Root()
    return (DeviceHost(root, on: device, traits: HostTraits(layoutDirection: direction)), root)
  }

  func show(_ alert: UIAlertController, in host: DeviceHost, from root: UIViewController)
    -> [Diagnostic]
  {
    Diagnostics.capturing {
      host.perform {
        root.present(alert, animated: false)
        host.window.layoutIfNeeded()
      }
    }
  }

  /// The iPhone 15's alert origin: (393 − 270) / 2 = 61.5 points, 184.5 pixels at 3×, which
  /// UIKit rounds to the pixel: 185 / 3.
  let alertX = CGFloat(185) / 3

  // iPhone 15 (393 × 852): two actions side by side, 44 tall, centred:
  // ((393 − 270) / 2, (852 − 44) / 2) = (61.5, 404), x on the pixel grid.
  @Test func anAlertIsCentredAtUIKitsWidth() {
    let (host, root) = host(DeviceCatalog.iPhone15)
    let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    alert.addAction(UIAlertAction(title: "OK", style: .default))
    _ = show(alert, in: host, from: root)
    #expect(isClose(alert.view.frame, CGRect(x: alertX, y: 404, width: 270, height: 44)))
  }

  // Three actions stack: 3 × 44 = 132 tall, y = (852 − 132) / 2 = 360.
  @Test func threeActionsStackUp() {
    let (host, root) = host(DeviceCatalog.iPhone15)
    let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
    for title in ["One", "Two", "Three"] {
      alert.addAction(UIAlertAction(title: title, style: .default))
    }
    _ = show(alert, in: host, from: root)
    #expect(isClose(alert.view.frame, CGRect(x: alertX, y: 360, width: 270, height: 132)))
  }

  // With two actions the cancel action is on the leading side, whatever the order added:
  // its button's centre is 67.5 points into the alert in left-to-right, 202.5 in right-to-left.
  @Test(arguments: [
    (UIUserInterfaceLayoutDirection.leftToRight, CGFloat(67.5)), (.rightToLeft, CGFloat(202.5)),
  ])
  func theCancelActionIsOnTheLeadingSide(
    direction: UIUserInterfaceLayoutDirection, offset: CGFloat
  ) {
    let (host, root) = host(DeviceCatalog.iPhone15, direction: direction)
    let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "OK", style: .default))
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    _ = show(alert, in: host, from: root)
    #expect(isClose(host.alertButtonCenter(titled: "Cancel"), CGPoint(x: alertX + offset, y: 426)))
  }

  @Test func tappingAnActionDismissesTheAlertThenRunsTheHandler() {
    let (host, root) = host(DeviceCatalog.iPhone15)
    let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
    var presenterWhenHandled: UIViewController?? = .none
    alert.addAction(
      UIAlertAction(title: "OK", style: .default) { _ in
        presenterWhenHandled = .some(alert.presentingViewController)
      })
    _ = show(alert, in: host, from: root)
    #expect(host.presentedAlert === alert)
    #expect(host.tapAlertAction(titled: "OK"))
    host.finish()
    #expect(presenterWhenHandled == .some(nil))
    #expect(root.presentedViewController == nil)
  }

  @Test func tappingAMissingActionTapsNothing() {
    let (host, root) = host(DeviceCatalog.iPhone15)
    let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "OK", style: .default))
    _ = show(alert, in: host, from: root)
    #expect(!host.tapAlertAction(titled: "Delete"))
    #expect(root.presentedViewController === alert)
  }

  @Test func aDisabledActionDoesNothing() {
    let (host, root) = host(DeviceCatalog.iPhone15)
    let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
    var ran = false
    let action = UIAlertAction(title: "OK", style: .default) { _ in ran = true }
    action.isEnabled = false
    alert.addAction(action)
    _ = show(alert, in: host, from: root)
    host.tapAlertAction(titled: "OK")
    host.finish()
    #expect(!ran)
    #expect(root.presentedViewController === alert)
  }

  // An action sheet on the iPhone 15: 393 − 2 × 8 = 377 wide; two actions and the cancel
  // action 8 points below them: 2 × 57 + 8 + 57 = 179 tall, its bottom at 852 − 34 = 818.
  @Test(arguments: [UIUserInterfaceLayoutDirection.leftToRight, .rightToLeft])
  func anActionSheetRisesFromTheBottomOnAPhone(direction: UIUserInterfaceLayoutDirection) {
    let (host, root) = host(DeviceCatalog.iPhone15, direction: direction)
    let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
    sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    sheet.addAction(UIAlertAction(title: "Copy", style: .default))
    sheet.addAction(UIAlertAction(title: "Delete", style: .destructive))
    let messages = show(sheet, in: host, from: root)
    #expect(messages.isEmpty)
    #expect(sheet.view.frame == CGRect(x: 8, y: 639, width: 377, height: 179))
    // The cancel button is last, in its own group: centre y 639 + 122 + 28.5.
    #expect(host.alertButtonCenter(titled: "Cancel")?.y == 789.5)
  }

  @Test func anActionSheetWithoutASourceOnAnIPadRaisesUIKitsExceptionAndPresentsNothing() {
    let (host, root) = host(DeviceCatalog.iPadPro11)
    let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
    sheet.addAction(UIAlertAction(title: "Copy", style: .default))
    let messages = show(sheet, in: host, from: root)
    #expect(root.presentedViewController == nil)
    #expect(messages.count == 1)
    #expect(messages.first?.kind == .exception(name: "NSGenericException"))
    let text = messages.first?.text ?? ""
    #expect(
      text.hasPrefix("Your application has presented a UIAlertController (<UIAlertController: "))
    #expect(text.contains(") of style UIAlertControllerStyleActionSheet from "))
    #expect(
      text.hasSuffix(
        "You must provide either a sourceView and sourceRect or a barButtonItem.  If this "
          + "information is not known when you present the alert controller, you may provide it "
          + "in the UIPopoverPresentationControllerDelegate method "
          + "-prepareForPopoverPresentation."))
  }

  // In a popover the cancel action has no button (a tap outside cancels): two buttons of 57,
  // 304 wide (a stated model), below the source with the arrow up at y 150 + 13.
  @Test func anActionSheetInAPopoverLeavesOutTheCancelAction() {
    let (host, root) = host(DeviceCatalog.iPadPro11)
    let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
    sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    sheet.addAction(UIAlertAction(title: "Copy", style: .default))
    sheet.addAction(UIAlertAction(title: "Delete", style: .destructive))
    sheet.popoverPresentationController?.sourceView = root.button
    _ = show(sheet, in: host, from: root)
    #expect(sheet.view.frame == CGRect(x: 10, y: 163, width: 304, height: 114))
    #expect(host.alertButtonCenter(titled: "Cancel") == nil)
    #expect(host.alertButtonCenter(titled: "Copy") != nil)
  }
}
