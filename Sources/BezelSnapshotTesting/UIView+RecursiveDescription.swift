import Foundation
import UIKit

// The text of UIKit's `-[UIView recursiveDescription]` with the addresses taken out as
// swift-snapshot-testing's `purgePointers` takes them out (`: 0x…` removed). Each view is one
// line, `<Class; frame = (x y; w h); …; layer = <LayerClass>>`, its subviews below it with
// `   | ` per level. The properties and their order are those of iOS 13's recordings in
// swift-snapshot-testing's own references (`__Snapshots__/SnapshotTestingTests/testTraits.*`,
// `testUIView.2.txt`): a label's text after the frame, then the flags that differ from a plain
// view's defaults. Numbers print as `%g` prints them, as Foundation's description does.
extension UIView {
  /// The view and its subviews as iOS's recursive description prints them, without addresses.
  @MainActor
  func bezelRecursiveDescription() -> String {
    var lines: [String] = []
    appendDescription(depth: 0, to: &lines)
    return lines.joined(separator: "\n")
  }

  @MainActor
  private func appendDescription(depth: Int, to lines: inout [String]) {
    lines.append(String(repeating: "   | ", count: depth) + bezelDescription())
    for subview in subviews { subview.appendDescription(depth: depth + 1, to: &lines) }
  }

  /// One view's line.
  @MainActor
  func bezelDescription() -> String {
    var parts = [SnapshotClassName.of(self), "frame = \(Self.describe(frame))"]
    let label = self as? UILabel
    if let label, let text = label.text { parts.append("text = '\(Self.truncated(text))'") }
    if !transform.isIdentity {
      let t = transform
      parts.append(
        "transform = [\([t.a, t.b, t.c, t.d, t.tx, t.ty].map(Self.number).joined(separator: ", "))]"
      )
    }
    if alpha != 1 { parts.append("alpha = \(Self.number(alpha))") }
    if isHidden { parts.append("hidden = YES") }
    if clipsToBounds { parts.append("clipsToBounds = YES") }
    // iOS 13's recordings list no `opaque` for a plain label (opaque in Bezel), `opaque = NO`
    // for a button's title label, image views and buttons (UIButton's recordings).
    if !isOpaque { parts.append("opaque = NO") }
    if let mask = Self.describe(autoresizingMask) { parts.append("autoresize = \(mask)") }
    if tag != 0 { parts.append("tag = \(tag)") }
    if let recognizers = gestureRecognizers, !recognizers.isEmpty {
      parts.append("gestureRecognizers = <NSArray>")
    }
    if !isUserInteractionEnabled { parts.append("userInteractionEnabled = NO") }
    parts.append("layer = <\(SnapshotClassName.layerName(of: self))>")
    return "<" + parts.joined(separator: "; ") + ">"
  }

  /// `(x y; w h)`.
  static func describe(_ rect: CGRect) -> String {
    "(\(number(rect.minX)) \(number(rect.minY)); \(number(rect.width)) \(number(rect.height)))"
  }

  /// A number as `%g` prints it: six significant digits, no trailing zeros.
  static func number(_ value: CGFloat) -> String {
    let text = String(format: "%g", Double(value))
    return text == "-0" ? "0" : text
  }

  /// UIKit's letters for the flexible edges and sizes, in its order: `LM+W+RM+TM+H+BM`.
  static func describe(_ mask: UIView.AutoresizingMask) -> String? {
    let names: [(UIView.AutoresizingMask, String)] = [
      (.flexibleLeftMargin, "LM"), (.flexibleWidth, "W"), (.flexibleRightMargin, "RM"),
      (.flexibleTopMargin, "TM"), (.flexibleHeight, "H"), (.flexibleBottomMargin, "BM"),
    ]
    let present = names.filter { mask.contains($0.0) }.map(\.1)
    return present.isEmpty ? nil : present.joined(separator: "+")
  }

  /// A label's text as the description quotes it: UNVERIFIED how iOS shortens long text, so
  /// Bezel prints it whole.
  static func truncated(_ text: String) -> String { text }
}

/// The class names iOS prints.
enum SnapshotClassName {
  /// UIKit's own classes by their Objective-C names; an app's Swift classes as
  /// `Module.Class`, as the Objective-C runtime names them.
  @MainActor
  static func of(_ object: AnyObject) -> String {
    let qualified = String(reflecting: type(of: object))
    if qualified.hasPrefix("UIKit.") { return String(qualified.dropFirst("UIKit.".count)) }
    return qualified
  }

  /// The class of a view's layer: UIKit's private layer classes where iOS gives a view one.
  @MainActor
  static func layerName(of view: UIView) -> String {
    if view is UILabel { return "_UILabelLayer" }
    if view is UIWindow { return "UIWindowLayer" }
    let qualified = String(reflecting: type(of: view.layer))
    for module in ["QuartzCore.", "UIKit."] where qualified.hasPrefix(module) {
      return String(qualified.dropFirst(module.count))
    }
    return qualified
  }
}
