import Foundation
import Testing

@testable import UIKit

/// The text model in effect, which the main actor's window contexts hold.
///
/// Apart from `TextMeasurementTests`, whose measurements need no actor and so run without
/// waiting for the main actor.
@MainActor
struct TextMeasurementModelTests {
  @Test func scopedModelReplacesCurrentModel() {
    struct FixedModel: TextMeasuring {
      func size(of text: String, font: UIFont, numberOfLines: Int, maxWidth: CGFloat?) -> CGSize {
        CGSize(width: 1, height: 2)
      }
    }
    let measured = TextMeasurement.withModel(FixedModel()) {
      TextMeasurement.current.size(
        of: "Hello", font: .systemFont(ofSize: 17), numberOfLines: 0, maxWidth: nil)
    }
    #expect(measured == CGSize(width: 1, height: 2))
    let outside = TextMeasurement.current.size(
      of: "Hello", font: .systemFont(ofSize: 17), numberOfLines: 0, maxWidth: nil)
    #expect(outside != CGSize(width: 1, height: 2))
  }

  @Test func defaultModelIsSystemFontModel() {
    #expect(TextMeasurement.current is SystemFontTextModel)
  }
}
