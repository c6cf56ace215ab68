import Foundation
import Testing

@testable import UIKit

/// An item's anchor of one attribute is one object, whatever the number of reads: UIKit hands
/// out the same anchor each time (`view.leadingAnchor === view.leadingAnchor`), and code that
/// keeps an anchor compares it with a later read by identity.
@MainActor
struct AnchorIdentityTests {
  static func anchor(_ attribute: String, of view: UIView) -> AnyObject {
    switch attribute {
    case "leading": view.leadingAnchor
    case "trailing": view.trailingAnchor
    case "left": view.leftAnchor
    case "right": view.rightAnchor
    case "top": view.topAnchor
    case "bottom": view.bottomAnchor
    case "width": view.widthAnchor
    case "height": view.heightAnchor
    case "centerX": view.centerXAnchor
    case "centerY": view.centerYAnchor
    case "firstBaseline": view.firstBaselineAnchor
    case "lastBaseline": view.lastBaselineAnchor
    default: preconditionFailure("no anchor \(attribute)")
    }
  }

  static func anchor(_ attribute: String, of guide: UILayoutGuide) -> AnyObject {
    switch attribute {
    case "leading": guide.leadingAnchor
    case "trailing": guide.trailingAnchor
    case "left": guide.leftAnchor
    case "right": guide.rightAnchor
    case "top": guide.topAnchor
    case "bottom": guide.bottomAnchor
    case "width": guide.widthAnchor
    case "height": guide.heightAnchor
    case "centerX": guide.centerXAnchor
    case "centerY": guide.centerYAnchor
    default: preconditionFailure("no anchor \(attribute)")
    }
  }

  @Test(arguments: [
    "leading", "trailing", "left", "right", "top", "bottom", "width", "height", "centerX",
    "centerY", "firstBaseline", "lastBaseline",
  ])
  func aViewHandsOutOneAnchorPerAttribute(attribute: String) {
    let view = UIView()
    let isSame = Self.anchor(attribute, of: view) === Self.anchor(attribute, of: view)
    #expect(isSame)
  }

  // A guide has a view's anchors less the baselines.
  @Test(arguments: [
    "leading", "trailing", "left", "right", "top", "bottom", "width", "height", "centerX",
    "centerY",
  ])
  func aGuideHandsOutOneAnchorPerAttribute(attribute: String) {
    let guide = UILayoutGuide()
    let isSame = Self.anchor(attribute, of: guide) === Self.anchor(attribute, of: guide)
    #expect(isSame)
  }

  // The safe area guide is one object too, so its anchors are.
  @Test(arguments: [
    "leading", "trailing", "left", "right", "top", "bottom", "width", "height", "centerX",
    "centerY",
  ])
  func aViewsSafeAreaGuideHandsOutOneAnchorPerAttribute(attribute: String) {
    let view = UIView()
    let isSame =
      Self.anchor(attribute, of: view.safeAreaLayoutGuide)
      === Self.anchor(attribute, of: view.safeAreaLayoutGuide)
    #expect(isSame)
  }

  @Test func attributesAndItemsHaveAnchorsOfTheirOwn() {
    let view = UIView()
    let other = UIView()
    let anchors =
      [
        view.leadingAnchor, view.trailingAnchor, view.leftAnchor, view.rightAnchor,
        view.topAnchor, view.bottomAnchor, view.widthAnchor, view.heightAnchor,
        view.centerXAnchor, view.centerYAnchor, view.firstBaselineAnchor,
        view.lastBaselineAnchor,
      ] as [AnyObject]
    #expect(anchors.count == 12)
    for i in anchors.indices {
      for j in anchors.indices where j != i {
        let isDistinct = anchors[i] !== anchors[j]
        #expect(isDistinct)
      }
    }
    let ofOtherView = view.topAnchor !== other.topAnchor
    let ofGuide = view.layoutMarginsGuide.topAnchor !== view.topAnchor
    #expect(ofOtherView)
    #expect(ofGuide)
  }

  // The view keeps its anchors, the anchors only the view's link: reading anchors makes no
  // cycle, and a kept anchor does not keep its view.
  @Test func aViewWithAnchorsIsFreedWhileAnAnchorIsKept() {
    weak var freed: UIView?
    var kept: NSLayoutYAxisAnchor?
    do {
      let view = UIView()
      freed = view
      kept = view.topAnchor
      _ = view.safeAreaLayoutGuide.leadingAnchor
      _ = view.widthAnchor
    }
    #expect(freed == nil)
    #expect(kept?.item == nil)
  }

  // A constraint made from a kept anchor still constrains its view.
  @Test(arguments: [false, true])
  func aKeptAnchorMakesConstraintsLikeAFreshRead(rightToLeft: Bool) {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    container.semanticContentAttribute = rightToLeft ? .forceRightToLeft : .forceLeftToRight
    let box = UIView()
    box.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(box)
    let leading = box.leadingAnchor
    NSLayoutConstraint.activate([
      leading.constraint(equalTo: container.leadingAnchor, constant: 10),
      box.leadingAnchor.constraint(lessThanOrEqualTo: container.leadingAnchor, constant: 10),
      box.topAnchor.constraint(equalTo: container.topAnchor),
      box.widthAnchor.constraint(equalToConstant: 50),
      box.heightAnchor.constraint(equalToConstant: 20),
    ])
    container.layoutIfNeeded()
    // 10 from the leading edge: the left one, or 200 − 10 − 50 = 140 from the left.
    #expect(box.frame == CGRect(x: rightToLeft ? 140 : 10, y: 0, width: 50, height: 20))
  }
}
