import UIKit

/// The names the snapshot renderings and the `bezel` command give enumerated values, and back.
///
/// Each table lists every value once, in a fixed order; names are the Swift case names.
package enum SnapshotNames {
  package static let idioms: [(UIUserInterfaceIdiom, String)] = [
    (.unspecified, "unspecified"), (.phone, "phone"), (.pad, "pad"), (.tv, "tv"),
    (.carPlay, "carPlay"), (.mac, "mac"), (.vision, "vision"),
  ]

  package static let orientations: [(Orientation, String)] = [
    (.portrait, "portrait"), (.portraitUpsideDown, "portraitUpsideDown"),
    (.landscapeLeft, "landscapeLeft"), (.landscapeRight, "landscapeRight"),
  ]

  package static let layoutDirections: [(UIUserInterfaceLayoutDirection, String)] = [
    (.leftToRight, "leftToRight"), (.rightToLeft, "rightToLeft"),
  ]

  package static let splitViews: [(SplitView.Fraction, String)] = [
    (.oneThird, "oneThird"), (.half, "half"), (.twoThirds, "twoThirds"),
  ]

  package static let contentSizeCategories: [(UIContentSizeCategory, String)] = [
    (.unspecified, "unspecified"), (.extraSmall, "extraSmall"), (.small, "small"),
    (.medium, "medium"), (.large, "large"), (.extraLarge, "extraLarge"),
    (.extraExtraLarge, "extraExtraLarge"), (.extraExtraExtraLarge, "extraExtraExtraLarge"),
    (.accessibilityMedium, "accessibilityMedium"), (.accessibilityLarge, "accessibilityLarge"),
    (.accessibilityExtraLarge, "accessibilityExtraLarge"),
    (.accessibilityExtraExtraLarge, "accessibilityExtraExtraLarge"),
    (.accessibilityExtraExtraExtraLarge, "accessibilityExtraExtraExtraLarge"),
  ]

  /// The name of `value` in `table`; `fallback` for a value the table lacks.
  package static func name<Value: Equatable>(
    of value: Value, in table: [(Value, String)], fallback: String
  ) -> String {
    table.first { $0.0 == value }?.1 ?? fallback
  }

  /// The value named `name` in `table`, if any.
  package static func value<Value>(named name: String, in table: [(Value, String)]) -> Value? {
    table.first { $0.1 == name }?.0
  }

  package static func name(of idiom: UIUserInterfaceIdiom) -> String {
    name(of: idiom, in: idioms, fallback: String(idiom.rawValue))
  }

  package static func name(of orientation: Orientation) -> String {
    name(of: orientation, in: orientations, fallback: "portrait")
  }

  package static func name(of direction: UIUserInterfaceLayoutDirection) -> String {
    name(of: direction, in: layoutDirections, fallback: "leftToRight")
  }

  package static func name(of fraction: SplitView.Fraction) -> String {
    name(of: fraction, in: splitViews, fallback: "half")
  }

  /// The short name the gallery and the command give an orientation: `portrait`, `landscape`,
  /// `upside-down` or `landscape-right`.
  package static func shortName(of orientation: Orientation) -> String {
    switch orientation {
    case .portrait: "portrait"
    case .portraitUpsideDown: "upside-down"
    case .landscapeLeft: "landscape"
    case .landscapeRight: "landscape-right"
    }
  }

  /// The category's case name, or its raw value for a category UIKit does not name.
  package static func name(of category: UIContentSizeCategory) -> String {
    name(of: category, in: contentSizeCategories, fallback: category.rawValue)
  }
}
