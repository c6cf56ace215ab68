import UIKit

/// The data source and layout of a scene's collection view: list cells titled `Item N` in
/// each section, and headers and footers titled `Section N`.
@MainActor
final class SceneCollectionDataSource: NSObject, UICollectionViewDataSource {
  private let properties: SceneCollectionProperties
  private let cells = UICollectionView.CellRegistration<UICollectionViewListCell, Int> {
    cell, _, item in
    var content = cell.defaultContentConfiguration()
    content.text = "Item \(item + 1)"
    cell.contentConfiguration = content
  }
  private let headers = SceneCollectionDataSource.titled(
    UICollectionView.elementKindSectionHeader, .groupedHeader())
  private let footers = SceneCollectionDataSource.titled(
    UICollectionView.elementKindSectionFooter, .groupedFooter())

  init(_ properties: SceneCollectionProperties) {
    self.properties = properties
  }

  private static func titled(_ kind: String, _ configuration: UIListContentConfiguration)
    -> UICollectionView.SupplementaryRegistration<UICollectionViewListCell>
  {
    .init(elementKind: kind) { view, _, indexPath in
      var content = configuration
      content.text = "Section \(indexPath.section + 1)"
      view.contentConfiguration = content
    }
  }

  /// A list layout of the scene's list settings, or a compositional layout of its sections.
  func makeLayout() -> UICollectionViewLayout {
    if let list = properties.list {
      var configuration = UICollectionLayoutListConfiguration(appearance: list.appearance)
      configuration.headerMode = list.headerMode
      configuration.footerMode = list.footerMode
      return UICollectionViewCompositionalLayout.list(using: configuration)
    }
    let sections = properties.sections
    return UICollectionViewCompositionalLayout { index, _ in
      sections.indices.contains(index) ? Self.section(sections[index]) : nil
    }
  }

  private static func section(_ section: SceneCollectionProperties.Section)
    -> NSCollectionLayoutSection
  {
    let item = NSCollectionLayoutItem(
      layoutSize: size(section.itemWidth, section.itemHeight))
    let groupSize = size(section.groupWidth, section.groupHeight)
    let group =
      section.groupIsVertical
      ? NSCollectionLayoutGroup.vertical(layoutSize: groupSize, subitems: [item])
      : NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
    if let spacing = section.interItemSpacing { group.interItemSpacing = .fixed(spacing) }
    let result = NSCollectionLayoutSection(group: group)
    if let spacing = section.interGroupSpacing { result.interGroupSpacing = spacing }
    if let insets = section.contentInsets { result.contentInsets = insets }
    result.orthogonalScrollingBehavior = section.orthogonalScrolling
    if let height = section.headerHeight {
      let header = NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: size(.fractionalWidth(1), .absolute(height)),
        elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
      header.pinToVisibleBounds = section.pinsHeader
      result.boundarySupplementaryItems = [header]
    }
    return result
  }

  private static func size(
    _ width: SceneCollectionProperties.Dimension, _ height: SceneCollectionProperties.Dimension
  ) -> NSCollectionLayoutSize {
    NSCollectionLayoutSize(widthDimension: dimension(width), heightDimension: dimension(height))
  }

  private static func dimension(_ dimension: SceneCollectionProperties.Dimension)
    -> NSCollectionLayoutDimension
  {
    switch dimension {
    case .absolute(let points): .absolute(points)
    case .estimated(let points): .estimated(points)
    case .fractionalWidth(let fraction): .fractionalWidth(fraction)
    case .fractionalHeight(let fraction): .fractionalHeight(fraction)
    }
  }

  func numberOfSections(in collectionView: UICollectionView) -> Int {
    max(properties.sections.count, properties.list == nil ? 0 : 1)
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    properties.sections.indices.contains(section) ? properties.sections[section].items : 0
  }

  func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: indexPath.item)
  }

  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    collectionView.dequeueConfiguredReusableSupplementary(
      using: kind == UICollectionView.elementKindSectionFooter ? footers : headers, for: indexPath)
  }
}
