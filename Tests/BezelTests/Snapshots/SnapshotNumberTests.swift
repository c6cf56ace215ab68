import Foundation
import Testing

@testable import Bezel

/// The one number format of the renderings.
struct SnapshotNumberTests {
  @Test(arguments: [
    (CGFloat(0), "0"), (59, "59"), (-12, "-12"), (2.5, "2.5"), (1.0 / 3, "0.333"),
    (2.0 / 3, "0.667"), (47.33, "47.33"), (-0.0, "0"), (-0.0004, "0"), (0.0005, "0.001"),
    (0.05, "0.05"), (-1.25, "-1.25"), (100.1, "100.1"), (1e20, "9000000000000"),
    (.nan, "0"), (.infinity, "0"),
  ])
  func numbersHaveAtMostThreeDecimalsAndNoNegativeZero(value: CGFloat, expected: String) {
    #expect(SnapshotNumber.string(value) == expected)
  }
}
