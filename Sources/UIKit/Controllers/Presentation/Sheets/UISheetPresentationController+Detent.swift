import Foundation

extension UISheetPresentationController {
  /// A height where a sheet naturally rests (UISheetPresentationController.h).
  ///
  /// A detent's value is the height of the sheet above the container's bottom safe-area inset;
  /// the sheet's frame extends from there to the bottom of the screen.
  @MainActor @preconcurrency
  public class Detent: NSObject {
    /// Constants that identify detents (UISheetPresentationController.h).
    public struct Identifier: RawRepresentable, Hashable, Sendable {
      public var rawValue: String

      public init(rawValue: String) { self.rawValue = rawValue }
      public init(_ rawValue: String) { self.rawValue = rawValue }

      /// The identifier of the system's medium detent (Apple's raw value).
      public static let medium = Identifier("com.apple.UIKit.medium")
      /// The identifier of the system's large detent (Apple's raw value).
      public static let large = Identifier("com.apple.UIKit.large")
    }

    /// How a detent finds its value.
    enum Kind {
      case medium
      case large
      case custom((any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?)
    }

    private let storedIdentifier: Identifier
    let kind: Kind

    required init(identifier: Identifier, kind: Kind) {
      storedIdentifier = identifier
      self.kind = kind
      super.init()
    }

    /// The system detent for a sheet that's approximately half the height of the screen, and is
    /// inactive in compact height.
    public class func medium() -> Self { Self(identifier: .medium, kind: .medium) }

    /// The system detent for a sheet at full height.
    public class func large() -> Self { Self(identifier: .large, kind: .large) }

    /// A detent whose value `resolver` computes from the context.
    ///
    /// A nil value makes the detent inactive. Without an identifier the detent gets a unique one (UIKit makes a UUID; Bezel
    /// counts, so that runs are reproducible).
    public static func custom(
      identifier: Identifier? = nil,
      resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?
    ) -> UISheetPresentationController.Detent {
      unnamedCustomDetentCount += 1
      let unnamed = Identifier("com.apple.UIKit.custom.\(unnamedCustomDetentCount)")
      return Detent(identifier: identifier ?? unnamed, kind: .custom(resolver))
    }

    private static var unnamedCustomDetentCount = 0

    /// The detent's identifier.
    public var identifier: Identifier { storedIdentifier }

    /// The detent's value in `context`: nil when the detent is inactive there.
    ///
    /// The medium detent is `maximumDetentValue` × 0.5 rounded to the pixel
    /// (`SheetMetrics.mediumDetentFraction`) and inactive in compact height; the large detent is
    /// `maximumDetentValue`; a custom detent is its resolver's value.
    public func resolvedValue(
      in context: any UISheetPresentationControllerDetentResolutionContext
    ) -> CGFloat? {
      switch kind {
      case .medium:
        guard context.containerTraitCollection.verticalSizeClass != .compact else { return nil }
        let scale = max(1, context.containerTraitCollection.displayScale)
        return (context.maximumDetentValue * SheetMetrics.mediumDetentFraction * scale).rounded()
          / scale
      case .large:
        return context.maximumDetentValue
      case .custom(let resolver):
        return resolver(context)
      }
    }

    public override var description: String {
      "<UISheetPresentationControllerDetent: \(storedIdentifier.rawValue)>"
    }
  }
}

/// What a custom detent's resolver reads (UISheetPresentationController.h).
@MainActor @preconcurrency
public protocol UISheetPresentationControllerDetentResolutionContext: NSObjectProtocol {
  /// The traits of the sheet's container.
  var containerTraitCollection: UITraitCollection { get }
  /// The largest value a detent can have: the large detent's value.
  var maximumDetentValue: CGFloat { get }
}

/// The context a sheet resolves its detents in.
final class SheetDetentResolutionContext: NSObject,
  UISheetPresentationControllerDetentResolutionContext
{
  let containerTraitCollection: UITraitCollection
  let maximumDetentValue: CGFloat

  init(containerTraitCollection: UITraitCollection, maximumDetentValue: CGFloat) {
    self.containerTraitCollection = containerTraitCollection
    self.maximumDetentValue = maximumDetentValue
    super.init()
  }
}
