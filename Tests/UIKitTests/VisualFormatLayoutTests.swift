import Testing

@testable import UIKit

/// Constraints from the visual format language, laid out.
@Suite(.checksInvariants)
@MainActor
struct VisualFormatLayoutTests {
  // `|-` and `-|` attach to the layout margins (8 by default) and `-` between views is the
  // standard 8 points: 320 − 8 − 8 − 8 = 296 for two equal widths, 148 each; a at 8, b at
  // 8 + 148 + 8 = 164. Heights from V:|-20-[a(44)].
  @Test(arguments: bothDirections)
  func standardSpacingAndEqualWidths(direction: UIUserInterfaceLayoutDirection) {
    let container = makeContainer(direction: direction)
    let a = addConstrainedSubview(to: container)
    let b = addConstrainedSubview(to: container)
    let views = ["a": a, "b": b]
    let constraints =
      NSLayoutConstraint.constraints(
        withVisualFormat: "H:|-[a]-[b(==a)]-|", options: [.alignAllTop, .alignAllBottom],
        metrics: nil, views: views)
      + NSLayoutConstraint.constraints(
        withVisualFormat: "V:|-top-[a(44)]", metrics: ["top": 20], views: views)
    NSLayoutConstraint.activate(constraints)
    container.layoutIfNeeded()
    #expect(a.frame == expected(CGRect(x: 8, y: 20, width: 148, height: 44), in: 320, direction))
    #expect(b.frame == expected(CGRect(x: 164, y: 20, width: 148, height: 44), in: 320, direction))
  }

  @Test func unknownViewNameIsReportedAndYieldsNothing() {
    let view = UIView()
    var constraints: [NSLayoutConstraint] = []
    let messages = UIKitDiagnostics.capturing {
      constraints = NSLayoutConstraint.constraints(
        withVisualFormat: "H:[missing]", metrics: nil, views: ["view": view])
    }
    #expect(constraints.isEmpty)
    #expect(messages.first?.kind == .exception(name: "NSInvalidArgumentException"))
    #expect(messages.first?.text.contains("missing is not a key in the views dictionary") == true)
  }

  @Test func superviewBarWithoutASuperviewIsReported() {
    let view = UIView()
    let messages = UIKitDiagnostics.capturing {
      _ = NSLayoutConstraint.constraints(
        withVisualFormat: "H:|[view]", metrics: nil, views: ["view": view])
    }
    #expect(
      messages.first?.text.contains(
        "Unable to interpret '|' character, because the related view doesn't have a superview")
        == true)
  }
}
