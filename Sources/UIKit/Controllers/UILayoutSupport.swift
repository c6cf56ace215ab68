import Foundation

/// A guide that view controllers expose for the edges of their bars (the legacy
/// `topLayoutGuide` and `bottomLayoutGuide`).
@MainActor @preconcurrency
public protocol UILayoutSupport: NSObjectProtocol {
  var length: CGFloat { get }
  var topAnchor: NSLayoutYAxisAnchor { get }
  var bottomAnchor: NSLayoutYAxisAnchor { get }
  var heightAnchor: NSLayoutDimension { get }
}

/// A view controller's legacy top or bottom guide: a layout guide owned by its view, a
/// zero-height strip at the top or bottom while no bars cover the view.
@MainActor
final class UIViewControllerLayoutSupportGuide: UILayoutGuide, UILayoutSupport {
  enum Edge { case top, bottom }
  let edge: Edge
  weak var controller: UIViewController?

  init(edge: Edge, controller: UIViewController) {
    self.edge = edge
    self.controller = controller
    super.init()
    identifier = edge == .top ? "_UIViewControllerTop" : "_UIViewControllerBottom"
    systemFrame = { [weak self] in
      guard let self, let bounds = owningView?.storedBounds else { return .zero }
      return CGRect(x: 0, y: edge == .top ? 0 : bounds.height, width: 0, height: 0)
    }
  }

  var length: CGFloat { 0 }
}
