@_spi(Bezel) import CoreGraphics
import Foundation
import Testing

@testable import UIKit

// Image contexts (UIGraphics.h). A pixel count is points × scale, rounded up.

@Suite struct UIGraphicsImageContextTests {
  @Test func anImageContextOfASizeHasScaleOne() throws {
    UIGraphicsBeginImageContext(CGSize(width: 30, height: 20))
    let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
    UIGraphicsEndImageContext()
    #expect(image.size == CGSize(width: 30, height: 20))
    #expect(image.scale == 1)
    #expect(UIGraphicsGetCurrentContext() == nil)
  }

  @MainActor @Test func scaleZeroIsTheMainScreensScale() throws {
    UIGraphicsBeginImageContextWithOptions(CGSize(width: 10, height: 10), false, 0)
    let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
    UIGraphicsEndImageContext()
    #expect(image.scale == UIScreen.main.scale)
  }

  @MainActor @Test func scaleZeroIsTheHostedScreensScaleInsideItsContext() throws {
    let screen = UIScreen(bounds: CGRect(x: 0, y: 0, width: 320, height: 480), scale: 2)
    let image = try WindowContext(screen: screen).run { () throws -> UIImage in
      UIGraphicsBeginImageContextWithOptions(CGSize(width: 10, height: 10), true, 0)
      defer { UIGraphicsEndImageContext() }
      return try #require(UIGraphicsGetImageFromCurrentImageContext())
    }
    #expect(image.scale == 2)
    // 10 points at 2× are 20 pixels.
    #expect(image.cgImage?.width == 20)
  }

  @Test func theImageKeepsWhatWasDrawnInPixels() throws {
    UIGraphicsBeginImageContextWithOptions(CGSize(width: 10, height: 10), false, 2)
    UIBezierPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4)).fill()
    let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
    UIGraphicsEndImageContext()
    let recording = try #require(image.cgImage?.bezelRecording)
    #expect(recording.count == 1)
    guard case .fill(let path, _, _) = recording.first else {
      Issue.record("expected a fill")
      return
    }
    // The points (1, 2, 3 × 4) at 2× are the pixels (2, 4, 6 × 8).
    #expect(path.boundingBox == CGRect(x: 2, y: 4, width: 6, height: 8))
  }

  @Test func theImageOfAContextThatIsNotAnImageContextIsNil() throws {
    let context = try #require(makeTestContext())
    UIGraphicsPushContext(context)
    #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
    UIGraphicsPopContext()
  }

  @MainActor @Test func anEmptySizeIsReportedAndPushesNothing() {
    let messages = UIKitDiagnostics.capturing {
      UIGraphicsBeginImageContextWithOptions(.zero, false, 1)
    }
    #expect(messages.first?.kind == .exception(name: "NSInternalInconsistencyException"))
    // UIKit's text, misspelling included, as iOS 17 apps report it for a zero size at 1×
    // (banchichen/TZImagePickerController pull request 1706).
    #expect(
      messages.first?.text
        == "UIGraphicsBeginImageContext() failed to allocate CGBitampContext: size={0, 0}, "
        + "scale=1.000000, bitmapInfo=0x2002. Use UIGraphicsImageRenderer to avoid this assert.")
    #expect(UIGraphicsGetCurrentContext() == nil)
  }

  @MainActor @Test func aFractionalSizeIsReportedAsNSStringFromCGSizeWritesIt() {
    // As reported from iOS 17: "size={264.66666666666669, 0}, scale=3.000000".
    let messages = UIKitDiagnostics.capturing {
      UIGraphicsBeginImageContextWithOptions(CGSize(width: 794.0 / 3, height: 0), false, 3)
    }
    #expect(messages.first?.text.contains("size={264.66666666666669, 0}, scale=3.000000") == true)
  }

  @MainActor @Test func endingWithNoImageContextIsReportedAndKeepsTheCurrentContext() throws {
    let context = try #require(makeTestContext())
    UIGraphicsPushContext(context)
    let messages = UIKitDiagnostics.capturing { UIGraphicsEndImageContext() }
    #expect(messages.count == 1)
    #expect(UIGraphicsGetCurrentContext() === context)
    UIGraphicsPopContext()
  }
}
