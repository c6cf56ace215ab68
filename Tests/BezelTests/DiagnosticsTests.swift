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

  @Test func unsatisfiableLogListsTheConflictingConstraintsBrokenFirst() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let view = UIView()
    view.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(view)
    let narrow = view.widthAnchor.constraint(equalToConstant: 10)
    let wide = view.widthAnchor.constraint(equalToConstant: 20)
    let unrelated = view.heightAnchor.constraint(equalToConstant: 5)
    NSLayoutConstraint.activate([narrow, unrelated])
    let diagnostics = Diagnostics.capturing {
      wide.isActive = true
      root.layoutIfNeeded()
    }
    #expect(diagnostics.count == 1)
    let listed = diagnostics.first?.constraints ?? []
    #expect(listed.count == 2)
    #expect(listed.first === wide)
    #expect(listed.last === narrow)
  }

  @Test func descriptionNamesTheException() {
    let diagnostic = Diagnostic(kind: .exception(name: "NSGenericException"), text: "reason")
    #expect(diagnostic.description == "NSGenericException: reason")
    #expect(Diagnostic(kind: .log, text: "logged").description == "logged")
  }
}
