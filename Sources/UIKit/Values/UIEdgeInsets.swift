import Foundation

/// Insets for the four edges of a rectangle, in points; positive values shrink the rectangle.
public struct UIEdgeInsets: Hashable, Sendable {
  public var top: CGFloat
  public var left: CGFloat
  public var bottom: CGFloat
  public var right: CGFloat

  public init() {
    self.init(top: 0, left: 0, bottom: 0, right: 0)
  }

  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  public static let zero = UIEdgeInsets()
}

extension UIEdgeInsets: CustomStringConvertible {
  public var description: String {
    "UIEdgeInsets(top: \(top), left: \(left), bottom: \(bottom), right: \(right))"
  }
}

extension CGRect {
  /// The rectangle shrunk by `insets`, as `UIEdgeInsetsInsetRect` computes it.
  public func inset(by insets: UIEdgeInsets) -> CGRect {
    CGRect(
      x: origin.x + insets.left, y: origin.y + insets.top,
      width: size.width - insets.left - insets.right,
      height: size.height - insets.top - insets.bottom)
  }
}

/// The rectangle shrunk by `insets`.
public func UIEdgeInsetsInsetRect(_ rect: CGRect, _ insets: UIEdgeInsets) -> CGRect {
  rect.inset(by: insets)
}

/// Whether two insets are equal.
public func UIEdgeInsetsEqualToEdgeInsets(_ a: UIEdgeInsets, _ b: UIEdgeInsets) -> Bool {
  a == b
}

/// Insets with the given edges.
public func UIEdgeInsetsMake(
  _ top: CGFloat, _ left: CGFloat, _ bottom: CGFloat, _ right: CGFloat
) -> UIEdgeInsets {
  UIEdgeInsets(top: top, left: left, bottom: bottom, right: right)
}
