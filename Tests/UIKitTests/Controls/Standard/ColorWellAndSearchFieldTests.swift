import Foundation
import Testing

@testable import UIKit

/// The colour well and the search text field.
@MainActor
struct ColorWellAndSearchFieldTests {
  @Test func aColorWellStartsWithAlphaAndNoColor() {
    let well = UIColorWell()
    #expect(well.supportsAlpha)
    #expect(well.selectedColor == nil)
    #expect(well.title == nil)
  }

  // The modelled size (UIColorWell.swift).
  @Test func aColorWellHasItsModelledSize() {
    #expect(UIColorWell().intrinsicContentSize == CGSize(width: 28, height: 28))
  }

  @Test func aUserPickSendsValueChanged() {
    let well = UIColorWell()
    var sent = 0
    well.addAction(UIAction { _ in sent += 1 }, for: .valueChanged)
    well.select(.systemBlue)
    #expect(sent == 1)
    #expect(well.selectedColor == .systemBlue)
  }

  @Test func aColorSetInCodeSendsNothing() {
    let well = UIColorWell()
    var sent = 0
    well.addAction(UIAction { _ in sent += 1 }, for: .valueChanged)
    well.selectedColor = .systemRed
    #expect(sent == 0)
  }

  @Test func tokensAreInsertedAndRemovedInOrder() {
    let field = UISearchTextField()
    let first = UISearchToken(icon: nil, text: "Photos")
    let second = UISearchToken(icon: nil, text: "2024")
    field.insertToken(second, at: 0)
    field.insertToken(first, at: 0)
    #expect(field.tokens.map(\.text) == ["Photos", "2024"])
    field.removeToken(at: 0)
    #expect(field.tokens.map(\.text) == ["2024"])
  }

  @Test func anOutOfRangeTokenIndexRaisesAndChangesNothing() {
    let field = UISearchTextField()
    let messages = UIKitDiagnostics.capturing {
      field.insertToken(UISearchToken(icon: nil, text: "x"), at: 2)
      field.removeToken(at: 0)
    }
    #expect(messages.count == 2)
    #expect(field.tokens.isEmpty)
  }

  // The modelled height (UISearchTextField.swift), whatever the text.
  @Test func aSearchFieldIsThirtySixPointsTall() {
    let field = UISearchTextField()
    field.text = "Search"
    #expect(field.intrinsicContentSize.height == 36)
    #expect(field.allowsDeletingTokens && field.allowsCopyingTokens)
  }
}
