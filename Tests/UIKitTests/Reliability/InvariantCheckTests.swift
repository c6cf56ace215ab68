import Testing

@testable import UIKit

/// Each invariant check reports the broken state it is about: a sound tree is corrupted through
/// package access, one back-pointer or mark at a time, and the check must name what broke.
@MainActor
struct InvariantCheckTests {
  /// A root with two subviews, a constraint between them and one to the root's margins, laid
  /// out: `root/0` and `root/1` in the checks' names.
  private func soundTree() -> (root: UIView, a: UIView, b: UIView, between: NSLayoutConstraint) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let a = UIView()
    let b = UIView()
    for view in [a, b] {
      view.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(view)
    }
    let between = a.widthAnchor.constraint(equalTo: b.widthAnchor)
    NSLayoutConstraint.activate([
      between,
      a.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
      b.heightAnchor.constraint(equalToConstant: 20),
    ])
    root.layoutIfNeeded()
    return (root, a, b, between)
  }

  private func expectReported(_ fragment: String, in root: UIView) {
    let problems = root.invariantViolations()
    #expect(
      problems.contains { $0.contains(fragment) }, "expected “\(fragment)” in \(problems)")
  }

  @Test func aSoundTreeHasNoViolations() {
    let (root, a, _, _) = soundTree()
    #expect(root.invariantViolations().isEmpty)
    #expect(a.invariantViolations().isEmpty)
  }

  @Test func aSubviewNamingAnotherSuperviewIsReported() {
    let (root, a, b, _) = soundTree()
    a.storedSuperview = b
    expectReported("root UIView lists root/0 UIView as a subview, whose superview is", in: root)
  }

  @Test func aLayoutTargetNamingAnotherViewIsReported() throws {
    let (root, a, b, _) = soundTree()
    let engine = try #require(LayoutEngine.existing(for: root))
    let slot = try #require(a.registration?.slot)
    engine.layoutTargets[Int(slot)] = LayoutTarget(view: b)
    expectReported("root/0 UIView's layout target is not the view that lays it out", in: root)
  }

  @Test func sublayersOutOfTheSubviewsOrderAreReported() {
    let (root, _, b, _) = soundTree()
    root.layer.insertSublayer(b.layer, at: 0)
    expectReported("the sublayers of root UIView's layer are not in the order", in: root)
  }

  @Test func aSubviewsLayerOutsideItsSuperviewsLayerIsReported() {
    let (root, a, _, _) = soundTree()
    a.layer.removeFromSuperlayer()
    expectReported("the layer of root/0 UIView is not a sublayer of root UIView's", in: root)
  }

  @Test func aConstraintMissingFromItsContainerIsReported() {
    let (root, _, _, between) = soundTree()
    root.installedConstraints.removeAll { $0 === between }
    expectReported("is missing from its container root UIView", in: root)
  }

  @Test func aConstraintNamingAnotherContainerIsReported() {
    let (root, a, _, between) = soundTree()
    between.container = a
    expectReported("names root/0 UIView as its container", in: root)
  }

  @Test func aConstraintMissingFromAnItemsReferencesIsReported() {
    let (root, _, b, between) = soundTree()
    b.referencingConstraints.removeAll { $0 === between }
    expectReported("is missing from root/1 UIView's referencing constraints", in: root)
  }

  @Test func aConstraintInAnotherEngineIsReported() {
    let (root, _, _, between) = soundTree()
    let other = LayoutEngine()
    between.engine = other
    expectReported("is not in the engine of its tree", in: root)
    expectReported("names another engine", in: root)
    withExtendedLifetime(other) {}
  }

  @Test func anActiveConstraintMissingFromTheSolverIsReported() throws {
    let (root, _, _, between) = soundTree()
    let engine = try #require(root.ownedEngine)
    let solverConstraint = try #require(between.solverConstraint)
    try engine.solverStorage.removeConstraint(solverConstraint)
    expectReported("has a solver constraint the solver does not hold", in: root)
  }

  @Test func anActiveConstraintNeitherInTheSolverNorBrokenIsReported() {
    let (root, _, _, between) = soundTree()
    between.solverConstraint = nil
    expectReported("is neither in the solver nor among the broken constraints", in: root)
    expectReported("has no solver constraint", in: root)
  }

  @Test func aSolverConstraintNobodyAccountsForIsReported() throws {
    let (root, _, _, _) = soundTree()
    let registration = try #require(root.layoutMarginsGuide.registration)
    try #require(!registration.pins.isEmpty)
    registration.pins.removeLast()
    expectReported("the engine accounts for", in: root)
  }

  @Test func anInactiveConstraintStillInTheEngineIsReported() {
    let (root, _, _, between) = soundTree()
    root.installedConstraints.removeAll { $0 === between }
    between.container = nil
    expectReported("is not active", in: root)
  }

  @Test func anItemOfAnotherTreeInTheEngineIsReported() throws {
    let (root, _, _, _) = soundTree()
    let stranger = UIView()
    let engine = try #require(root.ownedEngine)
    engine.register(stranger)
    expectReported("is registered in the engine of another tree", in: root)
    withExtendedLifetime(stranger) {}
  }

  @Test func anItemRegisteredInAnotherEngineIsReported() {
    let (root, a, _, _) = soundTree()
    let other = LayoutEngine()
    a.registration = ItemRegistration(engine: other, slot: -1)
    expectReported("root/0 UIView is registered in an engine other than its tree's", in: root)
    expectReported("is in an item slot but its registration names another engine", in: root)
    withExtendedLifetime(other) {}
  }

  @Test func aViewNeedingLayoutUnderAnUnmarkedAncestorIsReported() {
    let (root, a, _, _) = soundTree()
    a.storedNeedsLayout = true
    a.subtreeNeedsLayout = true
    root.subtreeNeedsLayout = false
    expectReported("root/0 UIView needs layout but root UIView is not marked", in: root)
  }

  @Test func aViewNeedingAConstraintUpdateUnderAnUnmarkedAncestorIsReported() {
    let (root, _, b, _) = soundTree()
    b.needsUpdateConstraintsFlag = true
    b.constraintUpdatePending = true
    root.constraintUpdatePending = false
    expectReported("root/1 UIView needs its constraints updated but root UIView", in: root)
  }

  // A superview deallocated under its subviews lets them go as if removed (UIView: removing a
  // view removes the constraints that refer to it or its subtree): the constraint to the
  // superview goes, the one inside the subtree stays, in an engine of the subtree's own.
  @Test func aSubtreeWhoseSuperviewWasDeallocatedKeepsItsConstraintsInAnEngine() {
    let child = UIView()
    let inner = UIView()
    var toParent: NSLayoutConstraint?
    do {
      let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      parent.addSubview(child)
      child.addSubview(inner)
      inner.translatesAutoresizingMaskIntoConstraints = false
      let toChild = inner.widthAnchor.constraint(equalTo: child.widthAnchor)
      toParent = child.widthAnchor.constraint(equalTo: parent.widthAnchor)
      NSLayoutConstraint.activate([toChild, toParent!])
      parent.layoutIfNeeded()
    }
    #expect(child.superview == nil)
    #expect(toParent?.isActive == false)
    child.frame = CGRect(x: 0, y: 0, width: 240, height: 50)
    child.layoutIfNeeded()
    #expect(inner.frame.width == 240)
    #expect(!child.referencingConstraints.contains { $0 === toParent })
    #expect(child.invariantViolations().isEmpty)
  }

  // A view that outlived its superview and goes straight into another leaves the old one's
  // constraints behind first: the new tree holds only its own.
  @Test func aViewWhoseSuperviewWasDeallocatedJoinsANewSuperviewCleanly() {
    let leaf = UIView()
    leaf.translatesAutoresizingMaskIntoConstraints = false
    do {
      let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      parent.addSubview(leaf)
      leaf.widthAnchor.constraint(equalTo: parent.widthAnchor).isActive = true
      parent.layoutIfNeeded()
    }
    let newParent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    newParent.addSubview(leaf)
    leaf.widthAnchor.constraint(equalToConstant: 50).isActive = true
    newParent.layoutIfNeeded()
    #expect(leaf.referencingConstraints.count == 1)
    #expect(leaf.frame.width == 50)
    #expect(newParent.invariantViolations().isEmpty)
  }

  // The checks run after the mutating entry points while a scope is open, and record what the
  // mutation left broken.
  @Test func aMutationLeavingABrokenTreeIsRecorded() {
    let (root, a, b, _) = soundTree()
    let found = UIView.checkingInvariants {
      a.storedSuperview = b
      root.addSubview(UIView())
    }
    #expect(found.contains { $0.hasPrefix("after addSubview: ") && $0.contains("superview is") })
  }

  @Test func soundMutationsRecordNothing() {
    let found = UIView.checkingInvariants {
      let (root, a, b, between) = soundTree()
      root.exchangeSubview(at: 0, withSubviewAt: 1)
      between.constant = 12
      between.isActive = false
      b.removeFromSuperview()
      root.insertSubview(b, belowSubview: a)
      root.layoutIfNeeded()
    }
    #expect(found.isEmpty)
  }
}
