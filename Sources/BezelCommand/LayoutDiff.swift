import Bezel
import Foundation
import UIKit

/// The differences between two layouts of a scene, view by view.
///
/// Views are matched by their path in the view tree: the names of the view and its ancestors
/// (the scene's names, else the type's numbered name, as in `bezel layout`), so that a view
/// keeps its identity from one layout to the other. A view in only one layout is a difference
/// of its own.
struct LayoutDiff {
  /// One value of one view that differs.
  struct Line: Equatable {
    /// The view's path, for example `root/panel/box`.
    var path: String
    /// What differs: `frame in window`, `frame in superview`, `safe area`, `margins`, or
    /// `view` for a view in only one layout.
    var field: String
    /// The value in the first layout and in the second.
    var first: String
    var second: String

    /// The line `bezel diff` prints.
    var description: String { "\(path): \(field) \(first) → \(second)" }
  }

  /// The differences, in the second layout's view order, then the first's views it lacks.
  let lines: [Line]
  /// The indices in the second layout's `views` of the views that differ.
  let changedViews: [Int]

  init(_ first: LayoutSnapshot, _ second: LayoutSnapshot) {
    let firstPaths = Self.paths(of: first)
    let secondPaths = Self.paths(of: second)
    var firstIndex: [String: Int] = [:]
    for (index, path) in firstPaths.enumerated() where firstIndex[path] == nil {
      firstIndex[path] = index
    }
    var lines: [Line] = []
    var changed: [Int] = []
    var matched = Set<Int>()
    for (index, path) in secondPaths.enumerated() {
      guard let other = firstIndex[path], !matched.contains(other) else {
        lines.append(Line(path: path, field: "view", first: "absent", second: "present"))
        changed.append(index)
        continue
      }
      matched.insert(other)
      let a = first.views[other]
      let b = second.views[index]
      var found: [Line] = []
      func compare(_ field: String, _ x: String, _ y: String) {
        if x != y { found.append(Line(path: path, field: field, first: x, second: y)) }
      }
      compare("frame in window", Self.rect(a.frame), Self.rect(b.frame))
      compare(
        "frame in superview", Self.rect(first.frameInSuperview(ofViewAt: other)),
        Self.rect(second.frameInSuperview(ofViewAt: index)))
      compare("safe area", Self.insets(a.safeAreaInsets), Self.insets(b.safeAreaInsets))
      compare("margins", Self.insets(a.layoutMargins), Self.insets(b.layoutMargins))
      if !found.isEmpty { changed.append(index) }
      lines += found
    }
    for (index, path) in firstPaths.enumerated() where !matched.contains(index) {
      lines.append(Line(path: path, field: "view", first: "present", second: "absent"))
    }
    self.lines = lines
    self.changedViews = changed
  }

  /// Each view's path: its ancestors' names and its own, joined by `/`.
  static func paths(of snapshot: LayoutSnapshot) -> [String] {
    var paths: [String] = []
    for view in snapshot.views {
      if let parent = view.parent, paths.indices.contains(parent) {
        paths.append(paths[parent] + "/" + view.name)
      } else {
        paths.append(view.name)
      }
    }
    return paths
  }

  /// `(x y width height)`.
  static func rect(_ rect: CGRect) -> String {
    "(" + [rect.minX, rect.minY, rect.width, rect.height].map(number).joined(separator: " ") + ")"
  }

  /// `(top left bottom right)`.
  static func insets(_ insets: UIEdgeInsets) -> String {
    "(" + [insets.top, insets.left, insets.bottom, insets.right].map(number).joined(separator: " ")
      + ")"
  }

  /// A number with at most two decimals and no trailing zeros.
  static func number(_ value: CGFloat) -> String {
    let rounded = (Double(value) * 100).rounded() / 100
    if rounded == rounded.rounded() && abs(rounded) < 1e15 {
      return String(Int(rounded))
    }
    var text = String(format: "%.2f", rounded)
    while text.hasSuffix("0") { text.removeLast() }
    return text
  }

  /// `snapshot`'s SVG drawing with an outline over each differing view, in a
  /// `<g class="diff">` group drawn last.
  static func highlighted(_ snapshot: LayoutSnapshot, views: [Int]) -> String {
    let svg = snapshot.svg()
    var group = "<g class=\"diff\" fill=\"none\" stroke=\"#ff00aa\" stroke-width=\"3\">\n"
    for index in views where snapshot.views.indices.contains(index) {
      let frame = snapshot.views[index].frame
      group +=
        "<rect x=\"\(number(frame.minX))\" y=\"\(number(frame.minY))\" "
        + "width=\"\(number(frame.width))\" height=\"\(number(frame.height))\" "
        + "data-view=\"\(escaped(snapshot.views[index].name))\"/>\n"
    }
    group += "</g>\n"
    guard let end = svg.range(of: "</svg>", options: .backwards) else { return svg + group }
    return svg.replacingCharacters(in: end.lowerBound..<end.lowerBound, with: group)
  }

  /// `text` with XML's special characters escaped.
  static func escaped(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
  }
}
