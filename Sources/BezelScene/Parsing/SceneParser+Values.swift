import UIKit
import Yams

/// The largest length, position or inset a scene may give, in points.
let maximumLength = 100_000.0

extension SceneParser {
  /// The scalar text of `node`, or nil (reported) when it is not a scalar or is null.
  func string(_ node: Node, what: String = "a string") -> String? {
    guard case .scalar(let scalar) = node else {
      report("expected \(what), found a \(node.kindName)", at: node, expected: what)
      return nil
    }
    if scalar.style == .plain, ["", "~", "null", "Null", "NULL"].contains(scalar.string) {
      report("expected \(what), found nothing", at: node, expected: what)
      return nil
    }
    return scalar.string
  }

  /// `true` or `false`.
  func bool(_ node: Node) -> Bool? {
    guard let text = string(node, what: "true or false") else { return nil }
    switch text.lowercased() {
    case "true", "yes": return true
    case "false", "no": return false
    default:
      report("'\(text)' is not true or false", at: node, expected: "true or false")
      return nil
    }
  }

  /// A finite number in `range`.
  func number(_ node: Node, in range: ClosedRange<Double>, what: String = "a number") -> Double? {
    guard let text = string(node, what: what) else { return nil }
    guard let value = Double(text.trimmingCharacters(in: .whitespaces)), value.isFinite else {
      report("'\(text)' is not a number", at: node, expected: what)
      return nil
    }
    guard range.contains(value) else {
      report(
        "\(text) is out of range", at: node,
        expected: "\(what) from \(format(range.lowerBound)) to \(format(range.upperBound))")
      return nil
    }
    return value
  }

  /// A whole number in `range`.
  func integer(_ node: Node, in range: ClosedRange<Int>, what: String = "a whole number") -> Int? {
    let bounds = Double(range.lowerBound)...Double(range.upperBound)
    guard let value = number(node, in: bounds, what: what) else { return nil }
    guard value.rounded() == value else {
      report("\(format(value)) is not a whole number", at: node, expected: what)
      return nil
    }
    return Int(value)
  }

  /// A list of exactly `count` numbers in `range`.
  func numbers(_ node: Node, count: Int, in range: ClosedRange<Double>, what: String)
    -> [Double]?
  {
    guard let items = list(node, what: what) else { return nil }
    guard items.count == count else {
      report("expected \(count) numbers, found \(items.count)", at: node, expected: what)
      return nil
    }
    let values = items.compactMap { number($0, in: range) }
    return values.count == count ? values : nil
  }

  /// `[top, left, bottom, right]`.
  func insets(_ node: Node) -> UIEdgeInsets? {
    let what = "[top, left, bottom, right]"
    guard let v = numbers(node, count: 4, in: -maximumLength...maximumLength, what: what) else {
      return nil
    }
    return UIEdgeInsets(top: v[0], left: v[1], bottom: v[2], right: v[3])
  }

  /// `[top, leading, bottom, trailing]`.
  func directionalInsets(_ node: Node) -> NSDirectionalEdgeInsets? {
    let what = "[top, leading, bottom, trailing]"
    guard let v = numbers(node, count: 4, in: -maximumLength...maximumLength, what: what) else {
      return nil
    }
    return NSDirectionalEdgeInsets(top: v[0], leading: v[1], bottom: v[2], trailing: v[3])
  }

  /// `[width, height]`, neither negative.
  func size(_ node: Node) -> CGSize? {
    guard let v = numbers(node, count: 2, in: 0...maximumLength, what: "[width, height]") else {
      return nil
    }
    return CGSize(width: v[0], height: v[1])
  }

  /// `[x, y, width, height]`.
  func rect(_ node: Node) -> CGRect? {
    let what = "[x, y, width, height]"
    guard let v = numbers(node, count: 4, in: -maximumLength...maximumLength, what: what) else {
      return nil
    }
    guard v[2] >= 0, v[3] >= 0 else {
      report("a frame's width and height cannot be negative", at: node, expected: what)
      return nil
    }
    return CGRect(x: v[0], y: v[1], width: v[2], height: v[3])
  }

  /// One of the words of `choices`.
  func choice<T>(_ node: Node, _ choices: [(String, T)], what: String) -> T? {
    guard let text = string(node, what: what) else { return nil }
    if let match = choices.first(where: { $0.0 == text }) { return match.1 }
    let words = choices.map(\.0)
    var message = "unknown \(what) '\(text)'"
    if let suggestion = Spelling.nearest(to: text, in: words) {
      message += "; did you mean '\(suggestion)'?"
    }
    report(message, at: node, expected: "one of " + words.joined(separator: ", "))
    return nil
  }

  /// The items of a list, or nil (reported) when `node` is not a list or was already read; a
  /// null value is an empty list.
  func list(_ node: Node, what: String = "a list") -> [Node]? {
    // A key with nothing after it (`subviews:`) is an empty list.
    if case .scalar(let scalar) = node, scalar.style == .plain,
      ["", "~", "null"].contains(scalar.string)
    {
      return []
    }
    guard case .sequence(let sequence) = node else {
      report("expected \(what), found a \(node.kindName)", at: node, expected: what)
      return nil
    }
    guard visit(node) else { return nil }
    return Array(sequence)
  }

  /// Whether `node` is a mapping read for the first time; reports it otherwise.
  func isMapping(_ node: Node, what: String) -> Bool {
    guard case .mapping = node else {
      report("expected \(what), found a \(node.kindName)", at: node, expected: what)
      return false
    }
    return visit(node)
  }

  /// A colour: a system colour's name such as `systemBlue`, or `#RRGGBB`.
  func color(_ node: Node) -> UIColor? {
    let what = "a colour name such as systemBlue, or #RRGGBB"
    guard let text = string(node, what: what) else { return nil }
    if text.hasPrefix("#") {
      let digits = text.dropFirst()
      guard digits.count == 6, let value = UInt32(digits, radix: 16) else {
        report("'\(text)' is not a #RRGGBB colour", at: node, expected: what)
        return nil
      }
      return UIColor(
        red: Double(value >> 16 & 0xFF) / 255, green: Double(value >> 8 & 0xFF) / 255,
        blue: Double(value & 0xFF) / 255, alpha: 1)
    }
    return choice(node, SceneParser.colors, what: "colour")
  }

  func format(_ value: Double) -> String {
    value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }

  static let colors: [(String, UIColor)] = [
    ("systemBlue", .systemBlue), ("systemRed", .systemRed), ("systemGreen", .systemGreen),
    ("systemOrange", .systemOrange), ("systemYellow", .systemYellow),
    ("systemPink", .systemPink), ("systemPurple", .systemPurple), ("systemTeal", .systemTeal),
    ("systemIndigo", .systemIndigo), ("systemBrown", .systemBrown), ("systemGray", .systemGray),
    ("systemGray2", .systemGray2), ("systemGray3", .systemGray3), ("systemGray4", .systemGray4),
    ("systemGray5", .systemGray5), ("systemGray6", .systemGray6), ("label", .label),
    ("secondaryLabel", .secondaryLabel), ("systemBackground", .systemBackground),
    ("secondarySystemBackground", .secondarySystemBackground),
    ("tertiarySystemBackground", .tertiarySystemBackground),
    ("systemGroupedBackground", .systemGroupedBackground),
    ("secondarySystemGroupedBackground", .secondarySystemGroupedBackground),
    ("systemFill", .systemFill), ("separator", .separator), ("black", .black),
    ("darkGray", .darkGray), ("lightGray", .lightGray), ("white", .white), ("gray", .gray),
    ("red", .red), ("green", .green), ("blue", .blue), ("cyan", .cyan), ("yellow", .yellow),
    ("magenta", .magenta), ("orange", .orange), ("purple", .purple), ("brown", .brown),
    ("clear", .clear),
  ]
}

extension Node {
  /// `scalar`, `mapping`, `list` or `alias`, for messages.
  var kindName: String {
    switch self {
    case .scalar: "scalar"
    case .mapping: "mapping"
    case .sequence: "list"
    case .alias: "alias"
    }
  }
}
