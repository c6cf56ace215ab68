import Foundation
import Testing

@testable import UIKit

/// Section content insets against each `contentInsetsReference` (UIContentInsetsReference,
/// iOS 14).
@Suite(.checksInvariants)
@MainActor
struct CompositionalInsetsReferenceTests {
  /// An iPhone X in landscape: 44 points of safe area left and right, 21 at the bottom.
  private static let landscape: @Sendable (Bool) -> UIEdgeInsets = { _ in
    UIEdgeInsets(top: 0, left: 44, bottom: 21, right: 44)
  }

  /// A collection view filling a window of `size` with `insets` as its device's, whose
  /// collection view has explicit layout margins of 20, one row of rows 50 tall with content
  /// insets of 10 leading and trailing, counted from `reference`.
  private func rowFrame(
    _ reference: UIContentInsetsReference, windowSize: CGSize = CGSize(width: 812, height: 375),
    insets: @escaping @Sendable (Bool) -> UIEdgeInsets = landscape,
    direction: UISemanticContentAttribute = .forceLeftToRight
  ) -> CGRect {
    let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
    section.contentInsetsReference = reference
    let layout = UICollectionViewCompositionalLayout(section: section)
    let window = UIWindow(frame: CGRect(origin: .zero, size: windowSize))
    window.deviceInsetsProvider = insets
    let controller = UIViewController()
    window.rootViewController = controller
    window.layoutIfNeeded()
    let collectionView = UICollectionView(
      frame: controller.view.bounds, collectionViewLayout: layout)
    collectionView.semanticContentAttribute = direction
    collectionView.layoutMargins = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
    let source = CompositionalDataSource(counts: [1])
    collectionView.dataSource = source
    controller.view.addSubview(collectionView)
    window.layoutIfNeeded()
    collectionView.layoutIfNeeded()
    return itemFrame(collectionView, 0)
  }

  // The collection view scrolls vertically: its adjusted inset has no left or right part, so
  // content x is bounds x.
  // - none: the insets alone, 10 … 812 − 10;
  // - safe area (and automatic, which resolves to it): 44 + 10 = 54 … 812 − 54;
  // - layout margins, inset from the safe area: 44 + 20 + 10 = 74 … 812 − 74.
  @Test(arguments: [
    (UIContentInsetsReference.none, CGFloat(10)), (.safeArea, 54), (.automatic, 54),
    (.layoutMargins, 74),
  ])
  func insetsCountFromTheirReference(reference: UIContentInsetsReference, leading: CGFloat) {
    #expect(
      rowFrame(reference)
        == CGRect(x: leading, y: 0, width: 812 - 2 * leading, height: 50))
  }

  // Readable content on an iPad-wide window without safe area: margins of 20 leave 984
  // points, more than 64 wider than the readable width of 664, so the readable frame is
  // centred: x = 20 + (984 − 664) / 2 = 180; 10 more for the inset.
  @Test func readableContentInsetsCountFromTheReadableWidth() {
    let frame = rowFrame(
      .readableContent, windowSize: CGSize(width: 1024, height: 768), insets: { _ in .zero })
    #expect(frame == CGRect(x: 190, y: 0, width: 644, height: 50))
  }

  // In right-to-left the leading inset is on the right; the safe area is symmetric here, so
  // the row is the same.
  @Test func rightToLeftTakesTheLeadingInsetOnTheRight() {
    #expect(
      rowFrame(.safeArea, direction: .forceRightToLeft)
        == CGRect(x: 54, y: 0, width: 704, height: 50))
  }

  // UIKit's raw values.
  @Test func referencesHaveUIKitsRawValues() {
    let all: [UIContentInsetsReference] = [
      .automatic, .none, .safeArea, .layoutMargins, .readableContent,
    ]
    #expect(all.map(\.rawValue) == [0, 1, 2, 3, 4])
  }
}
