import Foundation

/// Insets whose horizontal edges follow the layout direction: leading is left in left-to-right
/// layouts and right in right-to-left ones.
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
  public var top: CGFloat
  public var leading: CGFloat
  public var bottom: CGFloat
  public var trailing: CGFloat

  public init() {
    self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
  }

  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  public static let zero = NSDirectionalEdgeInsets()
}

extension NSDirectionalEdgeInsets: CustomStringConvertible {
  public var description: String {
    "NSDirectionalEdgeInsets(top: \(top), leading: \(leading), bottom: \(bottom), "
      + "trailing: \(trailing))"
  }
}

/// Directional insets with the given edges.
public func NSDirectionalEdgeInsetsMake(
  _ top: CGFloat, _ leading: CGFloat, _ bottom: CGFloat, _ trailing: CGFloat
) -> NSDirectionalEdgeInsets {
  NSDirectionalEdgeInsets(top: top, leading: leading, bottom: bottom, trailing: trailing)
}
