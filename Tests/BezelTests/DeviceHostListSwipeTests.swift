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

  private func hostedList(
    direction: UIUserInterfaceLayoutDirection = .leftToRight, log: @escaping (String) -> Void
  ) -> (DeviceHost, UICollectionView, Source) {
    var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
    configuration.trailingSwipeActionsConfigurationProvider = { indexPath in
      UISwipeActionsConfiguration(actions: [
        UIContextualAction(style: .destructive, title: "Delete") { _, _, done in
          log("Delete \(indexPath.item)")
          done(true)
        }
      ])
    }
    configuration.leadingSwipeActionsConfigurationProvider = { _ in
      UISwipeActionsConfiguration(actions: [
        UIContextualAction(style: .normal, title: "Pin") { _, _, _ in log("Pin") },
        UIContextualAction(style: .normal, title: "Flag") { _, _, _ in log("Flag") },
      ])
    }
    let controller = UICollectionViewController(
      collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
    let source = Source()
    controller.collectionView.dataSource = source
    let host = DeviceHost(
      controller, on: DeviceCatalog.iPhone16, traits: HostTraits(layoutDirection: direction))
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
        .map(\.title) == ["Pin", "Flag"])
    withExtendedLifetime(source) {}
  }

  @Test func aFullSwipePerformsTheFirstAction() {
    var log: [String] = []
    let (host, collectionView, source) = hostedList { log.append($0) }
    host.swipeItem(at: IndexPath(item: 2, section: 0), in: collectionView, fully: true)
    #expect(log == ["Delete 2"])
    withExtendedLifetime(source) {}
  }

  // A trailing swipe opens one 74-point button (`SwipeActionsLayout`'s model) at the cell's
  // trailing edge, as tall as the cell, and moves the content 74 points away from that edge:
  // the 393-point-wide iPhone 16 cell has its button at x 393 − 74 = 319 and its content at
  // −74 in left-to-right; at 0 and +74 in right-to-left.
  @Test(arguments: [UIUserInterfaceLayoutDirection.leftToRight, .rightToLeft])
  func aTrailingSwipeOpensItsButtonAndMovesTheContent(
    direction: UIUserInterfaceLayoutDirection
  ) throws {
    let (host, collectionView, source) = hostedList(direction: direction) { _ in }
    let indexPath = IndexPath(item: 1, section: 0)
    host.swipeItem(at: indexPath, in: collectionView)
    let cell = try #require(collectionView.cellForItem(at: indexPath))
    let button = try #require(collectionView.listSwipeActionView(at: 0))
    let rightToLeft = direction == .rightToLeft
    #expect(cell.bounds.width == 393)
    #expect(button.superview === cell)
    #expect(
      button.frame == CGRect(x: rightToLeft ? 0 : 319, y: 0, width: 74, height: cell.bounds.height))
    #expect(cell.contentView.frame.minX == (rightToLeft ? 74 : -74))
    #expect(collectionView.swipedItemIndexPath == indexPath)
    withExtendedLifetime(source) {}
  }

  // A leading swipe with two actions puts the first at the leading edge and the second inward
  // (left-to-right: 0 and 74; right-to-left: 393 − 74 = 319 and 245), and moves the content by
  // both, 148 points, towards the trailing edge.
  @Test(arguments: [UIUserInterfaceLayoutDirection.leftToRight, .rightToLeft])
  func aLeadingSwipeLaysItsButtonsFromTheLeadingEdge(
    direction: UIUserInterfaceLayoutDirection
  ) throws {
    let (host, collectionView, source) = hostedList(direction: direction) { _ in }
    let indexPath = IndexPath(item: 0, section: 0)
    let actions = host.swipeItem(at: indexPath, in: collectionView, from: .leading)
    #expect(actions.map(\.title) == ["Pin", "Flag"])
    let cell = try #require(collectionView.cellForItem(at: indexPath))
    let first = try #require(collectionView.listSwipeActionView(at: 0)).frame
    let second = try #require(collectionView.listSwipeActionView(at: 1)).frame
    let rightToLeft = direction == .rightToLeft
    #expect(first.minX == (rightToLeft ? 319 : 0))
    #expect(second.minX == (rightToLeft ? 245 : 74))
    #expect(cell.contentView.frame.minX == (rightToLeft ? -148 : 148))
    withExtendedLifetime(source) {}
  }

  @Test func tappingAnActionWhoseHandlerCompletesClosesTheActions() throws {
    var log: [String] = []
    let (host, collectionView, source) = hostedList { log.append($0) }
    let indexPath = IndexPath(item: 3, section: 0)
    host.swipeItem(at: indexPath, in: collectionView)
    #expect(host.tapSwipeAction(titled: "Delete", in: collectionView))
    #expect(log == ["Delete 3"])
    #expect(collectionView.swipedItemIndexPath == nil)
    #expect(collectionView.listSwipeActionView(at: 0) == nil)
    let cell = try #require(collectionView.cellForItem(at: indexPath))
    #expect(cell.contentView.frame.minX == 0)
    #expect(!host.tapSwipeAction(titled: "Delete", in: collectionView))
    withExtendedLifetime(source) {}
  }

  @Test func anActionThatDoesNotCompleteLeavesTheActionsOpenUntilClosed() throws {
    var log: [String] = []
    let (host, collectionView, source) = hostedList { log.append($0) }
    let indexPath = IndexPath(item: 0, section: 0)
    host.swipeItem(at: indexPath, in: collectionView, from: .leading)
    #expect(host.tapSwipeAction(titled: "Flag", in: collectionView))
    #expect(log == ["Flag"])
    #expect(collectionView.swipedItemIndexPath == indexPath)
    host.closeSwipeActions(in: collectionView)
    #expect(collectionView.swipedItemIndexPath == nil)
    let cell = try #require(collectionView.cellForItem(at: indexPath))
    #expect(cell.contentView.frame.minX == 0)
    withExtendedLifetime(source) {}
  }
}
