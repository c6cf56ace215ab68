import CoreGraphics
import Testing

// Raw values from Apple's headers: CGContext.h (line cap and join, drawing mode, blend mode,
// interpolation quality, text drawing mode), CGPath.h (fill rule, element type), CGColorSpace.h
// (rendering intent, model), CGImage.h (alpha info, bitmap info), CGGradient.h (options).

private let rawValues: [(value: Int, expected: Int)] = [
  (Int(CGLineCap.butt.rawValue), 0), (Int(CGLineCap.square.rawValue), 2),
  (Int(CGLineJoin.miter.rawValue), 0), (Int(CGLineJoin.bevel.rawValue), 2),
  (CGPathFillRule.winding.rawValue, 0), (CGPathFillRule.evenOdd.rawValue, 1),
  (Int(CGPathDrawingMode.eoFillStroke.rawValue), 4),
  (Int(CGPathElementType.addQuadCurveToPoint.rawValue), 2),
  (Int(CGPathElementType.closeSubpath.rawValue), 4),
  (Int(CGBlendMode.luminosity.rawValue), 15), (Int(CGBlendMode.clear.rawValue), 16),
  (Int(CGBlendMode.plusLighter.rawValue), 27),
  (Int(CGInterpolationQuality.high.rawValue), 3), (Int(CGInterpolationQuality.medium.rawValue), 4),
  (Int(CGTextDrawingMode.clip.rawValue), 7),
  (Int(CGColorRenderingIntent.perceptual.rawValue), 3),
  (Int(CGColorSpaceModel.unknown.rawValue), -1), (Int(CGColorSpaceModel.XYZ.rawValue), 7),
  (Int(CGImageAlphaInfo.noneSkipFirst.rawValue), 6), (Int(CGImageAlphaInfo.alphaOnly.rawValue), 7),
  (Int(CGBitmapInfo.floatComponents.rawValue), 256),
  (Int(CGBitmapInfo.byteOrder32Little.rawValue), 8192),
  (Int(CGGradientDrawingOptions.drawsAfterEndLocation.rawValue), 2),
]

@Test(arguments: rawValues)
func rawValuesAreApples(value: Int, expected: Int) {
  #expect(value == expected)
}
