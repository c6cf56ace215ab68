import UIKit

extension SceneController {
  /// The controllers directly inside this one, in document order (both branches of a
  /// `byIdiom`).
  var subcontrollers: [SceneController] {
    ownSubcontrollers + (presents.map { [$0.controller] } ?? [])
  }

  /// The controllers directly inside this one that its kind holds: all but the presented one.
  private var ownSubcontrollers: [SceneController] {
    switch kind {
    case .plain(_, let children): children.map(\.controller)
    case .navigation(let navigation): navigation.viewControllers
    case .tabBar(let tabs, _): tabs
    case .split(let split): [split.primary] + (split.secondary.map { [$0] } ?? [])
    case .byIdiom(let phone, let pad, let tv): [phone, pad] + (tv.map { [$0] } ?? [])
    }
  }

  /// This controller with its direct subcontrollers replaced by `new`, in the order of
  /// `subcontrollers`.
  func replacingSubcontrollers(_ new: [SceneController]) -> SceneController {
    var result = self
    var new = new
    if result.presents != nil, new.count > ownSubcontrollers.count, let last = new.popLast() {
      result.presents?.controller = last
    }
    switch kind {
    case .plain(let view, var children):
      for index in children.indices where index < new.count {
        children[index].controller = new[index]
      }
      result.kind = .plain(view: view, children: children)
    case .navigation(var navigation):
      navigation.viewControllers = new
      result.kind = .navigation(navigation)
    case .tabBar(_, let selected):
      result.kind = .tabBar(tabs: new, selected: selected)
    case .split(var split):
      if let primary = new.first { split.primary = primary }
      if split.secondary != nil, new.count > 1 { split.secondary = new[1] }
      result.kind = .split(split)
    case .byIdiom(let phone, let pad, let tv):
      result.kind = .byIdiom(
        phone: new.first ?? phone, pad: new.count > 1 ? new[1] : pad,
        tv: tv == nil ? nil : (new.count > 2 ? new[2] : tv))
    }
    return result
  }

  /// This controller after `visit` has changed it and then, depth first in document order,
  /// every controller inside it.
  func walked(_ visit: (inout SceneController) -> Void) -> SceneController {
    var controller = self
    visit(&controller)
    return controller.replacingSubcontrollers(controller.subcontrollers.map { $0.walked(visit) })
  }

  /// The controllers of the tree built on a device of `idiom`, depth first: `byIdiom` choices
  /// made.
  func controllers(for idiom: UIUserInterfaceIdiom) -> [SceneController] {
    let controller = resolved(for: idiom)
    return [controller] + controller.subcontrollers.flatMap { $0.controllers(for: idiom) }
  }
}

extension SceneView {
  /// This view after `visit` has changed it and then, depth first in document order, every view
  /// inside it.
  func walked(_ visit: (inout SceneView) -> Void) -> SceneView {
    var view = self
    visit(&view)
    view.subviews = view.subviews.map { $0.walked(visit) }
    view.arrangedSubviews = view.arrangedSubviews.map { $0.walked(visit) }
    return view
  }
}
