@_spi(Bezel) import CoreGraphics
import Foundation

@testable import UIKit

/// A path element as a comparable value: its type and its points.
struct PathElement: Equatable, CustomStringConvertible {
  var type: CGPathElementType
  var points: [CGPoint]

  var description: String { "\(type) \(points)" }
}

extension CGPath {
  /// The elements `applyWithBlock` hands out, copied.
  var elementList: [PathElement] {
    var result: [PathElement] = []
    applyWithBlock { element in
      let count: Int
      switch element.pointee.type {
      case .moveToPoint, .addLineToPoint: count = 1
      case .addQuadCurveToPoint: count = 2
      case .addCurveToPoint: count = 3
      case .closeSubpath: count = 0
      }
      result.append(
        PathElement(
          type: element.pointee.type, points: (0..<count).map { element.pointee.points[$0] }))
    }
    return result
  }
}

/// Whether two rectangles agree within `tolerance` in origin and size.
func nearlyEqual(_ a: CGRect, _ b: CGRect, _ tolerance: CGFloat = 1e-9) -> Bool {
  abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
    && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
}

/// A bitmap context of `width` by `height` pixels, for drawing tests.
func makeTestContext(width: Int = 100, height: Int = 100) -> CGContext? {
  CGContext(
    data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
    space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
}
