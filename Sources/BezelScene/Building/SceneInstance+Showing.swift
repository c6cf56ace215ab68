import Bezel
import UIKit

extension SceneInstance {
  /// A presentation the scene describes: a controller that `presenter` presents once the
  /// screen is shown.
  struct Presentation {
    var presenter: UIViewController
    var presented: UIViewController
    var style: UIModalPresentationStyle
    var detents: [ScenePresentation.Detent]?
    var selectedDetent: ScenePresentation.Detent?
  }

  /// Shows the screen on `device` in `orientation`: hosts its root controller, makes the
  /// presentations the scene describes (without animation, presenters first), makes its
  /// `firstResponder` first responder, which shows the keyboard, and lets every animation end.
  public func host(
    on device: Device, orientation: Orientation, traits: HostTraits = HostTraits()
  ) -> DeviceHost {
    let host = DeviceHost(rootViewController, on: device, orientation: orientation, traits: traits)
    host.perform {
      for presentation in presentations {
        let presented = presentation.presented
        presented.modalPresentationStyle = presentation.style
        if let sheet = presented.sheetPresentationController {
          if let detents = presentation.detents {
            sheet.detents = detents.map(\.detent)
          }
          if let selected = presentation.selectedDetent {
            sheet.selectedDetentIdentifier = selected.detent.identifier
          }
        }
        presentation.presenter.present(presented, animated: false)
      }
      _ = firstResponder?.becomeFirstResponder()
    }
    host.finish()
    return host
  }
}

extension ScenePresentation.Detent {
  /// UIKit's detent of the same name.
  @MainActor var detent: UISheetPresentationController.Detent {
    switch self {
    case .medium: .medium()
    case .large: .large()
    }
  }
}
