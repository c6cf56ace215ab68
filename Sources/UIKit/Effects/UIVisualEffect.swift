import Foundation

/// An effect a visual effect view shows (UIVisualEffect.h).
///
/// Nothing is rendered on Linux; an effect is stored for what reads it and for drawings.
open class UIVisualEffect: NSObject, NSCopying, NSSecureCoding, @unchecked Sendable {
  public static var supportsSecureCoding: Bool { true }

  public override init() { super.init() }

  /// An effect from an archive; Bezel reads none and gives the default.
  public required init?(coder: NSCoder) { super.init() }

  /// Archives nothing: Bezel keeps no archives.
  open func encode(with coder: NSCoder) {}

  /// Effects are immutable: a copy is the effect itself.
  open func copy(with zone: NSZone? = nil) -> Any { self }
}

/// A blur (UIBlurEffect.h).
open class UIBlurEffect: UIVisualEffect, @unchecked Sendable {
  /// The blur styles; raw values as UIBlurEffect.h declares them.
  public enum Style: Int, Sendable {
    case extraLight = 0
    case light = 1
    case dark = 2
    /// tvOS only in Apple's SDK.
    case extraDark = 3
    case regular = 4
    case prominent = 5
    case systemUltraThinMaterial = 6
    case systemThinMaterial = 7
    case systemMaterial = 8
    case systemThickMaterial = 9
    case systemChromeMaterial = 10
    case systemUltraThinMaterialLight = 11
    case systemThinMaterialLight = 12
    case systemMaterialLight = 13
    case systemThickMaterialLight = 14
    case systemChromeMaterialLight = 15
    case systemUltraThinMaterialDark = 16
    case systemThinMaterialDark = 17
    case systemMaterialDark = 18
    case systemThickMaterialDark = 19
    case systemChromeMaterialDark = 20
  }

  /// The blur's style.
  public let style: Style

  /// A blur of `style`.
  public init(style: Style) {
    self.style = style
    super.init()
  }

  /// A blur from an archive; Bezel reads none and gives the system material.
  public required init?(coder: NSCoder) {
    style = .systemMaterial
    super.init(coder: coder)
  }
}

/// The vibrancy styles (UIVibrancyEffect.h); raw values as Apple's.
public enum UIVibrancyEffectStyle: Int, Sendable {
  case label = 0
  case secondaryLabel = 1
  case tertiaryLabel = 2
  case quaternaryLabel = 3
  case fill = 4
  case secondaryFill = 5
  case tertiaryFill = 6
  case separator = 7
}

/// Vibrancy over a blur (UIVibrancyEffect.h).
open class UIVibrancyEffect: UIVisualEffect, @unchecked Sendable {
  /// The blur the vibrancy is for.
  public let blurEffect: UIBlurEffect
  /// The vibrancy's style; `.label` for the older initializer.
  public let style: UIVibrancyEffectStyle

  /// Vibrancy for content over `blurEffect`.
  public convenience init(blurEffect: UIBlurEffect) {
    self.init(blurEffect: blurEffect, style: .label)
  }

  /// Vibrancy of `style` for content over `blurEffect`.
  public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
    self.blurEffect = blurEffect
    self.style = style
    super.init()
  }

  /// Vibrancy from an archive; Bezel reads none and gives label vibrancy over the system
  /// material.
  public required init?(coder: NSCoder) {
    blurEffect = UIBlurEffect(style: .systemMaterial)
    style = .label
    super.init(coder: coder)
  }
}
