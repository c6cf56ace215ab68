import UIKit

/// A message UIKit would raise as an exception or log to the console.
///
/// Bezel never crashes where UIKit raises for a misuse of its API (for example changing an
/// installed constraint's priority between required and optional): it reports UIKit's own reason
/// here and leaves its state as it was. Where UIKit logs and recovers (unsatisfiable
/// constraints), the log text comes here too.
public struct Diagnostic: Sendable, Equatable, CustomStringConvertible {
  /// Whether UIKit would raise or log.
  public enum Kind: Sendable, Equatable {
    /// UIKit would raise an exception with this name, for example
    /// `NSInternalInconsistencyException`.
    case exception(name: String)
    /// UIKit would log the text to the console and recover.
    case log
  }

  /// Whether UIKit would raise or log.
  public var kind: Kind
  /// The exception's reason, or the console text.
  public var text: String
  /// For an unsatisfiable-constraints log, the constraints it lists that the app made (not
  /// UIKit's own, such as autoresizing constraints), the one UIKit broke first.
  public var constraints: [NSLayoutConstraint]

  /// Creates a diagnostic.
  public init(kind: Kind, text: String, constraints: [NSLayoutConstraint] = []) {
    self.kind = kind
    self.text = text
    self.constraints = constraints
  }

  public var description: String {
    if case .exception(let name) = kind { return "\(name): \(text)" }
    return text
  }
}

/// Where UIKit's exceptions and console messages go.
public enum Diagnostics {
  /// The function every diagnostic is passed to; by default it writes to standard error.
  public static var handler: @Sendable (Diagnostic) -> Void {
    get {
      let inner = UIKitDiagnostics.handler
      return { diagnostic in inner(UIKitDiagnostics.Message(diagnostic)) }
    }
    set {
      UIKitDiagnostics.handler = { message in newValue(Diagnostic(message)) }
    }
  }

  /// Runs `body` and returns the diagnostics it produced, instead of passing them to the
  /// handler; other tasks are not affected.
  @MainActor
  public static func capturing(_ body: () -> Void) -> [Diagnostic] {
    UIKitDiagnostics.capturing(body).map(Diagnostic.init)
  }
}

extension Diagnostic {
  init(_ message: UIKitDiagnostics.Message) {
    switch message.kind {
    case .exception(let name): self.init(kind: .exception(name: name), text: message.text)
    case .log: self.init(kind: .log, text: message.text, constraints: message.constraints)
    }
  }
}

extension UIKitDiagnostics.Message {
  init(_ diagnostic: Diagnostic) {
    switch diagnostic.kind {
    case .exception(let name): self.init(kind: .exception(name: name), text: diagnostic.text)
    case .log:
      self.init(kind: .log, text: diagnostic.text, constraints: diagnostic.constraints)
    }
  }
}
