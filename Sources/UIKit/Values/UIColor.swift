import Foundation

/// A color: components in a grayscale or an sRGB color space, as UIKit stores them.
///
/// Since iOS 10 UIKit keeps components in the extended color spaces and does not clamp them
/// (UIKit documentation, "Determining color values with color spaces"). Equality follows
/// `CGColorEqualToColor`: the same color space and numerically equal components. So `UIColor.white`
/// (grayscale) is not equal to `UIColor(red: 1, green: 1, blue: 1, alpha: 1)` (sRGB), as on iOS
/// (valeriyvan.com/2019/08/27/TIL: `UIColor(red: 0, green: 0, blue: 0, alpha: 1)
/// .isEqual(UIColor.black)` is false; stackoverflow question 21804725 shows the same for white).
open class UIColor: NSObject, @unchecked Sendable {
  /// Read by Core Foundation when runs of attributed text compare values: the first stored
  /// property (`CoreFoundationObjectInfo`).
  private let coreFoundationInfo = CoreFoundationObjectInfo.swiftObject

  /// The color space a color's components are expressed in.
  package enum ColorSpace: Sendable, Hashable {
    /// Extended-range gray: components are white and alpha.
    case gray
    /// Extended-range sRGB: components are red, green, blue and alpha.
    case sRGB
  }

  /// The color space of `storedComponents`.
  let storedColorSpace: ColorSpace

  /// `[white, alpha]` for gray colors, `[red, green, blue, alpha]` for sRGB colors; for a dynamic
  /// color, those of its light appearance.
  let storedComponents: [CGFloat]

  /// The name of a system color (`systemBlueColor`), which makes it differ from a plain color with
  /// the same components: on iOS the system colors are dynamic, not equal to fixed colors.
  package let systemColorName: String?

  /// For a dynamic color: the color for given traits (`UIColor+Dynamic.swift`).
  let provider: (@Sendable (UITraitCollection) -> UIColor)?

  /// For a pattern color: the image it tiles (`UIColor+Pattern.swift`).
  var patternImage: UIImage?

  /// The color space of `components`: a dynamic color's resolved with the current traits.
  package var colorSpace: ColorSpace {
    provider == nil ? storedColorSpace : resolvedColor(with: .current).storedColorSpace
  }

  /// The components: a dynamic color's resolved with the current traits
  /// (`UITraitCollection.current`), as UIKit resolves `getRed` and `cgColor`.
  package var components: [CGFloat] {
    provider == nil ? storedComponents : resolvedColor(with: .current).storedComponents
  }

  /// Makes the color the current context's fill and stroke color (`set()`).
  open func set() {
    setFill()
    setStroke()
  }

  /// Makes the color the current context's fill color; nothing without a current context.
  open func setFill() { UIGraphicsGetCurrentContext()?.setFillColor(cgColor) }

  /// Makes the color the current context's stroke color; nothing without a current context.
  open func setStroke() { UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor) }

  /// Creates a grayscale color.
  public init(white: CGFloat, alpha: CGFloat) {
    storedColorSpace = .gray
    storedComponents = [white, alpha]
    systemColorName = nil
    provider = nil
    super.init()
  }

  /// Creates an sRGB color; components are not clamped.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    storedColorSpace = .sRGB
    storedComponents = [red, green, blue, alpha]
    systemColorName = nil
    provider = nil
    super.init()
  }

  /// Creates an sRGB color from hue, saturation and brightness, each from 0 to 1.
  public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
    let (red, green, blue) = UIColor.rgb(hue: hue, saturation: saturation, brightness: brightness)
    storedColorSpace = .sRGB
    storedComponents = [red, green, blue, alpha]
    systemColorName = nil
    provider = nil
    super.init()
  }

  /// Creates a color that `provider` resolves for given traits; `light` is its light
  /// appearance, and `systemColorName` names a system color.
  package init(
    light: UIColor, systemColorName: String?,
    provider: @escaping @Sendable (UITraitCollection) -> UIColor
  ) {
    storedColorSpace = light.storedColorSpace
    storedComponents = light.storedComponents
    self.systemColorName = systemColorName
    self.provider = provider
    super.init()
  }

  /// Returns the same color with another alpha.
  open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    if let provider {
      // A dynamic color stays dynamic: each appearance takes the alpha.
      let light = resolvedColor(with: UITraitCollection()).withAlphaComponent(alpha)
      return UIColor(light: light, systemColorName: nil) {
        provider($0).withAlphaComponent(alpha)
      }
    }
    switch storedColorSpace {
    case .gray: return UIColor(white: storedComponents[0], alpha: alpha)
    case .sRGB:
      return UIColor(
        red: storedComponents[0], green: storedComponents[1], blue: storedComponents[2],
        alpha: alpha)
    }
  }

  /// Fixed colors are equal when their color spaces and components are; a system color equals
  /// the same system color; another dynamic color only itself; a pattern color one of the same
  /// image.
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIColor else { return false }
    if patternImage != nil || other.patternImage != nil {
      return patternImage === other.patternImage
    }
    if provider != nil || other.provider != nil {
      if let name = systemColorName { return name == other.systemColorName }
      return self === other
    }
    return storedColorSpace == other.storedColorSpace
      && storedComponents == other.storedComponents
  }

  open override var hash: Int {
    var hasher = StableHasher()
    if provider != nil, systemColorName == nil { return ObjectIdentifier(self).hashValue }
    hasher.combine(storedColorSpace == .gray ? 1 : 3)
    for component in storedComponents {
      hasher.combine(component)
    }
    hasher.combine(systemColorName ?? "")
    return hasher.value
  }

  /// UIKit's form: `UIExtendedSRGBColorSpace 1 1 0 1` or `UIExtendedGrayColorSpace 0.333333 1`.
  ///
  /// Components print with `%g` (six significant digits), as in the descriptions logged on iOS,
  /// for example `UIExtendedSRGBColorSpace 0 0.478431 1 1` for a view's default tint.
  open override var description: String {
    let prefix = colorSpace == .gray ? "UIExtendedGrayColorSpace" : "UIExtendedSRGBColorSpace"
    let numbers = components.map { component -> String in
      let text = String(format: "%g", Double(component))
      return text == "-0" ? "0" : text
    }
    return ([prefix] + numbers).joined(separator: " ")
  }
}
