import Bezel
import Foundation
import Testing
import UIKit

/// A collection controller of `count` 100 × 100 items that records the selection and highlight
/// messages its collection view sends, and may refuse them.
@MainActor
final class RecordingCollectionController: UICollectionViewController {
  var count = 60
  var events: [String] = []
  var refuseSelection = false
  var refuseDeselection = false

  init() {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    super.init(collectionViewLayout: layout)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
  }

  override func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  ) -> Int {
    count
  }

  override func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
  }

  override func collectionView(
    _ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath
  ) -> Bool {
    events.append("shouldHighlight \(indexPath.item)")
    return true
  }
  override func collectionView(
    _ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath
  ) {
    events.append("didHighlight \(indexPath.item)")
  }
  override func collectionView(
    _ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath
  ) {
    events.append("didUnhighlight \(indexPath.item)")
  }
  override func collectionView(
    _ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath
  ) -> Bool {
    events.append("shouldSelect \(indexPath.item)")
    return !refuseSelection
  }
  override func collectionView(
    _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
  ) {
    events.append("didSelect \(indexPath.item)")
  }
  override func collectionView(
    _ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath
  ) -> Bool {
    events.append("shouldDeselect \(indexPath.item)")
    return !refuseDeselection
  }
  override func collectionView(
    _ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath
  ) {
    events.append("didDeselect \(indexPath.item)")
  }
}

/// Items selected by a tap, in the order of Apple's Collection View Programming Guide for iOS
/// ("Tracking touches in a cell"): highlight on touch down; on touch up `shouldSelectItemAt`, the
/// highlight's end, then the selection and `didSelectItemAt`.
@MainActor
struct CollectionTapSelectionTests {
  // On an iPhone 16 (393 points wide, portrait: no leading or trailing safe area) three 100-point
  // items fit a line, the 93 points left shared as two gaps of 46.5: items 0, 1, 2 span x 0–100,
  // 146.5–246.5 and 293–393 left to right, mirrored in right-to-left. The first line lies below
  // the top safe area, which 60 items (20 lines, 2190 points) adjust the content by since they
  // scroll; the area is under 60 points on any iPhone, so y 110 is inside the first line.
  private static let firstLineY: CGFloat = 110

  /// The window point of the first line's item `item` (0, 1 or 2), 50 points in from its
  /// leading edge.
  private func point(ofItem item: Int, _ direction: UIUserInterfaceLayoutDirection) -> CGPoint {
    let leading = [0, 146.5, 293][item] + 50
    return CGPoint(x: direction == .leftToRight ? leading : 393 - leading, y: Self.firstLineY)
  }

  private func hosted(
    direction: UIUserInterfaceLayoutDirection = .leftToRight,
    configure: (RecordingCollectionController) -> Void = { _ in }
  ) -> (DeviceHost, RecordingCollectionController) {
    let controller = RecordingCollectionController()
    configure(controller)
    let host = DeviceHost(
      controller, on: DeviceCatalog.iPhone16, traits: HostTraits(layoutDirection: direction))
    host.window.layoutIfNeeded()
    return (host, controller)
  }

  private func item(_ item: Int) -> IndexPath { IndexPath(item: item, section: 0) }

  nonisolated private static let directions: [UIUserInterfaceLayoutDirection] = [
    .leftToRight, .rightToLeft,
  ]

  @Test(arguments: directions)
  func aTapHighlightsThenSelectsTheItemUnderTheFinger(direction: UIUserInterfaceLayoutDirection) {
    let (host, controller) = hosted(direction: direction)
    host.tap(at: point(ofItem: 0, direction))
    #expect(
      controller.events == [
        "shouldHighlight 0", "didHighlight 0", "shouldSelect 0", "didUnhighlight 0", "didSelect 0",
      ])
    #expect(controller.collectionView.indexPathsForSelectedItems == [item(0)])
    #expect(controller.collectionView.cellForItem(at: item(0))?.isSelected == true)
    #expect(controller.collectionView.cellForItem(at: item(0))?.isHighlighted == false)
  }

  @Test(arguments: directions)
  func aTapOnAnotherItemDeselectsThePreviousOne(direction: UIUserInterfaceLayoutDirection) {
    let (host, controller) = hosted(direction: direction)
    host.tap(at: point(ofItem: 0, direction))
    controller.events = []
    host.tap(at: point(ofItem: 2, direction))
    #expect(
      controller.events == [
        "shouldHighlight 2", "didHighlight 2", "shouldSelect 2", "didUnhighlight 2",
        "didDeselect 0", "didSelect 2",
      ])
    #expect(controller.collectionView.indexPathsForSelectedItems == [item(2)])
    #expect(controller.collectionView.cellForItem(at: item(0))?.isSelected == false)
  }

  @Test(arguments: directions)
  func multipleSelectionDeselectsATappedSelectedItem(direction: UIUserInterfaceLayoutDirection) {
    let (host, controller) = hosted(direction: direction) {
      $0.collectionView.allowsMultipleSelection = true
    }
    host.tap(at: point(ofItem: 1, direction))
    host.tap(at: point(ofItem: 0, direction))
    #expect(controller.collectionView.indexPathsForSelectedItems == [item(0), item(1)])
    controller.events = []
    host.tap(at: point(ofItem: 1, direction))
    #expect(
      controller.events == [
        "shouldHighlight 1", "didHighlight 1", "shouldDeselect 1", "didUnhighlight 1",
        "didDeselect 1",
      ])
    #expect(controller.collectionView.indexPathsForSelectedItems == [item(0)])
  }

  @Test func refusingTheSelectionLeavesTheItemUnselected() {
    let (host, controller) = hosted { $0.refuseSelection = true }
    host.tap(at: point(ofItem: 1, .leftToRight))
    #expect(controller.events.last == "didUnhighlight 1")
    #expect(controller.collectionView.indexPathsForSelectedItems == nil)
  }

  @Test func refusingTheDeselectionKeepsTheItemSelected() {
    let (host, controller) = hosted { controller in
      controller.collectionView.allowsMultipleSelection = true
      controller.refuseDeselection = true
    }
    host.tap(at: point(ofItem: 1, .leftToRight))
    host.tap(at: point(ofItem: 1, .leftToRight))
    #expect(controller.collectionView.indexPathsForSelectedItems == [item(1)])
    #expect(!controller.events.contains("didDeselect 1"))
  }

  @Test func withoutSelectionATapSelectsNothing() {
    let (host, controller) = hosted { $0.collectionView.allowsSelection = false }
    host.tap(at: point(ofItem: 1, .leftToRight))
    #expect(controller.events.isEmpty)
    #expect(controller.collectionView.indexPathsForSelectedItems == nil)
  }

  // A tap in the gap between two items (x 100–146.5) lands on no item.
  @Test func aTapBetweenItemsSelectsNothing() {
    let (host, controller) = hosted()
    host.tap(at: CGPoint(x: 123, y: Self.firstLineY))
    #expect(controller.events.isEmpty)
  }

  @Test func selectingInCodeSendsNoDelegateMessage() {
    let (_, controller) = hosted()
    controller.collectionView.selectItem(at: item(1), animated: false, scrollPosition: [])
    controller.collectionView.deselectItem(at: item(1), animated: false)
    #expect(controller.events.isEmpty)
  }

  @Test func theCellsConfigurationStateFollowsTheTap() {
    let (host, controller) = hosted()
    var states: [UICellConfigurationState] = []
    controller.collectionView.cellForItem(at: item(1))?.configurationUpdateHandler = {
      _, state in states.append(state)
    }
    host.tap(at: point(ofItem: 1, .leftToRight))
    host.window.layoutIfNeeded()
    #expect(states.last?.isSelected == true)
    #expect(states.last?.isHighlighted == false)
  }

  @Test func reloadingDataClearsTheSelection() {
    let (host, controller) = hosted()
    host.tap(at: point(ofItem: 1, .leftToRight))
    controller.collectionView.reloadData()
    #expect(controller.collectionView.indexPathsForSelectedItems == nil)
  }

  // UICollectionViewController, `clearsSelectionOnViewWillAppear` (default true).
  @Test func theControllerClearsTheSelectionWhenItsViewAppears() {
    let (host, controller) = hosted()
    host.tap(at: point(ofItem: 1, .leftToRight))
    host.perform { controller.viewWillAppear(false) }
    #expect(controller.collectionView.indexPathsForSelectedItems == nil)
  }
}
