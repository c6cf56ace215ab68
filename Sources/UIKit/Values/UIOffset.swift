import Foundation

/// An amount to offset a position: positive for right or down, negative for left or up.
public struct UIOffset: Equatable, Codable, Sendable {
  /// The amount of horizontal offset from a position.
  public var horizontal: CGFloat
  /// The amount of vertical offset from a position.
  public var vertical: CGFloat

  /// An offset of zero in both directions.
  public init() {
    self.init(horizontal: 0, vertical: 0)
  }

  /// An offset with the given components.
  public init(horizontal: CGFloat, vertical: CGFloat) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// An offset with no offset in the horizontal and vertical directions.
  public static let zero = UIOffset()
}

/// An offset with the given components.
public func UIOffsetMake(_ horizontal: CGFloat, _ vertical: CGFloat) -> UIOffset {
  UIOffset(horizontal: horizontal, vertical: vertical)
}

/// Whether two offsets are equal.
public func UIOffsetEqualToOffset(_ offset1: UIOffset, _ offset2: UIOffset) -> Bool {
  offset1 == offset2
}
