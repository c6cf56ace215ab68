import Testing

@testable import UIKit

/// What UIKit raises or logs for misuse and conflicts, reported through the diagnostics hook.
@MainActor
struct DiagnosticsTests {
  final class Button: UIView {}

  /// Replaces object addresses, which differ from run to run.
  private func normalized(_ text: String) -> String {
    text.replacing(/0x[0-9a-f]+/, with: "0xADDR")
  }

  // The iOS 13+ console text, verbatim from a public log, with the
  // addresses normalized and the app's module name (Forms) replaced by the test module's.
  @Test func unsatisfiableConstraintsAreLoggedInUIKitsFormat() {
    let root = makeContainer()
    let button = addConstrainedSubview(to: root, Button())
    let messages = UIKitDiagnostics.capturing {
      button.heightAnchor.constraint(equalToConstant: 20).isActive = true
      button.heightAnchor.constraint(greaterThanOrEqualToConstant: 44).isActive = true
    }
    let expectedLines = [
      "[LayoutConstraints] Unable to simultaneously satisfy constraints.",
      "\tProbably at least one of the constraints in the following list is one you don't want. ",
      "\tTry this: ",
      "\t\t(1) look at each constraint and try to figure out which you don't expect; ",
      "\t\t(2) find the code that added the unwanted constraint or constraints and fix it. ",
      "(",
      "    \"<NSLayoutConstraint:0xADDR UIKitTests.DiagnosticsTests.Button:0xADDR.height >= 44   (active)>\",",
      "    \"<NSLayoutConstraint:0xADDR UIKitTests.DiagnosticsTests.Button:0xADDR.height == 20   (active)>\"",
      ")",
      "",
      "Will attempt to recover by breaking constraint ",
      "<NSLayoutConstraint:0xADDR UIKitTests.DiagnosticsTests.Button:0xADDR.height >= 44   (active)>",
      "",
      "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.",
      "The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful.",
    ]
    #expect(messages.count == 1)
    let lines = normalized(messages.first?.text ?? "").components(separatedBy: "\n")
    #expect(lines.count == expectedLines.count)
    for (line, expectedLine) in zip(lines, expectedLines) {
      #expect(line == expectedLine)
    }
  }

  // UIKit recovers by breaking one constraint: the height is the one left, 20.
  @Test func brokenConstraintStaysActiveAndTheOtherHolds() {
    let root = makeContainer()
    let view = addConstrainedSubview(to: root)
    let twenty = view.heightAnchor.constraint(equalToConstant: 20)
    let atLeast44 = view.heightAnchor.constraint(greaterThanOrEqualToConstant: 44)
    _ = UIKitDiagnostics.capturing { NSLayoutConstraint.activate([twenty, atLeast44]) }
    root.layoutIfNeeded()
    #expect(atLeast44.isActive)
    #expect(view.frame.height == 20)
  }

  // The autoresizing note is added when NSAutoresizingMaskLayoutConstraints take part.
  @Test func autoresizingConflictAddsTheNote() {
    let root = makeContainer()
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 896))
    root.addSubview(view)
    // UIKit makes autoresizing constraints when it lays out, so the conflict shows then.
    let messages = UIKitDiagnostics.capturing {
      view.heightAnchor.constraint(equalToConstant: 200).isActive = true
      root.layoutIfNeeded()
    }
    let text = messages.first?.text ?? ""
    #expect(
      text.contains(
        "\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, "
          + "refer to the documentation for the UIView property "
          + "translatesAutoresizingMaskIntoConstraints) \n"))
    #expect(text.contains("NSAutoresizingMaskLayoutConstraint:0x"))
    #expect(text.contains("h=--& v=--&"))
    #expect(text.contains(".height == 896   (active)>"))
  }

  // Test case 44: the exception reason, and the priority stays 1000.
  @Test func requiredToOptionalOnAnInstalledConstraintIsRefused() {
    let root = makeContainer()
    let view = addConstrainedSubview(to: root)
    let height = view.heightAnchor.constraint(equalToConstant: 10)
    height.isActive = true
    let messages = UIKitDiagnostics.capturing { height.priority = .defaultHigh }
    #expect(
      messages == [
        UIKitDiagnostics.Message(
          kind: .exception(name: "NSInternalInconsistencyException"),
          text: "Mutating a priority from required to not on an installed constraint (or "
            + "vice-versa) is not supported. You passed priority 750 and the existing priority "
            + "was 1000.")
      ])
    #expect(height.priority == .required)
  }

  // Before it is installed, any priority may be set.
  @Test func priorityOfAnInactiveConstraintCanChangeFreely() {
    let view = UIView()
    let height = view.heightAnchor.constraint(equalToConstant: 10)
    let messages = UIKitDiagnostics.capturing { height.priority = .defaultLow }
    #expect(messages.isEmpty)
    #expect(height.priority == .defaultLow)
  }

  // Views in different trees have no common ancestor: UIKit raises, the constraint stays
  // inactive.
  @Test func constraintAcrossHierarchiesIsRefused() {
    let a = UIView()
    let b = UIView()
    let constraint = a.leadingAnchor.constraint(equalTo: b.leadingAnchor)
    let messages = UIKitDiagnostics.capturing { constraint.isActive = true }
    #expect(!constraint.isActive)
    #expect(messages.first?.kind == .exception(name: "NSGenericException"))
    #expect(messages.first?.text.contains("because they have no common ancestor") == true)
  }

  // A location equal to a constant is illegal in UIKit.
  @Test func locationEqualToAConstantIsRefused() {
    let view = UIView()
    let messages = UIKitDiagnostics.capturing {
      let constraint = NSLayoutConstraint(
        item: view, attribute: .left, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
        multiplier: 1, constant: 100)
      constraint.isActive = true
      #expect(!constraint.isActive)
    }
    #expect(
      messages.first?.text.contains("Location attributes must be specified in pairs.") == true)
  }

  // A width related to a height is an aspect ratio, which UIKit accepts from the item-based
  // initializer as from NSLayoutDimension: 2 × 30 = 60 wide.
  @Test func widthEqualToAMultipleOfTheHeightIsAnAspectRatio() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let view = UIView()
    view.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(view)
    let messages = UIKitDiagnostics.capturing {
      NSLayoutConstraint.activate([
        NSLayoutConstraint(
          item: view, attribute: .width, relatedBy: .equal, toItem: view, attribute: .height,
          multiplier: 2, constant: 0),
        view.heightAnchor.constraint(equalToConstant: 30),
        view.leftAnchor.constraint(equalTo: root.leftAnchor),
        view.topAnchor.constraint(equalTo: root.topAnchor),
      ])
      root.layoutIfNeeded()
    }
    #expect(messages.isEmpty)
    #expect(view.frame == CGRect(x: 0, y: 0, width: 60, height: 30))
  }

  // A size cannot be related to a location (Auto Layout Guide, "Anatomy of a Constraint": "You
  // cannot constrain a size attribute to a location attribute").
  @Test func widthToLeadingIsRefused() {
    let view = UIView()
    let other = UIView()
    let messages = UIKitDiagnostics.capturing {
      let constraint = NSLayoutConstraint(
        item: view, attribute: .width, relatedBy: .equal, toItem: other, attribute: .leading,
        multiplier: 1, constant: 0)
      constraint.isActive = true
      #expect(!constraint.isActive)
    }
    #expect(messages.first?.text.contains("Invalid pairing of layout attributes") == true)
  }

  // The item initializer relates a location on one axis to a location on the other: SnapKit's
  // `make.left.equalTo(v2.snp.top)` installs on iOS. The other view sits at (30, 50), so the
  // left edge is 50 + 10 = 60 from the container's left, in either layout direction.
  @Test(arguments: bothDirections)
  func leftToTopIsSolved(direction: UIUserInterfaceLayoutDirection) {
    let root = makeContainer(direction: direction)
    let other = addSubview(to: root, frame: CGRect(x: 30, y: 50, width: 10, height: 10))
    let view = addConstrainedSubview(to: root)
    let messages = UIKitDiagnostics.capturing {
      NSLayoutConstraint.activate([
        NSLayoutConstraint(
          item: view, attribute: .left, relatedBy: .equal, toItem: other, attribute: .top,
          multiplier: 1, constant: 10),
        view.topAnchor.constraint(equalTo: root.topAnchor),
        view.widthAnchor.constraint(equalToConstant: 20),
        view.heightAnchor.constraint(equalToConstant: 20),
      ])
      root.layoutIfNeeded()
    }
    #expect(messages.isEmpty)
    #expect(view.frame == CGRect(x: 60, y: 0, width: 20, height: 20))
  }

  // Leading is the left edge in a left-to-right layout, so leading = top + 10 puts the view at
  // x = 60. (What a right-to-left layout makes of a leading edge paired with a vertical location
  // is not documented, and not tested here.)
  @Test func leadingToTopIsSolved() {
    let root = makeContainer(direction: .leftToRight)
    let other = addSubview(to: root, frame: CGRect(x: 30, y: 50, width: 10, height: 10))
    let view = addConstrainedSubview(to: root)
    NSLayoutConstraint.activate([
      NSLayoutConstraint(
        item: view, attribute: .leading, relatedBy: .equal, toItem: other, attribute: .top,
        multiplier: 1, constant: 10),
      view.topAnchor.constraint(equalTo: root.topAnchor),
      view.widthAnchor.constraint(equalToConstant: 20),
      view.heightAnchor.constraint(equalToConstant: 20),
    ])
    root.layoutIfNeeded()
    #expect(view.frame == CGRect(x: 60, y: 0, width: 20, height: 20))
  }

  // With no second item there is no second attribute, whatever the caller passed
  // (NSLayoutConstraint.h: the attribute of the view on the right side, or notAnAttribute).
  @Test func secondAttributeWithoutASecondItemIsNotAnAttribute() {
    let view = UIView()
    let constraint = NSLayoutConstraint(
      item: view, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .height,
      multiplier: 1, constant: 44)
    #expect(constraint.secondItem == nil)
    #expect(constraint.secondAttribute == .notAnAttribute)
    #expect(constraint.firstAttribute == .height)
  }
}

/// Descriptions can be read from any context.
struct NonisolatedDescriptionTests {
  @Test func constraintDescriptionOffTheMainActor() async {
    let constraint = await MainActor.run {
      UIView().widthAnchor.constraint(equalToConstant: 10)
    }
    let text = await Task.detached { String(describing: constraint) }.value
    #expect(text.hasSuffix(".width == 10   (inactive)>"))
  }
}

/// Constraints on a view that has no superview yet.
@MainActor
struct RootViewConstraintTests {
  // UIKit only holds a root's size while laying it out: sizing a lone view is no conflict.
  @Test func sizingAViewWithoutASuperviewLogsNothing() {
    let view = UIView()
    let messages = UIKitDiagnostics.capturing {
      view.widthAnchor.constraint(equalToConstant: 100).isActive = true
      view.heightAnchor.constraint(equalToConstant: 40).isActive = true
    }
    #expect(messages.isEmpty)
    let root = makeContainer()
    root.addSubview(view)
    view.translatesAutoresizingMaskIntoConstraints = false
    root.layoutIfNeeded()
    #expect(view.frame.size == CGSize(width: 100, height: 40))
  }
}
