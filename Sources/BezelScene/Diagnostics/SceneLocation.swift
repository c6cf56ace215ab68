/// A position in a scene file: its path, a line and a column, both counted from 1.
///
/// Columns count Unicode scalars, as the YAML reader does.
public struct SceneLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The file's path as it was given, or the name passed to `Scene.parse(_:file:)`.
  public var file: String
  /// The line, from 1.
  public var line: Int
  /// The column, from 1, in Unicode scalars.
  public var column: Int

  /// Creates a location.
  public init(file: String, line: Int, column: Int) {
    self.file = file
    self.line = line
    self.column = column
  }

  /// `file:line:column`, as compilers print it.
  public var description: String { "\(file):\(line):\(column)" }

  public static func < (lhs: SceneLocation, rhs: SceneLocation) -> Bool {
    (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
  }

  /// The location `offset` Unicode scalars further along the same line.
  func advanced(by offset: Int) -> SceneLocation {
    SceneLocation(file: file, line: line, column: column + offset)
  }
}
