import Foundation
import Testing

@testable import UIKit

/// A list section's cells are at least 44 points tall (the table's default row height and the
/// Human Interface Guidelines' smallest tappable height: `ListSectionMetrics`), and taller when
/// their content needs it.
@Suite(.checksInvariants)
@MainActor
struct ListRowHeightTests {
  // One body line between 11-point margins needs 11 + line + 11, 42⅓ points at the default
  // text size: the row is 44.
  @Test(arguments: bothSemantics)
  func aOneLineRowIsFortyFourPointsTall(direction: UISemanticContentAttribute) {
    let (collectionView, _) = listCollection(
      UICollectionLayoutListConfiguration(appearance: .plain), direction: direction)
    #expect(11 + listLineHeight(.preferredFont(forTextStyle: .body)) + 11 < 44)
    #expect(itemFrame(collectionView, 0) == CGRect(x: 0, y: 0, width: 320, height: 44))
    #expect(itemFrame(collectionView, 1) == CGRect(x: 0, y: 44, width: 320, height: 44))
  }

  // A subtitle cell needs 11 + body line + 3 + subheadline line + 11, more than 44: the row
  // keeps its content's height.
  @Test func aRowWhoseContentNeedsMoreKeepsItsContentsHeight() {
    let configuration = UICollectionLayoutListConfiguration(appearance: .plain)
    let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> {
      cell, _, _ in
      var content = UIListContentConfiguration.subtitleCell()
      content.text = "Row"
      content.secondaryText = "Detail"
      cell.contentConfiguration = content
    }
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480),
      collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
    let source = RegistrationSource(registration: registration)
    collectionView.dataSource = source
    collectionView.layoutIfNeeded()
    let expected =
      11 + listLineHeight(.preferredFont(forTextStyle: .body)) + 3
      + listLineHeight(.preferredFont(forTextStyle: .subheadline)) + 11
    #expect(expected > 44)
    let height = itemFrame(collectionView, 0).height
    // The layout puts the height on the 3× pixel grid of the main screen.
    #expect(abs(height - expected) <= 1.0 / 6)
    withExtendedLifetime(source) {}
  }

  // A grouped header is a supplementary view: 17 + footnote line + 6, under 44, and kept.
  @Test func headersAreNotRaisedToTheMinimum() {
    var configuration = UICollectionLayoutListConfiguration(appearance: .grouped)
    configuration.headerMode = .supplementary
    let (collectionView, _) = listCollection(configuration)
    let header = supplementaryFrame(collectionView, UICollectionView.elementKindSectionHeader)
    let expected = 17 + listLineHeight(.preferredFont(forTextStyle: .footnote)) + 6
    #expect(expected < 44)
    #expect(abs(header.height - expected) <= 1.0 / 6)
  }
}

/// Three items from one cell registration.
@MainActor
private final class RegistrationSource: NSObject, UICollectionViewDataSource {
  let registration: UICollectionView.CellRegistration<UICollectionViewListCell, Int>

  init(registration: UICollectionView.CellRegistration<UICollectionViewListCell, Int>) {
    self.registration = registration
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    3
  }

  func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    collectionView.dequeueConfiguredReusableCell(
      using: registration, for: indexPath, item: indexPath.item)
  }
}
