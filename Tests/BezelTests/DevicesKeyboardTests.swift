import Bezel
import Testing
import UIKit

/// The catalog's software keyboard heights.
struct DevicesKeyboardTests {
  /// DF-SPECS (Xcode 26.6 simulators), predictive bar included.
  @Test(arguments: [
    (DeviceCatalog.iPhone16, 335.0, 208.0),
    (DeviceCatalog.iPhone17Pro, 335.0, 208.0),
    (DeviceCatalog.iPhone16ProMax, 345.0, 208.0),
    (DeviceCatalog.iPhoneSE3, 260.0, 206.0),
    (DeviceCatalog.iPad10, 337.0, 422.0),
    (DeviceCatalog.iPadMiniA17Pro, 340.0, 428.0),
    (DeviceCatalog.iPadPro13M4, 403.0, 498.0),
  ])
  func measuredHeightsWithThePredictiveBar(device: Device, portrait: Double, landscape: Double) {
    #expect(device.keyboardHeight(in: .portrait) == CGFloat(portrait))
    #expect(device.keyboardHeight(in: .landscapeRight) == CGFloat(landscape))
  }

  /// An iPhone's bar is 44 points: the SE's keys alone are the published 216 and 162.
  @Test func anIPhoneWithoutThePredictiveBarLosesIts44Points() {
    let device = DeviceCatalog.iPhoneSE3
    #expect(device.keyboardHeight(in: .portrait, predictiveBar: false) == 216)
    #expect(device.keyboardHeight(in: .landscapeLeft, predictiveBar: false) == 162)
  }

  @Test func anIPadKeepsItsShortcutsBarWithoutPredictiveText() {
    #expect(DeviceCatalog.iPad10.keyboardHeight(in: .portrait, predictiveBar: false) == 337)
  }

  @Test func appleTVHasNoKeyboardRisingFromTheBottom() {
    #expect(DeviceCatalog.appleTV4K.keyboardHeight(in: .landscapeLeft) == nil)
  }

  @Test func aScreenNobodyMeasuredSaysItsHeightIsAModel() throws {
    let source = try #require(DeviceCatalog.iPhone8.keyboardHeightSource())
    #expect(source.citation.contains("a model"))
    let measured = try #require(DeviceCatalog.iPhone16.keyboardHeightSource(era: .iOS26))
    #expect(!measured.citation.contains("a model"))
  }
}
