import Foundation

extension UIKitDiagnostics {
  /// Routes Core Animation's and CoreGraphics' messages to UIKit's diagnostics.
  ///
  /// They go to the sink of the window context current on the calling thread (`ThreadFacts`), else to the process-wide
  /// handler, as UIKit's own messages go. Those modules cannot import UIKit, so UIKit installs the
  /// route, once, when it first makes a window context or a handler is set; before that their
  /// messages go to standard error, as the handler's would.
  ///
  /// An exception Core Animation raises (`CALayerInvalidGeometry`) arrives as an exception, a
  /// line CoreGraphics logs as a log.
  package static let routesLowerLevelLogs: Void = {
    CoreAnimationLog.route = { name, reason in
      ThreadFacts.current.report(Message(kind: .exception(name: name), text: reason))
    }
    CoreGraphicsLog.route = { text in
      ThreadFacts.current.report(Message(kind: .log, text: text))
    }
  }()
}
