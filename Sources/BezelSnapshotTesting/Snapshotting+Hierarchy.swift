import Bezel
import SnapshotTesting
import UIKit

extension Snapshotting where Value == UIViewController, Format == String {
  /// The view-controller hierarchy as iOS's `_printHierarchy` prints it, addresses removed.
  ///
  /// One line per controller, `<Class>, state: appeared, view: <ViewClass>`, its children below
  /// it with `   | ` per level (swift-snapshot-testing's reference
  /// `testViewControllerHierarchy.1.txt`). Bezel reads the state from whether the view is in
  /// the window: `appeared` or `disappeared`.
  @MainActor
  public static var hierarchy: Snapshotting {
    SimplySnapshotting.lines.pullback { controller in
      MainActor.assumeIsolated {
        SnapshotHost.withHost(controller, on: .init()) { _ in
          var lines: [String] = []
          appendHierarchy(of: controller, depth: 0, to: &lines)
          return lines.joined(separator: "\n")
        }
      }
    }
  }

  @MainActor
  private static func appendHierarchy(
    of controller: UIViewController, depth: Int, to lines: inout [String]
  ) {
    let inWindow = controller.viewIfLoaded?.window != nil
    var line = String(repeating: "   | ", count: depth)
    line += "<\(SnapshotClassName.of(controller))>, state: "
    line += inWindow ? "appeared" : "disappeared"
    line += ", view: "
    if let view = controller.viewIfLoaded {
      line += "<\(SnapshotClassName.of(view))>"
      if !inWindow { line += " not in the window" }
    } else {
      line += "(view not loaded)"
    }
    lines.append(line)
    for child in controller.children {
      appendHierarchy(of: child, depth: depth + 1, to: &lines)
    }
    if let presented = controller.presentedViewController,
      presented.presentingViewController === controller
    {
      appendHierarchy(of: presented, depth: depth + 1, to: &lines)
    }
  }
}
