import Foundation

// View-controller containment (UIViewController.h, "Managing child view controllers in a custom
// container"): `addChild(_:)` calls `willMove(toParent:)` on the child and leaves
// `didMove(toParent:)` to the container; `removeFromParent()` calls `didMove(toParent: nil)` and
// leaves `willMove(toParent: nil)` to the container.
extension UIViewController {
  func insertChild(_ child: UIViewController) {
    guard child !== self, !isDescendant(of: child) else { return }
    if child.storedParent === self { return }
    // "If the new child view controller is already the child of a container view controller, it
    // is removed from that container before being added." (addChild(_:))
    if child.storedParent != nil { child.removeFromParent() }
    child.willMove(toParent: self)
    let before = TraitSnapshot(of: child)
    storedChildren.append(child)
    child.storedParent = self
    before.notifyChanges()
  }

  func detachFromParent() {
    guard let parent = storedParent else { return }
    let before = TraitSnapshot(of: self)
    parent.storedChildren.removeAll { $0 === self }
    storedParent = nil
    traitOverrideFromParent = nil
    before.notifyChanges()
    didMove(toParent: nil)
  }

  /// Whether `ancestor` contains this controller, directly or through other containers.
  func isDescendant(of ancestor: UIViewController) -> Bool {
    var current: UIViewController? = self
    while let controller = current {
      if controller === ancestor { return true }
      current = controller.storedParent
    }
    return false
  }

  /// The nearest container of the given class above this controller.
  func nearestAncestor<Container: UIViewController>() -> Container? {
    var current = storedParent
    while let controller = current {
      if let match = controller as? Container { return match }
      current = controller.storedParent
    }
    return nil
  }

  /// This controller if it is a navigation controller, else the nearest one above it.
  var nearestNavigationController: UINavigationController? {
    (self as? UINavigationController) ?? navigationController
  }

  // MARK: Traits

  /// Traits flow from parent to child (UIKit's trait hierarchy): a child has its parent's traits
  /// combined with what the container gives it and what the parent set with
  /// `setOverrideTraitCollection(_:forChild:)`; a controller without a parent has the traits of
  /// the view its view is in, or the window's, or, before its view is in one, those of the
  /// window its context source is shown in (a presented controller's presenter's).
  var containedTraitCollection: UITraitCollection {
    guard let parent = storedParent else {
      let inherited =
        viewIfLoaded?.storedSuperview?.traitCollection
        ?? viewIfLoaded?.window?.context.traitCollection
        ?? loadingContext?.traitCollection ?? UITraitCollection.defaultTraits
      // A presented controller also gets its presentation controller's override.
      guard presentationIsActive,
        let override = presentationLinks.controller?.overrideTraitCollection
      else { return inherited }
      return UITraitCollection(traitsFrom: [inherited, override])
    }
    let inherited = parent.traitCollection
    let layers = [parent.containerTraits(forChild: self), traitOverrideFromParent].compactMap {
      $0
    }
    if layers.isEmpty { return inherited }
    return UITraitCollection(traitsFrom: [inherited] + layers)
  }

  func overrideTraits(_ collection: UITraitCollection?, forChild child: UIViewController) {
    guard child.storedParent === self else { return }
    let before = TraitSnapshot(of: child)
    child.traitOverrideFromParent = collection
    before.notifyChanges()
    child.viewIfLoaded?.setNeedsLayout()
  }

  // MARK: Bars and items

  func titleDidChange() {
    storedNavigationItem?.title = title
    storedTabBarItem?.title = title
    containerLayoutInputsDidChange()
  }

  func makeNavigationItem() -> UINavigationItem {
    if let item = storedNavigationItem { return item }
    let item = UINavigationItem(title: title ?? "")
    if title == nil { item.title = nil }
    item.owner = self
    storedNavigationItem = item
    return item
  }

  func makeTabBarItem() -> UITabBarItem {
    if let item = storedTabBarItem { return item }
    let item = UITabBarItem(title: title, image: nil, tag: 0)
    storedTabBarItem = item
    return item
  }

  /// Asks every container above the controller to lay out again, after a change that moves its
  /// bars or children (a hidden bottom bar, the extended edges).
  func containerLayoutInputsDidChange() {
    var current = storedParent
    while let container = current {
      container.viewIfLoaded?.setNeedsLayout()
      current = container.storedParent
    }
    viewIfLoaded?.setNeedsLayout()
  }
}

/// The traits of every controller and view under some roots, taken before a change so that
/// `traitCollectionDidChange(_:)` is called once on each whose traits the change altered.
@MainActor
struct TraitSnapshot {
  private var entries: [(environment: any UITraitEnvironment, traits: UITraitCollection)] = []

  /// The traits under a controller: the controller, its view's tree and its children.
  init(of controller: UIViewController) {
    var collector = Collector()
    collector.add(controller)
    entries = collector.environments.map { ($0, $0.traitCollection) }
  }

  /// The traits in a window: its views, their controllers and every contained controller.
  init(of window: UIWindow) {
    var collector = Collector()
    collector.add(window)
    if let root = window.rootViewController { collector.add(root) }
    entries = collector.environments.map { ($0, $0.traitCollection) }
  }

  /// Calls `traitCollectionDidChange(_:)` on each environment whose traits differ now, in the
  /// order UIKit walks them: a controller before its view, a view before its subviews.
  func notifyChanges() {
    for (environment, previous) in entries where !environment.traitCollection.isEqual(previous) {
      if let view = environment as? UIView {
        view.traitsDidChangeColors()
        view.systemGuideInputsDidChange(.traits)
      }
      environment.traitCollectionDidChange(previous)
    }
  }

  @MainActor
  private struct Collector {
    var environments: [any UITraitEnvironment] = []
    var seen: Set<ObjectIdentifier> = []

    mutating func add(_ controller: UIViewController) {
      if let view = controller.viewIfLoaded {
        add(view)
      }
      if seen.insert(ObjectIdentifier(controller)).inserted { environments.append(controller) }
      for child in controller.storedChildren { add(child) }
    }

    mutating func add(_ view: UIView) {
      var stack: [UIView] = [view]
      while let current = stack.popLast() {
        if let controller = current.owningViewController,
          seen.insert(ObjectIdentifier(controller)).inserted
        {
          environments.append(controller)
        }
        if seen.insert(ObjectIdentifier(current)).inserted { environments.append(current) }
        stack.append(contentsOf: current.storedSubviews.reversed())
      }
    }
  }
}
