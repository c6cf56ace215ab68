import Foundation

/// Where a tab character takes the text after it (NSParagraphStyle's `tabStops` and
/// `defaultTabInterval`, NSTextTab).
///
/// A tab goes to the first stop past the position it is typed at, measured from the line's
/// leading margin (its indent included). At a stop:
/// - left, natural and justified: the text after the tab starts at the stop;
/// - right: the text after the tab, up to the next tab or the paragraph's end, ends at it; with
///   `columnTerminators` in the tab's options (a decimal tab), the text up to the first
///   terminator ends at it;
/// - center: that text is centred on it.
/// Past the last stop, tabs fall on multiples of `defaultTabInterval` when it is positive. With
/// none (the default interval is 0), a tab is as wide as a space: a model, as Apple does not
/// document that case. Natural alignment is taken as left: a right-to-left paragraph's stops
/// are not mirrored in this model.
struct TextTabStops: Sendable {
  /// The stops, nearest the margin first.
  let stops: [(alignment: NSTextAlignment, location: CGFloat, terminators: CharacterSet?)]
  let defaultInterval: CGFloat

  /// The default paragraph style's: "an array of 12 left-aligned tabs at 28-point intervals"
  /// (NSParagraphStyle `tabStops` documentation), no default interval.
  static let standard = TextTabStops(
    NSParagraphStyle.Values().tabStops, defaultInterval: 0)

  init(_ tabs: [NSTextTab], defaultInterval: CGFloat) {
    stops = tabs.map {
      ($0.alignment, $0.location, $0.options[.columnTerminators] as? CharacterSet)
    }
    .filter { $0.location.isFinite }
    .sorted { $0.location < $1.location }
    self.defaultInterval = defaultInterval.isFinite ? defaultInterval : 0
  }

  /// The advance of a tab at `x` from the margin.
  ///
  /// - Parameters:
  ///   - space: A space's advance, the tab's past the last stop without a default interval.
  ///   - column: The width of the text after the tab up to the next tab or the paragraph's end,
  ///     or, given terminators, up to the first of them.
  func advance(
    at x: CGFloat, space: CGFloat, column: (CharacterSet?) -> CGFloat
  ) -> CGFloat {
    let tolerance: CGFloat = 1e-6
    if let stop = stops.first(where: { $0.location > x + tolerance }) {
      switch stop.alignment {
      case .right: return max(0, stop.location - column(stop.terminators) - x)
      case .center: return max(0, stop.location - column(nil) / 2 - x)
      default: return stop.location - x
      }
    }
    guard defaultInterval > 0 else { return space }
    let next = ((x + tolerance) / defaultInterval).rounded(.down) + 1
    guard next.isFinite, next < 1e15 else { return space }
    return next * defaultInterval - x
  }

  /// Whether `tabs` and `interval` are the default style's.
  static func isStandard(_ tabs: [NSTextTab], interval: CGFloat) -> Bool {
    interval == 0 && tabs.count == 12
      && tabs.enumerated().allSatisfy { index, tab in
        tab.alignment == .left && tab.location == CGFloat(index + 1) * 28 && tab.options.isEmpty
      }
  }
}
