@_spi(Bezel) import CoreGraphics
import Foundation
import Testing

@testable import UIKit

// The image renderer (UIGraphicsImageRenderer.h). A pixel count is points × scale.

@Suite struct UIGraphicsImageRendererTests {
  @Test func rangeRawValuesAreUIKits() {
    // UIGraphicsImageRenderer.h, UIGraphicsImageRendererFormatRange.
    #expect(UIGraphicsImageRendererFormat.Range.unspecified.rawValue == -1)
    #expect(UIGraphicsImageRendererFormat.Range.automatic.rawValue == 0)
    #expect(UIGraphicsImageRendererFormat.Range.extended.rawValue == 1)
    #expect(UIGraphicsImageRendererFormat.Range.standard.rawValue == 2)
  }

  @Test(arguments: [2, 3] as [CGFloat])
  func theImageHasTheSizeInPointsAndTheFormatsScale(scale: CGFloat) throws {
    let format = UIGraphicsImageRendererFormat()
    format.scale = scale
    let renderer = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 20), format: format)
    let image = renderer.image { _ in }
    #expect(image.size == CGSize(width: 10, height: 20))
    #expect(image.scale == scale)
    // 10 × 20 points at the scale.
    #expect(image.cgImage?.width == Int(10 * scale))
    #expect(image.cgImage?.height == Int(20 * scale))
  }

  @MainActor @Test func theDefaultFormatHasTheMainScreensScale() {
    #expect(UIGraphicsImageRendererFormat.default().scale == UIScreen.main.scale)
    #expect(UIGraphicsImageRendererFormat().opaque == false)
    #expect(UIGraphicsImageRendererFormat().preferredRange == .automatic)
  }

  @Test func aFormatForTraitsHasTheirDisplayScale() {
    let traits = UITraitCollection(displayScale: 2)
    #expect(UIGraphicsImageRendererFormat(for: traits).scale == 2)
  }

  @Test func theRendererKeepsACopyOfItsFormatWithItsBounds() {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 2
    let renderer = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 5), format: format)
    format.scale = 3
    #expect(renderer.format.bounds == CGRect(x: 0, y: 0, width: 4, height: 5))
    #expect((renderer.format as? UIGraphicsImageRendererFormat)?.scale == 2)
    #expect(renderer.allowsImageOutput)
  }

  @Test func theActionsDrawIntoTheCurrentContext() throws {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    let renderer = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format)
    var sawCurrent = false
    let image = renderer.image { context in
      sawCurrent = UIGraphicsGetCurrentContext() === context.cgContext
      context.fill(CGRect(x: 1, y: 1, width: 2, height: 2))
    }
    #expect(sawCurrent)
    #expect(UIGraphicsGetCurrentContext() == nil)
    #expect(image.cgImage?.bezelRecording.count == 1)
  }

  @Test func boundsWithAnOriginShiftTheDrawing() throws {
    // Bounds at (5, 5): a fill at (5, 5) lands on the image's top-left pixel.
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    let renderer = UIGraphicsImageRenderer(
      bounds: CGRect(x: 5, y: 5, width: 10, height: 10), format: format)
    let image = renderer.image { $0.fill(CGRect(x: 5, y: 5, width: 2, height: 2)) }
    guard case .fill(let path, _, _) = image.cgImage?.bezelRecording.first else {
      Issue.record("expected a fill")
      return
    }
    #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 2, height: 2))
  }

  @Test func aFillWithABlendModeLeavesTheContextsBlendMode() throws {
    let renderer = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4))
    var after = CGBlendMode.copy
    let image = renderer.image { context in
      context.fill(CGRect(x: 0, y: 0, width: 1, height: 1), blendMode: .multiply)
      after = context.cgContext.bezelState.blendMode
    }
    #expect(image.cgImage?.bezelRecording.first?.state.blendMode == .multiply)
    #expect(after == .normal)
  }

  @Test func theCurrentImageShowsTheDrawingSoFar() {
    let renderer = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4))
    var countMidway = -1
    _ = renderer.image { context in
      context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
      countMidway = context.currentImage.cgImage?.bezelRecording.count ?? -1
      context.stroke(CGRect(x: 0, y: 0, width: 2, height: 2))
    }
    #expect(countMidway == 1)
  }

  @Test func actionsThatLeaveAContextPushedDoNotLeakIt() throws {
    let extra = try #require(makeTestContext())
    _ = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { _ in
      UIGraphicsPushContext(extra)
    }
    #expect(UIGraphicsGetCurrentContext() == nil)
  }
}
