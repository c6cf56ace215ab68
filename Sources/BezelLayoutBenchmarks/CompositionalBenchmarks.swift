import Bezel
import BezelBenchmarks
import Foundation
import UIKit

/// Plain cells for a one-section grid.
@MainActor
private final class GridItems: NSObject, UICollectionViewDataSource {
  let count: Int

  init(count: Int) {
    self.count = count
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    count
  }

  func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
  }
}

extension AdaptiveBenchmarks {
  /// A compositional photo grid of `count` items on an iPhone 16 Pro in portrait.
  ///
  /// The grid is the root view of a controller: items a quarter of the width in square groups.
  /// Times the first
  /// layout, then the median of `steps` scroll steps of 300 points, each followed by
  /// `layoutIfNeeded`; a step realises only the items the bounds meet.
  ///
  /// By hand: the screen is 402 wide, so item i is 100.5 square at ((i mod 4) × 100.5,
  /// (i div 4) × 100.5), each value then at its nearest pixel of the 3× screen, half-way up (a
  /// compositional layout's frames are pixel-rounded): 100.5 is 301.5 pixels, so 302 (100⅔).
  @MainActor
  static func compositionalCase(count: Int, steps: Int, repeats: Int) -> (
    first: BenchmarkResult, scroll: BenchmarkResult
  ) {
    var firstTimes: [Double] = []
    var stepMedians: [Double] = []
    var lowerBounds: [Double] = []
    var error: Double? = 0
    for _ in 0..<repeats {
      let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)))
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.25)),
        subitems: [item])
      let layout = UICollectionViewCompositionalLayout(
        section: NSCollectionLayoutSection(group: group))
      let controller = UIViewController()
      let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
      collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "photo")
      let items = GridItems(count: count)
      collectionView.dataSource = items
      controller.view = collectionView
      var host: DeviceHost?
      firstTimes.append(
        Timing.milliseconds { host = DeviceHost(controller, on: DeviceCatalog.iPhone16Pro) })
      var stepTimes: [Double] = []
      for step in 1...steps {
        stepTimes.append(
          Timing.milliseconds {
            collectionView.contentOffset = CGPoint(x: 0, y: CGFloat(step * 300))
            collectionView.layoutIfNeeded()
          })
      }
      stepMedians.append(Timing.median(stepTimes))
      let visible = collectionView.indexPathsForVisibleItems
      let (hand, milliseconds) = HandFrames.timed {
        visible.map {
          let pixel = { (points: CGFloat) in (points * 3).rounded() / 3 }
          return CGRect(
            x: pixel(CGFloat($0.item % 4) * 100.5), y: pixel(CGFloat($0.item / 4) * 100.5),
            width: pixel(100.5), height: pixel(100.5))
        }
      }
      lowerBounds.append(milliseconds)
      error = LayoutBenchmarks.worst(
        error, hand.maxError(collectionView.visibleCells.map(\.frame)))
      if visible.isEmpty { error = nil }
      withExtendedLifetime((host, items)) {}
    }
    let first = LayoutBenchmarks.result(
      name: "compositional-10000", views: count, constraints: 0, repeats: repeats,
      times: firstTimes, lowerBounds: lowerBounds, error: error)
    let scroll = LayoutBenchmarks.result(
      name: "compositional-10000-scroll", views: count, constraints: 0, repeats: repeats,
      times: stepMedians, lowerBounds: lowerBounds, error: error)
    return (first, scroll)
  }
}
