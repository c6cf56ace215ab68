import CoreGraphics
import Testing

// Colors and color spaces. Which space each initializer uses is Apple's documentation's:
// `init(red:green:blue:alpha:)` "Creates a color in the Generic RGB color space",
// `init(srgbRed:green:blue:alpha:)` "in the sRGB color space", `init(gray:alpha:)` in a gray
// space, and `CGColor.white` is "The white color in the Generic gray color space".

@Test func anRGBColorHasFourComponentsAlphaLast() {
  let color = CGColor(red: 0.25, green: 0.5, blue: 0.75, alpha: 0.5)
  #expect(color.components == [0.25, 0.5, 0.75, 0.5])
  #expect(color.numberOfComponents == 4)
  #expect(color.alpha == 0.5)
  #expect(color.colorSpace?.model == .rgb)
}

@Test func aGrayColorHasTwoComponents() {
  let color = CGColor(gray: 0.5, alpha: 1)
  #expect(color.components == [0.5, 1])
  #expect(color.colorSpace?.model == .monochrome)
}

@Test func theConstantColorsAreGenericGray() {
  #expect(CGColor.white.components == [1, 1])
  #expect(CGColor.black.components == [0, 1])
  #expect(CGColor.clear.components == [0, 0])
  #expect(CGColor.white.colorSpace?.name == CGColorSpace.genericGrayGamma2_2)
}

@Test func colorsAreEqualWithTheSameSpaceAndComponents() {
  #expect(
    CGColor(srgbRed: 1, green: 0, blue: 0, alpha: 1)
      == CGColor(srgbRed: 1, green: 0, blue: 0, alpha: 1))
  // The same numbers in Generic RGB are another color, as CGColorEqualToColor compares spaces.
  #expect(
    CGColor(srgbRed: 1, green: 0, blue: 0, alpha: 1) != CGColor(red: 1, green: 0, blue: 0, alpha: 1)
  )
}

@Test func copyingWithAlphaKeepsTheOtherComponents() {
  let color = CGColor(srgbRed: 0.1, green: 0.2, blue: 0.3, alpha: 1).copy(alpha: 0.4)
  #expect(color?.components == [0.1, 0.2, 0.3, 0.4])
}

@Test func aColorFromComponentsReadsOnePerChannelAndAlpha() throws {
  let space = try #require(CGColorSpace(name: CGColorSpace.displayP3))
  let values: [CGFloat] = [1, 0.5, 0, 1]
  let color = CGColor(colorSpace: space, components: values)
  #expect(color?.components == values)
  #expect(color?.colorSpace == space)
}

@Test func componentsOutsideARegularSpaceAreClamped() throws {
  // CGColorCreate: "Values outside this range will be clamped to the nearest correct value."
  let space = try #require(CGColorSpace(name: CGColorSpace.sRGB))
  let color = CGColor(colorSpace: space, components: [1.5, -0.5, 0.5, 1])
  #expect(color?.components == [1, 0, 0.5, 1])
}

@Test(arguments: [
  (CGColorSpace.sRGB, CGColorSpaceModel.rgb, 3),
  (CGColorSpace.displayP3, .rgb, 3),
  (CGColorSpace.extendedSRGB, .rgb, 3),
  (CGColorSpace.genericGrayGamma2_2, .monochrome, 1),
  (CGColorSpace.extendedGray, .monochrome, 1),
  (CGColorSpace.genericCMYK, .cmyk, 4),
])
func namedSpacesHaveTheirModelAndComponents(name: CFString, model: CGColorSpaceModel, count: Int)
  throws
{
  let space = try #require(CGColorSpace(name: name))
  #expect(space.model == model)
  #expect(space.numberOfComponents == count)
  #expect(space.name == name)
}

@Test func anUnknownSpaceNameGivesNil() {
  #expect(CGColorSpace(name: "kCGColorSpaceNoSuchSpace") == nil)
}

@Test func theDeviceSpacesHaveThreeAndOneComponents() {
  #expect(CGColorSpaceCreateDeviceRGB().numberOfComponents == 3)
  #expect(CGColorSpaceCreateDeviceGray().numberOfComponents == 1)
}

@Test func extendedGrayConvertsToEqualSRGBComponents() throws {
  // Both spaces share the sRGB curve, so a gray converts to red = green = blue = gray.
  let gray = try #require(CGColorSpace(name: CGColorSpace.extendedGray))
  let srgb = try #require(CGColorSpace(name: CGColorSpace.extendedSRGB))
  let color = try #require(CGColor(colorSpace: gray, components: [0.5, 0.8]))
  let converted = color.converted(to: srgb, intent: .defaultIntent, options: nil)
  let components = try #require(converted?.components)
  #expect(zip(components, [0.5, 0.5, 0.5, 0.8]).allSatisfy { close($0, $1, 1e-12) })
}

@Test func displayP3RedIsOutsideSRGB() throws {
  // WWDC 2016 session 712, "Working with Wide Color": Display P3's pure red is about
  // (1.093, −0.227, −0.150) in extended sRGB.
  let p3 = try #require(CGColorSpace(name: CGColorSpace.displayP3))
  let srgb = try #require(CGColorSpace(name: CGColorSpace.extendedSRGB))
  let red = try #require(CGColor(colorSpace: p3, components: [1, 0, 0, 1]))
  let components = try #require(
    red.converted(to: srgb, intent: .defaultIntent, options: nil)?.components)
  #expect(zip(components, [1.093, -0.227, -0.150, 1]).allSatisfy { close($0, $1, 0.001) })
}

@Test func convertingIntoARegularSpaceClamps() throws {
  let p3 = try #require(CGColorSpace(name: CGColorSpace.displayP3))
  let srgb = try #require(CGColorSpace(name: CGColorSpace.sRGB))
  let red = try #require(CGColor(colorSpace: p3, components: [1, 0, 0, 1]))
  let components = try #require(
    red.converted(to: srgb, intent: .defaultIntent, options: nil)?.components)
  #expect(components == [1, 0, 0, 1])
}

@Test func cmykDoesNotConvert() throws {
  let srgb = try #require(CGColorSpace(name: CGColorSpace.sRGB))
  let cmyk = CGColor(genericCMYKCyan: 1, magenta: 0, yellow: 0, black: 0, alpha: 1)
  #expect(cmyk.converted(to: srgb, intent: .defaultIntent, options: nil) == nil)
}
