import UIKit

extension LayoutSnapshot {
  /// `text()` with its coordinate spaces said: a legend line after the header, each frame
  /// labelled `in window` and followed by the frame `in superview` (what `UIView.frame` reads),
  /// the readable content frame labelled `in window`, the scroll line's adjusted inset written
  /// as the sum of its app and system parts, `system because(…)` for the rule of each edge, and
  /// an unknown corner radius said to be missing from the device catalog.
  ///
  /// `bezel layout` prints it; `docs/output.md` explains every field.
  public func labelledText() -> String { render(labelled: true) }

  /// `json()` with its coordinate spaces said.
  ///
  /// A top-level `coordinateSpaces` object names the space of each geometric field, and each
  /// view has its `frameInSuperview` (what `UIView.frame` reads). `JSONDecoder` still reads it
  /// into a `LayoutSnapshot`, which ignores both.
  public func labelledJSON() -> String {
    guard case .object(var members) = jsonValue else { return json() }
    members["coordinateSpaces"] = .object(
      Self.coordinateSpaces.mapValues { SnapshotJSON.string($0) })
    var views: [SnapshotJSON] = []
    for (index, view) in self.views.enumerated() {
      guard case .object(var viewMembers) = view.jsonValue else { continue }
      viewMembers["frameInSuperview"] = .rect(frameInSuperview(ofViewAt: index))
      views.append(.object(viewMembers))
    }
    members["views"] = .array(views)
    return SnapshotJSON.object(members).rendered()
  }

  /// The frame of the view at `index` of `views` in its superview's coordinates.
  ///
  /// It is what the view's `frame` reads: its window frame less its superview's window origin,
  /// plus the superview's bounds origin (a scroll view's `contentOffset`). A root view's superview is the
  /// window. Transforms are not undone: a rotated or scaled view's rectangle is its bounding box.
  public func frameInSuperview(ofViewAt index: Int) -> CGRect {
    guard views.indices.contains(index) else { return .zero }
    let view = views[index]
    guard let parentIndex = view.parent, views.indices.contains(parentIndex) else {
      return view.frame
    }
    let parent = views[parentIndex]
    let offset = parent.scroll?.contentOffset ?? .zero
    return CGRect(
      x: view.frame.minX - parent.frame.minX + offset.x,
      y: view.frame.minY - parent.frame.minY + offset.y, width: view.frame.width,
      height: view.frame.height)
  }

  /// The coordinate space of each geometric field of `labelledJSON()`.
  static let coordinateSpaces: [String: String] = [
    "frame": "window: the view's bounds in the window's coordinates, origin at its top left",
    "frameInSuperview": "superview: the view's frame in its superview's coordinates (UIView.frame)",
    "readableContentFrame": "window: readableContentGuide.layoutFrame in the window's coordinates",
    "safeAreaInsets": "insets from the view's own edges (UIView.safeAreaInsets)",
    "layoutMargins": "insets from the view's own edges (UIView.layoutMargins)",
    "scroll.contentOffset": "the scroll view's content coordinates (UIScrollView.contentOffset)",
    "keyboardFrame": "screen: the keyboard's frame in the screen's coordinates",
    "screenSize": "points, in the orientation", "windowSize": "points, in the orientation",
  ]

  /// The legend line of `labelledText()`.
  static let coordinateLegend =
    "coordinates: frame and readable in window points (origin at the window's top left), "
    + "in superview as UIView.frame reads; safe and margins are insets (top left bottom right) "
    + "from the view's own edges; docs/output.md explains every field\n"
}
