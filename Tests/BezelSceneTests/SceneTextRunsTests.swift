import Bezel
import BezelScene
import Testing
import UIKit

/// Scene files declare a label's attributed text as runs; bad runs are reported where they are
/// written.
@MainActor
struct SceneTextRunsTests {
  private func build(_ label: String) throws -> UILabel {
    let instance = try Scene.parse(
      "root:\n  view:\n    subviews:\n      - " + label + "\n", file: "test.yaml"
    ).makeScreen(0, idiom: .phone)
    return try #require(instance.view(named: "l") as? UILabel)
  }

  /// The attributes of the run at `location`, and that run's range.
  private func run(_ label: UILabel, at location: Int) throws -> (
    attributes: [NSAttributedString.Key: Any], range: NSRange
  ) {
    let text = try #require(label.attributedText)
    var range = NSRange(location: 0, length: 0)
    let attributes = text.attributes(at: location, effectiveRange: &range)
    return (attributes, range)
  }

  @Test func runsJoinIntoTheLabelsText() throws {
    let label = try build(
      "{type: label, name: l, runs: [{text: \"Fresh \"}, {text: bagels, color: systemRed}]}")
    #expect(label.text == "Fresh bagels")
    #expect(try run(label, at: 0).range == NSRange(location: 0, length: 6))
    #expect(try run(label, at: 6).range == NSRange(location: 6, length: 6))
  }

  @Test func aRunTakesItsFontAndColour() throws {
    let label = try build(
      "{type: label, name: l, runs: [{text: A, font: {size: 20, weight: bold}, color: \"#ff0000\"}]}"
    )
    let attributes = try run(label, at: 0).attributes
    let font = try #require(attributes[.font] as? UIFont)
    #expect(font.pointSize == 20)
    #expect(font.weightValue == UIFont.Weight.bold.rawValue)
    let color = try #require(attributes[.foregroundColor] as? UIColor)
    var red: CGFloat = 0
    var green: CGFloat = 0
    color.getRed(&red, green: &green, blue: nil, alpha: nil)
    #expect(red == 1 && green == 0)
  }

  @Test func aRunWithoutAFontTakesTheLabels() throws {
    let label = try build(
      "{type: label, name: l, font: {size: 13}, runs: [{text: A}, {text: B, font: {size: 30}}]}")
    #expect((try run(label, at: 0).attributes[.font] as? UIFont)?.pointSize == 13)
    #expect((try run(label, at: 1).attributes[.font] as? UIFont)?.pointSize == 30)
  }

  @Test func aRunTakesItsDecorationsKernAndBaselineOffset() throws {
    let label = try build(
      "{type: label, name: l, runs: [{text: A, underline: single, strikethrough: double, kern: 2, baselineOffset: 3, backgroundColor: systemYellow}]}"
    )
    let attributes = try run(label, at: 0).attributes
    // Numbers are `NSNumber`s, as in attributed text converted from `AttributedString`.
    #expect(attributes[.underlineStyle] as? Int == NSUnderlineStyle.single.rawValue)
    #expect(attributes[.strikethroughStyle] as? Int == NSUnderlineStyle.double.rawValue)
    #expect((attributes[.kern] as? NSNumber)?.doubleValue == 2)
    #expect((attributes[.baselineOffset] as? NSNumber)?.doubleValue == 3)
    #expect(attributes[.backgroundColor] is UIColor)
  }

  @Test func theLabelsKernAndLineSpacingReachEveryRun() throws {
    let label = try build(
      "{type: label, name: l, kern: 1.5, lineSpacing: 4, runs: [{text: A}, {text: B, kern: 3}]}")
    #expect((try run(label, at: 0).attributes[.kern] as? NSNumber)?.doubleValue == 1.5)
    #expect((try run(label, at: 1).attributes[.kern] as? NSNumber)?.doubleValue == 3)
    let style = try run(label, at: 1).attributes[.paragraphStyle] as? NSParagraphStyle
    #expect(style?.lineSpacing == 4)
  }

  @Test func aLabelOfRunsIsDrawnRunByRun() throws {
    let scene = try Scene.parse(
      """
      root:
        view:
          subviews:
            - {type: label, name: l, runs: [{text: "Fresh ", color: "#ff0000"}, {text: bagels}]}
          constraints:
            - l.top == safeArea.top + 20
            - l.leading == safeArea.leading + 20

      """, file: "test.yaml")
    let instance = try scene.makeScreen(0, idiom: .phone)
    let snapshot = LayoutSnapshot(
      DeviceHost(instance.rootViewController, on: DeviceCatalog.iPhone16))
    let text = try #require(snapshot.views.first { $0.name == "l" }?.text)
    #expect(text.runs.map(\.text) == ["Fresh ", "bagels"])
    #expect(text.runs[0].color == SnapshotColor(red: 1, green: 0, blue: 0))
  }

  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var view: String
    /// A fragment of the message.
    var message: String
    var testDescription: String { name }
  }

  nonisolated static let cases: [Case] = [
    Case(
      name: "runs not a list", view: "{type: label, runs: ‸Hello}", message: "a list of runs"),
    Case(
      name: "no runs", view: "{type: label, runs: ‸[]}",
      message: "a label's runs need at least one run"),
    Case(
      name: "run not a mapping", view: "{type: label, runs: [‸Hello]}", message: "a run such as"),
    Case(
      name: "run without text", view: "{type: label, runs: [‸{color: systemRed}]}",
      message: "a run needs its text"),
    Case(
      name: "text and runs", view: "{type: label, text: A, runs: ‸[{text: B}]}",
      message: "either text or runs"),
    Case(
      name: "unknown underline style", view: "{type: label, runs: [{text: A, underline: ‸wavy}]}",
      message: "underline style"),
    Case(
      name: "bad colour", view: "{type: label, runs: [{text: A, color: ‸\"#12\"}]}",
      message: "is not a #RRGGBB colour"),
    Case(
      name: "baseline offset out of range",
      view: "{type: label, runs: [{text: A, baselineOffset: ‸5000}]}",
      message: "5000 is out of range"),
    Case(
      name: "unknown key in a run", view: "{type: label, runs: [{text: A, ‸colour: systemRed}]}",
      message: "did you mean 'color'?"),
  ]

  @Test(arguments: cases)
  func aBadRunIsReportedWhereItIsWritten(_ fixture: Case) throws {
    let marked = MarkedText("root:\n  view:\n    subviews:\n      - " + fixture.view + "\n")
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
}
