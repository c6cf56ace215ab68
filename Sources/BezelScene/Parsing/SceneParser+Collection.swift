import UIKit
import Yams

extension SceneParser {
  /// At most this many items in a collection view.
  static let maximumItemCount = 10_000

  /// A collection view's `list` or `sections`: a list configuration, or compositional sections.
  func collectionProperties(_ reader: inout MappingReader) -> SceneCollectionProperties {
    var properties = SceneCollectionProperties()
    if let list = reader.value("list") {
      properties.list = listSettings(list)
    }
    var total = 0
    if let items = reader.value("items") {
      properties.sections = [collectionSection(items: items, total: &total)]
    }
    if let sections = reader.value("sections") {
      if reader.has("items") {
        report("a collection view has either items or sections, not both", at: sections)
      }
      properties.sections =
        (list(sections, what: "a list of sections") ?? []).compactMap { node in
          guard isMapping(node, what: "a section (a mapping)") else { return nil }
          var section = MappingReader(node, parser: self, subject: "a section")
          let result = collectionSection(&section, total: &total)
          section.finish()
          return result
        }
    }
    return properties
  }

  private func collectionSection(items node: Node, total: inout Int)
    -> SceneCollectionProperties
    .Section
  {
    var section = SceneCollectionProperties.Section()
    section.items = itemCount(node, total: &total)
    return section
  }

  private func collectionSection(_ reader: inout MappingReader, total: inout Int)
    -> SceneCollectionProperties.Section
  {
    var section = SceneCollectionProperties.Section()
    if let items = reader.value("items") { section.items = itemCount(items, total: &total) }
    if let size = reader.value("itemSize").flatMap({ layoutSize($0) }) {
      (section.itemWidth, section.itemHeight) = size
    }
    if let size = reader.value("groupSize").flatMap({ layoutSize($0) }) {
      (section.groupWidth, section.groupHeight) = size
    }
    if let axis = reader.value("groupAxis").flatMap({
      choice($0, [("horizontal", false), ("vertical", true)], what: "group axis")
    }) {
      section.groupIsVertical = axis
    }
    section.interItemSpacing = reader.value("interItemSpacing").flatMap {
      number($0, in: 0...10_000)
    }
    section.interGroupSpacing = reader.value("interGroupSpacing").flatMap {
      number($0, in: 0...10_000)
    }
    section.contentInsets = reader.value("contentInsets").flatMap { directionalInsets($0) }
    if let behavior = reader.value("orthogonalScrolling").flatMap({
      choice(
        $0,
        [
          ("none", UICollectionLayoutSectionOrthogonalScrollingBehavior.none),
          ("continuous", .continuous),
          ("continuousGroupLeadingBoundary", .continuousGroupLeadingBoundary),
          ("paging", .paging), ("groupPaging", .groupPaging),
          ("groupPagingCentered", .groupPagingCentered),
        ], what: "orthogonal scrolling behaviour")
    }) {
      section.orthogonalScrolling = behavior
    }
    if let header = reader.value("header") {
      guard isMapping(header, what: "a header: {height:, pinned:}") else { return section }
      var headerReader = MappingReader(header, parser: self, subject: "a header")
      section.headerHeight =
        headerReader.value("height").flatMap { number($0, in: 1...10_000) } ?? 44
      section.pinsHeader = headerReader.value("pinned").flatMap { bool($0) } ?? false
      headerReader.finish()
    }
    return section
  }

  /// `{width: DIMENSION, height: DIMENSION}`.
  private func layoutSize(_ node: Node) -> (
    SceneCollectionProperties.Dimension, SceneCollectionProperties.Dimension
  )? {
    guard isMapping(node, what: "a size: {width:, height:}") else { return nil }
    var reader = MappingReader(node, parser: self, subject: "a size")
    let width = reader.value("width").flatMap { dimension($0) }
    let height = reader.value("height").flatMap { dimension($0) }
    reader.finish()
    guard let width, let height else {
      report("a size needs a width and a height", at: node)
      return nil
    }
    return (width, height)
  }

  /// A number of points, or one of `{fractionalWidth: F}`, `{fractionalHeight: F}` (0 to 10)
  /// and `{estimated: POINTS}`.
  private func dimension(_ node: Node) -> SceneCollectionProperties.Dimension? {
    if case .scalar = node {
      return number(node, in: 0...10_000, what: "points, or a fractional or estimated size")
        .map { .absolute($0) }
    }
    guard isMapping(node, what: "points, or {fractionalWidth:}, {fractionalHeight:}, {estimated:}")
    else { return nil }
    var reader = MappingReader(node, parser: self, subject: "a dimension")
    var result: SceneCollectionProperties.Dimension?
    if let value = reader.value("fractionalWidth").flatMap({ number($0, in: 0...10) }) {
      result = .fractionalWidth(value)
    } else if let value = reader.value("fractionalHeight").flatMap({ number($0, in: 0...10) }) {
      result = .fractionalHeight(value)
    } else if let value = reader.value("estimated").flatMap({ number($0, in: 1...10_000) }) {
      result = .estimated(value)
    }
    reader.finish()
    return result
  }

  /// A count of items, at most `maximumItemCount` in the whole collection view.
  private func itemCount(_ node: Node, total: inout Int) -> Int {
    guard let count = integer(node, in: 0...Self.maximumItemCount, what: "an item count")
    else { return 0 }
    total += count
    guard total <= Self.maximumItemCount else {
      report(
        "too many items", at: node,
        expected: "at most \(Self.maximumItemCount) items in a collection view")
      return 0
    }
    return count
  }

  /// `{appearance:, headerMode:, footerMode:}`.
  private func listSettings(_ node: Node) -> SceneCollectionProperties.List? {
    guard isMapping(node, what: "a list: {appearance:, headerMode:, footerMode:}") else {
      return nil
    }
    typealias Configuration = UICollectionLayoutListConfiguration
    var reader = MappingReader(node, parser: self, subject: "a list")
    var list = SceneCollectionProperties.List()
    if let appearance = reader.value("appearance").flatMap({
      choice(
        $0,
        [
          ("plain", Configuration.Appearance.plain), ("grouped", .grouped),
          ("insetGrouped", .insetGrouped), ("sidebar", .sidebar), ("sidebarPlain", .sidebarPlain),
        ], what: "list appearance")
    }) {
      list.appearance = appearance
    }
    if let mode = reader.value("headerMode").flatMap({
      choice(
        $0,
        [
          ("none", Configuration.HeaderMode.none), ("supplementary", .supplementary),
          ("firstItemInSection", .firstItemInSection),
        ], what: "header mode")
    }) {
      list.headerMode = mode
    }
    if let mode = reader.value("footerMode").flatMap({
      choice(
        $0, [("none", Configuration.FooterMode.none), ("supplementary", .supplementary)],
        what: "footer mode")
    }) {
      list.footerMode = mode
    }
    reader.finish()
    return list
  }
}
