/// One line of benchmark output: ordered fields, printed as a JSON object on one line.
public struct BenchmarkResult: Sendable {
  /// A field's value.
  public enum Value: Sendable {
    case string(String)
    case number(Double)
    case integer(Int)
    case bool(Bool)
    case null
  }

  public private(set) var fields: [(key: String, value: Value)] = []

  public init(case name: String) {
    fields.append(("case", .string(name)))
  }

  /// A result that starts with the fields every case reports first.
  package init(case name: String, variables: Int, constraints: Int, repeats: Int) {
    self.init(case: name)
    fields.append(("variables", .integer(variables)))
    fields.append(("constraints", .integer(constraints)))
    fields.append(("repeats", .integer(repeats)))
  }

  public subscript(key: String) -> Value? {
    get { fields.first { $0.key == key }?.value }
    set {
      let value = newValue ?? .null
      if let i = fields.firstIndex(where: { $0.key == key }) {
        fields[i].value = value
      } else {
        fields.append((key, value))
      }
    }
  }

  /// The result as one line of JSON, fields in the order they were set.
  public var jsonLine: String {
    let body = fields.map { "\"\($0.key)\": \(Self.render($0.value))" }
    return "{" + body.joined(separator: ", ") + "}"
  }

  static func render(_ value: Value) -> String {
    switch value {
    case .string(let s):
      return "\""
        + s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(
          of: "\"", with: "\\\"") + "\""
    case .number(let x):
      guard x.isFinite else { return "null" }
      return formatNumber(x)
    case .integer(let i): return "\(i)"
    case .bool(let b): return b ? "true" : "false"
    case .null: return "null"
    }
  }

  /// Up to four decimals for ordinary values, scientific notation never; tiny errors keep
  /// their magnitude in up to three significant digits.
  static func formatNumber(_ x: Double) -> String {
    if x == 0 { return "0" }
    // Beyond 10¹⁵ fixed notation would overflow an Int; such a figure is an error anyway.
    if abs(x) >= 1e15 { return "\(x)" }
    if abs(x) < 0.001 {
      var digits = 3
      var m = abs(x)
      while m < 0.1 {
        m *= 10
        digits += 1
      }
      return trim(fixed(x, digits))
    }
    return trim(fixed(x, 4))
  }

  static func fixed(_ x: Double, _ digits: Int) -> String {
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let scaled = (abs(x) * scale).rounded()
    let integer = (scaled / scale).rounded(.down)
    let fraction = scaled - integer * scale
    var f = String(Int(fraction))
    while f.count < digits { f = "0" + f }
    return (x < 0 ? "-" : "") + String(Int(integer)) + "." + f
  }

  static func trim(_ s: String) -> String {
    guard s.contains(".") else { return s }
    var t = s
    while t.hasSuffix("0") { t.removeLast() }
    if t.hasSuffix(".") { t.removeLast() }
    return t == "-0" ? "0" : t
  }
}
