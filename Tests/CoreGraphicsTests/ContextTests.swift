@_spi(Bezel) import CoreGraphics
import Testing

// CGContext as a recorder: state stack, CTM, current path, clip and the recorded operations.

private func makeContext(width: Int = 100, height: Int = 100) -> CGContext? {
  CGContext(
    data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
    space: CGColorSpaceCreateDeviceRGB(),
    bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
}

@Test func aBitmapContextComputesItsRowBytes() throws {
  // RGB plus an alpha byte, 8 bits each: 4 bytes a pixel, 400 a row of 100.
  let context = try #require(makeContext())
  #expect(context.bitsPerPixel == 32)
  #expect(context.bytesPerRow == 400)
  #expect(context.alphaInfo == .premultipliedLast)
}

@Test func aBitmapContextOfNoPixelsIsNil() {
  #expect(makeContext(width: 0, height: 10) == nil)
}

@Test func restoringTheStateUndoesChangesSinceTheSave() throws {
  let context = try #require(makeContext())
  context.setLineWidth(5)
  context.saveGState()
  context.setLineWidth(2)
  context.translateBy(x: 10, y: 0)
  context.setAlpha(0.5)
  context.restoreGState()
  #expect(context.bezelState.lineWidth == 5)
  #expect(context.bezelState.alpha == 1)
  #expect(context.ctm == .identity)
}

@Test func anUnbalancedRestoreIsIgnored() throws {
  let context = try #require(makeContext())
  context.setLineWidth(3)
  context.restoreGState()
  #expect(context.bezelState.lineWidth == 3)
}

@Test func transformsApplyToUserSpaceBeforeTheCurrentCTM() throws {
  // translate(10, 20) then scale(2, 3): a user point is scaled first, then moved:
  // (1, 1) → (2, 3) → (12, 23).
  let context = try #require(makeContext())
  context.translateBy(x: 10, y: 20)
  context.scaleBy(x: 2, y: 3)
  #expect(context.convertToDeviceSpace(CGPoint(x: 1, y: 1)) == CGPoint(x: 12, y: 23))
  let back = context.convertToUserSpace(CGPoint(x: 12, y: 23))
  #expect(close(back.x, 1, 1e-12) && close(back.y, 1, 1e-12))
}

@Test func pathPointsKeepTheCTMTheyWereAddedWith() throws {
  // The move is added at the identity, the line after translating by (5, 5): in device space the
  // path runs (0, 0) to (5, 5); in the new user space, (−5, −5) to (0, 0).
  let context = try #require(makeContext())
  context.move(to: .zero)
  context.translateBy(x: 5, y: 5)
  context.addLine(to: .zero)
  #expect(context.path?.records.map(\.points) == [[CGPoint(x: -5, y: -5)], [.zero]])
  #expect(context.currentPointOfPath == .zero)
  #expect(context.boundingBoxOfPath == CGRect(x: -5, y: -5, width: 5, height: 5))
}

@Test func fillingRecordsThePathAndClearsIt() throws {
  let context = try #require(makeContext())
  context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
  context.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
  context.fillPath(using: .evenOdd)
  #expect(context.isPathEmpty)
  guard case .fill(let path, let rule, let state) = context.bezelOperations.first else {
    Issue.record("no fill recorded")
    return
  }
  #expect(rule == .evenOdd)
  #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 10, height: 10))
  #expect(state.fillColor.components == [1, 0, 0, 1])
}

@Test func paintingAnEmptyPathRecordsNothing() throws {
  let context = try #require(makeContext())
  context.strokePath()
  context.fillPath()
  #expect(context.bezelOperations.isEmpty)
}

@Test func aRectangleFillIsInDeviceSpace() throws {
  let context = try #require(makeContext())
  context.scaleBy(x: 2, y: 2)
  context.fill(CGRect(x: 1, y: 1, width: 2, height: 2))
  guard case .fill(let path, _, _) = context.bezelOperations.first else {
    Issue.record("no fill recorded")
    return
  }
  #expect(path.boundingBox == CGRect(x: 2, y: 2, width: 4, height: 4))
}

@Test func drawPathFillStrokeRecordsAFillThenAStroke() throws {
  let context = try #require(makeContext())
  context.addEllipse(in: CGRect(x: 0, y: 0, width: 10, height: 10))
  context.drawPath(using: .fillStroke)
  let kinds = context.bezelOperations.map { operation -> String in
    switch operation {
    case .fill: return "fill"
    case .stroke: return "stroke"
    default: return "other"
    }
  }
  #expect(kinds == ["fill", "stroke"])
}

@Test func strokesRecordTheLineAttributes() throws {
  let context = try #require(makeContext())
  context.setLineWidth(3)
  context.setLineCap(.round)
  context.setLineJoin(.bevel)
  context.setLineDash(phase: 1, lengths: [4, 2])
  context.strokeLineSegments(between: [.zero, CGPoint(x: 10, y: 0)])
  let state = context.bezelOperations.first?.state
  #expect(state?.lineWidth == 3)
  #expect(state?.lineCap == .round)
  #expect(state?.lineJoin == .bevel)
  #expect(state?.lineDashLengths == [4, 2])
}

@Test func theClipNarrowsItsBoundingBoxInUserSpace() throws {
  // A 100 × 100 bitmap clipped to (0, 0, 50, 50); moving user space by (10, 10) puts that box at
  // (−10, −10) in user coordinates.
  let context = try #require(makeContext())
  #expect(context.boundingBoxOfClipPath == CGRect(x: 0, y: 0, width: 100, height: 100))
  context.saveGState()
  context.clip(to: CGRect(x: 0, y: 0, width: 50, height: 50))
  context.translateBy(x: 10, y: 10)
  #expect(context.boundingBoxOfClipPath == CGRect(x: -10, y: -10, width: 50, height: 50))
  context.restoreGState()
  #expect(context.boundingBoxOfClipPath == CGRect(x: 0, y: 0, width: 100, height: 100))
}

@Test func shadowsBlendModeAndAlphaAreRecorded() throws {
  let context = try #require(makeContext())
  context.setShadow(offset: CGSize(width: 0, height: 2), blur: 4, color: CGColor.black)
  context.setBlendMode(.multiply)
  context.setAlpha(0.25)
  context.fillEllipse(in: CGRect(x: 0, y: 0, width: 4, height: 4))
  let state = context.bezelOperations.first?.state
  #expect(state?.shadowOffset == CGSize(width: 0, height: 2))
  #expect(state?.shadowBlur == 4)
  #expect(state?.blendMode == .multiply)
  #expect(state?.alpha == 0.25)
}

@Test func imagesGradientsAndClearsAreRecordedInOrder() throws {
  let context = try #require(makeContext())
  let image = try #require(context.makeImage())
  let gradient = try #require(
    CGGradient(colorsSpace: nil, colors: [CGColor.white, CGColor.black] as CFArray, locations: nil))
  context.clear(CGRect(x: 0, y: 0, width: 100, height: 100))
  context.draw(image, in: CGRect(x: 0, y: 0, width: 10, height: 10))
  context.drawLinearGradient(
    gradient, start: .zero, end: CGPoint(x: 0, y: 100), options: [.drawsAfterEndLocation])
  context.drawRadialGradient(
    gradient, startCenter: .zero, startRadius: 0, endCenter: .zero, endRadius: 5, options: [])
  let kinds = context.bezelOperations.map { operation -> String in
    switch operation {
    case .clear: return "clear"
    case .image: return "image"
    case .linearGradient: return "linear"
    case .radialGradient: return "radial"
    default: return "other"
    }
  }
  #expect(kinds == ["clear", "image", "linear", "radial"])
}

@Test func aMadeImageKeepsTheDrawingSoFar() throws {
  let context = try #require(makeContext())
  context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
  let image = try #require(context.makeImage())
  context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
  #expect(image.bezelRecording.count == 1)
  #expect(image.width == 100 && image.height == 100)
}

@Test func theTextMatrixIsNotPartOfTheSavedState() throws {
  let context = try #require(makeContext())
  context.saveGState()
  context.textMatrix = CGAffineTransform(scaleX: 1, y: -1)
  context.restoreGState()
  #expect(context.textMatrix == CGAffineTransform(scaleX: 1, y: -1))
}
