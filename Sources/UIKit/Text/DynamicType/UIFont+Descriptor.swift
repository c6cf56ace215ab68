import Foundation

extension UIFont {
  /// The font's descriptor: its name, family, size and traits (and text style, for a text
  /// style's font).
  public var fontDescriptor: UIFontDescriptor {
    var symbolic: UIFontDescriptor.SymbolicTraits = []
    if weightValue >= UIFont.Weight.bold.rawValue { symbolic.insert(.traitBold) }
    if isItalic { symbolic.insert(.traitItalic) }
    if familyName == UIFont.systemFamilyName { symbolic.insert(.traitUIOptimized) }
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
  /// style's font at the size. The system font's designs measure as the default design.
  public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
    let size = pointSize > 0 ? pointSize : descriptor.pointSize
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
