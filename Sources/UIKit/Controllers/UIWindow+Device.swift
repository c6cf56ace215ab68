import Foundation

extension UIWindow {
  /// The insets the device gives the window now: `deviceInsetsProvider`'s for the status bar the
  /// controllers prefer, or `deviceSafeAreaInsets` when no provider is set.
  package var currentDeviceSafeAreaInsets: UIEdgeInsets {
    guard let provider = deviceInsetsProvider else { return deviceSafeAreaInsets }
    return provider(isStatusBarHidden)
  }

  /// Whether the status bar is hidden: the preference of the controller that decides it, found
  /// from the root through `childForStatusBarHidden` (WWDC 2018 session 235: the preference
  /// "is then propagating up through our contained view controller hierarchy and respected by
  /// the root").
  ///
  /// A navigation controller "will always display the status bar when the navigation bar is
  /// visible" on a notched iPhone (WWDC 2018 session 235); Bezel treats a device as notched when
  /// hiding the status bar would not reclaim its top inset.
  package var isStatusBarHidden: Bool {
    guard let root = rootViewController else { return false }
    let decider = root.statusBarHiddenDecider
    guard decider.prefersStatusBarHidden else { return false }
    if let provider = deviceInsetsProvider, provider(true).top > 0,
      decider.hasVisibleNavigationBarAbove(root: root)
    {
      return false
    }
    return true
  }

  /// Reads the status bar preferences again at the next layout.
  func statusBarAppearanceDidChange() {
    needsLayoutFlag = true
  }

  /// Lays out every view again after the bar heights changed.
  func barMetricsDidChange() {
    var stack: [UIView] = [self]
    while let view = stack.popLast() {
      view.needsLayoutFlag = true
      stack.append(contentsOf: view.storedSubviews)
    }
  }

  /// Moves the hosted interface to a new size and traits (a rotation, a new split width), as
  /// UIKit does: `willTransition(to:with:)` on the root controller when the traits change, then
  /// `viewWillTransition(to:with:)`; then the change is applied (the window's size, its traits,
  /// which call `traitCollectionDidChange(_:)` where they changed, and whatever the host does in
  /// `changes`, such as new device insets or bar metrics), the window is laid out, and the
  /// coordinator's alongside animations and then its completions run.
  ///
  /// - Parameters:
  ///   - size: the window's new size in points.
  ///   - traits: the window's new traits.
  ///   - changes: other changes the host makes at the moment the size changes.
  package func hostWillTransition(
    to size: CGSize, traits: UITraitCollection, changes: () -> Void = {}
  ) {
    let coordinator = ImmediateTransitionCoordinator(containerView: self)
    if let root = rootViewController {
      if !traits.isEqual(windowTraitCollection) {
        root.willTransition(to: traits, with: coordinator)
      }
      root.viewWillTransition(to: size, with: coordinator)
      // Presented controllers hear it through their presentation controllers.
      for controller in root.presentationControllersAbove {
        controller.viewWillTransition(to: size, with: coordinator)
      }
    }
    frame = CGRect(origin: frame.origin, size: size)
    if let rootView = rootViewController?.viewIfLoaded, rootView.storedSuperview === self {
      rootView.frame = bounds
    }
    changes()
    windowTraitCollection = traits
    layoutIfNeeded()
    coordinator.runAnimations()
    layoutIfNeeded()
    coordinator.complete()
  }
}

extension UIViewController {
  /// The controller whose `prefersStatusBarHidden` decides: this one, or the one its
  /// `childForStatusBarHidden` chain ends at.
  var statusBarHiddenDecider: UIViewController {
    var decider = self
    var visited: Set<ObjectIdentifier> = [ObjectIdentifier(self)]
    while let child = decider.childForStatusBarHidden,
      visited.insert(ObjectIdentifier(child)).inserted
    {
      decider = child
    }
    return decider
  }

  /// Whether a navigation controller between this controller and `root` shows its bar.
  func hasVisibleNavigationBarAbove(root: UIViewController) -> Bool {
    var current: UIViewController? = self
    while let controller = current {
      if let navigation = controller as? UINavigationController, !navigation.isNavigationBarHidden {
        return true
      }
      if controller === root { break }
      current = controller.storedParent
    }
    return false
  }
}
