import UIKit

extension SceneBuilder {
  /// Makes the controller `spec` describes on this builder's idiom, with everything inside it
  /// and the controller it presents once the screen is shown.
  func makeController(_ spec: SceneController) -> UIViewController {
    let spec = spec.resolved(for: idiom)
    let controller = makeOwnController(spec)
    if let presentation = spec.presents {
      presentations.append(
        SceneInstance.Presentation(
          presenter: controller, presented: makeController(presentation.controller),
          style: presentation.style, detents: presentation.detents,
          selectedDetent: presentation.selectedDetent))
    }
    return controller
  }

  /// Makes the controller `spec` (already resolved for the idiom) describes, with its children.
  private func makeOwnController(_ spec: SceneController) -> UIViewController {
    let controller: UIViewController
    switch spec.kind {
    case .plain(let view, let children):
      controller =
        spec.prefersStatusBarHidden.map { SceneViewController(prefersStatusBarHidden: $0) }
        ?? UIViewController()
      configure(controller, spec)
      var local: [String: UIView] = [:]
      if let view {
        controller.view = makeView(view, isRoot: true, into: &local)
      }
      for child in children {
        let childController = makeController(child.controller)
        guard let container = local[child.container] else {
          report("unknown view '\(child.container)'", at: child.location, text: child.container)
          continue
        }
        controller.addChild(childController)
        let childView: UIView = childController.view
        childView.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(childView)
        containments.append((childView, container, child.location))
        childController.didMove(toParent: controller)
      }
      return controller
    case .navigation(let navigation):
      let container = UINavigationController()
      configure(container, spec)
      container.setViewControllers(navigation.viewControllers.map(makeController), animated: false)
      if let large = navigation.prefersLargeTitles {
        container.navigationBar.prefersLargeTitles = large
      }
      if let hidden = navigation.navigationBarHidden {
        container.setNavigationBarHidden(hidden, animated: false)
      }
      if let hidden = navigation.toolbarHidden {
        container.setToolbarHidden(hidden, animated: false)
      }
      controller = container
    case .tabBar(let tabs, let selected):
      let container = UITabBarController()
      configure(container, spec)
      let children = tabs.map(makeController)
      container.setViewControllers(children, animated: false)
      if !children.isEmpty { container.selectedIndex = min(max(selected, 0), children.count - 1) }
      controller = container
    case .split(let split):
      let container = UISplitViewController(style: split.style)
      configure(container, spec)
      let primary = makeController(split.primary)
      let secondary = split.secondary.map(makeController)
      if split.style == .unspecified {
        container.viewControllers = [primary] + (secondary.map { [$0] } ?? [])
      } else {
        container.setViewController(primary, for: .primary)
        if let secondary { container.setViewController(secondary, for: .secondary) }
      }
      if let mode = split.preferredDisplayMode { container.preferredDisplayMode = mode }
      if let fraction = split.preferredPrimaryColumnWidthFraction {
        container.preferredPrimaryColumnWidthFraction = fraction
      }
      controller = container
    case .byIdiom:
      // `resolved(for:)` has chosen a branch; a choice is never left.
      controller = UIViewController()
    }
    return controller
  }

  private func configure(_ controller: UIViewController, _ spec: SceneController) {
    if let name = spec.name { controllers[name] = controller }
    if let title = spec.title { controller.title = title }
    if let insets = spec.additionalSafeAreaInsets { controller.additionalSafeAreaInsets = insets }
    if let respects = spec.viewRespectsSystemMinimumLayoutMargins {
      controller.viewRespectsSystemMinimumLayoutMargins = respects
    }
  }
}
