import UIKit
import Yams

extension SceneParser {
  /// The presentation styles a scene can give, by their names in `UIModalPresentationStyle`.
  static let presentationStyles: [(String, UIModalPresentationStyle)] = [
    ("automatic", .automatic), ("fullScreen", .fullScreen), ("pageSheet", .pageSheet),
    ("formSheet", .formSheet), ("overFullScreen", .overFullScreen),
    ("currentContext", .currentContext), ("overCurrentContext", .overCurrentContext),
  ]

  /// Reads a `presents:` mapping: `{style:, detents:, selectedDetent:, controller:}`.
  func presentation(_ node: Node) -> ScenePresentation? {
    guard isMapping(node, what: "a presentation: {style:, controller:}") else { return nil }
    var reader = MappingReader(node, parser: self, subject: "a presentation")
    let style =
      reader.value("style").flatMap {
        choice($0, Self.presentationStyles, what: "presentation style")
      } ?? .automatic
    let detentChoices = ScenePresentation.Detent.allCases.map { ($0.rawValue, $0) }
    var detents: [ScenePresentation.Detent]?
    if let detentsNode = reader.value("detents") {
      detents = (list(detentsNode, what: "a list of detents") ?? []).compactMap {
        choice($0, detentChoices, what: "detent")
      }
      if detents?.isEmpty == true {
        report("a sheet needs at least one detent", at: detentsNode, expected: "medium, large")
      }
    }
    let selectedNode = reader.value("selectedDetent")
    let selected = selectedNode.flatMap { choice($0, detentChoices, what: "detent") }
    if let selected, let selectedNode, !(detents ?? [.large]).contains(selected) {
      report(
        "the sheet has no detent '\(selected.rawValue)'", at: selectedNode,
        expected: "one of its detents")
    }
    let controller = reader.value("controller").flatMap { self.controller($0) }
    if !reader.has("controller") {
      report("a presentation needs 'controller'", at: node, expected: "controller: {…}")
    }
    reader.finish()
    guard let controller else { return nil }
    return ScenePresentation(
      location: location(of: node), style: style, detents: detents, selectedDetent: selected,
      controller: controller)
  }
}
