import UIKit

extension LayoutSnapshot {
  /// The snapshot as pretty-printed JSON with sorted keys, the same bytes for the same snapshot.
  ///
  /// Keys are the Swift property names; rectangles are objects with `x`, `y`, `width` and
  /// `height`, insets with `top`, `left`, `bottom` and `right`; enumerated values are their case
  /// names (`"landscapeLeft"`, `"accessibilityLarge"`); optional values that are nil are left
  /// out. Numbers have at most three decimals. `JSONDecoder` reads the text back into a
  /// `LayoutSnapshot`: it is the `Codable` form. It holds the layout only: the views' `layers`
  /// (how they look) are left out, and a snapshot read back has none, drawn as a wireframe.
  public func json() -> String {
    jsonValue.rendered()
  }

  var jsonValue: SnapshotJSON {
    var members: [String: SnapshotJSON] = [
      "deviceName": .string(deviceName),
      "idiom": .string(SnapshotNames.name(of: idiom)),
      "orientation": .string(SnapshotNames.name(of: orientation)),
      "contentSizeCategory": .string(SnapshotNames.name(of: contentSizeCategory)),
      "layoutDirection": .string(SnapshotNames.name(of: layoutDirection)),
      "screenSize": .size(screenSize),
      "windowSize": .size(windowSize),
      "scale": .number(Double(scale)),
      "views": .array(views.map(\.jsonValue)),
    ]
    if let splitView { members["splitView"] = .string(SnapshotNames.name(of: splitView)) }
    if let cornerRadius { members["cornerRadius"] = .number(Double(cornerRadius)) }
    if let keyboardFrame { members["keyboardFrame"] = .rect(keyboardFrame) }
    if let sensorHousing {
      members["sensorHousing"] = .object([
        "kind": .string(sensorHousing.kind.rawValue), "size": .size(sensorHousing.size),
        "offset": .number(Double(sensorHousing.offset)),
      ])
    }
    return .object(members)
  }

  init(json: SnapshotJSON) throws(SnapshotJSON.ReadError) {
    let object = try json.members("snapshot")
    var housing: SensorHousing?
    if object.optional("sensorHousing") != nil {
      let members = try object.value("sensorHousing").members("sensorHousing")
      housing = SensorHousing(
        kind: try members.named("kind", SensorHousing.Kind.allCases.map { ($0, $0.rawValue) }),
        size: try members.size("size"), offset: try members.number("offset"))
    }
    var views: [ViewSnapshot] = []
    for value in try object.array("views") {
      views.append(try ViewSnapshot(json: value))
    }
    let categoryName = try object.string("contentSizeCategory")
    let category =
      SnapshotNames.value(named: categoryName, in: SnapshotNames.contentSizeCategories)
      ?? UIContentSizeCategory(rawValue: categoryName)
    self.init(
      deviceName: try object.string("deviceName"),
      idiom: try object.named("idiom", SnapshotNames.idioms),
      orientation: try object.named("orientation", SnapshotNames.orientations),
      contentSizeCategory: category,
      layoutDirection: try object.named("layoutDirection", SnapshotNames.layoutDirections),
      splitView: object.optional("splitView") == nil
        ? nil : try object.named("splitView", SnapshotNames.splitViews),
      screenSize: try object.size("screenSize"), windowSize: try object.size("windowSize"),
      scale: try object.number("scale"),
      cornerRadius: object.optional("cornerRadius") == nil
        ? nil : try object.number("cornerRadius"),
      sensorHousing: housing, views: views,
      keyboardFrame: object.optional("keyboardFrame") == nil
        ? nil : try object.rect("keyboardFrame"))
  }
}

extension LayoutSnapshot: Codable {
  /// Reads a snapshot from the form `json()` writes.
  public init(from decoder: any Decoder) throws {
    let value = try SnapshotJSON(from: decoder)
    do {
      try self.init(json: value)
    } catch {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(codingPath: decoder.codingPath, debugDescription: error.message))
    }
  }

  /// Writes the snapshot in the form `json()` writes.
  public func encode(to encoder: any Encoder) throws {
    try jsonValue.encode(to: encoder)
  }
}

extension ViewSnapshot {
  var jsonValue: SnapshotJSON {
    var members: [String: SnapshotJSON] = [
      "name": .string(name), "type": .string(type), "depth": .number(Double(depth)),
      "isHidden": .bool(isHidden), "frame": .rect(frame),
      "safeAreaInsets": .insets(safeAreaInsets), "layoutMargins": .insets(layoutMargins),
      "readableContentFrame": .rect(readableContentFrame),
    ]
    if let parent { members["parent"] = .number(Double(parent)) }
    if let text {
      var textMembers: [String: SnapshotJSON] = [
        "lines": .array(text.lines.map { .string($0) }),
        "lineWidths": .array(text.lineWidths.map { .number(Double($0)) }),
        "fontSize": .number(Double(text.fontSize)),
        "lineHeight": .number(Double(text.lineHeight)),
        "alignment": .string(text.alignment.rawValue),
      ]
      // Attributed text's runs, where lines alone do not say how it is drawn; like the rest,
      // their layout (characters, box, baseline, size), not their colours and decorations.
      if !text.runs.isEmpty {
        textMembers["runs"] = .array(
          text.runs.map {
            .object([
              "text": .string($0.text), "frame": .rect($0.frame),
              "baseline": .number(Double($0.baseline)), "fontSize": .number(Double($0.fontSize)),
            ])
          })
      }
      members["text"] = .object(textMembers)
    }
    if let scroll {
      let breakdown = scroll.breakdown
      members["scroll"] = .object([
        "contentSize": .size(scroll.contentSize),
        "contentOffset": .object([
          "x": .number(Double(scroll.contentOffset.x)),
          "y": .number(Double(scroll.contentOffset.y)),
        ]),
        "adjustedContentInset": .insets(scroll.adjustedContentInset),
        "breakdown": .object([
          "top": .edge(breakdown.top), "left": .edge(breakdown.left),
          "bottom": .edge(breakdown.bottom), "right": .edge(breakdown.right),
          "doubleInsetWarnings": .array(breakdown.doubleInsetWarnings.map { .string($0) }),
        ]),
      ])
    }
    return .object(members)
  }

  init(json: SnapshotJSON) throws(SnapshotJSON.ReadError) {
    let object = try json.members("view")
    var scroll: ScrollViewSnapshot?
    if let value = object.optional("scroll") {
      let members = try value.members("scroll")
      let breakdown = try members.value("breakdown").members("breakdown")
      var warnings: [String] = []
      for warning in try breakdown.array("doubleInsetWarnings") {
        guard case .string(let text) = warning else {
          throw SnapshotJSON.ReadError("doubleInsetWarnings: expected strings")
        }
        warnings.append(text)
      }
      let offset = try members.value("contentOffset").members("contentOffset")
      scroll = ScrollViewSnapshot(
        contentSize: try members.size("contentSize"),
        contentOffset: CGPoint(x: try offset.number("x"), y: try offset.number("y")),
        adjustedContentInset: try members.insets("adjustedContentInset"),
        breakdown: ContentInsetBreakdown(
          top: try breakdown.edge("top"), left: try breakdown.edge("left"),
          bottom: try breakdown.edge("bottom"), right: try breakdown.edge("right"),
          doubleInsetWarnings: warnings))
    }
    var parent: Int?
    if object.optional("parent") != nil { parent = try object.integer("parent") }
    var text: SnapshotText?
    if let value = object.optional("text") {
      let members = try value.members("text")
      var lines: [String] = []
      for line in try members.array("lines") {
        guard case .string(let line) = line else {
          throw SnapshotJSON.ReadError("lines: expected strings")
        }
        lines.append(line)
      }
      var widths: [CGFloat] = []
      for width in try members.array("lineWidths") {
        guard case .number(let width) = width else {
          throw SnapshotJSON.ReadError("lineWidths: expected numbers")
        }
        widths.append(CGFloat(width))
      }
      var runs: [SnapshotText.Run] = []
      if members.optional("runs") != nil {
        for run in try members.array("runs") {
          let run = try run.members("run")
          runs.append(
            SnapshotText.Run(
              text: try run.string("text"), frame: try run.rect("frame"),
              baseline: try run.number("baseline"), fontSize: try run.number("fontSize")))
        }
      }
      text = SnapshotText(
        lines: lines, lineWidths: widths, fontSize: try members.number("fontSize"),
        lineHeight: try members.number("lineHeight"),
        alignment: try alignment(members.string("alignment")), runs: runs)
    }
    self.init(
      name: try object.string("name"), type: try object.string("type"),
      depth: try object.integer("depth"), parent: parent,
      isHidden: try object.bool("isHidden"), frame: try object.rect("frame"),
      safeAreaInsets: try object.insets("safeAreaInsets"),
      layoutMargins: try object.insets("layoutMargins"),
      readableContentFrame: try object.rect("readableContentFrame"), scroll: scroll, text: text)
  }
}

/// The alignment named `name` in a snapshot's JSON.
private func alignment(_ name: String) throws(SnapshotJSON.ReadError) -> SnapshotText.Alignment {
  guard let alignment = SnapshotText.Alignment(rawValue: name) else {
    throw SnapshotJSON.ReadError("alignment: expected left, center or right")
  }
  return alignment
}

extension SnapshotJSON {
  static func size(_ size: CGSize) -> SnapshotJSON {
    .object(["width": .number(Double(size.width)), "height": .number(Double(size.height))])
  }

  static func rect(_ rect: CGRect) -> SnapshotJSON {
    .object([
      "x": .number(Double(rect.minX)), "y": .number(Double(rect.minY)),
      "width": .number(Double(rect.width)), "height": .number(Double(rect.height)),
    ])
  }

  static func insets(_ insets: UIEdgeInsets) -> SnapshotJSON {
    .object([
      "top": .number(Double(insets.top)), "left": .number(Double(insets.left)),
      "bottom": .number(Double(insets.bottom)), "right": .number(Double(insets.right)),
    ])
  }

  static func edge(_ edge: ContentInsetEdge) -> SnapshotJSON {
    .object([
      "app": .number(Double(edge.app)), "system": .number(Double(edge.system)),
      "safeArea": .number(Double(edge.safeArea)), "reason": .string(edge.reason.rawValue),
    ])
  }
}
