import Foundation

/// A radius for one corner of a view (iOS 26): a fixed length, or one concentric with the
/// view's container.
public struct UICornerRadius: Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    case fixed(Double)
    case containerConcentric(minimum: CGFloat?)
  }

  let kind: Kind

  /// A radius of `radius` points.
  public static func fixed(_ radius: Double) -> UICornerRadius {
    UICornerRadius(kind: .fixed(radius))
  }

  /// A radius concentric with the container's corner, at least `minimum` points.
  public static func containerConcentric(minimum: CGFloat? = nil) -> UICornerRadius {
    UICornerRadius(kind: .containerConcentric(minimum: minimum))
  }
}

/// How a view's corners are rounded (iOS 26): a radius per corner, a uniform radius, or a
/// capsule.
public struct UICornerConfiguration: Hashable, Sendable, CustomStringConvertible {
  enum Shape: Hashable, Sendable {
    /// A radius for each corner: top left, top right, bottom left, bottom right.
    case corners([UICornerRadius?], uniform: Uniformity)
    case capsule(maximumRadius: Double?)
  }

  /// Which resolved radii are made equal: none, all four, or those of each edge.
  enum Uniformity: Hashable, Sendable {
    case none, all, topAndBottom, leftAndRight
  }

  let shape: Shape

  /// The radius applied to each corner independently: a concentric radius may resolve to a
  /// different length at each corner.
  public static func corners(radius: UICornerRadius) -> UICornerConfiguration {
    UICornerConfiguration(shape: .corners(Array(repeating: radius, count: 4), uniform: .none))
  }

  /// A radius for each corner; a nil corner is square.
  public static func corners(
    topLeftRadius: UICornerRadius? = nil, topRightRadius: UICornerRadius? = nil,
    bottomLeftRadius: UICornerRadius? = nil, bottomRightRadius: UICornerRadius? = nil
  ) -> UICornerConfiguration {
    UICornerConfiguration(
      shape: .corners(
        [topLeftRadius, topRightRadius, bottomLeftRadius, bottomRightRadius], uniform: .none))
  }

  /// The radius applied to every corner alike: the largest of the corners' resolved radii
  /// (as AppKit's `uniformCorners(radius:)` documents it).
  public static func uniformCorners(radius: UICornerRadius) -> UICornerConfiguration {
    UICornerConfiguration(shape: .corners(Array(repeating: radius, count: 4), uniform: .all))
  }

  /// One radius for both top corners and one for both bottom corners.
  public static func uniformEdges(topRadius: UICornerRadius, bottomRadius: UICornerRadius)
    -> UICornerConfiguration
  {
    UICornerConfiguration(
      shape: .corners([topRadius, topRadius, bottomRadius, bottomRadius], uniform: .topAndBottom))
  }

  /// One radius for both left corners and one for both right corners.
  public static func uniformEdges(leftRadius: UICornerRadius, rightRadius: UICornerRadius)
    -> UICornerConfiguration
  {
    UICornerConfiguration(
      shape: .corners([leftRadius, rightRadius, leftRadius, rightRadius], uniform: .leftAndRight))
  }

  /// Corners rounded into a capsule, half the view's shorter side, at most `maximumRadius`.
  public static func capsule(maximumRadius: Double? = nil) -> UICornerConfiguration {
    UICornerConfiguration(shape: .capsule(maximumRadius: maximumRadius))
  }

  public var description: String {
    switch shape {
    case .capsule(let maximum):
      "UICornerConfiguration(capsule\(maximum.map { ", maximumRadius: \($0)" } ?? ""))"
    case .corners(let radii, let uniform):
      "UICornerConfiguration(\(uniform), \(radii.map { $0.map { "\($0.kind)" } ?? "nil" }))"
    }
  }
}
