import Bezel
import Testing
import UIKit

/// The public diagnostics hook.
@MainActor
struct DiagnosticsTests {
  @Test func capturingReturnsUIKitsExceptionReason() {
    let root = UIView()
    let view = UIView()
    view.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(view)
    let width = view.widthAnchor.constraint(equalToConstant: 10)
    width.isActive = true
    let diagnostics = Diagnostics.capturing { width.priority = UILayoutPriority(999) }
    #expect(diagnostics.count == 1)
    #expect(diagnostics.first?.kind == .exception(name: "NSInternalInconsistencyException"))
    #expect(diagnostics.first?.text.hasPrefix("Mutating a priority from required to not") == true)
  }

  @Test func descriptionNamesTheException() {
    let diagnostic = Diagnostic(kind: .exception(name: "NSGenericException"), text: "reason")
    #expect(diagnostic.description == "NSGenericException: reason")
    #expect(Diagnostic(kind: .log, text: "logged").description == "logged")
  }
}
