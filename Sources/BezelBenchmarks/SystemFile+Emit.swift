import BezelSolver
import Foundation

extension SystemFile {
  /// The system behind a benchmark case, in the `bezel-constraint-system/1` format, so that
  /// another solver can load exactly the same constraints in the same order.
  public static func emit(case name: String) -> [String: Any]? {
    if let system = system(case: name) { return object(system) }
    switch name {
    case "edit-feed-100":
      var o = object(Systems.feed(100, width: nil))
      o["edit"] =
        ["variable": 0, "name": "W", "strength": "strong", "initial": 375] as [String: Any]
      o["suggestions"] = Systems.editWidths()
      return o
    case "churn-pair", "churn-accumulate":
      let (base, extra) = Systems.churn()
      var o = object(base)
      o["churn"] = extra.map(item)
      return o
    default: return nil
    }
  }

  /// The system of a case that solves one system from scratch; nil for the other cases.
  static func system(case name: String) -> ConstraintSystem? {
    switch name {
    case "chain-100": Systems.chain(100)
    case "chain-1000": Systems.chain(1000)
    case "chain-5000": Systems.chain(5000)
    case "feed-10": Systems.feed(10)
    case "feed-100": Systems.feed(100)
    case "feed-1000": Systems.feed(1000)
    default: nil
    }
  }

  static func item(_ item: ConstraintSystem.Item) -> [Any] {
    let op: String
    switch item.relation {
    case .equal: op = "=="
    case .lessThanOrEqual: op = "<="
    case .greaterThanOrEqual: op = ">="
    }
    return [
      op, item.strength.value, item.constant,
      item.terms.flatMap { [Double($0.variable), $0.coefficient] },
    ]
  }

  static func object(_ system: ConstraintSystem) -> [String: Any] {
    var o: [String: Any] = [
      "format": "bezel-constraint-system/1",
      "convention":
        "sum(coeff*var) + constant OP 0; constraint = [op, strength, constant, [var, coeff, ...]]",
      "name": system.name,
      "variables": system.variables,
      "constraints": system.items.map(item),
    ]
    if let solution = system.solution { o["solution"] = solution }
    return o
  }

  /// Writes the systems of the named cases into `directory` as `CASE.json`.
  public static func emit(cases: [String], into directory: String) throws {
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    for name in cases {
      guard let object = emit(case: name) else { continue }
      let data = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
      let url = URL(fileURLWithPath: directory).appendingPathComponent("\(name).json")
      try data.write(to: url)
    }
  }
}
