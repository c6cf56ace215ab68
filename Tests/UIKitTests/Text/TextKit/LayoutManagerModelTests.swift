import Foundation
import Testing

@testable import UIKit

/// A layout manager lays its text out again when it is given another text model, as a text view
/// gives it its window's when it moves into one; the same model keeps the layout.
@MainActor @Suite struct LayoutManagerModelTests {
  /// Every character 20 points wide: twice `FixedAdvanceTextModel`'s.
  struct WideModel: TextMeasuring {
    func size(of text: String, font: UIFont, numberOfLines: Int, maxWidth: CGFloat?) -> CGSize {
      CGSize(width: CGFloat(text.count) * 20, height: 20)
    }
    func advance(of character: Character, in font: UIFont) -> CGFloat { 20 }
  }

  /// A model that counts the characters it measures.
  final class CountingModel: TextMeasuring, @unchecked Sendable {
    var advances = 0
    func size(of text: String, font: UIFont, numberOfLines: Int, maxWidth: CGFloat?) -> CGSize {
      CGSize(width: CGFloat(text.count) * 10, height: 20)
    }
    func advance(of character: Character, in font: UIFont) -> CGFloat {
      advances += 1
      return 10
    }
  }

  // "abc": 3 × 10 + 2 × 5 of padding, then 3 × 20 + 10.
  @Test func anotherModelLaysTheTextOutAgain() {
    let storage = NSTextStorage(string: "abc", attributes: [.font: UIFont.systemFont(ofSize: 17)])
    let manager = NSLayoutManager()
    let container = NSTextContainer(size: CGSize(width: 500, height: 500))
    manager.addTextContainer(container)
    storage.addLayoutManager(manager)
    manager.measuringModel = FixedAdvanceTextModel()
    #expect(manager.usedRect(for: container).width == 40)
    manager.measuringModel = WideModel()
    #expect(manager.usedRect(for: container).width == 70)
  }

  @Test func theSameModelObjectKeepsTheLayout() {
    let storage = NSTextStorage(string: "abc", attributes: [.font: UIFont.systemFont(ofSize: 17)])
    let manager = NSLayoutManager()
    let container = NSTextContainer(size: CGSize(width: 500, height: 500))
    manager.addTextContainer(container)
    storage.addLayoutManager(manager)
    let model = CountingModel()
    manager.measuringModel = model
    _ = manager.usedRect(for: container)
    let measured = model.advances
    manager.measuringModel = model
    _ = manager.usedRect(for: container)
    #expect(measured > 0)
    #expect(model.advances == measured)
  }

  @Test func equalSystemFontModelsAreTheSame() {
    #expect(TextMeasurement.isSameModel(SystemFontTextModel(), SystemFontTextModel()))
    #expect(
      !TextMeasurement.isSameModel(
        SystemFontTextModel(generation: .sfPro), SystemFontTextModel(generation: .sfUIText)))
    #expect(!TextMeasurement.isSameModel(FixedAdvanceTextModel(), FixedAdvanceTextModel()))
    #expect(TextMeasurement.isSameModel(nil, nil))
    #expect(!TextMeasurement.isSameModel(SystemFontTextModel(), nil))
  }
}
