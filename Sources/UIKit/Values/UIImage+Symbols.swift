import Foundation

// Symbol images (UIImage.h, `systemImageNamed:`). Bezel has no symbol catalog: any non-empty name
// gives an image. Its size follows a model, as Apple publishes no sizes:
// - the point size is the configuration's, else its text style's at the traits' content size,
//   else 17 (a plain `person` symbol measured 19 × 17.5 at both Large and extra-small text, so the
//   default does not follow Dynamic Type: pome-ta/pystaUIKitCatalogChallenge `memo.md`, 2024);
// - the scale multiplies it by 0.8 (small) or 1.3 (large): Apple's NSImage.SymbolScale pages,
//   "approximately 20% smaller" and "approximately 30% larger" than medium, the default;
// - each side is that size times the symbol's own factor, rounded up to the pixel grid;
//   measured symbols have theirs (the table below), the others the mean of the measured
//   default-size symbols' factors. Weight does not change the size in this model: no measurement
//   shows it doing so.

extension UIImage {
  /// Measured sizes as factors of the point size: the symbol, the point size it was measured at,
  /// and its width and height there.
  private static let measuredSymbols:
    [(name: String, pointSize: CGFloat, width: CGFloat, height: CGFloat)] = [
      // dkhamsing/fastmdb `VideoView.swift` (2020, @2x): default configuration.
      ("play.circle.fill", 17, 20, 19),
      // pome-ta/pystaUIKitCatalogChallenge `memo.md` (2024, @2x): default configuration.
      ("person", 17, 19, 17.5),
      // forums.developer.apple.com thread 716773 (2022, @3x): 64 pt, light, medium.
      ("chevron.compact.down", 64, 70 + 1.0 / 3, 25 + 2.0 / 3),
    ]

  /// The factors of a symbol without a measurement: the mean of the measured default-size ones.
  private static let defaultSymbolFactors: (width: CGFloat, height: CGFloat) = {
    let defaults = measuredSymbols.filter { $0.pointSize == 17 }
    let count = CGFloat(defaults.count)
    return (
      defaults.map { $0.width / $0.pointSize }.reduce(0, +) / count,
      defaults.map { $0.height / $0.pointSize }.reduce(0, +) / count
    )
  }()

  /// The system symbol `name`, or nil for an empty name.
  public convenience init?(systemName name: String) {
    self.init(systemName: name, withConfiguration: nil)
  }

  /// The system symbol `name` sized for `traitCollection`.
  public convenience init?(
    systemName name: String, compatibleWith traitCollection: UITraitCollection?
  ) {
    let configuration = SymbolConfiguration.unspecified.withTraitCollection(traitCollection)
    self.init(systemName: name, withConfiguration: configuration)
  }

  /// The system symbol `name` with `configuration`.
  public convenience init?(systemName name: String, withConfiguration configuration: Configuration?)
  {
    guard !name.isEmpty else { return nil }
    var attributes = Attributes()
    attributes.symbolName = name
    attributes.symbolConfiguration = configuration as? SymbolConfiguration
    attributes.traitCollection = configuration?.traitCollection
    Self.sizeSymbol(&attributes)
    self.init(attributes: attributes)
  }

  /// Whether the image is a symbol.
  public var isSymbolImage: Bool { attributes.symbolName != nil }

  /// A symbol image's configuration.
  public var symbolConfiguration: SymbolConfiguration? { attributes.symbolConfiguration }

  /// The image's configuration.
  public var configuration: Configuration? {
    attributes.symbolConfiguration
      ?? attributes.traitCollection.map {
        SymbolConfiguration.unspecified.withTraitCollection($0)
      }
  }

  /// The image with `configuration` in place of its own; a symbol is sized again.
  public func withConfiguration(_ configuration: Configuration) -> UIImage {
    variant {
      $0.symbolConfiguration = configuration as? SymbolConfiguration ?? $0.symbolConfiguration
      $0.traitCollection = configuration.traitCollection ?? $0.traitCollection
      if $0.symbolName != nil { Self.sizeSymbol(&$0) }
    }
  }

  /// The symbol with `configuration` applied over its own, or nil for an image that is no
  /// symbol.
  public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
    guard isSymbolImage else { return nil }
    let combined = (symbolConfiguration ?? .unspecified).applying(configuration)
    return withConfiguration(combined)
  }

  /// Sets a symbol's size and scale from its name, configuration and traits.
  private static func sizeSymbol(_ attributes: inout Attributes) {
    let configuration = attributes.symbolConfiguration ?? .unspecified
    let traits = attributes.traitCollection
    var pointSize: CGFloat = 17
    if configuration.pointSize > 0 {
      pointSize = configuration.pointSize
    } else if let style = configuration.textStyle {
      pointSize = UIFont.preferredFont(forTextStyle: style, compatibleWith: traits).pointSize
    }
    switch configuration.scale {
    case .small: pointSize *= 0.8
    case .large: pointSize *= 1.3
    default: break
    }
    let measured = measuredSymbols.first { $0.name == attributes.symbolName }
    let factors =
      measured.map { ($0.width / $0.pointSize, $0.height / $0.pointSize) } ?? defaultSymbolFactors
    let scale =
      traits.map(\.displayScale).flatMap { $0 > 0 ? $0 : nil }
      ?? ThreadFacts.current.mainScreenScale
    // Up to the pixel grid; a millionth of a pixel of noise does not add a pixel.
    func onGrid(_ value: CGFloat) -> CGFloat { (value * scale - 1e-6).rounded(.up) / scale }
    attributes.size = CGSize(
      width: onGrid(pointSize * factors.0), height: onGrid(pointSize * factors.1))
    attributes.scale = scale
  }
}
