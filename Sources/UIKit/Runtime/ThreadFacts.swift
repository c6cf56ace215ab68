import Foundation

/// UIKit's state for the API Apple lets run on any thread, one per thread.
///
/// UIGraphics.h's functions "may be called from any thread of your app", and
/// `UITraitCollection.current` is per thread, so they cannot read the
/// main actor's current `WindowContext`. They read this instead: the thread's stack of current
/// graphics contexts (`UIGraphicsPushContext(_:)`), and the facts of the window contexts this
/// thread has entered (`WindowContext.run(_:)` publishes the screen's scale and the diagnostics
/// sink here while it runs), so that a scale of 0 means the hosted screen's scale and a misuse is
/// reported where the host listens. Like `CoreAnimationContext`, per thread, so that tests
/// running in parallel never share it. Package-level.
package final class ThreadFacts {
  /// A graphics context made current, and, for a bitmap context that
  /// `UIGraphicsBeginImageContextWithOptions` made, the scale its image carries.
  struct GraphicsEntry {
    let context: CGContext
    let imageScale: CGFloat?
  }

  /// The facts a window context publishes while it is entered on this thread.
  struct Entered {
    let screenScale: CGFloat?
    let diagnostics: (@Sendable (UIKitDiagnostics.Message) -> Void)?
  }

  /// The current graphics contexts, the current one last.
  var graphicsContexts: [GraphicsEntry] = []
  /// The window contexts entered on this thread, innermost last, with their resolved facts.
  var entered: [Entered] = []
  /// The traits set as current on this thread (`UITraitCollection.current`), if any.
  var currentTraits: UITraitCollection?

  /// Each thread's facts, made on its first read and released when it exits.
  private static let ofThread = ThreadLocal { ThreadFacts() }

  /// The calling thread's facts.
  package static var current: ThreadFacts {
    ofThread.value
  }

  /// The main screen's scale as `UIScreen.main` would answer on this thread: the entered
  /// context's screen's, else the default screen's.
  var mainScreenScale: CGFloat {
    entered.last?.screenScale ?? UIScreen.defaultScale
  }

  /// Reports `message` to the entered context's sink, else to the process-wide handler.
  func report(_ message: UIKitDiagnostics.Message) {
    (entered.last?.diagnostics ?? UIKitDiagnostics.handler)(message)
  }
}
