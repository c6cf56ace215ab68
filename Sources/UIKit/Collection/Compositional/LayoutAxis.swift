import Foundation

/// An axis of a compositional layout, to write geometry once for both axes: lengths along it
/// and thicknesses across it, left to right.
struct LayoutAxis {
  /// Whether the axis runs along x.
  let isHorizontal: Bool

  static let horizontal = LayoutAxis(isHorizontal: true)
  static let vertical = LayoutAxis(isHorizontal: false)

  /// The axis across this one.
  var cross: LayoutAxis { LayoutAxis(isHorizontal: !isHorizontal) }

  func rect(along: CGFloat, across: CGFloat, length: CGFloat, thickness: CGFloat) -> CGRect {
    isHorizontal
      ? CGRect(x: along, y: across, width: length, height: thickness)
      : CGRect(x: across, y: along, width: thickness, height: length)
  }

  func size(length: CGFloat, thickness: CGFloat) -> CGSize {
    isHorizontal
      ? CGSize(width: length, height: thickness) : CGSize(width: thickness, height: length)
  }

  func length(_ size: CGSize) -> CGFloat { isHorizontal ? size.width : size.height }
  func thickness(_ size: CGSize) -> CGFloat { isHorizontal ? size.height : size.width }
  func start(_ rect: CGRect) -> CGFloat { isHorizontal ? rect.minX : rect.minY }
  func end(_ rect: CGRect) -> CGFloat { isHorizontal ? rect.maxX : rect.maxY }
  func crossStart(_ rect: CGRect) -> CGFloat { isHorizontal ? rect.minY : rect.minX }

  /// The inset at the start of the axis (leading or top), left to right.
  func startInset(_ insets: NSDirectionalEdgeInsets) -> CGFloat {
    isHorizontal ? insets.leading : insets.top
  }

  func endInset(_ insets: NSDirectionalEdgeInsets) -> CGFloat {
    isHorizontal ? insets.trailing : insets.bottom
  }

  /// The dimension of a size along the axis.
  @MainActor func dimension(of size: NSCollectionLayoutSize) -> NSCollectionLayoutDimension {
    isHorizontal ? size.widthDimension : size.heightDimension
  }

  /// The spacing before an item along the axis, and after it.
  @MainActor func spacing(
    _ edges: NSCollectionLayoutEdgeSpacing?
  ) -> (before: NSCollectionLayoutSpacing?, after: NSCollectionLayoutSpacing?) {
    guard let edges else { return (nil, nil) }
    return isHorizontal ? (edges.leading, edges.trailing) : (edges.top, edges.bottom)
  }

  /// `rect` moved by `delta` along the axis.
  func moved(_ rect: CGRect, by delta: CGFloat) -> CGRect {
    isHorizontal ? rect.offsetBy(dx: delta, dy: 0) : rect.offsetBy(dx: 0, dy: delta)
  }
}

extension CGRect {
  /// The rectangle inset by directional insets read left to right, on the axes `along` says
  /// (an estimated axis keeps its extent: UIKit ignores content insets there).
  func inset(by insets: NSDirectionalEdgeInsets, horizontally: Bool, vertically: Bool) -> CGRect {
    var rect = self
    if horizontally {
      rect.origin.x += insets.leading
      rect.size.width = max(rect.width - insets.leading - insets.trailing, 0)
    }
    if vertically {
      rect.origin.y += insets.top
      rect.size.height = max(rect.height - insets.top - insets.bottom, 0)
    }
    return rect
  }
}

extension CGRect {
  /// Whether the rectangles share an area: rectangles that only touch do not (the element
  /// after the bounds' bottom edge is not in them).
  func overlaps(_ other: CGRect) -> Bool {
    minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
  }
}
