import Foundation

/// The kinds of transition.
///
/// The raw values are the strings of Core Animation's constants (`kCA…`), as `rawValue` reads them
/// on iOS.
public struct CATransitionType: Hashable, RawRepresentable, Sendable {
  /// The constant's string.
  public var rawValue: String

  /// A constant from its string.
  public init(rawValue: String) { self.rawValue = rawValue }
}

extension CATransitionType {
  /// The layer's content fades (the default).
  public static let fade = CATransitionType(rawValue: "fade")

  /// New content slides over the old.
  public static let moveIn = CATransitionType(rawValue: "moveIn")

  /// New content pushes the old out.
  public static let push = CATransitionType(rawValue: "push")

  /// Old content slides away to reveal the new.
  public static let reveal = CATransitionType(rawValue: "reveal")
}
