import UIKit
import Yams

extension SceneParser {
  private static let controllerTypes: [(String, String)] = [
    ("controller", "a view controller"), ("navigation", "a navigation controller"),
    ("tabBar", "a tab bar controller"), ("split", "a split view controller"),
    ("byIdiom", "a choice by idiom"),
  ]

  /// Reads a controller mapping and everything it contains.
  func controller(_ node: Node) -> SceneController? {
    guard isMapping(node, what: "a view controller (a mapping)") else { return nil }
    guard enter(node) else { return nil }
    defer { depth -= 1 }
    var typeName = "controller"
    var reader = MappingReader(node, parser: self, subject: "a view controller")
    if let typeNode = reader.value("type") {
      guard
        let name = choice(
          typeNode, Self.controllerTypes.map { ($0.0, $0.0) }, what: "controller type")
      else { return nil }
      typeName = name
    }
    reader.subject = Self.controllerTypes.first { $0.0 == typeName }?.1 ?? "a view controller"
    var controller = SceneController(
      location: location(of: node), kind: .plain(view: nil, children: []))
    if typeName == "byIdiom" {
      controller.kind = byIdiom(&reader, at: node) ?? controller.kind
      reader.finish()
      return controller
    }
    if let node = reader.value("name"), let name = string(node, what: "a name") {
      controller.name = checkName(name, at: node) ? name : nil
    }
    controller.title = reader.value("title").flatMap { string($0) }
    controller.additionalSafeAreaInsets = reader.value("additionalSafeAreaInsets").flatMap {
      insets($0)
    }
    controller.viewRespectsSystemMinimumLayoutMargins = reader.value(
      "viewRespectsSystemMinimumLayoutMargins"
    ).flatMap { bool($0) }
    controller.presents = reader.value("presents").flatMap { presentation($0) }
    switch typeName {
    case "navigation":
      controller.kind = .navigation(
        SceneNavigation(
          viewControllers: controllers(reader.value("viewControllers"), what: "viewControllers"),
          prefersLargeTitles: reader.value("prefersLargeTitles").flatMap { bool($0) },
          navigationBarHidden: reader.value("navigationBarHidden").flatMap { bool($0) },
          toolbarHidden: reader.value("toolbarHidden").flatMap { bool($0) }))
      if case .navigation(let navigation) = controller.kind, navigation.viewControllers.isEmpty,
        !reader.has("viewControllers")
      {
        report("a navigation controller needs viewControllers", at: node)
      }
    case "tabBar":
      let tabs = controllers(reader.value("tabs"), what: "tabs")
      let selected = reader.value("selected").flatMap {
        integer($0, in: 0...max(tabs.count - 1, 0), what: "the index of a tab")
      }
      controller.kind = .tabBar(tabs: tabs, selected: selected ?? 0)
    case "split":
      guard let split = split(&reader, at: node) else {
        reader.finish()
        return nil
      }
      controller.kind = .split(split)
    default:
      controller.prefersStatusBarHidden = reader.value("prefersStatusBarHidden").flatMap {
        bool($0)
      }
      let view = reader.value("view").flatMap { self.view($0) }
      controller.kind = .plain(view: view, children: children(reader.value("children")))
    }
    reader.finish()
    return controller
  }

  private func controllers(_ node: Node?, what: String) -> [SceneController] {
    guard let node, let items = list(node, what: "a list of view controllers") else { return [] }
    return items.compactMap { controller($0) }
  }

  private func byIdiom(_ reader: inout MappingReader, at node: Node) -> SceneController.Kind? {
    let phone = reader.value("phone").flatMap { controller($0) }
    let pad = reader.value("pad").flatMap { controller($0) }
    let tv = reader.value("tv").flatMap { controller($0) }
    for key in ["phone", "pad"] where !reader.has(key) {
      report("a choice by idiom needs '\(key)'", at: node, expected: "phone: and pad:")
    }
    guard let phone, let pad else { return nil }
    return .byIdiom(phone: phone, pad: pad, tv: tv)
  }

  private func split(_ reader: inout MappingReader, at node: Node) -> SceneSplit? {
    let primary = reader.value("primary").flatMap { controller($0) }
    let secondary = reader.value("secondary").flatMap { controller($0) }
    let style =
      reader.value("style").flatMap {
        choice(
          $0,
          [
            ("doubleColumn", UISplitViewController.Style.doubleColumn),
            ("unspecified", .unspecified),
          ], what: "split view style")
      } ?? .doubleColumn
    let displayMode = reader.value("preferredDisplayMode").flatMap {
      choice(
        $0,
        [
          ("automatic", UISplitViewController.DisplayMode.automatic),
          ("secondaryOnly", .secondaryOnly), ("oneBesideSecondary", .oneBesideSecondary),
          ("oneOverSecondary", .oneOverSecondary),
        ], what: "display mode")
    }
    let fraction = reader.value("preferredPrimaryColumnWidthFraction").flatMap {
      number($0, in: 0...1, what: "a fraction of the width")
    }
    if !reader.has("primary") {
      report("a split view controller needs a primary controller", at: node, expected: "primary:")
    }
    guard let primary else { return nil }
    return SceneSplit(
      primary: primary, secondary: secondary, style: style, preferredDisplayMode: displayMode,
      preferredPrimaryColumnWidthFraction: fraction)
  }

  private func children(_ node: Node?) -> [SceneChild] {
    guard let node, let items = list(node, what: "a list of child controllers") else { return [] }
    return items.compactMap { item in
      guard isMapping(item, what: "a child: {in: containerName, controller: {…}}") else {
        return nil
      }
      var reader = MappingReader(item, parser: self, subject: "a child controller")
      let containerNode = reader.value("in")
      let container = containerNode.flatMap { string($0, what: "the name of a view") }
      let controller = reader.value("controller").flatMap { self.controller($0) }
      for key in ["in", "controller"] where !reader.has(key) {
        report("a child controller needs '\(key)'", at: item, expected: "in: and controller:")
      }
      reader.finish()
      guard let container, let containerNode, let controller else { return nil }
      return SceneChild(
        location: location(of: containerNode), container: container, controller: controller)
    }
  }
}
