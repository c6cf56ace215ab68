/// A scene file: named screens, each a view-controller tree, read and checked.
///
/// A `Scene` exists only when its file had no problem: `parse(_:file:)` and
/// `load(contentsOf:)` throw every problem they find. `makeScreen(_:idiom:)` builds a screen with
/// UIKit.
public struct Scene: Sendable {
  /// A screen of the scene: a named view-controller tree.
  public struct Screen: Sendable {
    /// The screen's name, unique in the scene.
    public var name: String
    /// Where the screen is described.
    public var location: SceneLocation
    /// The screen's root controller.
    var root: SceneController
    /// The text field made first responder once the screen is shown, which shows the keyboard,
    /// and where the scene names it.
    var firstResponder: (name: String, location: SceneLocation)?
  }

  /// The scene's name (its `name:`, or the file's name without its extension).
  public var name: String
  /// The screens, in the file's order.
  public var screens: [Screen]
  /// The path or name the scene was read from.
  public var file: String
  /// The file's lines, for the diagnostics building finds.
  var lines: [Substring] = []

  /// The text of line `line` (from 1) of the scene's file, if it has one, for quoting in
  /// diagnostics.
  public func sourceLine(_ line: Int) -> String? {
    lines.indices.contains(line - 1) ? String(lines[line - 1]) : nil
  }

  /// The index of the screen named `name`, if any.
  public func screenIndex(named name: String) -> Int? {
    screens.firstIndex { $0.name == name }
  }
}
