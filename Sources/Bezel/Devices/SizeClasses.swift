import UIKit

/// The horizontal and vertical size classes of an interface.
public struct SizeClasses: Hashable, Sendable, CustomStringConvertible {
  /// The horizontal size class.
  public var horizontal: UIUserInterfaceSizeClass
  /// The vertical size class.
  public var vertical: UIUserInterfaceSizeClass

  /// Creates size classes.
  public init(horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// The size classes as `H/V` letters, for example `C/R`.
  public var description: String { "\(Self.letter(horizontal))/\(Self.letter(vertical))" }

  private static func letter(_ sizeClass: UIUserInterfaceSizeClass) -> String {
    switch sizeClass {
    case .compact: return "C"
    case .regular: return "R"
    case .unspecified: return "?"
    }
  }
}
