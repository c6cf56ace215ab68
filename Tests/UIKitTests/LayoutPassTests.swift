import Foundation
import Testing

@testable import UIKit

/// A layout pass visits only the subtrees that have work: the views marked as needing layout or
/// new insets, and the paths to them.
@Suite(.checksInvariants)
@MainActor
struct LayoutPassTests {
  /// A root with ten branches of ten frame-based leaves each: 111 views.
  private func makeTree(
    in root: UIView = makeContainer(width: 400, height: 400)
  ) -> (root: UIView, branches: [UIView], leaves: [[UIView]]) {
    var branches: [UIView] = []
    var leaves: [[UIView]] = []
    for b in 0..<10 {
      let branch = UIView(frame: CGRect(x: 0, y: CGFloat(b) * 40, width: 400, height: 40))
      root.addSubview(branch)
      var row: [UIView] = []
      for l in 0..<10 {
        let leaf = UIView(frame: CGRect(x: CGFloat(l) * 40, y: 0, width: 40, height: 40))
        branch.addSubview(leaf)
        row.append(leaf)
      }
      branches.append(branch)
      leaves.append(row)
    }
    root.layoutIfNeeded()
    return (root, branches, leaves)
  }

  @Test func aPassWithNothingToDoVisitsNoView() {
    let (root, _, _) = makeTree()
    root.layoutVisitCount = 0
    root.layoutIfNeeded()
    #expect(root.layoutVisitCount == 0)
  }

  /// The tree in a 400-point window whose top inset is 20.
  private func makeTreeUnderATopInset() -> (root: UIView, branches: [UIView], leaves: [[UIView]]) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    window.deviceSafeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    return makeTree(in: window)
  }

  @Test func aLeafMovedUnderASafeAreaIsReachedThroughItsAncestorsAlone() {
    let (root, _, leaves) = makeTreeUnderATopInset()
    #expect(leaves[0][4].safeAreaInsets.top == 20)
    root.layoutVisitCount = 0
    leaves[0][4].frame.origin.y = 5
    root.layoutIfNeeded()
    // The window, the leaf's branch and the leaf, for its insets; its new insets mark it for
    // layout, which marks the path to it again, and a second round takes the same three: none
    // of the other 108 views.
    #expect(root.layoutVisitCount == 6)
    // The first branch spans the window's 20-point top inset; the leaf now starts 5 into it.
    #expect(leaves[0][4].safeAreaInsets.top == 15)
  }

  @Test func aLeafMovedWhereNoSafeAreaReachesIsNotVisited() {
    let (root, branches, leaves) = makeTreeUnderATopInset()
    root.layoutVisitCount = 0
    leaves[3][4].frame.origin.y = 5
    root.layoutIfNeeded()
    // The fourth branch, 120 points down, passes its leaves no insets: a leaf there has none
    // wherever it sits, and its margins do not follow its frame.
    #expect(root.layoutVisitCount == 0)
    #expect(leaves[3][4].safeAreaInsets == .zero)
    // Moved up under the window's inset, the branch passes one again, and the leaf takes it.
    branches[3].frame.origin.y = 0
    root.layoutIfNeeded()
    #expect(leaves[3][4].safeAreaInsets.top == 15)
  }

  @Test func aMovedLeafThatTakesItsSuperviewsMarginsIsVisited() {
    let (root, branches, leaves) = makeTree()
    branches[3].layoutMargins = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
    leaves[3][0].preservesSuperviewLayoutMargins = true
    root.layoutIfNeeded()
    #expect(leaves[3][0].layoutMargins.left == 10)
    root.layoutVisitCount = 0
    leaves[3][0].frame.origin.x = 4
    root.layoutIfNeeded()
    // The root, the branch and the leaf, twice (its new margins mark it for layout, as new
    // insets do above): none of the other 108 views. Its left margin no longer has to keep its
    // content 10 points inside the branch (10 − 4 = 6), so it is its own 8.
    #expect(root.layoutVisitCount == 6)
    #expect(leaves[3][0].layoutMargins.left == 8)
  }

  @Test func aResizedLeafLaysOutItsSuperviewToo() {
    let (root, _, leaves) = makeTree()
    root.layoutVisitCount = 0
    leaves[3][4].frame.size.width = 30
    root.layoutIfNeeded()
    // Resizing a view lays out its superview, and the leaf itself; its nine siblings, which did
    // not move in an unmoved branch, are left alone: the root, the branch and the leaf; none of
    // the other 108 views.
    #expect(root.layoutVisitCount == 3)
  }

  @Test func aBranchLaidOutWithoutMovingItsSubviewsLeavesThemAlone() {
    let (root, branches, _) = makeTree()
    root.layoutVisitCount = 0
    branches[2].setNeedsLayout()
    root.layoutIfNeeded()
    // Laid out without moving any subview or its bounds, a branch leaves its ten leaves alone:
    // the root and the branch.
    #expect(root.layoutVisitCount == 2)
  }

  @Test func everyViewIsLaidOutOnceWhenTheRootIsResized() {
    let (root, branches, leaves) = makeTree()
    let counter = LayoutCounter(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    leaves[9][9].addSubview(counter)
    root.layoutIfNeeded()
    counter.count = 0
    // Autoresizing makes the branches follow the root's width, and the leaves theirs.
    for branch in branches { branch.autoresizingMask = [.flexibleWidth] }
    root.frame.size.width = 800
    root.layoutIfNeeded()
    #expect(branches[0].frame.width == 800)
    #expect(counter.count == 0)
    counter.frame.size.width = 20
    root.layoutIfNeeded()
    #expect(counter.count == 1)
  }

  @Test func aPlainViewResizedByItsSuperviewsEngineHearsNothingButASubclassIsLaidOut() {
    let root = makeContainer(width: 400, height: 400)
    let plain = UIView()
    let counter = LayoutCounter()
    for view in [plain, counter] {
      view.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(view)
      NSLayoutConstraint.activate([
        view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
        view.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
        view.topAnchor.constraint(equalTo: root.topAnchor),
        view.heightAnchor.constraint(equalToConstant: 40),
      ])
    }
    root.layoutIfNeeded()
    counter.count = 0
    root.frame.size.width = 300
    root.layoutIfNeeded()
    // 300 − 10 − 10: both resized; the subclass's layoutSubviews runs once, and the plain view
    // (whose layoutSubviews would do nothing) is left with nothing to do.
    #expect(plain.frame.width == 280)
    #expect(counter.frame.width == 280)
    #expect(counter.count == 1)
    #expect(!plain.layer.needsLayout())
  }

  @Test func aControllersViewWithoutSubviewsResizedByItsSuperviewsEngineTellsTheController() {
    let root = makeContainer(width: 400, height: 400)
    let controller = LayoutListeningController()
    let view = controller.view!
    view.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(view)
    NSLayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      view.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      view.topAnchor.constraint(equalTo: root.topAnchor),
      view.heightAnchor.constraint(equalToConstant: 40),
    ])
    root.layoutIfNeeded()
    controller.events = []
    root.frame.size.width = 300
    root.layoutIfNeeded()
    #expect(view.frame.width == 300)
    #expect(controller.events == ["willLayout", "didLayout"])
  }

  @Test func aLayoutThatNeverSettlesIsReportedOnce() {
    let root = makeContainer()
    let restless = Restless(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    root.addSubview(restless)
    let messages = UIKitDiagnostics.capturing { root.layoutIfNeeded() }
    #expect(restless.count == UIView.maximumLayoutRounds)
    #expect(messages.count == 1)
    #expect(messages.first?.text.hasPrefix("Layout did not settle after 32 rounds") == true)
  }

  @Test func aViewIsNotLaidOutAgainWhileItsLayoutSubviewsRuns() {
    let root = makeContainer()
    let parent = Invalidator(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let child = Reentrant(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    root.addSubview(parent)
    parent.addSubview(child)
    _ = UIKitDiagnostics.capturing { root.layoutIfNeeded() }
    // The parent marks the child while the child's layoutSubviews runs the parent's layout.
    #expect(child.count > 0)
    #expect(child.deepest == 1)
  }

  @Test func aLayoutIfNeededFromLayoutSubviewsSharesTheRoundsOfThePassRunningIt() {
    let root = makeContainer()
    let parent = Invalidator(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let child = Reentrant(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    root.addSubview(parent)
    parent.addSubview(child)
    let messages = UIKitDiagnostics.capturing { root.layoutIfNeeded() }
    // A round lays a view out at most once, and the nested calls' rounds come out of the same
    // 32: neither view is laid out more than 32 times, and the failure is reported once.
    #expect(child.count <= UIView.maximumLayoutRounds)
    #expect(parent.count <= UIView.maximumLayoutRounds)
    #expect(messages.count == 1)
  }
}

/// Marks its subviews for layout every time it is laid out.
private final class Invalidator: UIView {
  var count = 0
  override func layoutSubviews() {
    super.layoutSubviews()
    count += 1
    for subview in subviews { subview.setNeedsLayout() }
  }
}

/// Asks its superview for layout every time it is laid out, and runs that layout from its own
/// layoutSubviews up to four calls deep, as apps do.
private final class Reentrant: UIView {
  var count = 0
  var nesting = 0
  var deepest = 0
  override func layoutSubviews() {
    super.layoutSubviews()
    count += 1
    nesting += 1
    deepest = max(deepest, nesting)
    defer { nesting -= 1 }
    superview?.setNeedsLayout()
    guard nesting < 4 else { return }
    superview?.layoutIfNeeded()
  }
}

/// Counts its own layouts.
private final class LayoutCounter: UIView {
  var count = 0
  override func layoutSubviews() {
    super.layoutSubviews()
    count += 1
  }
}

/// Asks for layout again every time it is laid out.
private final class Restless: UIView {
  var count = 0
  override func layoutSubviews() {
    super.layoutSubviews()
    count += 1
    setNeedsLayout()
  }
}

/// Records the layout callbacks its plain view gives it.
private final class LayoutListeningController: UIViewController {
  var events: [String] = []
  override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    events.append("willLayout")
  }
  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    events.append("didLayout")
  }
}
