import Foundation

// The CTM: each call concatenates a transform before the current one, so the new transform is
// applied to user-space points first (`translateBy`, `scaleBy`, `rotate(by:)`, `concatenate`
// in CGContext's documentation). Non-finite arguments are ignored.

extension CGContext {
  /// The current transformation matrix.
  public var ctm: CGAffineTransform { state.ctm }

  /// The transform from user space to device space: the CTM.
  public var userSpaceToDeviceSpaceTransform: CGAffineTransform { state.ctm }

  /// Moves the origin of user space.
  public func translateBy(x tx: CGFloat, y ty: CGFloat) {
    concatenate(CGAffineTransform(translationX: tx, y: ty))
  }

  /// Scales user space.
  public func scaleBy(x sx: CGFloat, y sy: CGFloat) {
    concatenate(CGAffineTransform(scaleX: sx, y: sy))
  }

  /// Rotates user space by `angle` radians.
  public func rotate(by angle: CGFloat) {
    guard angle.isFinite else { return }
    concatenate(CGAffineTransform(rotationAngle: angle))
  }

  /// Applies `transform` to user space before the current CTM.
  public func concatenate(_ transform: CGAffineTransform) {
    guard transform.isUsable else { return }
    state.ctm = transform.concatenating(state.ctm)
  }

  /// A user-space point in device space.
  public func convertToDeviceSpace(_ point: CGPoint) -> CGPoint { point.applying(state.ctm) }

  /// A device-space point in user space.
  public func convertToUserSpace(_ point: CGPoint) -> CGPoint {
    point.applying(state.ctm.inverted())
  }

  /// A user-space size in device space.
  public func convertToDeviceSpace(_ size: CGSize) -> CGSize { size.applying(state.ctm) }

  /// A device-space size in user space.
  public func convertToUserSpace(_ size: CGSize) -> CGSize { size.applying(state.ctm.inverted()) }

  /// A user-space rectangle's bounds in device space.
  public func convertToDeviceSpace(_ rect: CGRect) -> CGRect { rect.applying(state.ctm) }

  /// A device-space rectangle's bounds in user space.
  public func convertToUserSpace(_ rect: CGRect) -> CGRect { rect.applying(state.ctm.inverted()) }
}
