import Testing
import UIKit

/// The order of the update-constraints and layout passes (UIView.h; Apple,
/// UIView.updateConstraints()).
@Suite(.checksInvariants)
@MainActor
struct LayoutCycleTests {
  final class RecordingView: UIView {
    var log: [String] = []
    var name = ""
    weak var recorder: RecordingView?

    override func updateConstraints() {
      (recorder ?? self).log.append("update \(name)")
      super.updateConstraints()
    }

    override func layoutSubviews() {
      super.layoutSubviews()
      (recorder ?? self).log.append("layout \(name)")
    }
  }

  private func makeTree() -> (RecordingView, RecordingView, RecordingView) {
    let root = RecordingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    root.name = "root"
    let child = RecordingView()
    child.name = "child"
    child.recorder = root
    let grandchild = RecordingView()
    grandchild.name = "grandchild"
    grandchild.recorder = root
    root.addSubview(child)
    child.addSubview(grandchild)
    return (root, child, grandchild)
  }

  // Constraints update bottom up, then layout runs top down.
  @Test func constraintsUpdateBottomUpThenLayoutRunsTopDown() {
    let (root, _, _) = makeTree()
    root.layoutIfNeeded()
    #expect(
      root.log == [
        "update grandchild", "update child", "update root", "layout root", "layout child",
        "layout grandchild",
      ])
  }

  @Test func layoutIfNeededDoesNothingWhenNothingChanged() {
    let (root, _, _) = makeTree()
    root.layoutIfNeeded()
    root.log = []
    root.layoutIfNeeded()
    #expect(root.log.isEmpty)
  }

  @Test func setNeedsLayoutLaysOutOnlyThatView() {
    let (root, child, _) = makeTree()
    root.layoutIfNeeded()
    root.log = []
    child.setNeedsLayout()
    root.layoutIfNeeded()
    #expect(root.log == ["layout child"])
  }

  @Test func setNeedsUpdateConstraintsCallsUpdateConstraintsAgain() {
    let (root, child, _) = makeTree()
    root.layoutIfNeeded()
    root.log = []
    child.setNeedsUpdateConstraints()
    #expect(child.needsUpdateConstraints())
    root.updateConstraintsIfNeeded()
    #expect(root.log == ["update child"])
  }

  @Test func updateConstraintsMarkedDuringAPassRunsInTheNextPass() {
    let (root, child, grandchild) = makeTree()
    root.layoutIfNeeded()
    root.log = []
    grandchild.setNeedsUpdateConstraints()
    root.updateConstraintsIfNeeded()
    child.setNeedsUpdateConstraints()
    root.updateConstraintsIfNeeded()
    #expect(root.log == ["update grandchild", "update child"])
  }

  @Test func aSubviewAddedToAnUpdatedTreeHasItsConstraintsUpdated() {
    let (root, child, _) = makeTree()
    root.layoutIfNeeded()
    root.log = []
    let added = RecordingView()
    added.name = "added"
    added.recorder = root
    child.addSubview(added)
    root.updateConstraintsIfNeeded()
    #expect(root.log == ["update added"])
  }

  // Resizing a view lays it out again.
  @Test func resizingAViewLaysItOutAgain() {
    let (root, child, _) = makeTree()
    root.layoutIfNeeded()
    root.log = []
    child.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
    root.layoutIfNeeded()
    #expect(root.log == ["layout root", "layout child"])
  }

  // A subview's layoutIfNeeded lays out an ancestor that needs it first.
  @Test func layoutIfNeededStartsAtTheHighestAncestorThatNeedsLayout() {
    let (root, _, grandchild) = makeTree()
    grandchild.layoutIfNeeded()
    #expect(root.log.suffix(3) == ["layout root", "layout child", "layout grandchild"])
  }

  final class CountingController: UIViewController {
    var events: [String] = []
    override func loadView() {
      events.append("loadView")
      super.loadView()
    }
    override func viewDidLoad() { events.append("viewDidLoad") }
    override func viewWillLayoutSubviews() { events.append("viewWillLayoutSubviews") }
    override func viewDidLayoutSubviews() { events.append("viewDidLayoutSubviews") }
  }

  @Test func controllerLoadsItsViewLazilyAndFramesItsLayout() {
    let controller = CountingController()
    #expect(!controller.isViewLoaded)
    #expect(controller.events.isEmpty)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
    window.rootViewController = controller
    window.layoutIfNeeded()
    #expect(
      controller.events == [
        "loadView", "viewDidLoad", "viewWillLayoutSubviews", "viewDidLayoutSubviews",
      ])
  }

  // Setting rootViewController installs and sizes the view at once.
  @Test func rootViewControllerSizesItsViewSynchronously() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 414, height: 896))
    let controller = UIViewController()
    window.rootViewController = controller
    #expect(controller.view.superview === window)
    #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 414, height: 896))
    #expect(controller.view.window === window)
  }

  @Test func windowWithoutFrameTakesTheMainScreen() {
    #expect(UIWindow().frame == UIScreen.main.bounds)
  }
}

/// A controller takes part in its view's constraint update.
@Suite(.checksInvariants)
@MainActor
struct ViewControllerConstraintTests {
  final class Controller: UIViewController {
    var updates = 0
    override func updateViewConstraints() {
      updates += 1
      super.updateViewConstraints()
    }
  }

  @Test func updateViewConstraintsRunsBeforeLayout() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let controller = Controller()
    window.rootViewController = controller
    window.layoutIfNeeded()
    #expect(controller.updates == 1)
    controller.view.setNeedsUpdateConstraints()
    window.layoutIfNeeded()
    #expect(controller.updates == 2)
  }
}
