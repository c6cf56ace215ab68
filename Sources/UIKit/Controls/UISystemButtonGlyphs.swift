import Foundation

/// The sizes of the images that UIKit's system button types draw, per OS era.
///
/// `UIButton(type: .contactAdd)` sized to fit is exactly as large as its image view, which shows
/// the type's glyph. Measured on simulators by swift-snapshot-testing's `testUIView`, which prints
/// such a button's view hierarchy (commits of pointfreeco/swift-snapshot-testing, MIT):
/// - iOS 12.0 at 2×: 22 × 22 (0bdf101798e2), the bitmap glyph iOS 7 introduced.
/// - iOS 13.2.2 at 3×: 24.33 × 23.67 (fb70100e9f15, 6d7624bd6e13), the SF Symbol glyph; the same
///   glyph at 1× rounds up to 25 × 24 (e17c51e71ecb).
/// - iOS 18.4 and 18.5 at 3×: 25.67 × 25.67 (7e6c39fb435c, 6f4da01ac05e); iPadOS 18.5: 26 × 26
///   (ab70025b714d, scale not printed), the same glyph rounded up at 2× or 1×.
/// A glyph's size is stored as its 3× measurement and rounded up to the pixel grid of the screen it
/// is shown on, which reproduces every recording above. Only `.contactAdd` was measured; the info
/// and detail-disclosure glyphs are the same circle in the same symbol configuration, so they are
/// modelled with its size. The close button (iOS 13 and later) is modelled as 30 × 30, the circle
/// it draws, unmeasured.
package struct UISystemButtonGlyphs: Sendable, Equatable {
  /// The circled glyph of `.contactAdd`, `.infoLight`, `.infoDark` and `.detailDisclosure`.
  package var circled: CGSize
  /// The glyph of `.close`.
  package var close: CGSize

  package init(circled: CGSize, close: CGSize) {
    self.circled = circled
    self.close = close
  }

  /// iOS 7 through 12: 22-point bitmap glyphs.
  package static let iOS7 = UISystemButtonGlyphs(
    circled: CGSize(width: 22, height: 22), close: CGSize(width: 30, height: 30))
  /// iOS 13: SF Symbols at 73 × 71 pixels at 3×.
  package static let iOS13 = UISystemButtonGlyphs(
    circled: CGSize(width: 73.0 / 3, height: 71.0 / 3), close: CGSize(width: 30, height: 30))
  /// iOS 14 and later, as measured on iOS 18: 77 × 77 pixels at 3×.
  package static let iOS14 = UISystemButtonGlyphs(
    circled: CGSize(width: 77.0 / 3, height: 77.0 / 3), close: CGSize(width: 30, height: 30))

  /// The glyph a button type shows, or nil for a type that shows none.
  package func glyph(for type: UIButton.ButtonType) -> CGSize? {
    switch type {
    case .contactAdd, .infoLight, .infoDark, .detailDisclosure: circled
    case .close: close
    case .custom, .system, .plain: nil
    }
  }
}
