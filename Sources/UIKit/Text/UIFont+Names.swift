import Foundation
import Synchronization

extension UIFont {
  /// Creates the font with a PostScript name, or returns nil when no font has that name.
  ///
  /// The system font's own names (`.SFUI-Regular` … `.SFUI-Black`, `.SFUI-RegularItalic`,
  /// `.AppleSystemUIFont`) and a few font families installed on every iOS device are known; more
  /// can be added with `UIFont.registerFontName(_:familyName:weight:)`. All of them are measured
  /// with the system font's metrics, because no font files exist here.
  public convenience init?(name fontName: String, size fontSize: CGFloat) {
    guard let entry = UIFont.registeredName(fontName) else { return nil }
    self.init(
      name: fontName, familyName: entry.familyName, size: fontSize, weight: entry.weight,
      italic: entry.italic)
  }

  /// Makes `init?(name:size:)` succeed for a name, measured like the system font of a weight.
  package static func registerFontName(
    _ fontName: String, familyName: String, weight: UIFont.Weight = .regular, italic: Bool = false
  ) {
    let entry = FontNameEntry(familyName: familyName, weight: weight.rawValue, italic: italic)
    fontNames.withLock { $0[fontName] = entry }
  }

  /// Makes `init?(name:size:)` fail again for a name registered earlier.
  package static func unregisterFontName(_ fontName: String) {
    fontNames.withLock { _ = $0.removeValue(forKey: fontName) }
  }

  static func registeredName(_ fontName: String) -> FontNameEntry? {
    fontNames.withLock { $0[fontName] }
  }

  /// Names known at start-up: the system font's, and common fonts bundled with iOS.
  private static let fontNames = Mutex<[String: FontNameEntry]>(builtInFontNames())

  private static func builtInFontNames() -> [String: FontNameEntry] {
    var names: [String: FontNameEntry] = [:]
    for (weight, style) in UIFont.Weight.namedStyles {
      names[".SFUI-\(style)"] = FontNameEntry(
        familyName: systemFamilyName, weight: weight.rawValue, italic: false)
    }
    names[".SFUI-RegularItalic"] = FontNameEntry(
      familyName: systemFamilyName, weight: 0, italic: true)
    names[systemFamilyName] = FontNameEntry(familyName: systemFamilyName, weight: 0, italic: false)
    let bundled: [(String, String, UIFont.Weight)] = [
      ("Helvetica", "Helvetica", .regular),
      ("Helvetica-Bold", "Helvetica", .bold),
      ("HelveticaNeue", "Helvetica Neue", .regular),
      ("HelveticaNeue-Light", "Helvetica Neue", .light),
      ("HelveticaNeue-Medium", "Helvetica Neue", .medium),
      ("HelveticaNeue-Bold", "Helvetica Neue", .bold),
      ("ArialMT", "Arial", .regular),
      ("Arial-BoldMT", "Arial", .bold),
      ("Avenir-Book", "Avenir", .regular),
      ("Avenir-Medium", "Avenir", .medium),
      ("Avenir-Heavy", "Avenir", .heavy),
      ("AvenirNext-Regular", "Avenir Next", .regular),
      ("AvenirNext-Medium", "Avenir Next", .medium),
      ("AvenirNext-DemiBold", "Avenir Next", .semibold),
      ("AvenirNext-Bold", "Avenir Next", .bold),
      ("Courier", "Courier", .regular),
      ("Courier-Bold", "Courier", .bold),
      ("Georgia", "Georgia", .regular),
      ("Georgia-Bold", "Georgia", .bold),
      ("Menlo-Regular", "Menlo", .regular),
      ("Menlo-Bold", "Menlo", .bold),
      ("TimesNewRomanPSMT", "Times New Roman", .regular),
    ]
    for (name, family, weight) in bundled {
      names[name] = FontNameEntry(familyName: family, weight: weight.rawValue, italic: false)
    }
    return names
  }
}

/// What `init?(name:size:)` knows about a font name.
struct FontNameEntry: Sendable {
  var familyName: String
  var weight: CGFloat
  var italic: Bool
}
