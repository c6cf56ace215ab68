import UIKit
import Yams

extension SceneParser {
  /// At most this many rows in a table.
  static let maximumRowCount = 10_000

  func scrollProperties(_ reader: inout MappingReader) -> SceneScrollProperties {
    var properties = SceneScrollProperties()
    properties.contentInsetAdjustmentBehavior = reader.value("contentInsetAdjustmentBehavior")
      .flatMap {
        choice(
          $0,
          [
            ("automatic", UIScrollView.ContentInsetAdjustmentBehavior.automatic),
            ("scrollableAxes", .scrollableAxes), ("never", .never), ("always", .always),
          ], what: "content inset adjustment behavior")
      }
    properties.contentInset = reader.value("contentInset").flatMap { insets($0) }
    properties.contentSize = reader.value("contentSize").flatMap { size($0) }
    return properties
  }

  func stackProperties(_ reader: inout MappingReader) -> SceneStackProperties {
    var properties = SceneStackProperties()
    properties.axis = reader.value("axis").flatMap {
      choice(
        $0, [("horizontal", NSLayoutConstraint.Axis.horizontal), ("vertical", .vertical)],
        what: "axis")
    }
    properties.spacing = reader.value("spacing").flatMap {
      number($0, in: -maximumLength...maximumLength)
    }
    properties.alignment = reader.value("alignment").flatMap {
      choice(
        $0,
        [
          ("fill", UIStackView.Alignment.fill), ("leading", .leading), ("top", .top),
          ("firstBaseline", .firstBaseline), ("center", .center), ("trailing", .trailing),
          ("bottom", .bottom), ("lastBaseline", .lastBaseline),
        ], what: "alignment")
    }
    properties.distribution = reader.value("distribution").flatMap {
      choice(
        $0,
        [
          ("fill", UIStackView.Distribution.fill), ("fillEqually", .fillEqually),
          ("fillProportionally", .fillProportionally), ("equalSpacing", .equalSpacing),
          ("equalCentering", .equalCentering),
        ], what: "distribution")
    }
    properties.isLayoutMarginsRelativeArrangement = reader.value(
      "isLayoutMarginsRelativeArrangement"
    ).flatMap { bool($0) }
    return properties
  }

  func labelProperties(_ reader: inout MappingReader) -> SceneLabelProperties {
    var properties = SceneLabelProperties()
    properties.text = reader.value("text").flatMap { string($0) }
    properties.font = reader.value("font").flatMap { font($0) }
    properties.numberOfLines = reader.value("numberOfLines").flatMap {
      integer($0, in: 0...10_000)
    }
    properties.textAlignment = reader.value("textAlignment").flatMap {
      choice(
        $0,
        [
          ("natural", NSTextAlignment.natural), ("left", .left), ("center", .center),
          ("right", .right), ("justified", .justified),
        ], what: "text alignment")
    }
    if let adjusts = reader.value("adjustsFontForContentSizeCategory").flatMap({ bool($0) }) {
      properties.adjustsFontForContentSizeCategory = adjusts
    }
    properties.lineSpacing = reader.value("lineSpacing").flatMap { number($0, in: 0...1000) }
    properties.kern = reader.value("kern").flatMap { number($0, in: -1000...1000) }
    if let runs = reader.value("runs") {
      if reader.has("text") {
        report(
          "a label has either text or runs, not both", at: runs,
          expected: "runs: [{text: Hello}, {text: World}]")
      } else if let parsed = textRuns(runs) {
        properties.runs = parsed
        properties.text = parsed.map(\.text).joined()
      }
    }
    return properties
  }

  private static let textStyles: [(String, UIFont.TextStyle)] = [
    ("largeTitle", .largeTitle), ("title1", .title1), ("title2", .title2), ("title3", .title3),
    ("headline", .headline), ("subheadline", .subheadline), ("body", .body),
    ("callout", .callout), ("footnote", .footnote), ("caption1", .caption1),
    ("caption2", .caption2),
  ]

  func font(_ node: Node) -> SceneLabelProperties.Font? {
    if case .scalar = node {
      return choice(node, Self.textStyles, what: "text style").map { .textStyle($0) }
    }
    guard isMapping(node, what: "a text style, or {size:, weight:}") else { return nil }
    var reader = MappingReader(node, parser: self, subject: "a font")
    let size = reader.value("size").flatMap { number($0, in: 1...1000, what: "a font size") }
    let weight =
      reader.value("weight").flatMap {
        choice(
          $0,
          [
            ("ultraLight", UIFont.Weight.ultraLight), ("thin", .thin), ("light", .light),
            ("regular", .regular), ("medium", .medium), ("semibold", .semibold),
            ("bold", .bold), ("heavy", .heavy), ("black", .black),
          ], what: "font weight")
      } ?? .regular
    if size == nil, !reader.has("size") {
      report("a font needs a size", at: node, expected: "{size: 17, weight: regular}")
    }
    reader.finish()
    return size.map { .system(size: $0, weight: weight) }
  }

  func tableProperties(_ reader: inout MappingReader) -> SceneTableProperties {
    var properties = SceneTableProperties()
    if let style = reader.value("style").flatMap({
      choice(
        $0,
        [
          ("plain", UITableView.Style.plain), ("grouped", .grouped),
          ("insetGrouped", .insetGrouped),
        ], what: "table style")
    }) {
      properties.style = style
    }
    var rowCount = 0
    if let rows = reader.value("rows") {
      properties.sections = [.init(rows: self.rows(rows, total: &rowCount))]
    }
    if let sections = reader.value("sections") {
      if reader.has("rows") {
        report("a table has either rows or sections, not both", at: sections)
      }
      properties.sections = tableSections(sections, total: &rowCount)
    }
    properties.rowHeight = reader.value("rowHeight").flatMap { rowHeight($0) }
    properties.estimatedRowHeight = reader.value("estimatedRowHeight").flatMap { rowHeight($0) }
    if let style = reader.value("cellStyle").flatMap({
      choice(
        $0,
        [
          ("default", UITableViewCell.CellStyle.default), ("value1", .value1),
          ("value2", .value2), ("subtitle", .subtitle),
        ], what: "cell style")
    }) {
      properties.cellStyle = style
    }
    if let accessory = reader.value("accessory").flatMap({
      choice(
        $0,
        [
          ("none", UITableViewCell.AccessoryType.none),
          ("disclosureIndicator", .disclosureIndicator),
          ("detailDisclosureButton", .detailDisclosureButton), ("checkmark", .checkmark),
          ("detailButton", .detailButton),
        ], what: "accessory")
    }) {
      properties.accessory = accessory
    }
    properties.cellLayoutMarginsFollowReadableWidth = reader.value(
      "cellLayoutMarginsFollowReadableWidth"
    ).flatMap { bool($0) }
    properties.insetsContentViewsToSafeArea = reader.value("insetsContentViewsToSafeArea")
      .flatMap { bool($0) }
    properties.separatorInsetReference = reader.value("separatorInsetReference").flatMap {
      choice(
        $0,
        [
          ("fromCellEdges", UITableView.SeparatorInsetReference.fromCellEdges),
          ("fromAutomaticInsets", .fromAutomaticInsets),
        ], what: "separator inset reference")
    }
    return properties
  }

  /// `automatic` (`SceneTableProperties.automaticHeight`) or a height from 1 to 10000 points.
  private func rowHeight(_ node: Node) -> Double? {
    if node.scalar?.string == "automatic" { return SceneTableProperties.automaticHeight }
    return number(node, in: 1...10_000, what: "a height, or automatic")
  }

  /// A list of row titles, or a count N giving `Row 1` … `Row N`.
  private func rows(_ node: Node, total: inout Int) -> [String] {
    var titles: [String] = []
    if case .scalar = node {
      guard let count = integer(node, in: 0...Self.maximumRowCount, what: "a row count")
      else { return [] }
      titles = (0..<count).map { "Row \($0 + 1)" }
    } else if let items = list(node, what: "a list of row titles, or a row count") {
      titles = items.compactMap { string($0, what: "a row title") }
    }
    total += titles.count
    guard total <= Self.maximumRowCount else {
      report(
        "too many rows", at: node, expected: "at most \(Self.maximumRowCount) rows in a table")
      return []
    }
    return titles
  }

  private func tableSections(_ node: Node, total: inout Int) -> [SceneTableProperties.Section] {
    guard let items = list(node, what: "a list of sections") else { return [] }
    return items.compactMap { item in
      guard isMapping(item, what: "a section: {header:, footer:, rows:}") else { return nil }
      var reader = MappingReader(item, parser: self, subject: "a section")
      let header = reader.value("header").flatMap { string($0) }
      let footer = reader.value("footer").flatMap { string($0) }
      let rows = reader.value("rows").map { self.rows($0, total: &total) } ?? []
      reader.finish()
      return .init(header: header, footer: footer, rows: rows)
    }
  }
}
