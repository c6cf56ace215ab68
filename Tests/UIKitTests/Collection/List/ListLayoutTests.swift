import Foundation
import Testing

@testable import UIKit

/// `UICollectionLayoutListConfiguration` and the list sections made from it: Apple's raw values
/// and defaults (UICollectionLayoutList.h, UIListSeparatorConfiguration.h), rows that size from
/// their list content, the inset grouped section's margins and corners, headers and footers.
@Suite(.checksInvariants)
@MainActor
struct ListLayoutTests {
  typealias Configuration = UICollectionLayoutListConfiguration

  @Test(arguments: [
    (Configuration.Appearance.plain, 0), (.grouped, 1), (.insetGrouped, 2), (.sidebar, 3),
    (.sidebarPlain, 4),
  ])
  func appearancesHaveApplesRawValues(appearance: Configuration.Appearance, raw: Int) {
    #expect(appearance.rawValue == raw)
  }

  @Test func headerAndFooterModesHaveApplesRawValues() {
    #expect(Configuration.HeaderMode.none.rawValue == 0)
    #expect(Configuration.HeaderMode.supplementary.rawValue == 1)
    #expect(Configuration.HeaderMode.firstItemInSection.rawValue == 2)
    #expect(Configuration.FooterMode.none.rawValue == 0)
    #expect(Configuration.FooterMode.supplementary.rawValue == 1)
  }

  @Test func separatorVisibilitiesHaveApplesRawValues() {
    #expect(UIListSeparatorConfiguration.Visibility.automatic.rawValue == 0)
    #expect(UIListSeparatorConfiguration.Visibility.visible.rawValue == 1)
    #expect(UIListSeparatorConfiguration.Visibility.hidden.rawValue == 2)
  }

  // UICollectionLayoutList.h: separators shown, no headers or footers, the appearance's
  // background (nil), the system's header padding (nil); the separator configuration's
  // visibilities automatic and its insets `automaticInsets`.
  @Test func aNewConfigurationHasUIKitsDefaults() {
    let configuration = Configuration(appearance: .insetGrouped)
    #expect(configuration.appearance == .insetGrouped)
    #expect(configuration.showsSeparators)
    #expect(configuration.headerMode == .none && configuration.footerMode == .none)
    #expect(configuration.backgroundColor == nil && configuration.headerTopPadding == nil)
    #expect(configuration.leadingSwipeActionsConfigurationProvider == nil)
    #expect(configuration.trailingSwipeActionsConfigurationProvider == nil)
    let separators = configuration.separatorConfiguration
    #expect(separators.topSeparatorVisibility == .automatic)
    #expect(separators.bottomSeparatorVisibility == .automatic)
    #expect(separators.bottomSeparatorInsets == UIListSeparatorConfiguration.automaticInsets)
    #expect(separators == UIListSeparatorConfiguration(listAppearance: .insetGrouped))
  }

  // A plain list's rows span the width and stack without gaps; each is as tall as its list
  // content, 11 + one body line + 11, at least 44 (R). Three rows: 0, R, 2R; the content 3R.
  @Test(arguments: bothSemantics)
  func plainRowsSpanTheWidthAndTakeTheirContentsHeight(direction: UISemanticContentAttribute) {
    let (collectionView, _) = listCollection(
      Configuration(appearance: .plain), direction: direction)
    let row = listRowHeight
    for item in 0..<3 {
      #expect(
        itemFrame(collectionView, item)
          == CGRect(x: 0, y: CGFloat(item) * row, width: 320, height: row))
    }
    #expect(collectionView.contentSize == CGSize(width: 320, height: 3 * row))
  }

  // Inset grouped rows run between the layout margins: leading 20 and trailing 12 leave
  // 320 − 32 = 288 points, at x = 20 left to right and x = 12 right to left; with no header
  // the section keeps 18 points above its rows.
  @Test(arguments: bothSemantics)
  func insetGroupedRowsRunBetweenTheLayoutMargins(direction: UISemanticContentAttribute) {
    let (collectionView, _) = listCollection(
      Configuration(appearance: .insetGrouped), direction: direction,
      margins: NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 12))
    let row = listRowHeight
    let x: CGFloat = direction == .forceRightToLeft ? 12 : 20
    #expect(itemFrame(collectionView, 0) == CGRect(x: x, y: 18, width: 288, height: row))
    #expect(itemFrame(collectionView, 2) == CGRect(x: x, y: 18 + 2 * row, width: 288, height: row))
  }

  // Two grouped sections of 2 and 1 rows without headers or footers: 18 points above and
  // below each section. Section 1's row starts at 18 + 2R + 18 + 18 = 54 + 2R; the content
  // ends 18 below it: 72 + 3R.
  @Test func groupedSectionsKeepTheGroupedSpacingWithoutHeadersOrFooters() {
    let (collectionView, _) = listCollection(Configuration(appearance: .grouped), counts: [2, 1])
    let row = listRowHeight
    #expect(itemFrame(collectionView, 1, 0).minY == 18 + row)
    #expect(
      itemFrame(collectionView, 0, 1) == CGRect(x: 0, y: 54 + 2 * row, width: 320, height: row))
    #expect(collectionView.contentSize.height == 72 + 3 * row)
  }

  // Supplementary headers and footers are views of the section header and footer kinds, as
  // wide as the inset rows (x = 20 or 12, 288 wide), each as tall as its list content: the
  // header 17 + footnote line + 6 (H), the footer 6 + footnote line + 17 (F). The rows start
  // under the header, the footer under the rows: H + 3R.
  @Test(arguments: bothSemantics)
  func headersAndFootersAreSupplementaryViewsSizedByTheirContent(
    direction: UISemanticContentAttribute
  ) {
    var configuration = Configuration(appearance: .insetGrouped)
    configuration.headerMode = .supplementary
    configuration.footerMode = .supplementary
    let (collectionView, _) = listCollection(
      configuration, direction: direction,
      margins: NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 12))
    let line = listLineHeight(.preferredFont(forTextStyle: .footnote))
    let (header, footer, row) = (17 + line + 6, 6 + line + 17, listRowHeight)
    let x: CGFloat = direction == .forceRightToLeft ? 12 : 20
    #expect(
      supplementaryFrame(collectionView, UICollectionView.elementKindSectionHeader)
        == CGRect(x: x, y: 0, width: 288, height: header))
    #expect(itemFrame(collectionView, 0).minY == header)
    #expect(
      supplementaryFrame(collectionView, UICollectionView.elementKindSectionFooter)
        == CGRect(x: x, y: header + 3 * row, width: 288, height: footer))
  }

  // `headerTopPadding` 10 puts the header 10 points down and the rows under it.
  @Test func headerTopPaddingAddsSpaceAboveTheHeader() {
    var configuration = Configuration(appearance: .plain)
    configuration.headerMode = .supplementary
    configuration.headerTopPadding = 10
    let (collectionView, _) = listCollection(configuration)
    let header = supplementaryFrame(collectionView, UICollectionView.elementKindSectionHeader)
    #expect(header.minY == 10)
    #expect(itemFrame(collectionView, 0).minY == 10 + header.height)
  }

  // A plain list's header stays at the top of the visible bounds while its section is there:
  // scrolled by 40 points, section 0's header is at y = 40.
  @Test func plainHeadersPinToTheTopOfTheVisibleBounds() {
    var configuration = Configuration(appearance: .plain)
    configuration.headerMode = .supplementary
    let (collectionView, _) = listCollection(configuration, counts: [30])
    collectionView.contentOffset = CGPoint(x: 0, y: 40)
    collectionView.layoutIfNeeded()
    #expect(
      supplementaryFrame(collectionView, UICollectionView.elementKindSectionHeader).minY == 40)
  }

  // An inset grouped section's first row rounds its top corners and its last row its bottom
  // ones, with a 10-point radius (Bezel's model); the rows between are square.
  @Test func insetGroupedRowsRoundTheSectionsOuterCorners() {
    let (collectionView, _) = listCollection(Configuration(appearance: .insetGrouped))
    let cells = (0..<3).map { collectionView.cellForItem(at: IndexPath(item: $0, section: 0)) }
    #expect(cells[0]?.layer.cornerRadius == 10)
    #expect(cells[0]?.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
    #expect(cells[1]?.layer.cornerRadius == 0)
    #expect(cells[2]?.layer.cornerRadius == 10)
    #expect(cells[2]?.layer.maskedCorners == [.layerMinXMaxYCorner, .layerMaxXMaxYCorner])
  }

  // A plain list's rows are square.
  @Test func plainRowsAreSquare() {
    let (collectionView, _) = listCollection(Configuration(appearance: .plain))
    #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.layer.cornerRadius == 0)
  }

  // The list paints the collection view: the grouped background for an inset grouped list,
  // the configuration's colour when it has one.
  @Test func theListGivesTheCollectionViewItsBackground() {
    let (grouped, _) = listCollection(Configuration(appearance: .insetGrouped))
    #expect(grouped.backgroundColor == .systemGroupedBackground)
    var configuration = Configuration(appearance: .plain)
    configuration.backgroundColor = .red
    let (red, _) = listCollection(configuration)
    #expect(red.backgroundColor == .red)
  }

  // A list cell placed in a grouped list defaults to the grouped cell's background.
  @Test func listCellsDefaultToTheirListsBackground() {
    let (collectionView, _) = listCollection(Configuration(appearance: .insetGrouped))
    let cell = collectionView.cellForItem(at: IndexPath(item: 0, section: 0))
    #expect(
      (cell as? UICollectionViewListCell)?.defaultBackgroundConfiguration() == .listGroupedCell())
  }

  // A section provider mixes a list section with a grid: section 0 is a plain list of one row
  // (R tall), section 1 a row of 4 items of 80 × 80 under it.
  @Test func listSectionsMixWithOtherSections() {
    let layout = UICollectionViewCompositionalLayout { index, environment in
      if index == 0 {
        return .list(using: Configuration(appearance: .plain), layoutEnvironment: environment)
      }
      let item = NSCollectionLayoutItem(
        layoutSize: size(.fractionalWidth(0.25), .fractionalHeight(1)))
      return NSCollectionLayoutSection(
        group: .horizontal(
          layoutSize: size(.fractionalWidth(1), .absolute(80)), subitems: [item]))
    }
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
    let source = ListDataSource(counts: [1, 4])
    collectionView.dataSource = source
    collectionView.layoutIfNeeded()
    let row = listRowHeight
    #expect(itemFrame(collectionView, 0, 0) == CGRect(x: 0, y: 0, width: 320, height: row))
    #expect(itemFrame(collectionView, 3, 1) == CGRect(x: 240, y: row, width: 80, height: 80))
  }
}
