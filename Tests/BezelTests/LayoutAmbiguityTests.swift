import Bezel
import Testing
import UIKit

/// Ambiguity reported in Interface Builder's words.
@MainActor
struct LayoutAmbiguityTests {
  /// The root the views are in; views hold their superview weakly.
  private let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))

  /// One constrained subview of a 300 × 300 root, laid out.
  private func laidOut(_ constraints: (UIView, UIView) -> [NSLayoutConstraint]) -> UIView {
    let view = UIView()
    view.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(view)
    NSLayoutConstraint.activate(constraints(view, root))
    root.layoutIfNeeded()
    return view
  }

  @Test func fullyConstrainedViewIsNotAmbiguous() {
    let view = laidOut { view, root in
      [
        view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        view.topAnchor.constraint(equalTo: root.topAnchor),
        view.widthAnchor.constraint(equalToConstant: 10),
        view.heightAnchor.constraint(equalToConstant: 10),
      ]
    }
    #expect(LayoutAmbiguity(of: view) == nil)
  }

  @Test func sizeWithoutPositionNeedsBothPositions() {
    let view = laidOut { view, _ in
      [
        view.widthAnchor.constraint(equalToConstant: 10),
        view.heightAnchor.constraint(equalToConstant: 10),
      ]
    }
    #expect(
      LayoutAmbiguity(of: view)?.description == "Need constraints for: X position, Y position")
  }

  @Test func leadingWithoutTrailingOrWidthNeedsAWidth() {
    let view = laidOut { view, root in
      [
        view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        view.topAnchor.constraint(equalTo: root.topAnchor),
        view.heightAnchor.constraint(equalToConstant: 10),
      ]
    }
    #expect(LayoutAmbiguity(of: view)?.description == "Need constraints for: width")
  }

  @Test func trailingAloneNeedsXPositionOrWidth() {
    // Pinning the trailing edge ties the two together: moving the leading edge changes both.
    let view = laidOut { view, root in
      [
        view.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        view.topAnchor.constraint(equalTo: root.topAnchor),
        view.heightAnchor.constraint(equalToConstant: 10),
      ]
    }
    #expect(LayoutAmbiguity(of: view)?.description == "Need constraints for: X position or width")
  }

  @Test func unconstrainedAxisNeedsPositionAndSize() {
    let view = laidOut { view, root in
      [
        view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        view.widthAnchor.constraint(equalToConstant: 10),
      ]
    }
    #expect(LayoutAmbiguity(of: view)?.description == "Need constraints for: Y position, height")
  }
}
