import UIKit
import Yams

extension SceneParser {
  /// The view types and the article their messages use.
  private static let viewTypes: [(String, String)] = [
    ("view", "a view"), ("scroll", "a scroll view"), ("stack", "a stack view"),
    ("label", "a label"), ("table", "a table view"), ("collection", "a collection view"),
    ("button", "a button"),
    ("textField", "a text field"), ("switch", "a switch"), ("segmented", "a segmented control"),
    ("slider", "a slider"), ("stepper", "a stepper"),
    ("activityIndicator", "an activity indicator"),
    ("progress", "a progress view"), ("pageControl", "a page control"),
    ("datePicker", "a date picker"), ("picker", "a picker view"),
  ]

  /// Names a view may not have, because constraints give them another meaning.
  static let reservedNames: Set<String> = Set(
    ["superview"] + SceneGuide.allCases.map(\.rawValue) + SceneAttribute.allCases.map(\.rawValue))

  /// Reads a view mapping and its subviews.
  func view(_ node: Node) -> SceneView? {
    guard isMapping(node, what: "a view (a mapping)") else { return nil }
    guard enter(node) else { return nil }
    defer { depth -= 1 }
    viewCount += 1
    if viewCount == Self.maximumViewCount + 1 {
      report(
        "too many views", at: node,
        expected: "at most \(Self.maximumViewCount) views in a file")
    }
    guard viewCount <= Self.maximumViewCount else { return nil }
    var reader = MappingReader(node, parser: self, subject: "a view")
    var typeName = "view"
    if let typeNode = reader.value("type") {
      guard let name = choice(typeNode, Self.viewTypes.map { ($0.0, $0.0) }, what: "view type")
      else { return nil }
      typeName = name
    }
    reader.subject = Self.viewTypes.first { $0.0 == typeName }?.1 ?? "a view"
    var view = SceneView(location: location(of: node), kind: .view)
    readCommonProperties(&reader, into: &view)
    switch typeName {
    case "scroll": view.kind = .scroll(scrollProperties(&reader))
    case "stack":
      view.kind = .stack(stackProperties(&reader))
      view.arrangedSubviews = views(reader.value("arrangedSubviews"))
    case "label": view.kind = .label(labelProperties(&reader))
    case "table": view.kind = .table(tableProperties(&reader), scrollProperties(&reader))
    case "collection":
      view.kind = .collection(collectionProperties(&reader), scrollProperties(&reader))
    case "button": view.kind = .button(title: reader.value("title").flatMap { string($0) })
    case "textField":
      view.kind = .textField(
        text: reader.value("text").flatMap { string($0) },
        placeholder: reader.value("placeholder").flatMap { string($0) })
    case "switch": view.kind = .switchControl(isOn: reader.value("isOn").flatMap { bool($0) })
    case "segmented": view.kind = segmentedControl(&reader)
    case "slider":
      view.kind = .slider(value: reader.value("value").flatMap { number($0, in: 0...1) })
    case "stepper": view.kind = .stepper(stepperProperties(&reader))
    case "activityIndicator":
      view.kind = .activityIndicator(animating: reader.value("animating").flatMap { bool($0) })
    case "progress":
      view.kind = .progressView(
        progress: reader.value("progress").flatMap { number($0, in: 0...1) })
    case "pageControl": view.kind = .pageControl(pageControlProperties(&reader))
    case "datePicker": view.kind = .datePicker(datePickerProperties(&reader))
    case "picker": view.kind = .picker(pickerProperties(&reader))
    default: view.intrinsicSize = reader.value("intrinsicSize").flatMap { size($0) }
    }
    reader.finish()
    return view
  }

  /// Reads a list of views.
  func views(_ node: Node?) -> [SceneView] {
    guard let node, let items = list(node, what: "a list of views") else { return [] }
    return items.compactMap { view($0) }
  }

  private func readCommonProperties(_ reader: inout MappingReader, into view: inout SceneView) {
    if let node = reader.value("name"), let name = string(node, what: "a name") {
      if checkName(name, at: node) {
        view.name = name
        view.hasExplicitName = true
      }
    }
    view.frame = reader.value("frame").flatMap { rect($0) }
    view.autoresizingMask = reader.value("autoresizingMask").flatMap { autoresizingMask($0) }
    view.backgroundColor = reader.value("backgroundColor").flatMap { color($0) }
    view.isHidden = reader.value("hidden").flatMap { bool($0) }
    view.layoutMargins = reader.value("layoutMargins").flatMap { insets($0) }
    view.directionalLayoutMargins = reader.value("directionalLayoutMargins").flatMap {
      directionalInsets($0)
    }
    view.preservesSuperviewLayoutMargins = reader.value("preservesSuperviewLayoutMargins")
      .flatMap { bool($0) }
    view.insetsLayoutMarginsFromSafeArea = reader.value("insetsLayoutMarginsFromSafeArea")
      .flatMap { bool($0) }
    view.semanticContentAttribute = reader.value("semanticContentAttribute").flatMap {
      choice(
        $0,
        [
          ("unspecified", UISemanticContentAttribute.unspecified), ("playback", .playback),
          ("spatial", .spatial), ("forceLeftToRight", .forceLeftToRight),
          ("forceRightToLeft", .forceRightToLeft),
        ], what: "semantic content attribute")
    }
    view.hugging = reader.value("hugging").flatMap { priorities($0) }
    view.compressionResistance = reader.value("compressionResistance").flatMap { priorities($0) }
    view.subviews = views(reader.value("subviews"))
    view.constraints = constraints(reader.value("constraints"))
  }

  /// Whether `name` can name a view: a C identifier (as the Visual Format Language requires)
  /// that is not a word of the constraint language.
  func checkName(_ name: String, at node: Node) -> Bool {
    let scalars = Array(name.unicodeScalars)
    guard let first = scalars.first, first.isIdentifierStart,
      scalars.allSatisfy({ $0.isIdentifierStart || $0.isDigit }), scalars.count <= 100
    else {
      report(
        "'\(name)' is not a valid name", at: node,
        expected: "letters, digits and underscores, starting with a letter or underscore")
      return false
    }
    guard !Self.reservedNames.contains(name) else {
      report(
        "'\(name)' is a word of the constraint language and cannot name a view", at: node,
        expected: "a name other than superview, a guide's or an attribute's")
      return false
    }
    return true
  }

  private func autoresizingMask(_ node: Node) -> UIView.AutoresizingMask? {
    let flags: [(String, UIView.AutoresizingMask)] = [
      ("flexibleLeftMargin", .flexibleLeftMargin), ("flexibleWidth", .flexibleWidth),
      ("flexibleRightMargin", .flexibleRightMargin), ("flexibleTopMargin", .flexibleTopMargin),
      ("flexibleHeight", .flexibleHeight), ("flexibleBottomMargin", .flexibleBottomMargin),
    ]
    let items: [Node]
    if case .sequence = node {
      guard let list = list(node) else { return nil }
      items = list
    } else {
      items = [node]
    }
    var mask = UIView.AutoresizingMask()
    for item in items {
      guard let flag = choice(item, flags, what: "autoresizing flag") else { return nil }
      mask.insert(flag)
    }
    return mask
  }

  private func priorities(_ node: Node) -> ScenePriorities? {
    guard isMapping(node, what: "{horizontal: priority, vertical: priority}") else { return nil }
    var reader = MappingReader(node, parser: self, subject: "priorities")
    let horizontal = reader.value("horizontal").flatMap { number($0, in: 1...1000) }
    let vertical = reader.value("vertical").flatMap { number($0, in: 1...1000) }
    reader.finish()
    return ScenePriorities(
      horizontal: horizontal.map(Float.init), vertical: vertical.map(Float.init))
  }
}
