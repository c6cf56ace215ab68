import Foundation
import Testing

@testable import UIKit

/// `UITrackingLayoutGuide`'s tracked constraints, on a keyboard guide: Bezel's keyboard is
/// docked, so the guide is near the bottom edge and away from the others ("When docked or
/// offscreen, it is considered away from all edges except for the bottom",
/// UIKeyboardLayoutGuide.h).
@MainActor
struct TrackingLayoutGuideTests {
  private func makeViews() -> (UIView, UIView) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let bar = UIView()
    bar.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(bar)
    return (root, bar)
  }

  @Test func constraintsActiveNearTheBottomAreActivated() {
    let (root, bar) = makeViews()
    let constraint = bar.bottomAnchor.constraint(equalTo: root.keyboardLayoutGuide.topAnchor)
    root.keyboardLayoutGuide.setConstraints([constraint], activeWhenNearEdge: .bottom)
    #expect(constraint.isActive)
    #expect(root.keyboardLayoutGuide.constraints(activeWhenNearEdge: .bottom) == [constraint])
  }

  @Test func constraintsActiveNearTheTopStayInactive() {
    let (root, bar) = makeViews()
    let constraint = bar.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor)
    root.keyboardLayoutGuide.setConstraints([constraint], activeWhenNearEdge: .top)
    #expect(!constraint.isActive)
  }

  @Test func constraintsActiveAwayFromTheSidesAreActivated() {
    let (root, bar) = makeViews()
    let constraint = bar.centerXAnchor.constraint(
      equalTo: root.keyboardLayoutGuide.centerXAnchor)
    root.keyboardLayoutGuide.setConstraints(
      [constraint], activeWhenAwayFrom: [.leading, .trailing])
    #expect(constraint.isActive)
  }

  @Test func constraintsActiveAwayFromTheBottomStayInactive() {
    let (root, bar) = makeViews()
    let constraint = bar.bottomAnchor.constraint(equalTo: root.bottomAnchor)
    root.keyboardLayoutGuide.setConstraints([constraint], activeWhenAwayFrom: .bottom)
    #expect(!constraint.isActive)
  }

  @Test func settingNoConstraintsDeactivatesThoseNearTheEdge() {
    let (root, bar) = makeViews()
    let constraint = bar.bottomAnchor.constraint(equalTo: root.keyboardLayoutGuide.topAnchor)
    root.keyboardLayoutGuide.setConstraints([constraint], activeWhenNearEdge: .bottom)
    root.keyboardLayoutGuide.setConstraints([], activeWhenNearEdge: .bottom)
    #expect(!constraint.isActive)
    #expect(root.keyboardLayoutGuide.constraints(activeWhenNearEdge: .bottom).isEmpty)
  }

  @Test func aPlainTrackingGuideActivatesNothingOnItsOwn() {
    let (root, bar) = makeViews()
    let guide = UITrackingLayoutGuide()
    root.addLayoutGuide(guide)
    let constraint = bar.topAnchor.constraint(equalTo: guide.topAnchor)
    guide.setConstraints([constraint], activeWhenNearEdge: .bottom)
    #expect(!constraint.isActive)
  }
}
