import Bezel
import Foundation
import Testing
import UIKit

/// Plain cells for a collection view.
@MainActor
private final class Items: NSObject, UICollectionViewDataSource {
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
    collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
  }
}

/// The section inset references on catalog devices (Apple,
/// UICollectionViewFlowLayout.sectionInsetReference).
@MainActor
struct CollectionViewConformanceTests {
  private func hostedGrid(
    reference: UICollectionViewFlowLayout.SectionInsetReference,
    behavior: UIScrollView.ContentInsetAdjustmentBehavior = .automatic,
    contentInset: UIEdgeInsets = .zero,
    direction: UIUserInterfaceLayoutDirection = .leftToRight
  ) -> (DeviceHost, UICollectionView, Items) {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    layout.sectionInsetReference = reference
    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
    collectionView.contentInsetAdjustmentBehavior = behavior
    collectionView.contentInset = contentInset
    let items = Items(count: 60)
    collectionView.dataSource = items
    let controller = UIViewController()
    controller.view = collectionView
    let host = DeviceHost(
      controller, on: DeviceCatalog.iPhoneX, orientation: .landscapeLeft,
      traits: HostTraits(layoutDirection: direction))
    host.window.layoutIfNeeded()
    return (host, collectionView, items)
  }

  private func firstItem(_ collectionView: UICollectionView) -> CGRect {
    collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame ?? .null
  }

  // iPhone X landscape root, safe area (0, 44, 21, 44), 60 items of 100 in lines of several:
  // tall content, so `.automatic` adjusts (0, 0, 21, 0) and the content is 812 wide. From the
  // content inset the first item is at 0.
  @Test func fromContentInsetStartsAtTheEdge() {
    let (host, collectionView, _) = hostedGrid(reference: .fromContentInset)
    #expect(
      collectionView.adjustedContentInset == UIEdgeInsets(top: 0, left: 0, bottom: 21, right: 0))
    #expect(collectionView.contentSize.width == 812)
    #expect(firstItem(collectionView).minX == 0)
    withExtendedLifetime(host) {}
  }

  // From the safe area the items start 44 in and end 44 before the right edge: 724 points hold
  // six items (6 × 100 + 5 × 10 = 650; seven need 760), spread with gaps of (724 − 600) / 5.
  // Mirrored in right-to-left.
  @Test(arguments: [UIUserInterfaceLayoutDirection.leftToRight, .rightToLeft])
  func fromSafeAreaKeepsItemsInsideIt(direction: UIUserInterfaceLayoutDirection) {
    let (host, collectionView, _) = hostedGrid(reference: .fromSafeArea, direction: direction)
    let first = firstItem(collectionView)
    let second =
      collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame ?? .null
    let gap: CGFloat = (724 - 600) / 5
    if direction == .leftToRight {
      #expect(first.minX == 44)
      #expect(abs(second.minX - (44 + 100 + gap)) < 1e-9)
    } else {
      #expect(abs(first.maxX - (812 - 44)) < 1e-9)
      #expect(abs(second.maxX - (812 - 44 - 100 - gap)) < 1e-9)
    }
    let sixth =
      collectionView.layoutAttributesForItem(at: IndexPath(item: 6, section: 0))?.frame ?? .null
    #expect(sixth.minY == 110)
    withExtendedLifetime(host) {}
  }

  // From the layout margins: the root view's margins are the system minimum 16 plus the safe
  // area 44 = 60.
  @Test func fromLayoutMarginsStartsAtTheMargin() {
    let (host, collectionView, _) = hostedGrid(reference: .fromLayoutMargins)
    #expect(collectionView.layoutMargins.left == 60)
    #expect(firstItem(collectionView).minX == 60)
    withExtendedLifetime(host) {}
  }

  // Never less than the content inset (Apple's sectionInsetReference): a 60-point left content
  // inset beats the 44-point safe area, so the items align with the content inset, at the
  // content's 0, in 812 − 60 = 752 points of content.
  @Test func theContentInsetIsTheMinimum() {
    let (host, collectionView, _) = hostedGrid(
      reference: .fromSafeArea, contentInset: UIEdgeInsets(top: 0, left: 60, bottom: 0, right: 0))
    #expect(collectionView.adjustedContentInset.left == 60)
    #expect(collectionView.contentSize.width == 752)
    #expect(firstItem(collectionView).minX == 0)
    withExtendedLifetime(host) {}
  }

  // `.always` absorbs the side insets into the adjusted content inset (0, 44, 21, 44); from the
  // safe area the items then start at the content's 0, 44 points from the screen's edge.
  @Test func alwaysAbsorbsTheSides() {
    let (host, collectionView, _) = hostedGrid(reference: .fromSafeArea, behavior: .always)
    #expect(
      collectionView.adjustedContentInset == UIEdgeInsets(top: 0, left: 44, bottom: 21, right: 44))
    #expect(collectionView.contentSize.width == 724)
    #expect(firstItem(collectionView).minX == 0)
    withExtendedLifetime(host) {}
  }
}
