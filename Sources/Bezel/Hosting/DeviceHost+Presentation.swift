import UIKit

extension DeviceHost {
  /// The controllers presented on the host's window, from the one the root presents to the
  /// topmost; empty when nothing is presented.
  public var presentedViewControllers: [UIViewController] {
    var chain: [UIViewController] = []
    var current = rootViewController.presentedViewController
    while let controller = current, !chain.contains(where: { $0 === controller }) {
      chain.append(controller)
      current = controller.presentedViewController
    }
    return chain
  }

  /// The controller on top: the last one presented, or the root when nothing is presented.
  public var topmostViewController: UIViewController {
    presentedViewControllers.last ?? rootViewController
  }
}
