import UIKit

/// What an ambiguous view's constraints leave undetermined, in Interface Builder's words:
/// "Need constraints for: X position or width".
public struct LayoutAmbiguity: Sendable, Hashable, CustomStringConvertible {
  /// What is undetermined along one axis.
  public enum Axis: Sendable, Hashable {
    /// The position moves while the size stays.
    case position
    /// The size changes while the position stays.
    case size
    /// Each moves on its own.
    case positionAndSize
    /// Neither moves alone, but they move together: constraining either would fix it.
    case positionOrSize
  }

  /// What is undetermined horizontally, or nil.
  public var horizontal: Axis?
  /// What is undetermined vertically, or nil.
  public var vertical: Axis?

  /// Creates an ambiguity; nil when both axes are determined.
  public init?(horizontal: Axis?, vertical: Axis?) {
    guard horizontal != nil || vertical != nil else { return nil }
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// What `view`'s constraints leave undetermined, or nil when its layout is determined.
  ///
  /// Views not laid out by constraints answer nil. Lay the view out first.
  @MainActor
  public init?(of view: UIView) {
    let ambiguity = view.layoutAmbiguity
    self.init(horizontal: Axis(ambiguity.horizontal), vertical: Axis(ambiguity.vertical))
  }

  /// `init(of:)`, probing only the axes `settled` leaves open (nil): `.some(nil)` is an axis
  /// known determined, `.some(axis)` one known to lack `axis`.
  @MainActor
  package init?(of view: UIView, settled: (horizontal: Axis??, vertical: Axis??)) {
    let horizontal = settled.horizontal ?? Axis(view.layoutAmbiguity(along: .horizontal))
    let vertical = settled.vertical ?? Axis(view.layoutAmbiguity(along: .vertical))
    self.init(horizontal: horizontal, vertical: vertical)
  }

  /// The missing constraints, positions before sizes, as Interface Builder lists them:
  /// `X position, Y position`, `width`, `Y position or height`.
  public var missing: String {
    var parts: [String] = []
    if horizontal == .position || horizontal == .positionAndSize { parts.append("X position") }
    if vertical == .position || vertical == .positionAndSize { parts.append("Y position") }
    if horizontal == .size || horizontal == .positionAndSize { parts.append("width") }
    if vertical == .size || vertical == .positionAndSize { parts.append("height") }
    if horizontal == .positionOrSize { parts.append("X position or width") }
    if vertical == .positionOrSize { parts.append("Y position or height") }
    return parts.joined(separator: ", ")
  }

  /// `Need constraints for: ` followed by what is missing.
  public var description: String { "Need constraints for: \(missing)" }
}

extension LayoutAmbiguity.Axis {
  init?(_ axis: LayoutAxisAmbiguity?) {
    switch axis {
    case nil: return nil
    case .position: self = .position
    case .size: self = .size
    case .positionAndSize: self = .positionAndSize
    case .positionOrSize: self = .positionOrSize
    }
  }
}
