import Foundation
import Testing

@testable import UIKit

/// UIKit's attribute values in Foundation's attributed strings: neighbouring runs compare them
/// with UIKit's own equality, so equal values merge into one run, different ones stay apart, and
/// neither traps in Core Foundation.
@MainActor @Suite struct AttributeValueRunTests {
  /// A value, a distinct value equal to it, and a value different from both.
  struct Fixture: CustomTestStringConvertible, Sendable {
    let name: String
    let make: @Sendable @MainActor (Int) -> NSObject
    var testDescription: String { name }
  }

  nonisolated static let fixtures: [Fixture] = [
    Fixture(name: "font") { UIFont.systemFont(ofSize: CGFloat(10 + $0)) },
    Fixture(name: "colour") { UIColor(white: CGFloat($0) / 10, alpha: 1) },
    Fixture(name: "paragraph style") {
      let style = NSMutableParagraphStyle()
      style.lineSpacing = CGFloat($0)
      return style
    },
    Fixture(name: "shadow") {
      let shadow = NSShadow()
      shadow.shadowBlurRadius = CGFloat($0)
      return shadow
    },
    Fixture(name: "tab stop") { NSTextTab(textAlignment: .left, location: CGFloat($0)) },
  ]

  let key = NSAttributedString.Key("BezelTestValue")

  /// "abcdef" with `first` throughout, then `second` on "cd".
  func text(_ first: NSObject, then second: NSObject) -> NSMutableAttributedString {
    let text = NSMutableAttributedString(string: "abcdef", attributes: [key: first])
    text.addAttribute(key, value: second, range: NSRange(location: 2, length: 2))
    return text
  }

  func runs(of text: NSAttributedString) -> [NSRange] {
    var ranges: [NSRange] = []
    text.enumerateAttribute(key, in: NSRange(location: 0, length: text.length)) { _, range, _ in
      ranges.append(range)
    }
    return ranges
  }

  @Test(arguments: fixtures)
  func anEqualValueOverAPartMergesIntoOneRun(_ fixture: Fixture) {
    let text = text(fixture.make(1), then: fixture.make(1))
    #expect(runs(of: text) == [NSRange(location: 0, length: 6)])
  }

  @Test(arguments: fixtures)
  func aDifferentValueOverAPartMakesThreeRuns(_ fixture: Fixture) {
    let text = text(fixture.make(1), then: fixture.make(2))
    // "ab", "cd" and "ef".
    #expect(runs(of: text).map(\.length) == [2, 2, 2])
    #expect(text.attribute(key, at: 2, effectiveRange: nil) as? NSObject == fixture.make(2))
  }

  @Test(arguments: fixtures)
  func appendingRunsOfDifferentValuesKeepsThemApart(_ fixture: Fixture) {
    let text = NSMutableAttributedString(string: "ab", attributes: [key: fixture.make(1)])
    text.append(NSAttributedString(string: "cd", attributes: [key: fixture.make(2)]))
    text.append(NSAttributedString(string: "ef", attributes: [key: fixture.make(2)]))
    #expect(runs(of: text).map(\.length) == [2, 4])
  }

  @Test func aTextStorageReplacesAFontByAnEqualOneInOneRun() {
    let storage = NSTextStorage(
      string: "Hello", attributes: [.font: UIFont.systemFont(ofSize: 17)])
    storage.addAttribute(
      .font, value: UIFont.systemFont(ofSize: 17), range: NSRange(location: 1, length: 2))
    var range = NSRange(location: 0, length: 0)
    _ = storage.attribute(.font, at: 0, effectiveRange: &range)
    #expect(range == NSRange(location: 0, length: 5))
  }
}
