import UIKit

extension SnapshotJSON {
  /// Why a JSON value is not a snapshot.
  struct ReadError: Error {
    /// What was wrong, naming the key.
    var message: String

    init(_ message: String) { self.message = message }
  }

  /// An object's members, read one key at a time with a message naming the key when they are
  /// missing or of the wrong type.
  struct Members {
    var values: [String: SnapshotJSON]

    func optional(_ key: String) -> SnapshotJSON? {
      guard let value = values[key], value != .null else { return nil }
      return value
    }

    func value(_ key: String) throws(ReadError) -> SnapshotJSON {
      guard let value = optional(key) else { throw ReadError("missing key \"\(key)\"") }
      return value
    }

    func string(_ key: String) throws(ReadError) -> String {
      guard case .string(let text) = try value(key) else {
        throw ReadError("\"\(key)\": expected a string")
      }
      return text
    }

    func bool(_ key: String) throws(ReadError) -> Bool {
      guard case .bool(let flag) = try value(key) else {
        throw ReadError("\"\(key)\": expected true or false")
      }
      return flag
    }

    func number(_ key: String) throws(ReadError) -> CGFloat {
      guard case .number(let number) = try value(key), number.isFinite else {
        throw ReadError("\"\(key)\": expected a finite number")
      }
      return CGFloat(number)
    }

    func integer(_ key: String) throws(ReadError) -> Int {
      guard case .number(let number) = try value(key), number.rounded() == number,
        abs(number) < 1e15
      else {
        throw ReadError("\"\(key)\": expected an integer")
      }
      return Int(number)
    }

    func array(_ key: String) throws(ReadError) -> [SnapshotJSON] {
      guard case .array(let items) = try value(key) else {
        throw ReadError("\"\(key)\": expected an array")
      }
      return items
    }

    func named<Value>(_ key: String, _ table: [(Value, String)]) throws(ReadError) -> Value {
      let name = try string(key)
      guard let value = SnapshotNames.value(named: name, in: table) else {
        let expected = table.map { "\"\($0.1)\"" }.joined(separator: ", ")
        throw ReadError("\"\(key)\": unknown value \"\(name)\"; expected one of \(expected)")
      }
      return value
    }

    func size(_ key: String) throws(ReadError) -> CGSize {
      let members = try value(key).members(key)
      return CGSize(width: try members.number("width"), height: try members.number("height"))
    }

    func rect(_ key: String) throws(ReadError) -> CGRect {
      let members = try value(key).members(key)
      return CGRect(
        x: try members.number("x"), y: try members.number("y"),
        width: try members.number("width"), height: try members.number("height"))
    }

    func insets(_ key: String) throws(ReadError) -> UIEdgeInsets {
      let members = try value(key).members(key)
      return UIEdgeInsets(
        top: try members.number("top"), left: try members.number("left"),
        bottom: try members.number("bottom"), right: try members.number("right"))
    }

    func edge(_ key: String) throws(ReadError) -> ContentInsetEdge {
      let members = try value(key).members(key)
      return ContentInsetEdge(
        app: try members.number("app"), system: try members.number("system"),
        safeArea: try members.number("safeArea"),
        reason: try members.named(
          "reason", ContentInsetEdge.Reason.allCases.map { ($0, $0.rawValue) }))
    }
  }

  /// The value's members, if it is an object.
  func members(_ what: String) throws(ReadError) -> Members {
    guard case .object(let values) = self else {
      throw ReadError("\"\(what)\": expected an object")
    }
    return Members(values: values)
  }
}
