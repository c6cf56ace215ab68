import Foundation

/// The background of a cell, header or footer as a value: a colour, a custom view, corner
/// radius, insets and stroke.
@MainActor @preconcurrency
public struct UIBackgroundConfiguration: Hashable {
  enum Style: Hashable {
    case clear, plainCell, groupedCell, sidebarCell, accompaniedSidebarCell, plainHeaderFooter
    case groupedHeaderFooter, sidebarHeader
  }

  let style: Style
  public var customView: UIView?
  public var cornerRadius: CGFloat = 0
  public var backgroundInsets = NSDirectionalEdgeInsets.zero
  public var edgesAddingLayoutMarginsToBackgroundInsets = NSDirectionalRectEdge()
  public var backgroundColor: UIColor?
  public var backgroundColorTransformer: UIConfigurationColorTransformer?
  public var visualEffect: UIVisualEffect?
  public var image: UIImage?
  public var strokeColor: UIColor?
  public var strokeColorTransformer: UIConfigurationColorTransformer?
  public var strokeWidth: CGFloat = 0
  public var strokeOutset: CGFloat = 0

  init(style: Style, color: UIColor?) {
    self.style = style
    backgroundColor = color
  }

  /// No background.
  public static func clear() -> UIBackgroundConfiguration { Self(style: .clear, color: .clear) }
  /// A cell of a plain list: the system background.
  public static func listPlainCell() -> UIBackgroundConfiguration {
    Self(style: .plainCell, color: .systemBackground)
  }
  /// A cell of a grouped list: the secondary grouped background.
  public static func listGroupedCell() -> UIBackgroundConfiguration {
    Self(style: .groupedCell, color: .secondarySystemGroupedBackground)
  }
  /// A sidebar cell: clear until selected.
  public static func listSidebarCell() -> UIBackgroundConfiguration {
    Self(style: .sidebarCell, color: .clear)
  }
  /// A cell of a sidebar beside other content: clear until selected.
  public static func listAccompaniedSidebarCell() -> UIBackgroundConfiguration {
    Self(style: .accompaniedSidebarCell, color: .clear)
  }
  /// A header or footer of a plain list: the system background.
  public static func listPlainHeaderFooter() -> UIBackgroundConfiguration {
    Self(style: .plainHeaderFooter, color: .systemBackground)
  }
  /// A header or footer of a grouped list: clear, over the grouped background.
  public static func listGroupedHeaderFooter() -> UIBackgroundConfiguration {
    Self(style: .groupedHeaderFooter, color: .clear)
  }
  /// A sidebar's header: clear.
  public static func listSidebarHeader() -> UIBackgroundConfiguration {
    Self(style: .sidebarHeader, color: .clear)
  }

  /// The colour after the transformer, `tintColor` standing in for a nil colour.
  public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
    let color = backgroundColor ?? tintColor
    return backgroundColorTransformer?(color) ?? color
  }

  /// The stroke colour after its transformer.
  public func resolvedStrokeColor(for tintColor: UIColor) -> UIColor {
    let color = strokeColor ?? tintColor
    return strokeColorTransformer?(color) ?? color
  }

  /// The configuration for a state: list cells turn gray (`systemGray4`) when highlighted or
  /// selected, sidebar cells take the tint when selected (Bezel's model of UIKit's defaults).
  public func updated(for state: UIConfigurationState) -> UIBackgroundConfiguration {
    var highlighted = false
    var selected = false
    if let cell = state as? UICellConfigurationState {
      (highlighted, selected) = (cell.isHighlighted, cell.isSelected)
    } else if let view = state as? UIViewConfigurationState {
      (highlighted, selected) = (view.isHighlighted, view.isSelected)
    }
    var updated = self
    switch style {
    case .plainCell, .groupedCell:
      if highlighted || selected { updated.backgroundColor = .systemGray4 }
    case .sidebarCell, .accompaniedSidebarCell:
      if selected { updated.backgroundColor = nil }
    default: break
    }
    return updated
  }

  nonisolated public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.style == rhs.style && lhs.customView === rhs.customView
      && lhs.cornerRadius == rhs.cornerRadius && lhs.backgroundInsets == rhs.backgroundInsets
      && lhs.edgesAddingLayoutMarginsToBackgroundInsets
        == rhs.edgesAddingLayoutMarginsToBackgroundInsets
      && lhs.backgroundColor == rhs.backgroundColor && lhs.image === rhs.image
      && lhs.strokeColor == rhs.strokeColor && lhs.strokeWidth == rhs.strokeWidth
      && lhs.strokeOutset == rhs.strokeOutset
  }

  nonisolated public func hash(into hasher: inout Hasher) {
    hasher.combine(style)
    hasher.combine(cornerRadius)
  }
}

/// The view a cell shows its background configuration in: the resolved colour, corner radius
/// and stroke on its layer, and the custom view filling it.
final class BackgroundConfigurationView: UIView {
  func show(_ configuration: UIBackgroundConfiguration, tint: UIColor) {
    backgroundColor = configuration.resolvedBackgroundColor(for: tint)
    layer.cornerRadius = configuration.cornerRadius
    layer.borderWidth = configuration.strokeWidth
    layer.borderColor = configuration.resolvedStrokeColor(for: tint).cgColor
    if let custom = configuration.customView, custom.superview !== self {
      for view in subviews { view.removeFromSuperview() }
      addSubview(custom)
    } else if configuration.customView == nil {
      for view in subviews { view.removeFromSuperview() }
    }
    configuration.customView?.frame = bounds
    configuration.customView?.autoresizingMask = [.flexibleWidth, .flexibleHeight]
  }

  /// The frame within a container of `bounds` with `margins`: the configuration's insets, with
  /// the margins added on the edges it names, mirrored in right-to-left.
  static func frame(
    for configuration: UIBackgroundConfiguration, in bounds: CGRect,
    margins: NSDirectionalEdgeInsets, rightToLeft: Bool
  ) -> CGRect {
    var insets = configuration.backgroundInsets
    let edges = configuration.edgesAddingLayoutMarginsToBackgroundInsets
    if edges.contains(.top) { insets.top += margins.top }
    if edges.contains(.bottom) { insets.bottom += margins.bottom }
    if edges.contains(.leading) { insets.leading += margins.leading }
    if edges.contains(.trailing) { insets.trailing += margins.trailing }
    let left = rightToLeft ? insets.trailing : insets.leading
    let right = rightToLeft ? insets.leading : insets.trailing
    return CGRect(
      x: bounds.minX + left, y: bounds.minY + insets.top,
      width: max(bounds.width - left - right, 0),
      height: max(bounds.height - insets.top - insets.bottom, 0))
  }
}
