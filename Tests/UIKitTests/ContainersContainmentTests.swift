import Testing

@testable import UIKit

/// View-controller containment: the calling rules, the safe area of a custom container's child,
/// traits flowing from parent to child, and transitions.
@Suite(.checksInvariants)
@MainActor
struct ContainersContainmentTests {
  // MARK: Calling rules

  // "addChild(_:) … calls the willMove(toParent:) method of the child"; didMove(toParent:) is
  // the container's job.
  @Test func addChildCallsWillMoveOnly() {
    let parent = UIViewController()
    let child = RecordingController()
    parent.addChild(child)
    #expect(child.events == ["willMove(UIViewController)"])
    #expect(child.parent === parent)
    #expect(parent.children == [child])
  }

  // "removeFromParent() … calls didMove(toParent:) with nil"; willMove(toParent: nil) is the
  // container's job.
  @Test func removeFromParentCallsDidMoveOnly() {
    let parent = UIViewController()
    let child = RecordingController()
    parent.addChild(child)
    child.didMove(toParent: parent)
    child.events = []
    child.removeFromParent()
    #expect(child.events == ["didMove(nil)"])
    #expect(child.parent == nil)
    #expect(parent.children.isEmpty)
  }

  // "If the new child view controller is already the child of a container view controller, it
  // is removed from that container before being added."
  @Test func addingAChildOfAnotherParentMovesIt() {
    let first = UIViewController()
    let second = UIViewController()
    let child = RecordingController()
    first.addChild(child)
    child.events = []
    second.addChild(child)
    #expect(child.events == ["didMove(nil)", "willMove(UIViewController)"])
    #expect(first.children.isEmpty)
    #expect(second.children == [child])
  }

  @Test func childrenKeepTheirOrderAndCannotContainTheirParent() {
    let parent = UIViewController()
    let a = UIViewController()
    let b = UIViewController()
    parent.addChild(a)
    parent.addChild(b)
    parent.addChild(a)
    a.addChild(parent)
    parent.addChild(parent)
    #expect(parent.children == [a, b])
    #expect(a.children.isEmpty)
  }

  // MARK: Safe area of a custom container's child

  /// A container that shows one child's view at `childFrame`.
  final class FrameContainer: UIViewController {
    let child = UIViewController()
    var childFrame = CGRect.zero
    override func viewDidLoad() {
      super.viewDidLoad()
      addChild(child)
      view.addSubview(child.view)
      child.didMove(toParent: self)
    }
    override func viewDidLayoutSubviews() {
      child.view.frame = childFrame
    }
  }

  // Stack Overflow answer 52483010: the container's bottom inset is 80; a child view whose bottom
  // is 30 points above the container's bottom has bottom 80 − 30 = 50.
  @Test func customContainersChildGetsTheGeometricInsets() {
    let container = FrameContainer()
    container.childFrame = CGRect(x: 0, y: 0, width: 375, height: 812 - 30)
    let window = host(
      container,
      on: TestDevice(
        size: CGSize(width: 375, height: 812),
        insets: UIEdgeInsets(top: 44, left: 0, bottom: 80, right: 0)))
    window.layoutIfNeeded()
    #expect(
      container.child.view.safeAreaInsets == UIEdgeInsets(top: 44, left: 0, bottom: 50, right: 0))
  }

  // "its own additionalSafeAreaInsets are added" after the geometric treatment: 50 + 10 = 60.
  @Test func childsAdditionalInsetsAddAfterTheGeometry() {
    let container = FrameContainer()
    container.childFrame = CGRect(x: 0, y: 0, width: 375, height: 812 - 30)
    container.child.additionalSafeAreaInsets.bottom = 10
    let window = host(
      container,
      on: TestDevice(
        size: CGSize(width: 375, height: 812),
        insets: UIEdgeInsets(top: 44, left: 0, bottom: 80, right: 0)))
    window.layoutIfNeeded()
    #expect(container.child.view.safeAreaInsets.bottom == 60)
  }

  // MARK: Traits

  @Test func childInheritsItsParentsTraits() {
    let parent = UIViewController()
    let child = UIViewController()
    parent.addChild(child)
    let window = host(parent, on: .iPhoneX)
    window.windowTraitCollection = UITraitCollection(traitsFrom: [
      UITraitCollection.defaultTraits, UITraitCollection(preferredContentSizeCategory: .extraLarge),
    ])
    #expect(child.traitCollection.preferredContentSizeCategory == .extraLarge)
  }

  // setOverrideTraitCollection(_:forChild:) changes the child's traits and its view's, not the
  // parent's; overrideTraitCollection(forChild:) reads it back.
  @Test func overrideChangesTheChildsTraits() {
    let parent = UIViewController()
    let child = UIViewController()
    parent.addChild(child)
    parent.view.addSubview(child.view)
    child.didMove(toParent: parent)
    let window = host(parent, on: .iPhoneX)
    let regular = UITraitCollection(horizontalSizeClass: .regular)
    parent.setOverrideTraitCollection(regular, forChild: child)
    #expect(parent.overrideTraitCollection(forChild: child) === regular)
    #expect(child.traitCollection.horizontalSizeClass == .regular)
    #expect(child.view.traitCollection.horizontalSizeClass == .regular)
    #expect(parent.traitCollection.horizontalSizeClass == .compact)
    #expect(child.traitCollection.verticalSizeClass == .regular)
    withExtendedLifetime(window) {}
  }

  @Test func overrideForANonChildIsIgnored() {
    let parent = UIViewController()
    let stranger = UIViewController()
    parent.setOverrideTraitCollection(
      UITraitCollection(horizontalSizeClass: .regular), forChild: stranger)
    #expect(parent.overrideTraitCollection(forChild: stranger) == nil)
  }

  final class CountingView: UIView {
    var changes = 0
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
      changes += 1
    }
  }

  // traitCollectionDidChange(_:) is called once on the child and its view when the override
  // changes their traits, not on the parent; setting the same override again calls nothing.
  @Test func overrideCallsTraitCollectionDidChangeOnce() {
    let parent = RecordingController()
    let child = RecordingController()
    parent.addChild(child)
    let childView = CountingView()
    child.view = childView
    parent.view.addSubview(childView)
    child.didMove(toParent: parent)
    let window = host(parent, on: .iPhoneX)
    parent.events = []
    child.events = []
    let regular = UITraitCollection(horizontalSizeClass: .regular)
    parent.setOverrideTraitCollection(regular, forChild: child)
    parent.setOverrideTraitCollection(regular, forChild: child)
    #expect(child.events == ["traitCollectionDidChange"])
    #expect(childView.changes == 1)
    #expect(parent.events.isEmpty)
    withExtendedLifetime(window) {}
  }

  // A host changing the window's traits calls traitCollectionDidChange(_:) once on every
  // controller and view whose traits change, with the previous traits; the same traits again
  // call nothing.
  @Test func windowTraitChangeReachesEveryControllerOnce() {
    let content = RecordingController()
    let navigation = UINavigationController(rootViewController: content)
    let window = host(navigation, on: .iPhoneX)
    content.events = []
    let landscape = UITraitCollection(traitsFrom: [
      UITraitCollection.defaultTraits, UITraitCollection(verticalSizeClass: .compact),
    ])
    window.windowTraitCollection = landscape
    window.windowTraitCollection = landscape
    #expect(content.events == ["traitCollectionDidChange"])
    #expect(content.traitCollection.verticalSizeClass == .compact)
  }

  // MARK: Transitions

  final class TransitionRecorder: UIViewController {
    var events: [String] = []
    override func viewWillTransition(
      to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
    ) {
      super.viewWillTransition(to: size, with: coordinator)
      events.append("viewWillTransition \(Int(size.width))x\(Int(size.height))")
      coordinator.animate(
        alongsideTransition: { [unowned self] _ in
          events.append("animation \(Int(view.bounds.width))")
        },
        completion: { [unowned self] _ in events.append("completion") })
    }
    override func willTransition(
      to newCollection: UITraitCollection,
      with coordinator: any UIViewControllerTransitionCoordinator
    ) {
      super.willTransition(to: newCollection, with: coordinator)
      events.append(
        "willTransition \(newCollection.verticalSizeClass == .compact ? "compact" : "regular")")
    }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
      events.append("traitCollectionDidChange")
    }
  }

  // A rotation as the host drives it: willTransition(to:with:) for the new traits, then
  // viewWillTransition(to:with:) with the new size, then the traits change; the alongside
  // animation sees the new size (812), the completion runs last.
  @Test func rotationCallsTheTransitionMethodsInUIKitsOrder() {
    let controller = TransitionRecorder()
    let window = host(controller, on: .iPhoneX)
    let landscape = UITraitCollection(traitsFrom: [
      UITraitCollection.defaultTraits, UITraitCollection(verticalSizeClass: .compact),
    ])
    window.hostWillTransition(to: CGSize(width: 812, height: 375), traits: landscape) {
      window.deviceSafeAreaInsets = UIEdgeInsets(top: 0, left: 44, bottom: 21, right: 44)
    }
    #expect(
      controller.events == [
        "willTransition compact", "viewWillTransition 812x375", "traitCollectionDidChange",
        "animation 812", "completion",
      ])
    #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 0, left: 44, bottom: 21, right: 44))
  }

  // A size change with the same traits calls viewWillTransition(to:with:) only; containers
  // forward it to their children.
  @Test func sizeTransitionReachesChildren() {
    let content = TransitionRecorder()
    let navigation = UINavigationController(rootViewController: content)
    let window = host(navigation, on: .iPhoneX)
    window.hostWillTransition(
      to: CGSize(width: 375, height: 700), traits: window.windowTraitCollection)
    #expect(content.events == ["viewWillTransition 375x700", "animation 375", "completion"])
    #expect(content.view.frame.height == 700)
  }
}
