import Foundation

/// A JSON value: the one schema of a snapshot's `json()` rendering and its `Codable` form.
enum SnapshotJSON: Sendable, Equatable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([SnapshotJSON])
  case object([String: SnapshotJSON])

  /// The value pretty-printed with two-space indentation and sorted keys, numbers in the
  /// snapshot format (`SnapshotNumber`) and strings escaped as JSON requires.
  func rendered() -> String {
    var out = ""
    out.reserveCapacity(4096)
    write(to: &out, indent: 0)
    out.append("\n")
    return out
  }

  private func write(to out: inout String, indent: Int) {
    switch self {
    case .null: out.append("null")
    case .bool(let value): out.append(value ? "true" : "false")
    case .number(let value): SnapshotNumber.append(value, to: &out)
    case .string(let value): Self.writeString(value, to: &out)
    case .array(let values):
      guard !values.isEmpty else {
        out.append("[]")
        return
      }
      out.append("[\n")
      for (index, value) in values.enumerated() {
        Self.writeIndent(indent + 1, to: &out)
        value.write(to: &out, indent: indent + 1)
        out.append(index == values.count - 1 ? "\n" : ",\n")
      }
      Self.writeIndent(indent, to: &out)
      out.append("]")
    case .object(let members):
      guard !members.isEmpty else {
        out.append("{}")
        return
      }
      out.append("{\n")
      // Sorted by the keys' UTF-8 bytes, which no locale or hashing seed changes.
      let keys = members.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
      for (index, key) in keys.enumerated() {
        Self.writeIndent(indent + 1, to: &out)
        Self.writeString(key, to: &out)
        out.append(": ")
        members[key]?.write(to: &out, indent: indent + 1)
        out.append(index == keys.count - 1 ? "\n" : ",\n")
      }
      Self.writeIndent(indent, to: &out)
      out.append("}")
    }
  }

  private static func writeIndent(_ level: Int, to out: inout String) {
    for _ in 0..<level { out.append("  ") }
  }

  private static func writeString(_ value: String, to out: inout String) {
    out.append("\"")
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": out.append("\\\"")
      case "\\": out.append("\\\\")
      case "\n": out.append("\\n")
      case "\r": out.append("\\r")
      case "\t": out.append("\\t")
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        out.append("\\u")
        out.append(String(repeating: "0", count: 4 - hex.count))
        out.append(hex)
      default: out.unicodeScalars.append(scalar)
      }
    }
    out.append("\"")
  }
}

extension SnapshotJSON: Codable {
  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Double.self) {
      self = .number(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode([SnapshotJSON].self) {
      self = .array(value)
    } else {
      self = .object(try container.decode([String: SnapshotJSON].self))
    }
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .null: try container.encodeNil()
    case .bool(let value): try container.encode(value)
    case .number(let value): try container.encode(value)
    case .string(let value): try container.encode(value)
    case .array(let value): try container.encode(value)
    case .object(let value): try container.encode(value)
    }
  }
}
