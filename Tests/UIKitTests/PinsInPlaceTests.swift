import Foundation
import Testing

@testable import UIKit

/// A view that translates its autoresizing mask, moved and resized again and again, and the
/// margins guide that follows it: their pins keep their equations and take new constants.
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
    let box = UIView()
    box.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(box)
    let margins = container.layoutMarginsGuide
    NSLayoutConstraint.activate([
      box.topAnchor.constraint(equalTo: margins.topAnchor),
      box.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
      box.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      box.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
    ])
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
}
