import Foundation

@testable import UIKit

extension MisuseRun {
  /// Runs a presentation, sheet or keyboard call as apps get them wrong: presenting twice, from
  /// a controller outside any window, a controller on itself, dismissing with nothing presented,
  /// a detent identifier no detent has, an unusual style, a keyboard guide outside a window.
  func runPresentation(_ call: Int, value: CGFloat) {
    window.context.run {
      let top = topmostPresented
      switch call {
      case 0, 1:
        let presented = UIViewController()
        let pick = value.isFinite && abs(value) < 1e9 ? abs(Int(value)) : 0
        presented.modalPresentationStyle = Self.styles[pick % Self.styles.count]
        top.present(presented, animated: call == 1)
      case 2: controller.present(controller, animated: false)
      case 3: UIViewController().present(UIViewController(), animated: false)
      case 4: top.dismiss(animated: value > 0)
      case 5: controller.dismiss(animated: false)
      case 6:
        guard let sheet = top.sheetPresentationController else { return }
        sheet.detents = value > 0 ? [.medium()] : []
        sheet.selectedDetentIdentifier = UISheetPresentationController.Detent.Identifier(
          "missing-\(value)")
      case 7:
        top.sheetPresentationController?.animateChanges {
          top.sheetPresentationController?.selectedDetentIdentifier = .large
        }
      case 8:
        let alert = UIAlertController(
          title: "\(value)", message: nil, preferredStyle: value > 0 ? .alert : .actionSheet)
        alert.addAction(UIAlertAction(title: "OK", style: .cancel))
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        top.present(alert, animated: false)
      case 9:
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: value, height: 44))
        top.viewIfLoaded?.addSubview(field)
        _ = field.becomeFirstResponder()
        if value < 0 { field.removeFromSuperview() }
      case 10: _ = UIView().keyboardLayoutGuide.layoutFrame
      default: window.endEditing(true)
      }
    }
  }

  /// The controller at the top of the run's presentations.
  private var topmostPresented: UIViewController {
    var top: UIViewController = controller
    var visited: Set<ObjectIdentifier> = []
    while let next = top.presentedViewController, visited.insert(ObjectIdentifier(next)).inserted {
      top = next
    }
    return top
  }

  private static let styles: [UIModalPresentationStyle] = [
    .automatic, .fullScreen, .pageSheet, .formSheet, .overFullScreen, .currentContext,
    .overCurrentContext, .popover,
  ]
}
