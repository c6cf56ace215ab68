import Foundation

/// A coordinate space: a view's bounds, or a screen's (UIView.h, `UICoordinateSpace`).
@MainActor @preconcurrency
public protocol UICoordinateSpace: NSObjectProtocol {
  func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint
  func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint
  func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect
  func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect
  var bounds: CGRect { get }
}

extension UIView: UICoordinateSpace {
  public func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
    if let view = coordinateSpace as? UIView {
      let target: UIView? = view
      return convert(point, to: target)
    }
    let onScreen = pointInScreen(point)
    if coordinateSpace is ScreenCoordinateSpace { return onScreen }
    return coordinateSpace.convert(onScreen, from: ScreenCoordinateSpace.shared)
  }

  public func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
    if let view = coordinateSpace as? UIView {
      let source: UIView? = view
      return convert(point, from: source)
    }
    if coordinateSpace is ScreenCoordinateSpace { return pointFromScreen(point) }
    return pointFromScreen(coordinateSpace.convert(point, to: ScreenCoordinateSpace.shared))
  }

  public func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
    UIView.boundingBox(of: rect) { self.convert($0, to: coordinateSpace) }
  }

  public func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
    UIView.boundingBox(of: rect) { self.convert($0, from: coordinateSpace) }
  }
}

/// The coordinate space of a screen in its current interface orientation
/// (`UIScreen.coordinateSpace`): windows sit in it at their frames.
@MainActor
final class ScreenCoordinateSpace: NSObject, UICoordinateSpace {
  /// The space every screen shares for conversions; a screen's own space differs only in
  /// `bounds`.
  static let shared = ScreenCoordinateSpace(bounds: .zero)

  let bounds: CGRect

  init(bounds: CGRect) {
    self.bounds = bounds
    super.init()
  }

  func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
    if coordinateSpace is ScreenCoordinateSpace { return point }
    return coordinateSpace.convert(point, from: self)
  }

  func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
    if coordinateSpace is ScreenCoordinateSpace { return point }
    return coordinateSpace.convert(point, to: self)
  }

  func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
    UIView.boundingBox(of: rect) { self.convert($0, to: coordinateSpace) }
  }

  func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
    UIView.boundingBox(of: rect) { self.convert($0, from: coordinateSpace) }
  }
}

extension UIScreen {
  /// The screen's coordinate space in its current interface orientation: its `bounds`, with
  /// each window at its frame.
  public var coordinateSpace: any UICoordinateSpace {
    ScreenCoordinateSpace(bounds: bounds)
  }
}
