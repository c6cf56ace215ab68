import Foundation

// The styles. Fonts are the Dynamic Type styles of each element at the default text size; the
// spacing is Bezel's model (`Metrics`).

extension UIListContentConfiguration {
  private static func properties(
    _ style: UIFont.TextStyle, _ color: UIColor, bold: Bool = false,
    transform: TextProperties.TextTransform = .none
  ) -> TextProperties {
    var font = UIFont.preferredFont(forTextStyle: style)
    if bold { font = UIFont.systemFont(ofSize: font.pointSize, weight: .semibold) }
    var properties = TextProperties(font: font, color: color)
    properties.transform = transform
    return properties
  }

  private static func listCell(secondary: TextProperties, sideBySide: Bool = false) -> Self {
    var configuration = Self(
      text: properties(.body, .label), secondary: secondary, margins: Metrics.cellMargins)
    configuration.prefersSideBySideTextAndSecondaryText = sideBySide
    return configuration
  }

  /// A list cell: body text, with a secondary text under it in the subheadline style.
  public static func cell() -> UIListContentConfiguration {
    listCell(secondary: properties(.subheadline, .label))
  }

  /// A cell with a subtitle: body text over a secondary subheadline text.
  public static func subtitleCell() -> UIListContentConfiguration {
    listCell(secondary: properties(.subheadline, .label))
  }

  /// A cell with a value: body text, and a secondary text in secondary label colour at the
  /// trailing side when they fit side by side.
  public static func valueCell() -> UIListContentConfiguration {
    listCell(secondary: properties(.body, .secondaryLabel), sideBySide: true)
  }

  /// A header of a plain list: bold body text.
  public static func plainHeader() -> UIListContentConfiguration {
    Self(
      text: properties(.body, .label, bold: true),
      secondary: properties(.subheadline, .secondaryLabel), margins: Metrics.plainHeaderMargins)
  }

  /// A footer of a plain list: footnote text in secondary label colour.
  public static func plainFooter() -> UIListContentConfiguration {
    Self(
      text: properties(.footnote, .secondaryLabel),
      secondary: properties(.footnote, .secondaryLabel), margins: Metrics.plainHeaderMargins)
  }

  /// A header of a grouped list: footnote text in secondary label colour, upper-cased.
  public static func groupedHeader() -> UIListContentConfiguration {
    Self(
      text: properties(.footnote, .secondaryLabel, transform: .uppercase),
      secondary: properties(.footnote, .secondaryLabel), margins: Metrics.headerMargins)
  }

  /// A footer of a grouped list: footnote text in secondary label colour.
  public static func groupedFooter() -> UIListContentConfiguration {
    Self(
      text: properties(.footnote, .secondaryLabel),
      secondary: properties(.footnote, .secondaryLabel), margins: Metrics.footerMargins)
  }

  /// A prominent header of an inset grouped list: bold title 3 text.
  public static func prominentInsetGroupedHeader() -> UIListContentConfiguration {
    Self(
      text: properties(.title3, .label, bold: true),
      secondary: properties(.subheadline, .secondaryLabel), margins: Metrics.headerMargins)
  }

  /// An extra prominent header of an inset grouped list: bold title 2 text.
  public static func extraProminentInsetGroupedHeader() -> UIListContentConfiguration {
    Self(
      text: properties(.title2, .label, bold: true),
      secondary: properties(.subheadline, .secondaryLabel), margins: Metrics.headerMargins)
  }

  /// A sidebar cell: body text.
  public static func sidebarCell() -> UIListContentConfiguration {
    listCell(secondary: properties(.subheadline, .secondaryLabel))
  }

  /// A sidebar cell with a subtitle.
  public static func sidebarSubtitleCell() -> UIListContentConfiguration {
    listCell(secondary: properties(.subheadline, .secondaryLabel))
  }

  /// A cell of a sidebar beside other content.
  public static func accompaniedSidebarCell() -> UIListContentConfiguration {
    listCell(secondary: properties(.subheadline, .secondaryLabel))
  }

  /// A cell with a subtitle of a sidebar beside other content.
  public static func accompaniedSidebarSubtitleCell() -> UIListContentConfiguration {
    listCell(secondary: properties(.subheadline, .secondaryLabel))
  }

  /// A sidebar's header: bold subheadline text in secondary label colour.
  public static func sidebarHeader() -> UIListContentConfiguration {
    Self(
      text: properties(.subheadline, .secondaryLabel, bold: true),
      secondary: properties(.footnote, .secondaryLabel), margins: Metrics.sidebarHeaderMargins)
  }

  /// A header for the list's appearance (iOS 18); a grouped header here.
  public static func header() -> UIListContentConfiguration { groupedHeader() }

  /// A footer for the list's appearance (iOS 18); a grouped footer here.
  public static func footer() -> UIListContentConfiguration { groupedFooter() }
}
