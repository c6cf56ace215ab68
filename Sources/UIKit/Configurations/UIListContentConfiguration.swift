import Foundation

/// The content of a list's cell, header or footer: an image, a text and a secondary text, with
/// how each looks and the margins and padding between them.
///
/// Get one from a factory (`cell()`, `subtitleCell()`…) or from a cell's
/// `defaultContentConfiguration()`, fill it, and set it as the cell's `contentConfiguration`.
/// Like its properties, its equality is isolated to the main actor: it is a main-actor
/// `UIContentConfiguration`, and its text, attributed text and properties are not `Sendable`.
public struct UIListContentConfiguration: UIContentConfiguration, @MainActor Hashable {
  public var image: UIImage?
  public var imageProperties = ImageProperties()
  public var text: String?
  public var attributedText: NSAttributedString?
  public var textProperties: TextProperties
  public var secondaryText: String?
  public var secondaryAttributedText: NSAttributedString?
  public var secondaryTextProperties: TextProperties
  /// The axes on which the view keeps at least its superview's margins.
  public var axesPreservingSuperviewLayoutMargins = UIAxis.horizontal
  /// The margins between the content and the view's edges.
  public var directionalLayoutMargins: NSDirectionalEdgeInsets
  /// Whether the text and secondary text sit side by side when they fit.
  public var prefersSideBySideTextAndSecondaryText = false
  public var imageToTextPadding: CGFloat
  public var textToSecondaryTextHorizontalPadding: CGFloat
  public var textToSecondaryTextVerticalPadding: CGFloat

  init(
    text: TextProperties, secondary: TextProperties, margins: NSDirectionalEdgeInsets,
    imageToTextPadding: CGFloat = Metrics.imageToTextPadding,
    verticalPadding: CGFloat = Metrics.textToSecondaryTextVerticalPadding
  ) {
    textProperties = text
    secondaryTextProperties = secondary
    directionalLayoutMargins = margins
    self.imageToTextPadding = imageToTextPadding
    textToSecondaryTextHorizontalPadding = Metrics.textToSecondaryTextHorizontalPadding
    textToSecondaryTextVerticalPadding = verticalPadding
  }

  public func makeContentView() -> UIView & UIContentView {
    UIListContentView(configuration: self)
  }

  /// The configuration for a state: as it is (UIKit changes list configurations only for the
  /// states of sidebar cells, which Bezel does not model).
  public func updated(for state: UIConfigurationState) -> UIListContentConfiguration {
    self
  }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.image === rhs.image && lhs.imageProperties == rhs.imageProperties
      && lhs.text == rhs.text && lhs.attributedText == rhs.attributedText
      && lhs.textProperties == rhs.textProperties && lhs.secondaryText == rhs.secondaryText
      && lhs.secondaryAttributedText == rhs.secondaryAttributedText
      && lhs.secondaryTextProperties == rhs.secondaryTextProperties
      && lhs.axesPreservingSuperviewLayoutMargins == rhs.axesPreservingSuperviewLayoutMargins
      && lhs.directionalLayoutMargins == rhs.directionalLayoutMargins
      && lhs.prefersSideBySideTextAndSecondaryText == rhs.prefersSideBySideTextAndSecondaryText
      && lhs.imageToTextPadding == rhs.imageToTextPadding
      && lhs.textToSecondaryTextHorizontalPadding == rhs.textToSecondaryTextHorizontalPadding
      && lhs.textToSecondaryTextVerticalPadding == rhs.textToSecondaryTextVerticalPadding
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(text)
    hasher.combine(secondaryText)
    hasher.combine(textProperties)
  }
}

extension UIListContentConfiguration {
  /// The spacing of list content.
  ///
  /// Bezel's model: Apple publishes none of these. They are the values iOS 17 list cells show
  /// at the default (Large) text size: 11 points above and below a cell's text, the cell's own
  /// 16-point (or wider, from its superview) side margins, 3 points between a text and the
  /// subtitle under it, 16 points between the image and the text.
  enum Metrics {
    static let cellMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
    static let imageToTextPadding: CGFloat = 16
    static let textToSecondaryTextVerticalPadding: CGFloat = 3
    static let textToSecondaryTextHorizontalPadding: CGFloat = 8
    /// A grouped header sits 17 points below the section above and 6 above its rows; a footer
    /// the other way round (Bezel's model, as above).
    static let headerMargins = NSDirectionalEdgeInsets(
      top: 17, leading: 16, bottom: 6, trailing: 16)
    static let footerMargins = NSDirectionalEdgeInsets(
      top: 6, leading: 16, bottom: 17, trailing: 16)
    static let plainHeaderMargins = NSDirectionalEdgeInsets(
      top: 6, leading: 16, bottom: 6, trailing: 16)
    static let sidebarHeaderMargins = NSDirectionalEdgeInsets(
      top: 12, leading: 16, bottom: 6, trailing: 16)
  }
}
