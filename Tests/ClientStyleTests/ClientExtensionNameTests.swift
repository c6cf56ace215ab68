import Testing
import UIKit

/// The conformances and operators layout libraries add are theirs, not the module's.
@MainActor
struct ClientExtensionNameTests {
  @Test func attributeDebugDescriptionIsTheClients() {
    // Only this target's conformance exists, so reflection prints its description.
    #expect(String(reflecting: NSLayoutConstraint.Attribute.width) == "client attribute 7")
  }

  @Test func priorityFloatLiteralIsTheClients() {
    func literal<Priority: ExpressibleByFloatLiteral>(_: Priority.Type) -> Priority { 250.5 }
    // The client's initializer negates the literal: 250.5 → −250.5.
    #expect(literal(UILayoutPriority.self).rawValue == -250.5)
  }

  @Test func priorityIntegerLiteralIsTheClients() {
    func literal<Priority: ExpressibleByIntegerLiteral>(_: Priority.Type) -> Priority { 750 }
    // The client's initializer negates the literal: 750 → −750.
    #expect(literal(UILayoutPriority.self).rawValue == -750)
  }

  @Test func insetsAdditionIsTheClients() {
    let lhs = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    let rhs = UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
    // The protocol's implementation returns its left operand; a module `+` would add.
    #expect(insetsSum(lhs, rhs) == lhs)
  }

  @Test func clientNamesResolveToTheClientsDeclarations() {
    // 49 references in `referenceClientNames`, each to a declaration of this target.
    #expect(referenceClientNames(UIView()).count == 49)
    #expect(ViewNameProbe().snp == ClientName(library: "SnapKit"))
    #expect(GuideNameProbe().constraints == ClientName(library: "EasyPeasy"))
    #expect(ViewControllerNameProbe().car_topLayoutGuide == ClientName(library: "Cartography"))
  }
}
