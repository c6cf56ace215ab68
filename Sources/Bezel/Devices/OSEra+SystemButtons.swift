import UIKit

extension OSEra {
  /// The system button types' glyphs in the era: bitmaps until iOS 12, SF Symbols from iOS 13, a
  /// larger symbol configuration from iOS 14 (measured on iOS 18; iOS 26 unmeasured, taken as
  /// the same).
  var systemButtonGlyphs: UISystemButtonGlyphs {
    switch self {
    case .iOS9, .iOS11, .iOS12: .iOS7
    case .iOS13: .iOS13
    case .iOS14, .iOS26: .iOS14
    }
  }
}
