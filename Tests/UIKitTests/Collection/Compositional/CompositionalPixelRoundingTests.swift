import Foundation
import Testing

@testable import UIKit

/// A compositional layout's frames on the screen's pixel grid: x, y, width and height each at
/// the nearest pixel, half-way up (a Stack Overflow answer measuring a 2× iPhone, mirrored at
/// codepudding.com/os/270336.html), mirrored in right-to-left.
@Suite(.checksInvariants)
@MainActor
struct CompositionalPixelRoundingTests {
  /// A collection view `width` × 600 in a window on a screen of `scale`, laid out once.
  private func collection(
    _ layout: UICollectionViewCompositionalLayout, width: CGFloat, scale: CGFloat,
    direction: UISemanticContentAttribute, count: Int = 10
  ) -> (UIWindow, UICollectionView, CompositionalDataSource) {
    let bounds = CGRect(x: 0, y: 0, width: width, height: 600)
    let window = UIWindow(frame: bounds)
    window.screen = UIScreen(bounds: bounds, scale: scale)
    let collectionView = UICollectionView(frame: bounds, collectionViewLayout: layout)
    collectionView.semanticContentAttribute = direction
    collectionView.contentInsetAdjustmentBehavior = .never
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
    collectionView.register(
      UICollectionReusableView.self, forSupplementaryViewOfKind: TestKind.header,
      withReuseIdentifier: "view")
    let source = CompositionalDataSource(counts: [count])
    collectionView.dataSource = source
    window.addSubview(collectionView)
    collectionView.layoutIfNeeded()
    return (window, collectionView, source)
  }

  /// `frame` as expected in `direction`: mirrored across `width` in right-to-left.
  private func expected(
    _ frame: CGRect, width: CGFloat, _ direction: UISemanticContentAttribute
  ) -> CGRect {
    direction == .forceRightToLeft ? mirrored(frame, in: width) : frame
  }

  struct RowCase: Sendable, CustomTestStringConvertible {
    var scale: CGFloat
    var direction: UISemanticContentAttribute
    /// Each item's x and width in pixels, worked by hand.
    var pixels: [(x: CGFloat, width: CGFloat)]
    var testDescription: String {
      "\(Int(scale))× \(direction == .forceRightToLeft ? "RTL" : "LTR")"
    }
  }

  /// The measured row's fractional widths (the source's), summing to 1.
  nonisolated static let fractions: [CGFloat] = [
    0.2244798445859886, 0.0999484835067196, 0.2255459136606516, 0.2244798445859886,
    0.2255459136606516,
  ]

  // Of 375 points the items want 84.180, 37.481, 84.580, 84.180 and 84.580 points, starting at
  // 0, 84.180, 121.661, 206.241 and 290.420.
  // 2× (pixels ×2): widths 168.36 → 168, 74.96 → 75, 169.16 → 169, 168, 169 (84, 37.5, 84.5, 84,
  // 84.5 points: what the source measured on an iPhone 8); x 0, 168.36 → 168, 243.32 → 243,
  // 412.48 → 412, 580.84 → 581: a pixel parts the last two items.
  // 3× (pixels ×3): widths 252.54 → 253, 112.44 → 112, 253.74 → 254, 253, 254; x 0,
  // 252.54 → 253, 364.98 → 365, 618.72 → 619, 871.26 → 871.
  nonisolated static let rowCases: [RowCase] = [
    UISemanticContentAttribute.forceLeftToRight, .forceRightToLeft,
  ].flatMap { direction in
    [
      RowCase(
        scale: 2, direction: direction,
        pixels: [(0, 168), (168, 75), (243, 169), (412, 168), (581, 169)]),
      RowCase(
        scale: 3, direction: direction,
        pixels: [(0, 253), (253, 112), (365, 254), (619, 253), (871, 254)]),
    ]
  }

  @Test(arguments: rowCases)
  func itemsOriginsAndSizesRoundToTheNearestPixelEachOnItsOwn(_ row: RowCase) {
    let items = Self.fractions.map {
      NSCollectionLayoutItem(layoutSize: size(.fractionalWidth($0), .fractionalHeight(1)))
    }
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(44)), subitems: items)
    let layout = UICollectionViewCompositionalLayout(
      section: NSCollectionLayoutSection(group: group))
    let (window, collectionView, _) = collection(
      layout, width: 375, scale: row.scale, direction: row.direction, count: 5)
    for (index, pixel) in row.pixels.enumerated() {
      let frame = CGRect(
        x: pixel.x / row.scale, y: 0, width: pixel.width / row.scale, height: 44)
      #expect(itemFrame(collectionView, index) == expected(frame, width: 375, row.direction))
    }
    withExtendedLifetime(window) {}
  }

  // A quarter of 402 points is 100.5: at 3× 301.5 pixels, half-way, up to 302 (100⅔ points).
  // Item n starts at (n mod 4) × 301.5 pixels, rounded: 0, 302, 603, 905; row r at r × 301.5:
  // row 1 at 302, row 2 at 603.
  @Test(arguments: bothSemantics)
  func halfWayPixelsRoundUp(direction: UISemanticContentAttribute) {
    let item = NSCollectionLayoutItem(
      layoutSize: size(.fractionalWidth(0.25), .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .fractionalWidth(0.25)), subitems: [item])
    let layout = UICollectionViewCompositionalLayout(
      section: NSCollectionLayoutSection(group: group))
    let (window, collectionView, _) = collection(
      layout, width: 402, scale: 3, direction: direction, count: 12)
    let xs: [CGFloat] = [0, 302, 603, 905]
    let ys: [CGFloat] = [0, 302, 603]
    for index in 0..<12 {
      let frame = CGRect(
        x: xs[index % 4] / 3, y: ys[index / 4] / 3, width: CGFloat(302) / 3,
        height: CGFloat(302) / 3)
      #expect(itemFrame(collectionView, index) == expected(frame, width: 402, direction))
    }
    withExtendedLifetime(window) {}
  }

  // A header 20.2 points tall: at 2× 40.4 pixels → 40 (20 points); at 3× 60.6 → 61 (20⅓). The
  // items start where the header ends unrounded, 20.2 points, which rounds the same way.
  @Test(arguments: [CGFloat(2), 3])
  func boundaryItemsRoundAndTheItemsAfterThemToo(scale: CGFloat) {
    let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .absolute(44)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(44)), subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.boundarySupplementaryItems = [
      NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: size(.fractionalWidth(1), .absolute(20.2)), elementKind: TestKind.header,
        alignment: .top)
    ]
    let (window, collectionView, _) = collection(
      UICollectionViewCompositionalLayout(section: section), width: 320, scale: scale,
      direction: .forceLeftToRight, count: 2)
    let pixels: CGFloat = scale == 2 ? 40 : 61
    let header = collectionView.collectionViewLayout.layoutAttributesForSupplementaryView(
      ofKind: TestKind.header, at: IndexPath(item: 0, section: 0))?.frame
    #expect(header == CGRect(x: 0, y: 0, width: 320, height: pixels / scale))
    #expect(itemFrame(collectionView, 0) == CGRect(x: 0, y: pixels / scale, width: 320, height: 44))
    withExtendedLifetime(window) {}
  }
}
