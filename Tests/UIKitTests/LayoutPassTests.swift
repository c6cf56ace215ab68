import Foundation
import Testing

@testable import UIKit

/// A layout pass visits only the subtrees that have work: the views marked as needing layout or
/// new insets, and the paths to them.
@Suite(.checksInvariants)
@MainActor
struct LayoutPassTests {
  /// A root with ten branches of ten frame-based leaves each: 111 views.
  private func makeTree() -> (root: UIView, branches: [UIView], leaves: [[UIView]]) {
    let root = makeContainer(width: 400, height: 400)
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

  @Test func aMovedLeafIsReachedThroughItsAncestorsAlone() {
    let (root, _, leaves) = makeTree()
    root.layoutVisitCount = 0
    leaves[3][4].frame.origin.y = 5
    root.layoutIfNeeded()
    // The root, the leaf's branch and the leaf, for its insets: none of the other 108 views.
    #expect(root.layoutVisitCount == 3)
  }

  @Test func aResizedLeafLaysOutItsSuperviewToo() {
    let (root, _, leaves) = makeTree()
    root.layoutVisitCount = 0
    leaves[3][4].frame.size.width = 30
    root.layoutIfNeeded()
    // Resizing a view lays out its superview; the leaf computes its insets, having moved, and
    // its nine siblings, which did not move in an unmoved branch, are left alone: the root, the
    // branch and the leaf; none of the other 108 views.
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
