import Foundation

@testable import UIKit

/// A 320 × 44 container, translating its autoresizing mask, in a 320 × 400 host (the setup of
/// the fitting tests).
@MainActor
func hostedContainer() -> (host: UIView, container: UIView) {
  let host = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
  let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
  host.addSubview(container)
  return (host, container)
}

/// Adds to `container` a box under Auto Layout whose `edges` are pinned to the container's
/// layout margins guide, and returns it (the setup of the fitting and pin tests).
@MainActor
func addBox(to container: UIView, onMarginsAt edges: NSDirectionalRectEdge = .all) -> UIView {
  let box = UIView()
  box.translatesAutoresizingMaskIntoConstraints = false
  container.addSubview(box)
  let margins = container.layoutMarginsGuide
  var constraints: [NSLayoutConstraint] = []
  if edges.contains(.top) {
    constraints.append(box.topAnchor.constraint(equalTo: margins.topAnchor))
  }
  if edges.contains(.bottom) {
    constraints.append(box.bottomAnchor.constraint(equalTo: margins.bottomAnchor))
  }
  if edges.contains(.leading) {
    constraints.append(box.leadingAnchor.constraint(equalTo: margins.leadingAnchor))
  }
  if edges.contains(.trailing) {
    constraints.append(box.trailingAnchor.constraint(equalTo: margins.trailingAnchor))
  }
  NSLayoutConstraint.activate(constraints)
  return box
}
