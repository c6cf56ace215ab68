internal import BezelSolver
import Foundation

extension LayoutEngine {
  /// Logs an unsatisfiable set of constraints in UIKit's iOS 13+ console format (as a public iOS 13
  /// log shows it; the procedure is that of Apple's Auto Layout Guide, "Unsatisfiable Layouts") and
  /// records which constraint was broken.
  ///
  /// Which constraint UIKit breaks is not specified ("the effect of breaking constraints can vary
  /// greatly from layout to layout"). Bezel breaks the constraint whose addition failed, so that
  /// everything already laid out stays as it was, and lists it first, as in the logged example.
  func logUnsatisfiable(_ failure: Unsatisfiable, breaking broken: NSLayoutConstraint?) {
    // One pass over the installed constraints finds every user constraint of the set, where a
    // search per constraint made a log cost the set's size times every constraint installed.
    var ids = Set(failure.conflicts.map(\.id))
    ids.insert(failure.constraint.id)
    let users = userConstraints(forSolverIDs: ids)
    func describe(_ constraint: Constraint) -> String? {
      users[constraint.id]?.constraintDescription ?? self.describe(constraint)
    }
    var lines: [String] = []
    var seen: Set<Int> = []
    var hasAutoresizing = false
    let brokenDescription: String
    if let broken {
      brokenDescription = broken.constraintDescription
    } else if let described = describe(failure.constraint) {
      brokenDescription = described
    } else {
      // A constraint the log leaves out failed to go in (a scroll view's frame guide): the log
      // names the first constraint it lists instead.
      brokenDescription =
        failure.conflicts.lazy.compactMap(describe).first
        ?? String(describing: failure.constraint)
    }
    lines.append(brokenDescription)
    seen.insert(failure.constraint.id)
    for constraint in failure.conflicts where seen.insert(constraint.id).inserted {
      if let description = describe(constraint), description != brokenDescription {
        lines.append(description)
      }
    }
    for constraint in [failure.constraint] + failure.conflicts {
      if internalConstraints[constraint.id]?.kind == .autoresizing { hasAutoresizing = true }
    }
    var text = "[LayoutConstraints] Unable to simultaneously satisfy constraints.\n"
    text += "\tProbably at least one of the constraints in the following list is one you "
    text += "don't want. \n"
    text += "\tTry this: \n"
    text += "\t\t(1) look at each constraint and try to figure out which you don't expect; \n"
    text += "\t\t(2) find the code that added the unwanted constraint or constraints and fix "
    text += "it. \n"
    if hasAutoresizing {
      text +=
        "\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't "
        + "understand, refer to the documentation for the UIView property "
        + "translatesAutoresizingMaskIntoConstraints) \n"
    }
    text += "(\n"
    text += lines.map { "    \"\($0)\"" }.joined(separator: ",\n")
    text += "\n)\n\nWill attempt to recover by breaking constraint \n\(brokenDescription)\n\n"
    text += "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this "
    text += "in the debugger.\n"
    text += "The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in "
    text += "<UIKitCore/UIView.h> may also be helpful."
    var listed: [NSLayoutConstraint] = []
    for constraint in [failure.constraint] + failure.conflicts {
      let user = constraint.id == failure.constraint.id ? broken : nil
      if let user = user ?? users[constraint.id],
        !listed.contains(where: { $0 === user })
      {
        listed.append(user)
      }
    }
    UIKitDiagnostics.log(text, constraints: listed)
  }

  /// The description UIKit would print for a solver constraint this engine made.
  func describe(_ constraint: Constraint) -> String? {
    if let user = userConstraint(forSolverID: constraint.id) { return user.constraintDescription }
    guard let owner = internalConstraints[constraint.id], let item = owner.item else { return nil }
    let address = "0x" + String(0x6000_0000_0000 + constraint.id * 16, radix: 16)
    let variables = item.layoutVariables
    let variable = constraint.expression.terms.first?.variable
    let attribute =
      switch variable {
      case variables.minX: "minX"
      case variables.minY: "minY"
      case variables.width: "width"
      default: "height"
      }
    let relation =
      switch constraint.relation {
      case .equal: "=="
      case .lessThanOrEqual: "<="
      case .greaterThanOrEqual: ">="
      }
    let value = formatLayoutNumber(CGFloat(-constraint.expression.constant))
    let name = itemDescription(item)
    switch owner.kind {
    case .autoresizing:
      let mask = (item as? UIView)?.autoresizingMaskSummary ?? "h=--& v=--&"
      return "<NSAutoresizingMaskLayoutConstraint:\(address) \(mask) \(name).\(attribute) "
        + "\(relation) \(value)   (active)>"
    case .temporarySize:
      let identifier = attribute == "width" ? "_UITemporaryLayoutWidth" : "_UITemporaryLayoutHeight"
      return "<NSLayoutConstraint:\(address) '\(identifier)' \(name).\(attribute) \(relation) "
        + "\(value)   (active)>"
    case .contentSize:
      let view = item as? UIView
      let axisIsWidth = attribute == "width"
      let hug = axisIsWidth ? view?.hugging.horizontal : view?.hugging.vertical
      let resist =
        axisIsWidth
        ? view?.compressionResistance.horizontal : view?.compressionResistance.vertical
      return "<NSContentSizeLayoutConstraint:\(address) \(name).\(attribute) \(relation) \(value) "
        + "Hug:\(formatLayoutNumber(CGFloat(hug?.rawValue ?? 250))) "
        + "CompressionResistance:\(formatLayoutNumber(CGFloat(resist?.rawValue ?? 750)))   "
        + "(active)>"
    case .guide:
      // UIKit's frame layout guide is "based on the untransformed frame rectangle of the scroll
      // view" (UIScrollView.frameLayoutGuide): it follows the frame, not a constant. Bezel's pin
      // of the guide to the frame's current size (0 before the first layout) is its model, a
      // constraint UIKit would not list, so logs leave it out.
      if (item as? UILayoutGuide)?.identifier == "UIScrollView-frameLayoutGuide" { return nil }
      return "<NSLayoutConstraint:\(address) \(name).\(attribute) \(relation) \(value)   (active)>"
    }
  }
}
