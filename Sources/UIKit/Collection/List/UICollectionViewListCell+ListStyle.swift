import Foundation

extension UICollectionViewListCell {
  /// The background of a cell of the appearance the cell was placed in.
  var listBackgroundConfiguration: UIBackgroundConfiguration {
    switch listAppearance {
    case .grouped, .insetGrouped: return .listGroupedCell()
    case .sidebar: return .listSidebarCell()
    case .plain, .sidebarPlain, nil: return .listPlainCell()
    }
  }

  /// Keeps the list section's appearance and rounds the corners the section gives the cell
  /// (an inset grouped section's outer corners), clipping its content to them.
  func applyListStyle(of attributes: UICollectionViewLayoutAttributes) {
    // A cell that no list section placed keeps its layer as its owner set it.
    guard attributes.listAppearance != nil || listAppearance != nil else { return }
    listAppearance = attributes.listAppearance
    let corners = attributes.listCorners
    let radius = corners.isEmpty ? 0 : ListSectionMetrics.insetGroupedCornerRadius
    if layer.cornerRadius != radius { layer.cornerRadius = radius }
    if !corners.isEmpty, layer.maskedCorners != corners { layer.maskedCorners = corners }
    if layer.masksToBounds != !corners.isEmpty { layer.masksToBounds = !corners.isEmpty }
  }
}
