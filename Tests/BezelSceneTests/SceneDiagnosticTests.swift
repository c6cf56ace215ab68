import BezelScene
import Testing

/// Diagnostics point at the offending text: each case marks the position with `‸`.
struct SceneDiagnosticTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var scene: String
    /// A fragment of the message.
    var message: String
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "unknown key", scene: "root:\n  view:\n    ‸backgroundColour: red\n",
      message: "unknown key 'backgroundColour' for a view; did you mean 'backgroundColor'?"),
    Case(
      name: "unknown attribute",
      scene: "root:\n  view:\n    subviews: [{name: title}]\n    constraints:\n"
        + "      - title.‸leadin == safeArea.leading\n",
      message: "unknown attribute 'leadin' of 'title'; did you mean 'leading'?"),
    Case(
      name: "unknown view",
      scene: "root:\n  view:\n    subviews: [{name: title}]\n    constraints:\n"
        + "      - ‸titel.leading == leading\n",
      message: "unknown view 'titel'; did you mean 'title'?"),
    Case(
      name: "guide of scroll views on a plain view",
      scene: "root:\n  view:\n    subviews: [{name: a}]\n    constraints:\n"
        + "      - a.top == ‸content.top\n",
      message: "'content' is a guide of scroll views"),
    Case(
      name: "unknown guide",
      scene: "root:\n  view:\n    subviews: [{name: a}]\n    constraints:\n"
        + "      - a.top == a.‸safeare.top\n",
      message: "unknown guide 'safeare' of 'a'; did you mean 'safeArea'?"),
    Case(
      name: "attribute pair UIKit refuses",
      scene: "root:\n  view:\n    subviews: [{name: a}, {name: b}]\n    constraints:\n"
        + "      - a.leading == b.‸top\n",
      message: "'leading' cannot be related to 'top'"),
    Case(
      name: "leading against left",
      scene: "root:\n  view:\n    subviews: [{name: a}, {name: b}]\n    constraints:\n"
        + "      - a.leading == b.‸left\n",
      message: "leading and trailing cannot be related to left and right"),
    Case(
      name: "position equal to a constant",
      scene: "root:\n  view:\n    subviews: [{name: a}]\n    constraints:\n"
        + "      - a.‸top == 20\n",
      message: "'top' is a position and must be related to another item"),
    Case(
      name: "single equals sign",
      scene: "root:\n  view:\n    subviews: [{name: a}]\n    constraints:\n"
        + "      - a.top ‸= top\n",
      message: "unexpected character '='"),
    Case(
      name: "column inside a quoted expression",
      scene: "root:\n  view:\n    subviews: [{name: a}, {name: b}]\n    constraints:\n"
        + "      - \"a.top == b.‸bottm + 8\"\n",
      message: "unknown attribute 'bottm' of 'b'; did you mean 'bottom'?"),
    Case(
      name: "priority out of range",
      scene: "root:\n  view:\n    subviews: [{name: a}]\n    constraints:\n"
        + "      - a.height == 44 @‸2000\n",
      message: "priority 2000 is out of range"),
    Case(
      name: "superview of a root view",
      scene: "root:\n  view:\n    constraints:\n      - top == ‸superview.top\n",
      message: "its superview is not in the scene"),
    Case(
      name: "container not in the tree",
      scene: "root:\n  view: {name: main}\n  children:\n    - in: ‸sheet\n      controller: {}\n",
      message: "unknown view 'sheet'"),
    Case(
      name: "not true or false", scene: "root:\n  view:\n    hidden: ‸maybe\n",
      message: "'maybe' is not true or false"),
    Case(
      name: "number out of range",
      scene: "root:\n  view:\n    type: label\n    numberOfLines: ‸-3\n",
      message: "-3 is out of range"),
    Case(
      name: "not a number", scene: "root:\n  view:\n    type: stack\n    spacing: ‸.nan\n",
      message: "'.nan' is not a number"),
    Case(
      name: "unknown view type", scene: "root:\n  view:\n    type: ‸lable\n",
      message: "unknown view type 'lable'; did you mean 'label'?"),
    Case(
      name: "list of the wrong length",
      scene: "root:\n  additionalSafeAreaInsets: ‸[1, 2, 3]\n",
      message: "expected 4 numbers, found 3"),
    Case(
      name: "repeated view name",
      scene: "root:\n  view:\n    subviews:\n      - name: a\n      - ‸name: a\n",
      message: "a view named 'a' already exists"),
    Case(
      name: "view reused through an alias",
      scene: "root:\n  view:\n    subviews:\n      - &box\n        name: a\n      - ‸*box\n",
      message: "a mapping or list written at line 4 is used again through a YAML alias"),
    Case(
      name: "reserved name", scene: "root:\n  view:\n    name: ‸safeArea\n",
      message: "'safeArea' is a word of the constraint language"),
    Case(
      name: "visual format as a plain string",
      scene: "root:\n  view:\n    subviews: [{name: a}]\n    constraints:\n"
        + "      - ‸H:|-[a]-|\n",
      message: "a visual format must be written as a mapping"),
    Case(
      name: "an alias inside its own anchor (a cycle)", scene: "a: &a {b: ‸*a}\nroot: {}\n",
      message: "found undefined alias"),
    Case(
      name: "screen named twice",
      scene: "screens:\n  - {name: a, root: {}}\n  - ‸{name: a, root: {}}\n",
      message: "a screen named 'a' already exists"),
    Case(
      name: "YAML syntax", scene: "root:\n  view: [a, b\n‸",
      message: "invalid YAML"),
  ]

  @Test(arguments: cases)
  func aDiagnosticPointsAtTheOffendingText(_ fixture: Case) throws {
    let marked = MarkedText(fixture.scene)
    let error = #expect(throws: SceneErrors.self) {
      try Scene.parse(marked.text, file: "case.yaml")
    }
    let diagnostic = try #require(error?.diagnostics.first)
    #expect(error?.diagnostics.count == 1, "\(error?.description ?? "")")
    #expect(
      MarkedText.Position(line: diagnostic.line, column: diagnostic.column) == marked.marks.first,
      "\(diagnostic)")
    #expect(diagnostic.message.contains(fixture.message), "\(diagnostic)")
  }

  @Test func everyProblemInAFileIsReportedInOrder() throws {
    let marked = MarkedText(
      """
      name: Many
      screens:
        - name: one
          root:
            ‸titel: One
            view:
              type: label
              numberOfLines: ‸many
              subviews: [{name: x}]
              constraints:
                - x.top == ‸y.bottom
                - x.width == x.height * ‸0
        - name: two
          root:
            type: ‸stack
      """)
    let error = #expect(throws: SceneErrors.self) {
      try Scene.parse(marked.text, file: "many.yaml")
    }
    let positions = (error?.diagnostics ?? []).map {
      MarkedText.Position(line: $0.line, column: $0.column)
    }
    #expect(positions == marked.marks, "\(error?.description ?? "")")
  }

  // The description reads like a compiler's: location, message, expectation, then the line
  // and a caret with tildes under the offending text.
  @Test func theDescriptionShowsTheLineAndACaret() throws {
    let error = #expect(throws: SceneErrors.self) {
      try Scene.parse(
        "root:\n  view:\n    subviews: [{name: title}]\n    constraints:\n"
          + "      - title.leadin == leading\n", file: "scene.yaml")
    }
    let description = try #require(error?.diagnostics.first?.description)
    #expect(
      description == """
        scene.yaml:5:15: error: unknown attribute 'leadin' of 'title'; did you mean 'leading'?; \
        expected one of leading, trailing, left, right, top, bottom, width, height, centerX, \
        centerY, firstBaseline, lastBaseline, edges, center, size
              - title.leadin == leading
                      ^~~~~~
        """)
  }
}
