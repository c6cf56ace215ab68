import Bezel
import Foundation
import Testing
import UIKit

/// Colours of layers in sRGB, for drawings.
struct SnapshotColorTests {
  // UIKit's gray colours are in extended gray, which has the sRGB curve: a gray of 0.5 is sRGB
  // (0.5, 0.5, 0.5).
  @Test @MainActor func extendedGrayBecomesEqualSRGBComponents() {
    let color = SnapshotColor(UIColor(white: 0.5, alpha: 0.25).cgColor)
    #expect(color == SnapshotColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 0.25))
  }

  // Generic gray has a 2.2 gamma: 0.5 is 0.5^2.2 = 0.2176 in linear light, which the sRGB curve
  // encodes as 1.055 × 0.2176^(1/2.4) − 0.055 = 0.5039.
  @Test func genericGrayIsConvertedThroughLinearLight() {
    let color = SnapshotColor(CGColor(gray: 0.5, alpha: 1))
    #expect(abs(color.red - 0.5039) < 0.0005)
    #expect(color.red == color.green && color.green == color.blue)
  }

  // Extended sRGB keeps components outside 0…1; a drawing cannot show them and clamps.
  @Test @MainActor func componentsOutsideSRGBAreClamped() {
    let color = SnapshotColor(UIColor(red: 1.2, green: -0.1, blue: 0.5, alpha: 1).cgColor)
    #expect(color == SnapshotColor(red: 1, green: 0, blue: 0.5, alpha: 1))
  }
}
