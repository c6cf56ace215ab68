import Foundation

extension UIFont {
  /// The font's descriptor: its name, family, size and traits (and text style, for a text
  /// style's font).
  public var fontDescriptor: UIFontDescriptor {
    var symbolic: UIFontDescriptor.SymbolicTraits = []
    if weightValue >= UIFont.Weight.bold.rawValue { symbolic.insert(.traitBold) }
    if isItalic { symbolic.insert(.traitItalic) }
    if familyName == UIFont.systemFamilyName { symbolic.insert(.traitUIOptimized) }
    if isMonospacedSystemFont { symbolic.insert(.traitMonoSpace) }
    var attributes: [UIFontDescriptor.AttributeName: Any] = [
      .name: fontName, .family: familyName, .size: pointSize,
      .traits: [
        UIFontDescriptor.TraitKey.symbolic: Int(symbolic.rawValue),
        UIFontDescriptor.TraitKey.weight: weightValue,
      ] as [UIFontDescriptor.TraitKey: Any],
    ]
    if let textStyle { attributes[.textStyle] = textStyle.rawValue }
    return UIFontDescriptor(fontAttributes: attributes)
  }

  /// Makes the font a descriptor describes, at `pointSize` (the descriptor's size when 0).
  ///
  /// A named font known to `init?(name:size:)` is made as named; otherwise the system font with
  /// the descriptor's weight (bold when its symbolic traits say so) and slant, or the text
  /// style's font at the size. The monospaced design (or SF Mono's family) makes SF Mono of the
  /// weight; the rounded and serif designs measure as the default design.
  public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
    let size = pointSize > 0 ? pointSize : descriptor.pointSize
    // The monospaced design of the system font is SF Mono (`monospacedSystemFont`).
    if descriptor.traits[UIFontDescriptor.designTrait] as? String
      == UIFontDescriptor.SystemDesign.monospaced.rawValue
      || descriptor.fontAttributes[.family] as? String == UIFont.monospacedSystemFamilyName
    {
      let weight = AttributedTextLayout.number(descriptor.traits[.weight])
      let bold = descriptor.symbolicTraits.contains(.traitBold)
      let mono = UIFont.monospacedSystemFont(
        ofSize: size,
        weight: UIFont.Weight(rawValue: bold ? max(weight, UIFont.Weight.bold.rawValue) : weight))
      self.init(
        name: mono.fontName, familyName: mono.familyName, size: size, weight: mono.weightValue)
      if let style = descriptor.fontAttributes[.textStyle] as? String {
        _ = markedWithTextStyle(UIFont.TextStyle(rawValue: style))
      }
      return
    }
    if let name = descriptor.fontAttributes[.name] as? String,
      let entry = UIFont.registeredName(name)
    {
      self.init(
        name: name, familyName: entry.familyName, size: size, weight: entry.weight,
        italic: entry.italic)
      return
    }
    let traits = descriptor.traits
    let symbolic = descriptor.symbolicTraits
    var weight = AttributedTextLayout.number(traits[.weight])
    let style = (descriptor.fontAttributes[.textStyle] as? String).map {
      UIFont.TextStyle(rawValue: $0)
    }
    if traits[.weight] == nil, let style { weight = style.defaultSizeAndWeight.weight.rawValue }
    if symbolic.contains(.traitBold) { weight = max(weight, UIFont.Weight.bold.rawValue) }
    let italic = symbolic.contains(.traitItalic)
    let styleName = UIFont.Weight(rawValue: weight).styleName
    let name =
      italic ? ".SFUI-\(styleName == "Regular" ? "" : styleName)Italic" : ".SFUI-\(styleName)"
    self.init(
      name: italic && styleName == "Regular" ? ".SFUI-RegularItalic" : name,
      familyName: UIFont.systemFamilyName, size: size, weight: weight, italic: italic)
    if let style { _ = markedWithTextStyle(style) }
  }
}
