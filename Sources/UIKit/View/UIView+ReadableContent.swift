import Foundation

extension UIView {
  func makeReadableContentGuide() -> UILayoutGuide {
    systemGuide(.readableContent) {
      let guide = UILayoutGuide()
      guide.identifier = "UIViewReadableContentGuide"
      guide.systemFrame = { [link = itemLink] in link.view?.readableContentFrame ?? .zero }
      return guide
    }
  }

  /// The readable content guide's frame (Apple: it "never extends beyond the view's layout
  /// margin guide", is centred in it, and is no wider than the readable width for the text
  /// size; its top and bottom are the margins').
  ///
  /// When the width applies is not documented. Measured iOS 14–16 roots (DIM, in
  /// Tests/BezelTests/Fixtures/RootGeometry.swift) fit "applied when the margins are at least 64
  /// points wider than the readable width", and WWDC 2018 session 235 says a smaller text size can
  /// bring it into play even on iPhones, which a rule on the size class alone could not: Bezel uses
  /// the 64-point rule with the readable width of the current content size category.
  package var readableContentFrame: CGRect {
    let margins = storedBounds.inset(by: effectiveLayoutMargins)
    let readable = readableWidth
    guard margins.width - readable >= 64 else { return margins }
    return CGRect(
      x: margins.minX + (margins.width - readable) / 2, y: margins.minY, width: readable,
      height: margins.height)
  }

  /// The readable width for the view's content size category.
  var readableWidth: CGFloat {
    let category = traitCollection.preferredContentSizeCategory
    if let model = environment.readableWidthModel { return model(category) }
    return ReadableWidth.width(for: category)
  }
}

/// Bezel's model of the readable width per content size category.
///
/// Only Large is measured: 664 points on iOS 14–16 simulators (672 on iOS 9). No per-category
/// widths are published; WWDC 2018 session 235 says only that "the readable width will get
/// smaller or larger" with the text size. Bezel scales 664 with the body text size of each
/// category (Apple's Dynamic Type table: 14, 15, 16, 17, 19, 21, 23 points, then 28, 33, 40,
/// 47, 53 for the accessibility sizes), so that the width never narrows as the category grows.
package enum ReadableWidth {
  package static let large: CGFloat = 664

  package static func width(for category: UIContentSizeCategory) -> CGFloat {
    let body: [UIContentSizeCategory: CGFloat] = [
      .extraSmall: 14, .small: 15, .medium: 16, .large: 17, .extraLarge: 19,
      .extraExtraLarge: 21, .extraExtraExtraLarge: 23, .accessibilityMedium: 28,
      .accessibilityLarge: 33, .accessibilityExtraLarge: 40, .accessibilityExtraExtraLarge: 47,
      .accessibilityExtraExtraExtraLarge: 53,
    ]
    return (large * (body[category] ?? 17) / 17).rounded()
  }
}
