import BezelSolver
import Foundation

/// A `bezel-constraint-system/1` file: a constraint system with its expected solution and,
/// optionally, an edit block or churn constraints.
public struct SystemFile {
  /// What is wrong with a file, said in terms of its JSON.
  public struct FormatError: Error, CustomStringConvertible {
    public let description: String
  }

  public var system: ConstraintSystem
  /// `edit`: the variable made editable before the constraints, its strength and first value.
  public var edit: (variable: Int, strength: Strength, initial: Double)?
  public var suggestions: [Double] = []
  /// For each suggestion, the expected sum of all values.
  public var expectedSums: [Double] = []
  public var churn: [ConstraintSystem.Item] = []
  public var solutionAfterChurn: [Double]?

  /// Reads and checks a file.
  ///
  /// Every problem is a ``FormatError`` naming the JSON path.
  public static func load(_ path: String) throws -> SystemFile {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw FormatError(description: "cannot read the file")
    }
    let json: Any
    do {
      json = try JSONSerialization.jsonObject(with: data)
    } catch {
      throw FormatError(description: "not JSON: \(error.localizedDescription)")
    }
    return try SystemFile(json: json)
  }

  init(json: Any) throws {
    guard let root = json as? [String: Any] else {
      throw FormatError(description: "$ is not an object")
    }
    guard root["format"] as? String == "bezel-constraint-system/1" else {
      throw FormatError(description: "$.format is not \"bezel-constraint-system/1\"")
    }
    let names = try Self.strings(root["variables"], "$.variables")
    var strengths: [String: Strength] = [
      "required": .required, "strong": .strong, "medium": .medium, "weak": .weak,
    ]
    if let table = root["strengths"] as? [String: Any] {
      for (key, value) in table {
        strengths[key] = Strength(try Self.number(value, "$.strengths.\(key)"))
      }
    }
    system = ConstraintSystem(name: root["name"] as? String ?? "system")
    for name in names { _ = system.variable(name) }
    system.items = try Self.items(root["constraints"], "$.constraints", names.count, strengths)
    if root["solution"] != nil {
      system.solution = try Self.numbers(root["solution"], "$.solution", count: names.count)
    }
    if let e = root["edit"] {
      guard let edit = e as? [String: Any] else {
        throw FormatError(description: "$.edit is not an object")
      }
      let index = try Self.number(edit["variable"], "$.edit.variable")
      guard index >= 0, index < Double(names.count), index == index.rounded() else {
        throw FormatError(description: "$.edit.variable is not a variable index")
      }
      let variable = Int(index)
      guard let s = edit["strength"] as? String, let strength = strengths[s] else {
        throw FormatError(description: "$.edit.strength is not a known strength")
      }
      self.edit = (variable, strength, try Self.number(edit["initial"], "$.edit.initial"))
      suggestions = try Self.numbers(root["suggestions"], "$.suggestions")
      if let checks = root["checks"] as? [Any] {
        expectedSums = try checks.enumerated().map { i, check in
          try Self.number(
            (check as? [String: Any])?["sum_of_values"], "$.checks[\(i)].sum_of_values")
        }
      }
    }
    if root["churn"] != nil {
      churn = try Self.items(root["churn"], "$.churn", names.count, strengths)
      if root["solution_after_all_churn_added"] != nil {
        solutionAfterChurn = try Self.numbers(
          root["solution_after_all_churn_added"], "$.solution_after_all_churn_added",
          count: names.count)
      }
    }
  }

  static func number(_ value: Any?, _ path: String) throws -> Double {
    // JSON `true` and `false` arrive as NSNumber too, with the Objective-C type "c".
    guard let n = value as? NSNumber, String(cString: n.objCType) != "c", n.doubleValue.isFinite
    else {
      throw FormatError(description: "\(path) is not a finite number")
    }
    return n.doubleValue
  }

  static func numbers(_ value: Any?, _ path: String, count: Int? = nil) throws -> [Double] {
    guard let list = value as? [Any] else {
      throw FormatError(description: "\(path) is not an array")
    }
    if let count, list.count != count {
      throw FormatError(description: "\(path) has \(list.count) entries, expected \(count)")
    }
    return try list.enumerated().map { try number($1, "\(path)[\($0)]") }
  }

  static func strings(_ value: Any?, _ path: String) throws -> [String] {
    guard let list = value as? [Any] else {
      throw FormatError(description: "\(path) is not an array")
    }
    return try list.enumerated().map { i, v in
      guard let s = v as? String else {
        throw FormatError(description: "\(path)[\(i)] is not a string")
      }
      return s
    }
  }

  static func items(
    _ value: Any?, _ path: String, _ variableCount: Int, _ strengths: [String: Strength]
  ) throws -> [ConstraintSystem.Item] {
    guard let list = value as? [Any] else {
      throw FormatError(description: "\(path) is not an array")
    }
    return try list.enumerated().map { i, entry in
      let here = "\(path)[\(i)]"
      guard let parts = entry as? [Any], parts.count == 4 else {
        throw FormatError(description: "\(here) is not [op, strength, constant, terms]")
      }
      let relation: Constraint.Relation
      switch parts[0] as? String {
      case "==": relation = .equal
      case "<=": relation = .lessThanOrEqual
      case ">=": relation = .greaterThanOrEqual
      default: throw FormatError(description: "\(here)[0] is not \"==\", \"<=\" or \">=\"")
      }
      let strength: Strength
      if let name = parts[1] as? String {
        guard let s = strengths[name] else {
          throw FormatError(description: "\(here)[1] is an unknown strength")
        }
        strength = s
      } else {
        strength = Strength(try number(parts[1], "\(here)[1]"))
      }
      let constant = try number(parts[2], "\(here)[2]")
      let flat = try numbers(parts[3], "\(here)[3]")
      guard flat.count % 2 == 0 else {
        throw FormatError(description: "\(here)[3] has an odd length")
      }
      var terms: [(Int, Double)] = []
      for k in stride(from: 0, to: flat.count, by: 2) {
        let v = flat[k]
        guard v >= 0, v < Double(variableCount), v == v.rounded() else {
          throw FormatError(description: "\(here)[3][\(k)] is not a variable index")
        }
        terms.append((Int(v), flat[k + 1]))
      }
      return ConstraintSystem.Item(terms, constant, relation, strength)
    }
  }
}

extension Benchmarks {
  /// Solves a system file from scratch `repeats` times and checks the answer; then runs its
  /// edit suggestions or its churn, when it has them.
  public static func runSystemFile(_ path: String, repeats: Int) throws -> BenchmarkResult {
    let file = try SystemFile.load(path)
    var result: BenchmarkResult
    if let edit = file.edit {
      result = BenchmarkResult(case: "system:\(file.system.name)")
      let (variables, constraints) = file.system.makeConstraints()
      let solver = Solver()
      let variable = variables[edit.variable]
      var times: [Double] = []
      var error = 0.0
      let setup = Timing.milliseconds {
        add(
          constraints, editing: variable, strength: edit.strength, initial: edit.initial, to: solver
        )
        _ = solver.fetchChanges()
      }
      for (i, value) in file.suggestions.enumerated() {
        times.append(
          Timing.milliseconds {
            try? solver.suggestValue(value, for: variable)
            _ = solver.fetchChanges()
          })
        if i < file.expectedSums.count {
          let sum = variables.reduce(0) { $0 + solver.value(of: $1) }
          error = max(error, abs(sum - file.expectedSums[i]) / max(1, abs(file.expectedSums[i])))
        }
      }
      result["variables"] = .integer(variables.count)
      result["constraints"] = .integer(constraints.count + 1)
      result["setup_ms"] = .number(setup)
      result["median_ms"] = .number(Timing.median(times))
      result["max_rel_error_of_sums"] = .number(error)
    } else {
      result = solveCase(file.system, name: "system:\(file.system.name)", repeats: repeats)
    }
    if !file.churn.isEmpty {
      let (variables, constraints) = file.system.makeConstraints()
      let solver = Solver()
      add(constraints, to: solver)
      let extras = file.churn.map { ConstraintSystem.constraint($0, variables) }
      var failures = 0
      let add = Timing.milliseconds {
        for c in extras {
          do { try solver.addConstraint(c) } catch { failures += 1 }
        }
        _ = solver.fetchChanges()
      }
      if let expected = file.solutionAfterChurn {
        result["churn_added_max_abs_error"] = .number(
          maxError(variables.map { solver.value(of: $0) }, expected))
      }
      let remove = Timing.milliseconds {
        for c in extras { try? solver.removeConstraint(c) }
        _ = solver.fetchChanges()
      }
      result["churn_add_all_ms"] = .number(add)
      result["churn_remove_all_ms"] = .number(remove)
      result["churn_refused"] = .integer(failures)
      if let solution = file.system.solution {
        result["churn_removed_max_abs_error"] = .number(
          maxError(variables.map { solver.value(of: $0) }, solution))
      }
    }
    return result
  }
}
