import CoreGraphics
import Testing

// Gradients and images. init(colorsSpace:colors:locations:): with no locations, "the first color
// is placed at location 0 and the last at 1, with the rest spread evenly" (as its documentation
// of a NULL `locations` describes).

@Test func gradientColorsWithoutLocationsAreSpreadEvenly() throws {
  let colors = [CGColor.white, CGColor(gray: 0.5, alpha: 1), CGColor.black]
  let space = try #require(CGColorSpace(name: CGColorSpace.genericGrayGamma2_2))
  let gradient = try #require(
    CGGradient(colorsSpace: space, colors: colors as CFArray, locations: nil))
  #expect(gradient.locations == [0, 0.5, 1])
  #expect(gradient.colors == colors)
}

@Test func gradientLocationsAreKeptAsGiven() throws {
  let locations: [CGFloat] = [0.2, 0.9]
  let gradient = try #require(
    CGGradient(
      colorsSpace: nil, colors: [CGColor.white, CGColor.black] as CFArray, locations: locations))
  #expect(gradient.locations == locations)
}

@Test func aGradientOfNoColorsIsNil() {
  #expect(CGGradient(colorsSpace: nil, colors: [] as CFArray, locations: nil) == nil)
}

@Test func aGradientFromComponentsHasOneColorPerComponentGroup() throws {
  // Two sRGB colors: 4 components each, alpha last.
  let space = try #require(CGColorSpace(name: CGColorSpace.sRGB))
  let components: [CGFloat] = [1, 0, 0, 1, 0, 0, 1, 0.5]
  let gradient = try #require(
    CGGradient(colorSpace: space, colorComponents: components, locations: nil, count: 2))
  #expect(gradient.colors.map { $0.components ?? [] } == [[1, 0, 0, 1], [0, 0, 1, 0.5]])
}

@Test func anImageKeepsItsLayout() throws {
  let provider = try #require(CGDataProvider(data: Data(count: 16) as CFData))
  let image = try #require(
    CGImage(
      width: 2, height: 2, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 8,
      space: CGColorSpaceCreateDeviceRGB(),
      bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedFirst.rawValue),
      provider: provider, decode: nil, shouldInterpolate: true, intent: .defaultIntent))
  #expect(image.width == 2 && image.height == 2)
  #expect(image.alphaInfo == .premultipliedFirst)
  #expect(image.bytesPerRow == 8)
}

@Test func anImageWhoseRowsCannotHoldItsPixelsIsNil() throws {
  // 2 pixels of 32 bits need 8 bytes a row.
  let provider = try #require(CGDataProvider(data: Data(count: 16) as CFData))
  #expect(
    CGImage(
      width: 2, height: 2, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 4,
      space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: [], provider: provider, decode: nil,
      shouldInterpolate: true, intent: .defaultIntent) == nil)
}

@Test func croppingKeepsTheOverlap() throws {
  let context = try #require(
    CGContext(
      data: nil, width: 10, height: 10, bitsPerComponent: 8, bytesPerRow: 0,
      space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
  )
  let image = try #require(context.makeImage())
  let cropped = image.cropping(to: CGRect(x: 5, y: 5, width: 10, height: 10))
  #expect(cropped?.width == 5 && cropped?.height == 5)
}
