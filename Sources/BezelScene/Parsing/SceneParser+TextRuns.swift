import UIKit
import Yams

// A label's attributed text as a list of runs:
//   runs:
//     - {text: "Fresh ", font: {size: 20, weight: bold}, color: systemRed}
//     - {text: bagels, underline: single, baselineOffset: 2}
// Each run has its text and, optionally, a font (as a label's), a colour and a background
// colour, an underline and a strikethrough (single, thick or double), a kern and a baseline
// offset; what a run leaves out, the label's font, colour and kern fill in.

extension SceneParser {
  private static let lineStyles: [(String, NSUnderlineStyle)] = [
    ("single", .single), ("thick", .thick), ("double", .double),
  ]

  /// The runs of `node`, a non-empty list of runs, or nil (reported) when it is not one.
  func textRuns(_ node: Node) -> [SceneTextRun]? {
    let example = "[{text: Hello, color: systemRed}, {text: World}]"
    guard let items = list(node, what: "a list of runs") else { return nil }
    guard !items.isEmpty else {
      report("a label's runs need at least one run", at: node, expected: example)
      return nil
    }
    var runs: [SceneTextRun] = []
    var complete = true
    for item in items {
      guard isMapping(item, what: "a run such as {text: Hello, color: systemRed}") else {
        complete = false
        continue
      }
      var reader = MappingReader(item, parser: self, subject: "a run")
      let text = reader.value("text").flatMap { string($0) }
      if text == nil, !reader.has("text") {
        report("a run needs its text", at: item, expected: "{text: Hello}")
      }
      var run = SceneTextRun(text: text ?? "")
      run.font = reader.value("font").flatMap { font($0) }
      run.color = reader.value("color").flatMap { color($0) }
      run.backgroundColor = reader.value("backgroundColor").flatMap { color($0) }
      run.underline = reader.value("underline").flatMap {
        choice($0, Self.lineStyles, what: "underline style")
      }
      run.strikethrough = reader.value("strikethrough").flatMap {
        choice($0, Self.lineStyles, what: "strikethrough style")
      }
      run.kern = reader.value("kern").flatMap { number($0, in: -1000...1000) }
      run.baselineOffset = reader.value("baselineOffset").flatMap {
        number($0, in: -1000...1000)
      }
      reader.finish()
      if text == nil { complete = false }
      runs.append(run)
    }
    return complete ? runs : nil
  }
}
