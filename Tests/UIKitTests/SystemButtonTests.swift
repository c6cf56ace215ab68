import Foundation
import Testing

@testable import UIKit

/// The system button types: each draws its glyph in an image view that is the button's subview,
/// and is as large as the glyph, rounded up to the screen's pixels.
@MainActor
struct SystemButtonTests {
  struct Recording: Sendable, CustomTestStringConvertible {
    var era: String
    var scale: CGFloat
    /// A `UIButton(type: .contactAdd)` sized to fit, as swift-snapshot-testing's `testUIView`
    /// printed it (the commit of pointfreeco/swift-snapshot-testing).
    var size: CGSize
    var source: String
    var testDescription: String { "\(era) @\(Int(scale))x (\(source))" }
  }

  nonisolated static let recordings: [Recording] = [
    Recording(era: "iOS 12", scale: 2, size: CGSize(width: 22, height: 22), source: "0bdf101798e2"),
    Recording(
      era: "iOS 13", scale: 3, size: CGSize(width: 73.0 / 3, height: 71.0 / 3),
      source: "fb70100e9f15"),
    Recording(era: "iOS 13", scale: 1, size: CGSize(width: 25, height: 24), source: "e17c51e71ecb"),
    Recording(
      era: "iOS 18", scale: 3, size: CGSize(width: 77.0 / 3, height: 77.0 / 3),
      source: "7e6c39fb435c"),
    // iPadOS 18.5, whose recording does not print its scale: 77 / 3 rounds up to 26 at 2×.
    Recording(era: "iOS 18", scale: 2, size: CGSize(width: 26, height: 26), source: "ab70025b714d"),
  ]

  private func glyphs(for era: String) -> UISystemButtonGlyphs {
    switch era {
    case "iOS 12": .iOS7
    case "iOS 13": .iOS13
    default: .iOS14
    }
  }

  @Test(arguments: recordings)
  func aContactAddButtonIsAsLargeAsRecorded(_ recording: Recording) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    window.screen = UIScreen(bounds: window.bounds, scale: recording.scale)
    window.systemButtonGlyphs = glyphs(for: recording.era)
    let button = UIButton(type: .contactAdd)
    window.addSubview(button)
    button.sizeToFit()
    button.layoutIfNeeded()
    #expect(button.frame.size == recording.size)
    #expect(button.imageView?.superview === button)
    #expect(button.imageView?.frame == CGRect(origin: .zero, size: recording.size))
    #expect(button.currentImage?.size == recording.size)
  }

  @Test(arguments: [UIButton.ButtonType.infoLight, .infoDark, .detailDisclosure, .contactAdd])
  func circledGlyphTypesShareTheContactAddSize(_ type: UIButton.ButtonType) {
    let button = UIButton(type: type)
    #expect(button.intrinsicContentSize == CGSize(width: 77.0 / 3, height: 77.0 / 3))
  }

  @Test func aCloseButtonIsThirtyPointsSquare() {
    #expect(UIButton(type: .close).intrinsicContentSize == CGSize(width: 30, height: 30))
  }

  @Test func aCustomButtonHasNoGlyph() {
    let button = UIButton(type: .custom)
    #expect(button.intrinsicContentSize == .zero)
    #expect(button.currentImage == nil)
    #expect(button.subviews.isEmpty)
  }

  // UIButton.h: UIButtonTypePlain = 6 (iOS 15); UIButtonTypeRoundedRect = UIButtonTypeSystem.
  @Test func buttonTypeRawValuesAreApples() {
    #expect(UIButton.ButtonType.plain.rawValue == 6)
    #expect(UIButton.ButtonType.close.rawValue == 7)
    #expect(UIButton.ButtonType.roundedRect == .system)
  }

  // An image set by the app replaces the glyph's size.
  @Test func anAppImageReplacesTheGlyph() {
    let button = UIButton(type: .contactAdd)
    button.setImage(UIImage(size: CGSize(width: 40, height: 10)), for: .normal)
    #expect(button.intrinsicContentSize == CGSize(width: 40, height: 10))
  }
}
