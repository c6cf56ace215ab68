import Foundation

// A segment is as wide as its title (in the era's 13-point system font, or the font of the
// normal state's title attributes) or its image, plus the era's padding on each side
// (`UIControlMetrics.segmentPadding`, a model). Unless `apportionsSegmentWidthsByContent`, every
// automatically sized segment is as wide as the widest; a width set with `setWidth(_:forSegmentAt:)`
// is kept. Laid out wider or narrower than that, the automatically sized segments share what
// the set widths leave: equally, or in proportion to their content when apportioned. Segments
// run from the leading edge: right to left in a right-to-left layout.

extension UISegmentedControl {
  /// The key of a font attribute, `NSAttributedString.Key.font` in UIKit.
  private static let fontAttribute = NSAttributedString.Key("NSFont")

  /// The font of the segments' titles.
  var segmentTitleFont: UIFont {
    titleAttributes[UIControl.State.normal.rawValue]?[Self.fontAttribute] as? UIFont
      ?? .systemFont(ofSize: controlMetrics.segmentFontSize)
  }

  /// The width a segment's content asks for, padding included.
  func contentWidth(of segment: SegmentContent) -> CGFloat {
    let padding = 2 * controlMetrics.segmentPadding
    if let title = segment.title, !title.isEmpty {
      let size = textModel.labelSize(
        of: title, font: segmentTitleFont, numberOfLines: 1, maxWidth: nil, scale: layoutScale)
      return size.width + padding
    }
    if let image = segment.image { return image.size.width + padding }
    return padding
  }

  /// The segments' widths when the control is `totalWidth` wide, or at their natural widths
  /// when `totalWidth` is nil.
  func segmentWidths(totalWidth: CGFloat?) -> [CGFloat] {
    let natural = segments.map(contentWidth(of:))
    let widest = natural.max() ?? 0
    let automatic = segments.indices.filter { segments[$0].width == 0 }
    var widths = segments.indices.map { index -> CGFloat in
      let set = segments[index].width
      if set > 0 { return set }
      return apportionsSegmentWidthsByContent ? natural[index] : widest
    }
    guard let totalWidth, !automatic.isEmpty else { return widths }
    let fixed = segments.filter { $0.width > 0 }.reduce(0) { $0 + $1.width }
    let available = max(totalWidth - fixed, 0)
    if apportionsSegmentWidthsByContent {
      let content = automatic.reduce(0) { $0 + natural[$1] }
      for index in automatic {
        widths[index] =
          content > 0 ? available * natural[index] / content : available / CGFloat(automatic.count)
      }
    } else {
      for index in automatic { widths[index] = available / CGFloat(automatic.count) }
    }
    return widths
  }

  /// Each segment's frame in the control's bounds, in segment order.
  package var segmentFrames: [CGRect] {
    let widths = segmentWidths(totalWidth: bounds.width)
    let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
    var x: CGFloat = 0
    return widths.map { width in
      let origin = rightToLeft ? bounds.width - x - width : x
      x += width
      return CGRect(x: origin, y: 0, width: width, height: bounds.height)
    }
  }

  /// The control's natural size: its segments' widths side by side, the era's height.
  var segmentedSize: CGSize {
    let width = segmentWidths(totalWidth: nil).reduce(0, +)
    return CGSize(width: width, height: controlMetrics.segmentedControlHeight)
  }

  /// The segment under `x`, in the control's coordinates.
  func segmentIndex(atX x: CGFloat) -> Int? {
    segmentFrames.firstIndex { $0.minX <= x && x < $0.maxX }
  }
}
