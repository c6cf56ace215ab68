import Bezel
import BezelGallery
import BezelScene

/// What UIKit logged while `bezel layout` laid a screen out, each message once, located in the
/// scene: an unsatisfiable-constraints log in UIKit's own words, after the scene line of the
/// constraint UIKit broke and the screen, device and orientation, then a note per scene
/// constraint it lists.
struct ConflictLog {
  /// The messages to print on standard error, one per distinct message.
  var messages: [String] = []
  /// How many distinct unsatisfiable-constraints logs there were.
  var conflictCount = 0

  /// The log of `drawing`, a layout of `scene`'s screen `screen`, described as `layout` (for
  /// example `iPhone 16 portrait`).
  init(_ drawing: SceneGallery.Drawing, of scene: Scene, screen: Int, layout: String) {
    let screenLocation = scene.screens[screen].location
    let screenName = scene.screens[screen].name
    var seen: Set<String> = []
    for (index, diagnostic) in drawing.diagnostics.enumerated() {
      // A layout pass that meets the same conflict again logs the same text again.
      guard seen.insert(diagnostic.description).inserted else { continue }
      guard diagnostic.kind == .log, diagnostic.text.contains("Unable to simultaneously") else {
        messages.append(
          "\(screenLocation): warning: on screen '\(screenName)', \(layout): "
            + diagnostic.description)
        continue
      }
      conflictCount += 1
      let listed =
        index < drawing.listedConstraints.count ? drawing.listedConstraints[index] : []
      let broken = listed.first {
        diagnostic.text.contains("breaking constraint \n\($0.description)")
      }
      var text =
        "\(broken?.location ?? listed.first?.location ?? screenLocation): error: unsatisfiable "
        + "constraints on screen '\(screenName)', \(layout); UIKit logs:\n" + diagnostic.text
      for constraint in listed {
        let role = constraint == broken ? "UIKit breaks " : "conflicts: "
        text += "\n\(constraint.location): note: \(role)\(constraint.description)"
        if let line = scene.sourceLine(constraint.location.line) { text += "\n" + line }
      }
      messages.append(text)
    }
  }

  /// The last line: how many conflicts, on which layout, and where to look further.
  func summary(layout: String) -> String? {
    guard conflictCount > 0 else { return nil }
    let noun = conflictCount == 1 ? "conflict" : "conflicts"
    return "bezel: \(conflictCount) unsatisfiable-constraint \(noun) on \(layout); "
      + "`bezel check` finds them on every device"
  }
}
