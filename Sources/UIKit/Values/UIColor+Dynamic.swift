import Foundation

// Dynamic colors (UIColor.h, `colorWithDynamicProvider:`): a color that is another color for
// each trait collection. UIKit resolves it with the traits of the view that uses it, or with
// `UITraitCollection.current` where no view is at hand.

extension UIColor {
  /// A color that `dynamicProvider` gives for each trait collection.
  public convenience init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
    let light = dynamicProvider(UITraitCollection()).resolvedColor(with: UITraitCollection())
    self.init(light: light, systemColorName: nil, provider: dynamicProvider)
  }

  /// The color for `traitCollection`: a fixed color itself, a dynamic one what it gives for
  /// those traits.
  public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
    guard let provider else { return self }
    // A provider may answer with another dynamic color; resolving stops after a few steps so
    // that a provider returning its own color cannot loop.
    var color = provider(traitCollection)
    var steps = 0
    while let next = color.provider, steps < 8 {
      color = next(traitCollection)
      steps += 1
    }
    return color.provider == nil ? color : UIColor(white: 0, alpha: 1)
  }
}
