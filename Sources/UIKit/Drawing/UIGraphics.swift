import Foundation

// UIGraphics.h: the stack of current graphics contexts, one per thread ("This function may be
// called from any thread of your app"), kept in `ThreadFacts`. `UIGraphicsPushContext` makes a
// context current and `UIGraphicsPopContext` restores the previous one. Popping with nothing to
// pop leaves the stack as it was and is reported (UIKit publishes no text for it; Bezel says
// what happened).

/// The graphics context that drawing goes to: the one made current last on this thread, or nil.
public func UIGraphicsGetCurrentContext() -> CGContext? {
  ThreadFacts.current.graphicsContexts.last?.context
}

/// Makes `context` the current graphics context, keeping the previous one to restore.
public func UIGraphicsPushContext(_ context: CGContext) {
  ThreadFacts.current.graphicsContexts.append(
    ThreadFacts.GraphicsEntry(context: context, imageScale: nil))
}

/// Restores the graphics context that was current before the last push.
public func UIGraphicsPopContext() {
  let facts = ThreadFacts.current
  guard facts.graphicsContexts.popLast() != nil else {
    facts.report(
      UIKitDiagnostics.Message(
        kind: .log,
        text: "UIGraphicsPopContext() called with no current graphics context; ignored."))
    return
  }
}
