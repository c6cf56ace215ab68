import Bezel
import Foundation
import Testing
import UIKit

/// Swipe actions of list sections' items, from their list configuration's providers.
@MainActor
struct DeviceHostListSwipeTests {
  final class Source: NSObject, UICollectionViewDataSource {
    let cells = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { _, _, _ in }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
      -> Int
    { 5 }
    func collectionView(
      _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
      collectionView.dequeueConfiguredReusableCell(
        using: cells, for: indexPath, item: indexPath.item)
    }
  }

  private func hostedList(log: @escaping (String) -> Void) -> (
    DeviceHost, UICollectionView, Source
  ) {
    var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
    configuration.trailingSwipeActionsConfigurationProvider = { indexPath in
      UISwipeActionsConfiguration(actions: [
        UIContextualAction(style: .destructive, title: "Delete") { _, _, done in
          log("Delete \(indexPath.item)")
          done(true)
        }
      ])
    }
    let controller = UICollectionViewController(
      collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
    let source = Source()
    controller.collectionView.dataSource = source
    let host = DeviceHost(controller, on: DeviceCatalog.iPhone16)
    return (host, controller.collectionView, source)
  }

  @Test func swipingAnItemShowsItsProvidersActions() {
    var log: [String] = []
    let (host, collectionView, source) = hostedList { log.append($0) }
    let actions = host.swipeItem(at: IndexPath(item: 1, section: 0), in: collectionView)
    #expect(actions.map(\.title) == ["Delete"])
    #expect(log.isEmpty)
    #expect(
      host.swipeItem(at: IndexPath(item: 1, section: 0), in: collectionView, from: .leading)
        .isEmpty)
    withExtendedLifetime(source) {}
  }

  @Test func aFullSwipePerformsTheFirstAction() {
    var log: [String] = []
    let (host, collectionView, source) = hostedList { log.append($0) }
    host.swipeItem(at: IndexPath(item: 2, section: 0), in: collectionView, fully: true)
    #expect(log == ["Delete 2"])
    withExtendedLifetime(source) {}
  }
}
