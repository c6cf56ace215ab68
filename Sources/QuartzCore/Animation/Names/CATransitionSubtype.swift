import Foundation

/// The directions of a transition.
///
/// The raw values are the strings of Core Animation's constants (`kCA…`), as `rawValue` reads them
/// on iOS.
public struct CATransitionSubtype: Hashable, RawRepresentable, Sendable {
  /// The constant's string.
  public var rawValue: String

  /// A constant from its string.
  public init(rawValue: String) { self.rawValue = rawValue }
}

extension CATransitionSubtype {
  /// From the right.
  public static let fromRight = CATransitionSubtype(rawValue: "fromRight")

  /// From the left.
  public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")

  /// From the top.
  public static let fromTop = CATransitionSubtype(rawValue: "fromTop")

  /// From the bottom.
  public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}
