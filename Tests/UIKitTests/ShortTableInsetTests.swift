import Foundation
import Testing

@testable import UIKit

/// A short table's content insets.
///
/// A table of ten 44-point rows, 440 points of content, is shorter than the screen, but its vertical
/// axis still scrolls, because a table always bounces vertically, so `.automatic` adds the safe
/// area's top and bottom to its content inset wherever it is shown, and it rests at minus the
/// adjusted top. On iOS 12, as a controller's root view on a 320 × 568 phone, it reports an
/// adjusted inset of (20, 0, 0, 0), a content offset of (0, −20) and a content size of (320, 440)
/// (swift-snapshot-testing's testTableViewController, recorded at ffeba831d658).
@Suite(.checksInvariants)
@MainActor
struct ShortTableInsetTests {
  /// The iPhone SE of that recording: 320 × 568 with a 20-point status bar.
  static let iPhoneSE = TestDevice(
    size: CGSize(width: 320, height: 568),
    insets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))

  enum Container: String, Sendable, CaseIterable { case none, navigation, tabBar }

  struct Example: Sendable, CustomTestStringConvertible {
    var device: String
    var container: Container
    /// Worked by hand: the device's safe area plus the bars the container adds (navigation bar
    /// 44 below the status bar; tab bar 49 above the home indicator).
    var inset: UIEdgeInsets
    var testDescription: String { "\(device), \(container.rawValue)" }
  }

  nonisolated static let examples: [Example] = [
    Example(
      device: "iPhone SE", container: .none, inset: .init(top: 20, left: 0, bottom: 0, right: 0)),
    Example(
      device: "iPhone SE", container: .navigation,
      inset: .init(top: 64, left: 0, bottom: 0, right: 0)),
    Example(
      device: "iPhone SE", container: .tabBar, inset: .init(top: 20, left: 0, bottom: 49, right: 0)),
    Example(
      device: "iPhone X", container: .none, inset: .init(top: 44, left: 0, bottom: 34, right: 0)),
    Example(
      device: "iPhone X", container: .navigation,
      inset: .init(top: 88, left: 0, bottom: 34, right: 0)),
    Example(
      device: "iPhone X", container: .tabBar, inset: .init(top: 44, left: 0, bottom: 83, right: 0)),
  ]

  @Test(arguments: examples)
  func aShortTableIsInsetByTheSafeArea(_ example: Example) {
    let table = UITableView(frame: .zero, style: .plain)
    let rows = RowsDataSource(counts: [10])
    rows.fixedHeight = 44
    table.dataSource = rows
    table.delegate = rows
    let content = UIViewController()
    content.view = table
    let root: UIViewController
    switch example.container {
    case .none: root = content
    case .navigation: root = UINavigationController(rootViewController: content)
    case .tabBar:
      let tabs = UITabBarController()
      tabs.viewControllers = [content]
      root = tabs
    }
    let device = example.device == "iPhone SE" ? Self.iPhoneSE : TestDevice.iPhoneX
    let window = host(root, on: device)
    window.layoutIfNeeded()
    #expect(table.contentSize == CGSize(width: device.size.width, height: 440))
    #expect(table.adjustedContentInset == example.inset)
    #expect(table.contentOffset == CGPoint(x: 0, y: -example.inset.top))
  }

  // UIScrollView.h: alwaysBounceVertical defaults to NO; a table sets it, a collection view does
  // not.
  @Test func aTableBouncesVerticallyAndACollectionViewDoesNot() {
    #expect(UITableView(frame: .zero, style: .plain).alwaysBounceVertical)
    #expect(UITableView(frame: .zero, style: .grouped).alwaysBounceVertical)
    #expect(!UITableView().alwaysBounceHorizontal)
    let layout = UICollectionViewFlowLayout()
    #expect(!UICollectionView(frame: .zero, collectionViewLayout: layout).alwaysBounceVertical)
    #expect(!UIScrollView().alwaysBounceVertical)
  }

  // A short collection view as a root view does not scroll, so `.automatic` adds nothing.
  @Test func aShortCollectionViewAsARootViewIsNotInset() {
    let layout = UICollectionViewFlowLayout()
    let collection = UICollectionView(frame: .zero, collectionViewLayout: layout)
    let content = UIViewController()
    content.view = collection
    let window = host(content, on: Self.iPhoneSE)
    window.layoutIfNeeded()
    #expect(collection.adjustedContentInset == .zero)
    #expect(collection.contentOffset == .zero)
  }
}
