import Foundation
import Testing

@testable import UIKit

/// A view that translates its autoresizing mask, moved and resized again and again, the margins
/// guide that follows it, and a view whose intrinsic size changes: their own constraints keep
/// their equations and take new constants.
@Suite(.checksInvariants)
@MainActor
struct PinsInPlaceTests {
  /// A container translating its mask in a 400 × 400 host, with a box on its margins guide.
  private func scene(
    _ direction: UIUserInterfaceLayoutDirection
  ) -> (host: UIView, container: UIView, box: UIView) {
    let host = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    host.addSubview(container)
    let box = addBox(to: container)
    let attribute: UISemanticContentAttribute =
      direction == .rightToLeft ? .forceRightToLeft : .forceLeftToRight
    for view in [host, container, box] { view.semanticContentAttribute = attribute }
    host.layoutIfNeeded()
    return (host, container, box)
  }

  // The default margins are 8 on every side (UIView.h, `layoutMargins`): the box is the
  // container's bounds inset by 8 wherever the container goes.
  @Test(arguments: [UIUserInterfaceLayoutDirection.leftToRight, .rightToLeft])
  func aMovedAndResizedViewKeepsItsGuideOnItsMargins(direction: UIUserInterfaceLayoutDirection) {
    let (host, container, box) = scene(direction)
    #expect(box.frame == CGRect(x: 8, y: 8, width: 304, height: 28))
    for frame in [
      CGRect(x: 10, y: 20, width: 200, height: 100), CGRect(x: 5, y: 5, width: 300, height: 60),
      CGRect(x: 0, y: 300, width: 120, height: 40),
    ] {
      container.frame = frame
      host.layoutIfNeeded()
      #expect(container.frame == frame)
      #expect(
        box.frame == CGRect(x: 8, y: 8, width: frame.width - 16, height: frame.height - 16))
    }
  }

  // New margins after the moves: left 12 and right 20 (absolute, whatever the direction), top
  // and bottom 4.
  @Test(arguments: [UIUserInterfaceLayoutDirection.leftToRight, .rightToLeft])
  func newMarginsAfterAMoveReachTheGuide(direction: UIUserInterfaceLayoutDirection) {
    let (host, container, box) = scene(direction)
    container.frame = CGRect(x: 10, y: 20, width: 200, height: 100)
    host.layoutIfNeeded()
    container.layoutMargins = UIEdgeInsets(top: 4, left: 12, bottom: 4, right: 20)
    host.layoutIfNeeded()
    #expect(box.frame == CGRect(x: 12, y: 4, width: 168, height: 92))
  }

  /// A view with a settable intrinsic size at the top left of a 400 × 400 host, laid out.
  private func sizedScene(
    _ size: CGSize, _ direction: UIUserInterfaceLayoutDirection
  ) -> (host: UIView, view: ResizableIntrinsicView) {
    let host = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let view = ResizableIntrinsicView()
    view.size = size
    view.translatesAutoresizingMaskIntoConstraints = false
    host.addSubview(view)
    NSLayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: host.leadingAnchor),
      view.topAnchor.constraint(equalTo: host.topAnchor),
    ])
    let attribute: UISemanticContentAttribute =
      direction == .rightToLeft ? .forceRightToLeft : .forceLeftToRight
    for view in [host, view] { view.semanticContentAttribute = attribute }
    host.layoutIfNeeded()
    return (host, view)
  }

  // Nothing else sizes the view: it takes each intrinsic size it is given, at the leading edge
  // (x = 0 left to right, 400 − width right to left).
  @Test(arguments: [UIUserInterfaceLayoutDirection.leftToRight, .rightToLeft])
  func aViewTakesEachNewIntrinsicSize(direction: UIUserInterfaceLayoutDirection) {
    let (host, view) = sizedScene(CGSize(width: 50, height: 30), direction)
    for size in [
      CGSize(width: 50, height: 30), CGSize(width: 80, height: 20), CGSize(width: 10, height: 60),
    ] {
      view.size = size
      view.invalidateIntrinsicContentSize()
      host.layoutIfNeeded()
      let x = direction == .rightToLeft ? 400 - size.width : 0
      #expect(view.frame == CGRect(x: x, y: 0, width: size.width, height: size.height))
    }
  }

  // `width == 40 @ 500` against an intrinsic width of 80: compression resistance at 750 keeps
  // 80; lowered to 250 after a size change, it gives way to the 40.
  @Test func aPriorityChangedAfterASizeChangeCounts() {
    let (host, view) = sizedScene(CGSize(width: 50, height: 30), .leftToRight)
    let narrow = view.widthAnchor.constraint(equalToConstant: 40)
    narrow.priority = UILayoutPriority(500)
    narrow.isActive = true
    view.size = CGSize(width: 80, height: 30)
    view.invalidateIntrinsicContentSize()
    host.layoutIfNeeded()
    #expect(view.frame.width == 80)
    view.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
    host.layoutIfNeeded()
    #expect(view.frame.width == 40)
  }
}

/// A view whose intrinsic content size is whatever it is given.
private final class ResizableIntrinsicView: UIView {
  var size = CGSize.zero
  override var intrinsicContentSize: CGSize { size }
}
