import Foundation

// How a corner configuration resolves to radii (iOS 26). Apple documents the shapes
// (UICornerConfiguration, UICornerRadius); the geometry of a concentric corner follows SwiftUI's
// description of the same style: "the corner radius [equals] the container shape's corner
// radius minus the distance between corners", never below zero or the minimum. The container is
// the nearest superview with a corner configuration; the distance between corners is the larger
// of the two insets of the view's corner from the container's (a model: the larger inset keeps
// the corner inside the container's). Without a container a concentric corner takes its
// minimum. The layer has one radius: it takes the largest corner's, and `maskedCorners` leaves
// the square corners square (a model of the four-radius shape).

extension UIView {
  /// The configuration of the view's corners (iOS 26); square corners until one is set.
  public var cornerConfiguration: UICornerConfiguration {
    get { storedCornerConfiguration ?? .corners() }
    set {
      storedCornerConfiguration = newValue
      applyCornerConfiguration()
      for subview in subviews where subview.storedCornerConfiguration != nil {
        subview.applyCornerConfiguration()
      }
    }
  }

  /// The radius of `corner` under the corner configuration; the largest radius when `corner`
  /// names several corners (UIView, effectiveRadius(corner:)).
  public func effectiveRadius(corner: UIRectCorner) -> CGFloat {
    let radii = resolvedCornerRadii()
    let corners: [UIRectCorner] = [.topLeft, .topRight, .bottomLeft, .bottomRight]
    var radius: CGFloat = 0
    for (index, one) in corners.enumerated() where corner.contains(one) {
      radius = max(radius, radii[index])
    }
    return radius
  }

  /// Gives the layer the configuration's radius (see the notes at the top of this file).
  func applyCornerConfiguration() {
    guard storedCornerConfiguration != nil else { return }
    let radii = resolvedCornerRadii()
    layer.cornerRadius = radii.max() ?? 0
    let masks: [CACornerMask] = [
      .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
    ]
    var masked = CACornerMask()
    for (index, mask) in masks.enumerated() where radii[index] > 0 { masked.insert(mask) }
    layer.maskedCorners = masked.isEmpty ? CACornerMask(masks) : masked
  }

  /// The radii of the top-left, top-right, bottom-left and bottom-right corners.
  func resolvedCornerRadii() -> [CGFloat] {
    guard let configuration = storedCornerConfiguration else { return [0, 0, 0, 0] }
    let size = bounds.size
    let limit = max(min(size.width, size.height) / 2, 0)
    switch configuration.shape {
    case .capsule(let maximum):
      let radius = min(limit, maximum.map { CGFloat($0) } ?? limit)
      return Array(repeating: radius, count: 4)
    case .corners(let radii, let uniform):
      var resolved = (0..<4).map { index in
        radii[index].map { min(resolve($0, corner: index), limit) } ?? 0
      }
      switch uniform {
      case .none: break
      case .all: resolved = Array(repeating: resolved.max() ?? 0, count: 4)
      case .topAndBottom:
        let top = max(resolved[0], resolved[1])
        let bottom = max(resolved[2], resolved[3])
        resolved = [top, top, bottom, bottom]
      case .leftAndRight:
        let left = max(resolved[0], resolved[2])
        let right = max(resolved[1], resolved[3])
        resolved = [left, right, left, right]
      }
      return resolved
    }
  }

  /// The length of `radius` at corner `index` (0 top left, 1 top right, 2 bottom left,
  /// 3 bottom right).
  private func resolve(_ radius: UICornerRadius, corner index: Int) -> CGFloat {
    switch radius.kind {
    case .fixed(let length):
      return max(CGFloat(length), 0)
    case .containerConcentric(let minimum):
      let floor = max(minimum ?? 0, 0)
      guard let container = cornerContainer else { return floor }
      let frame = convert(bounds, to: container)
      let outer = container.bounds
      let dx = index % 2 == 0 ? frame.minX - outer.minX : outer.maxX - frame.maxX
      let dy = index < 2 ? frame.minY - outer.minY : outer.maxY - frame.maxY
      let containerRadius = container.resolvedCornerRadii()[index]
      return max(containerRadius - max(dx, dy), floor)
    }
  }

  /// The nearest superview with a corner configuration.
  private var cornerContainer: UIView? {
    var view = superview
    while let candidate = view {
      if candidate.storedCornerConfiguration != nil { return candidate }
      view = candidate.superview
    }
    return nil
  }
}
