import Foundation
import Testing

@testable import UIKit

/// A prefetch data source that records its calls, in order.
@MainActor
private final class PrefetchRecorder: NSObject, UICollectionViewDataSourcePrefetching {
  var calls: [String] = []

  func collectionView(
    _ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]
  ) {
    calls.append("prefetch \(indexPaths.map(\.item))")
  }

  func collectionView(
    _ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]
  ) {
    calls.append("cancel \(indexPaths.map(\.item))")
  }
}

/// Prefetching: the collection view hands its prefetch data source the items one screen ahead
/// in the direction it scrolls, and cancels those that leave that span unseen
/// (UICollectionViewDataSourcePrefetching; `UICollectionView+Prefetching.swift`).
@Suite(.checksInvariants)
@MainActor
struct CollectionPrefetchingTests {
  /// A collection view `size` of 30 rows 100 tall (or columns 100 wide), the recorder its
  /// prefetch data source, laid out once.
  private func collection(
    horizontal: Bool = false, size: CGSize = CGSize(width: 320, height: 470),
    enabled: Bool = true, rightToLeft: Bool = false, startX: CGFloat = 0
  ) -> (UICollectionView, CompositionalDataSource, PrefetchRecorder) {
    let item = NSCollectionLayoutItem(
      layoutSize: horizontal
        ? NSCollectionLayoutSize(
          widthDimension: .absolute(100), heightDimension: .fractionalHeight(1))
        : NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)))
    let group: NSCollectionLayoutGroup =
      horizontal
      ? .horizontal(layoutSize: item.layoutSize, subitems: [item])
      : .vertical(layoutSize: item.layoutSize, subitems: [item])
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.scrollDirection = horizontal ? .horizontal : .vertical
    let layout = UICollectionViewCompositionalLayout(
      section: NSCollectionLayoutSection(group: group), configuration: configuration)
    let collectionView = UICollectionView(
      frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
    if rightToLeft { collectionView.semanticContentAttribute = .forceRightToLeft }
    collectionView.contentOffset.x = startX
    let recorder = PrefetchRecorder()
    collectionView.isPrefetchingEnabled = enabled
    collectionView.prefetchDataSource = recorder
    let source = CompositionalDataSource(counts: [30])
    collectionView.dataSource = source
    collectionView.layoutIfNeeded()
    return (collectionView, source, recorder)
  }

  private func scroll(_ collectionView: UICollectionView, to offset: CGPoint) {
    collectionView.contentOffset = offset
    collectionView.layoutIfNeeded()
  }

  @Test func prefetchingIsEnabledByDefault() {
    let collectionView = UICollectionView(
      frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    #expect(collectionView.isPrefetchingEnabled)
    #expect(collectionView.prefetchDataSource == nil)
  }

  // 470 tall, rows of 100: rows 0–4 show; one screen below, 470–940, holds rows 4–9, of which
  // 5–9 are not shown: they are prefetched.
  @Test func theScreenBelowIsPrefetchedAtFirst() {
    let (_, _, recorder) = collection()
    #expect(recorder.calls == ["prefetch [5, 6, 7, 8, 9]"])
  }

  // Scrolled to 470: rows 4–9 show (those handed over are forgotten) and 940–1410 holds rows
  // 9–14: 10–14 are prefetched. Back up to 400: rows 4–8 show, and the screen above, −70–400,
  // holds rows 0–3; rows 10–14 left the span unseen: cancelled, then 0–3 prefetched.
  @Test func scrollingPrefetchesAheadAndCancelsWhatIsLeftBehind() {
    let (collectionView, source, recorder) = collection()
    scroll(collectionView, to: CGPoint(x: 0, y: 470))
    #expect(collectionView.indexPathsForVisibleItems.map(\.item) == [4, 5, 6, 7, 8, 9])
    #expect(recorder.calls.last == "prefetch [10, 11, 12, 13, 14]")
    recorder.calls = []
    scroll(collectionView, to: CGPoint(x: 0, y: 400))
    #expect(recorder.calls == ["cancel [10, 11, 12, 13, 14]", "prefetch [0, 1, 2, 3]"])
    withExtendedLifetime(source) {}
  }

  // Scrolling sideways, 320 wide with columns of 100: columns 0–3 show, and 320–640 to the
  // right holds 3–6: 4–6 are prefetched.
  @Test func aHorizontalCollectionPrefetchesToTheRight() {
    let (_, _, recorder) = collection(horizontal: true, size: CGSize(width: 320, height: 200))
    #expect(recorder.calls == ["prefetch [4, 5, 6]"])
  }

  // `isPrefetchingEnabled` false also disables data prefetching (Apple's documentation).
  @Test func disablingPrefetchingStopsTheCalls() {
    let (collectionView, source, recorder) = collection(enabled: false)
    scroll(collectionView, to: CGPoint(x: 0, y: 470))
    #expect(recorder.calls.isEmpty)
    withExtendedLifetime(source) {}
  }

  // Right-to-left mirrors the columns: column i spans 3000 − 100(i + 1) to 3000 − 100i. Shown
  // from its leading (right) end, 2680–3000, columns 0–3 show; the items after them lie to the
  // left, 2360–2680, which holds 3–6: 4–6 are prefetched, as in left-to-right.
  @Test func aRightToLeftCollectionPrefetchesToTheLeftFromItsLeadingEnd() {
    let (_, source, recorder) = collection(
      horizontal: true, size: CGSize(width: 320, height: 200), rightToLeft: true, startX: 2680)
    #expect(recorder.calls == ["prefetch [4, 5, 6]"])
    withExtendedLifetime(source) {}
  }

  // Scrolled left by a screen, 2360–2680 shows 3–6 and 2040–2360 ahead holds 6–9: 7–9 are
  // prefetched; none of 4–6 is cancelled, as they showed.
  @Test func aRightToLeftCollectionScrolledLeftPrefetchesFurtherLeft() {
    let (collectionView, source, recorder) = collection(
      horizontal: true, size: CGSize(width: 320, height: 200), rightToLeft: true, startX: 2680)
    scroll(collectionView, to: CGPoint(x: 2360, y: 0))
    #expect(recorder.calls == ["prefetch [4, 5, 6]", "prefetch [7, 8, 9]"])
    withExtendedLifetime(source) {}
  }

  // Shown from its left end, 0–320 (columns 26–29), the mirrored content goes on only to the
  // right: 320–640 holds 23–26, of which 23–25 are prefetched.
  @Test func aRightToLeftCollectionAtItsLeftEndPrefetchesToTheRight() {
    let (_, source, recorder) = collection(
      horizontal: true, size: CGSize(width: 320, height: 200), rightToLeft: true)
    #expect(recorder.calls == ["prefetch [23, 24, 25]"])
    withExtendedLifetime(source) {}
  }
}
