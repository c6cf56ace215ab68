@_spi(Bezel) import CoreGraphics
import Foundation
import Testing

// Misuse never traps. CoreGraphics logs "<function>: no current point." for a line or curve added
// to an empty path and ignores the call; non-finite numbers are ignored as iOS ignores them.

@Test func aLineWithoutACurrentPointIsLoggedAndIgnored() {
  let messages = Messages()
  let path = CGMutablePath()
  CoreGraphicsLog.withSink(
    { messages.append($0) },
    { path.addLine(to: CGPoint(x: 1, y: 1)) })
  #expect(path.isEmpty)
  #expect(messages.all.contains("CGPathAddLineToPoint: no current point."))
}

@Test(arguments: [CGFloat.nan, .infinity, -.infinity])
func nonFiniteCoordinatesAreIgnored(value: CGFloat) {
  let path = CGMutablePath()
  path.move(to: .zero)
  path.addLine(to: CGPoint(x: value, y: 1))
  path.addCurve(to: CGPoint(x: 1, y: value), control1: .zero, control2: .zero)
  path.addArc(center: .zero, radius: value, startAngle: 0, endAngle: 1, clockwise: false)
  path.addArc(center: .zero, radius: 1, startAngle: value, endAngle: 1, clockwise: false)
  path.addRelativeArc(center: .zero, radius: 1, startAngle: 0, delta: value)
  path.addRect(CGRect(x: value, y: 0, width: 1, height: 1))
  path.addRoundedRect(
    in: CGRect(x: 0, y: 0, width: 4, height: 4), cornerWidth: value, cornerHeight: 1)
  path.addEllipse(in: CGRect(x: 0, y: 0, width: value, height: 1))
  #expect(path.records.count == 1)
  #expect(!path.contains(CGPoint(x: value, y: 0)))
}

@Test(arguments: [CGFloat.nan, .infinity])
func aContextIgnoresNonFiniteValues(value: CGFloat) throws {
  let context = try #require(
    CGContext(
      data: nil, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 0,
      space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
  )
  context.translateBy(x: value, y: 0)
  context.rotate(by: value)
  context.setLineWidth(value)
  context.fill(CGRect(x: value, y: 0, width: 1, height: 1))
  context.clear(CGRect(x: 0, y: value, width: 1, height: 1))
  #expect(context.ctm == .identity)
  #expect(context.bezelOperations.isEmpty)
}

@Test func hugeArcAnglesDoNotTrap() {
  let path = CGMutablePath()
  path.addRelativeArc(center: .zero, radius: 1, startAngle: 1e300, delta: 1e300)
  #expect(!path.isEmpty)
}

@Test func oversizedRoundedCornersAreClampedToHalfTheSides() {
  // Corners of 100 on a 20 × 10 rectangle become 10 × 5: the path still spans the rectangle.
  let path = CGMutablePath()
  path.addRoundedRect(
    in: CGRect(x: 0, y: 0, width: 20, height: 10), cornerWidth: 100, cornerHeight: 100)
  #expect(close(path.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 20, height: 10)))
}

/// Messages collected from the log sink, which may be called from any thread.
final class Messages: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: [String] = []

  func append(_ message: String) {
    lock.lock()
    stored.append(message)
    lock.unlock()
  }

  var all: [String] {
    lock.lock()
    defer { lock.unlock() }
    return stored
  }
}
