import UIKit

extension SceneParser {
  /// The scene with generated names for unnamed views and its constraints resolved; every name
  /// that is repeated or unknown, and every constraint UIKit would refuse, is reported.
  func validated(_ scene: Scene) -> Scene {
    var scene = scene
    for index in scene.screens.indices {
      var root = assigningNames(scene.screens[index].root)
      checkUniqueNames(root, screen: scene.screens[index].name)
      root = root.walked { controller in
        guard case .plain(let view, let children) = controller.kind else { return }
        let resolved = resolvingConstraints(view, children: children)
        controller.kind = .plain(view: resolved, children: children)
      }
      scene.screens[index].root = root
    }
    return scene
  }

  /// Names every unnamed view after its type and a number, such as `label2`, skipping names
  /// the screen already uses.
  private func assigningNames(_ root: SceneController) -> SceneController {
    var taken = Set<String>()
    _ = root.walked { controller in
      if case .plain(let view?, _) = controller.kind {
        for item in view.allViews where item.hasExplicitName { taken.insert(item.name) }
      }
    }
    var counters: [String: Int] = [:]
    return root.walked { controller in
      guard case .plain(let view?, let children) = controller.kind else { return }
      let named = view.walked { item in
        guard !item.hasExplicitName else { return }
        let type = item.kind.typeName
        var number = counters[type, default: 0]
        repeat {
          number += 1
          item.name = "\(type)\(number)"
        } while taken.contains(item.name)
        counters[type] = number
        taken.insert(item.name)
      }
      controller.kind = .plain(view: named, children: children)
    }
  }

  /// Reports a view or controller name used twice in the tree built on any idiom.
  private func checkUniqueNames(_ root: SceneController, screen: String) {
    for idiom in [UIUserInterfaceIdiom.phone, .pad, .tv] {
      var views = Set<String>()
      var controllers = Set<String>()
      for controller in root.controllers(for: idiom) {
        if let name = controller.name, !controllers.insert(name).inserted {
          report(
            "a controller named '\(name)' already exists in screen '\(screen)'",
            at: controller.location, text: name)
        }
        guard case .plain(let view?, _) = controller.kind else { continue }
        for item in view.allViews where !views.insert(item.name).inserted {
          report(
            "a view named '\(item.name)' already exists in screen '\(screen)'",
            at: item.location, expected: "a name used once in a screen")
        }
      }
    }
  }
}
