import Bezel
import Testing
import UIKit

/// The text of labels and buttons in snapshots, broken into lines for drawings.
@MainActor
struct SnapshotLabelTextTests {
  /// A controller whose view holds `views` at fixed frames, hosted on an iPhone 16.
  private func snapshot(_ views: [UIView]) -> LayoutSnapshot {
    let controller = UIViewController()
    for view in views { controller.view.addSubview(view) }
    return LayoutSnapshot(DeviceHost(controller, on: DeviceCatalog.iPhone16))
  }

  @Test func everyWordOfAMultilineLabelIsDrawnInLinesThatFitItsWidth() throws {
    let snapshot = articleSnapshot()
    let body = try #require(snapshot.views.first { $0.name == "body" })
    let text = try #require(body.text)
    let original = String(
      repeating: "Bagels are boiled, then baked, which gives them their chewy crust. ", count: 60)
    #expect(text.lines.joined(separator: " ") == original.trimmingCharacters(in: .whitespaces))
    #expect(text.lineWidths.allSatisfy { $0 <= body.frame.width })
    // The label is as tall as its lines (each `lineHeight`, the total rounded up to a pixel).
    #expect(CGFloat(text.lines.count) * text.lineHeight <= body.frame.height + 1e-9)
    #expect(CGFloat(text.lines.count + 1) * text.lineHeight > body.frame.height)
  }

  @Test func textThatDoesNotFitEndsWithAnEllipsis() throws {
    let label = UILabel(frame: CGRect(x: 20, y: 100, width: 80, height: 30))
    label.text = "An everything bagel with scallion cream cheese"
    let snapshot = snapshot([label])
    let text = try #require(snapshot.views.first { $0.type == "UILabel" }?.text)
    #expect(text.lines.count == 1)
    #expect(text.lines[0].hasSuffix("…"))
  }

  // NSLineBreakMode: head truncation keeps the line's end, the ellipsis before it; middle keeps
  // both ends around it; clipping draws no ellipsis.
  @Test(arguments: [
    (NSLineBreakMode.byTruncatingHead, "…", "lox"), (.byTruncatingMiddle, "An", "lox"),
    (.byTruncatingTail, "An", "…"),
  ])
  func oneLineIsTruncatedAsItsModeSays(mode: NSLineBreakMode, prefix: String, suffix: String)
    throws
  {
    let label = UILabel(frame: CGRect(x: 20, y: 100, width: 120, height: 30))
    label.text = "An everything bagel with scallion cream cheese and lox"
    label.lineBreakMode = mode
    let snapshot = snapshot([label])
    let text = try #require(snapshot.views.first { $0.type == "UILabel" }?.text)
    #expect(text.lines.count == 1)
    #expect(text.lines[0].hasPrefix(prefix))
    #expect(text.lines[0].hasSuffix(suffix))
    #expect(text.lines[0].filter { $0 == "…" }.count == 1)
    #expect(text.lineWidths[0] <= 120)
  }

  @Test func clippingDrawsNoEllipsis() throws {
    let label = UILabel(frame: CGRect(x: 20, y: 100, width: 120, height: 30))
    label.text = "An everything bagel with scallion cream cheese and lox"
    label.lineBreakMode = .byClipping
    let snapshot = snapshot([label])
    let text = try #require(snapshot.views.first { $0.type == "UILabel" }?.text)
    #expect(text.lines.count == 1)
    #expect(!text.lines[0].contains("…"))
  }

  // The title is the title label's (a `UIButtonLabel` subview, centred in a custom button's
  // bounds by UIButton's default centre alignment); the button draws no text of its own.
  @Test func buttonTitleIsDrawnOnceByItsTitleLabel() throws {
    let button = UIButton(frame: CGRect(x: 20, y: 100, width: 200, height: 44))
    button.setTitle("Share", for: .normal)
    let snapshot = snapshot([button])
    let buttonView = try #require(snapshot.views.first { $0.type == "UIButton" })
    #expect(buttonView.text == nil)
    let label = try #require(snapshot.views.first { $0.type == "UIButtonLabel" })
    #expect(label.text?.lines == ["Share"])
    #expect(abs(label.frame.midX - buttonView.frame.midX) < 0.5)
  }

  @Test func drawingShowsEachLineFittedToItsWidth() throws {
    let label = UILabel(frame: CGRect(x: 20, y: 100, width: 300, height: 30))
    label.text = "Bagel Times"
    let snapshot = snapshot([label])
    let text = try #require(snapshot.views.first { $0.type == "UILabel" }?.text)
    let svg = snapshot.svg()
    #expect(svg.contains(">Bagel Times</text>"))
    #expect(svg.contains("textLength=\"\(text.lineWidths[0].formatted3)\""))
  }

  @Test func naturalAlignmentIsTheRightEdgeRightToLeft() throws {
    let label = UILabel(frame: CGRect(x: 20, y: 100, width: 300, height: 30))
    label.text = "Bagel Times"
    label.semanticContentAttribute = .forceRightToLeft
    let snapshot = snapshot([label])
    #expect(snapshot.views.first { $0.type == "UILabel" }?.text?.alignment == .right)
  }

  @Test func viewsWithoutTextHaveNone() {
    let snapshot = snapshot([UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))])
    #expect(snapshot.views.allSatisfy { $0.text == nil })
  }
}

extension CGFloat {
  /// The number with at most three decimals and no trailing zeros, as snapshots write numbers.
  fileprivate var formatted3: String {
    var text = String(Double((self * 1000).rounded() / 1000))
    if text.hasSuffix(".0") { text.removeLast(2) }
    return text
  }
}
