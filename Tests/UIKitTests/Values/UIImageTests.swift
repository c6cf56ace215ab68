import Foundation
import Testing

@testable import UIKit

@Suite struct UIImageTests {
  @Test func emptyImageHasZeroSizeAndScaleOne() {
    let image = UIImage()
    #expect(image.size == .zero)
    #expect(image.scale == 1)
    #expect(image.renderingMode == .automatic)
  }

  @Test func unregisteredNameGivesNil() {
    #expect(UIImage(named: "no-such-image-\(#line)") == nil)
  }

  @Test func registeredNameGivesImageWithRegisteredGeometry() {
    let name = "registered-image-\(#line)"
    UIImage.register(UIImage(size: CGSize(width: 24, height: 16), scale: 3), named: name)
    let image = UIImage(named: name)
    #expect(image?.size == CGSize(width: 24, height: 16))
    #expect(image?.scale == 3)
    UIImage.unregisterImage(named: name)
    #expect(UIImage(named: name) == nil)
  }

  @Test func registeringAgainReplacesImage() {
    let name = "replaced-image-\(#line)"
    UIImage.register(UIImage(size: CGSize(width: 1, height: 1)), named: name)
    UIImage.register(UIImage(size: CGSize(width: 2, height: 2)), named: name)
    #expect(UIImage(named: name)?.size == CGSize(width: 2, height: 2))
    UIImage.unregisterImage(named: name)
  }

  @Test(
    arguments: [
      (UIImage.RenderingMode.automatic, 0), (.alwaysOriginal, 1), (.alwaysTemplate, 2),
    ] as [(UIImage.RenderingMode, Int)])
  func renderingModeHasUIKitRawValue(_ mode: UIImage.RenderingMode, _ rawValue: Int) {
    #expect(mode.rawValue == rawValue)
  }

  @Test func withRenderingModeKeepsGeometry() {
    let image = UIImage(size: CGSize(width: 10, height: 20), scale: 2)
    let template = image.withRenderingMode(.alwaysTemplate)
    #expect(template.renderingMode == .alwaysTemplate)
    #expect(template.size == image.size && template.scale == image.scale)
    #expect(image.renderingMode == .automatic)
  }

  @Test func anImageOfACGImageHasOnePointPerPixel() throws {
    let context = try #require(
      CGContext(
        data: nil, width: 30, height: 20, bitsPerComponent: 8, bytesPerRow: 0,
        space: CGColorSpaceCreateDeviceRGB(),
        bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
    let cgImage = try #require(context.makeImage())
    let image = UIImage(cgImage: cgImage)
    #expect(image.size == CGSize(width: 30, height: 20))
    #expect(image.scale == 1)
    #expect(image.cgImage === cgImage)
  }

  @Test func withRenderingModeKeepsTheCGImage() throws {
    let context = try #require(
      CGContext(
        data: nil, width: 30, height: 20, bitsPerComponent: 8, bytesPerRow: 0,
        space: CGColorSpaceCreateDeviceRGB(),
        bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
    let cgImage = try #require(context.makeImage())
    // 30 × 20 pixels at 2× are 15 × 10 points.
    let image = UIImage(cgImage: cgImage, scale: 2).withRenderingMode(.alwaysTemplate)
    #expect(image.cgImage === cgImage)
    #expect(image.size == CGSize(width: 15, height: 10))
  }
}
