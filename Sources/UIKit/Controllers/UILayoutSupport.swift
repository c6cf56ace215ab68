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

/// A view controller's legacy top or bottom guide: a zero-width strip owned by its view, as tall
/// as the bars (and status bar) that cover the top or the bottom of the view.
///
/// UIKit deprecated the guides in iOS 11 for the safe area, and their lengths follow it there:
/// Bezel's length is the root view's safe-area inset on that edge before the controller's own
/// `additionalSafeAreaInsets` (iPhone 8 in a navigation controller: top 20 + 44 = 64; iPhone X
/// in a tab bar controller: bottom 49 + 34 = 83).
@MainActor
final class UIViewControllerLayoutSupportGuide: UILayoutGuide, UILayoutSupport {
  enum Edge { case top, bottom }
  let edge: Edge
  weak var controller: UIViewController?
  /// The frame the engine's pins were last given.
  var pinnedFrame: CGRect?

  init(edge: Edge, controller: UIViewController) {
    self.edge = edge
    self.controller = controller
    super.init()
    identifier = edge == .top ? "_UIViewControllerTop" : "_UIViewControllerBottom"
    systemFrame = { [weak self] in
      guard let self else { return .zero }
      let bounds = self.controller?.viewIfLoaded?.storedBounds ?? .zero
      let length = self.length
      return CGRect(x: 0, y: edge == .top ? 0 : bounds.height - length, width: 0, height: length)
    }
  }

  var length: CGFloat {
    guard let insets = controller?.barSafeAreaInsets else { return 0 }
    return edge == .top ? insets.top : insets.bottom
  }
}
