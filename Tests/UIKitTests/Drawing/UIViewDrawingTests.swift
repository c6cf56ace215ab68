@_spi(Bezel) import CoreGraphics
import Foundation
import Testing

@testable import UIKit

// UIView.draw(_:): a view that overrides it is drawn, with its bounds, when a layout pass in its
// window displays it after setNeedsDisplay() (the moment Bezel chooses; see UIView+Drawing.swift).

@MainActor
private final class DrawingView: UIView {
  var drawnRects: [CGRect] = []

  override func draw(_ rect: CGRect) {
    drawnRects.append(rect)
    UIColor.red.setFill()
    UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 5)).fill()
  }
}

@MainActor
@Suite struct UIViewDrawingTests {
  private func window(with view: UIView, scale: CGFloat = 2) -> UIWindow {
    let screen = UIScreen(bounds: CGRect(x: 0, y: 0, width: 320, height: 480), scale: scale)
    let window = UIWindow(frame: screen.bounds)
    window.screen = screen
    window.addSubview(view)
    return window
  }

  @Test func aViewThatDrawsIsDrawnOnceWithItsBoundsAfterSetNeedsDisplay() {
    let view = DrawingView(frame: CGRect(x: 20, y: 30, width: 40, height: 50))
    let window = window(with: view)
    window.layoutIfNeeded()
    view.drawnRects = []
    view.setNeedsDisplay()
    window.layoutIfNeeded()
    window.layoutIfNeeded()
    #expect(view.drawnRects == [CGRect(x: 0, y: 0, width: 40, height: 50)])
  }

  @Test func aViewIsDrawnWhenItFirstAppearsInAWindow() {
    let view = DrawingView(frame: CGRect(x: 0, y: 0, width: 40, height: 50))
    let window = window(with: view)
    window.layoutIfNeeded()
    #expect(view.drawnRects.count == 1)
  }

  @Test func markingTheLayerMarksTheViewForTheNextDisplay() {
    let view = DrawingView(frame: CGRect(x: 0, y: 0, width: 40, height: 50))
    let window = window(with: view)
    window.layoutIfNeeded()
    view.layer.setNeedsDisplay()
    window.layoutIfNeeded()
    #expect(view.drawnRects.count == 2)
  }

  @Test func aViewOutsideAnyWindowIsNotDrawnByLayout() {
    let view = DrawingView(frame: CGRect(x: 0, y: 0, width: 40, height: 50))
    view.setNeedsDisplay()
    view.layoutIfNeeded()
    #expect(view.drawnRects.isEmpty)
  }

  @Test func theDrawingBecomesTheLayersContentsAtTheScreenScale() throws {
    let view = DrawingView(frame: CGRect(x: 0, y: 0, width: 40, height: 50))
    let window = window(with: view, scale: 3)
    window.layoutIfNeeded()
    let image = try #require(view.layer.contents as? CGImage)
    // 40 × 50 points at 3× are 120 × 150 pixels.
    #expect(image.width == 120)
    #expect(image.height == 150)
    guard case .fill(let path, _, let state) = image.bezelRecording.first else {
      Issue.record("expected the fill")
      return
    }
    // The fill of (0, 0, 10 × 5) points at 3×.
    #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 30, height: 15))
    #expect(state.fillColor == UIColor.red.cgColor)
  }

  @Test func aViewThatDoesNotDrawGetsNoContents() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 50))
    let window = window(with: view)
    view.setNeedsDisplay()
    window.layoutIfNeeded()
    #expect(view.layer.contents == nil)
    #expect(!view.layer.needsDisplay())
  }

  @Test func displayingTheLayerDirectlyDrawsTheView() {
    let view = DrawingView(frame: CGRect(x: 0, y: 0, width: 8, height: 6))
    view.layer.setNeedsDisplay()
    view.layer.displayIfNeeded()
    #expect(view.drawnRects == [CGRect(x: 0, y: 0, width: 8, height: 6)])
    #expect(view.layer.contents != nil)
  }

  @Test func theContextIsCurrentOnlyWhileDrawing() {
    let view = DrawingView(frame: CGRect(x: 0, y: 0, width: 8, height: 6))
    view.layer.display()
    #expect(UIGraphicsGetCurrentContext() == nil)
  }

  @Test func aRedrawViewIsDrawnAgainWhenItsBoundsChange() {
    let view = DrawingView(frame: CGRect(x: 0, y: 0, width: 40, height: 50))
    view.contentMode = .redraw
    let window = window(with: view)
    window.layoutIfNeeded()
    view.frame = CGRect(x: 0, y: 0, width: 60, height: 50)
    window.layoutIfNeeded()
    #expect(
      view.drawnRects == [
        CGRect(x: 0, y: 0, width: 40, height: 50), CGRect(x: 0, y: 0, width: 60, height: 50),
      ])
  }

  @Test func otherContentModesKeepTheContentsWhenTheBoundsChange() {
    let view = DrawingView(frame: CGRect(x: 0, y: 0, width: 40, height: 50))
    view.contentMode = .topLeft
    let window = window(with: view)
    window.layoutIfNeeded()
    view.frame = CGRect(x: 0, y: 0, width: 60, height: 70)
    window.layoutIfNeeded()
    #expect(view.drawnRects.count == 1)
    // Drawn at 40 × 50 and pinned to the top-left corner of the new bounds.
    #expect(view.drawnContentsFrame == CGRect(x: 0, y: 0, width: 40, height: 50))
  }

  @Test func theContentModeSetsTheLayersRedisplayFlagAndGravity() {
    let view = UIView()
    view.contentMode = .redraw
    #expect(view.layer.needsDisplayOnBoundsChange)
    view.contentMode = .scaleAspectFit
    #expect(!view.layer.needsDisplayOnBoundsChange)
    #expect(view.layer.contentsGravity == .resizeAspect)
  }

  @Test(arguments: [
    // Content 20 × 10 in bounds 100 × 100, by hand:
    (UIView.ContentMode.scaleToFill, CGRect(x: 0, y: 0, width: 100, height: 100)),
    // fit: × min(5, 10) = 5 → 100 × 50, centred vertically.
    (.scaleAspectFit, CGRect(x: 0, y: 25, width: 100, height: 50)),
    // fill: × max(5, 10) = 10 → 200 × 100, centred horizontally.
    (.scaleAspectFill, CGRect(x: -50, y: 0, width: 200, height: 100)),
    (.center, CGRect(x: 40, y: 45, width: 20, height: 10)),
    (.top, CGRect(x: 40, y: 0, width: 20, height: 10)),
    (.bottom, CGRect(x: 40, y: 90, width: 20, height: 10)),
    (.left, CGRect(x: 0, y: 45, width: 20, height: 10)),
    (.right, CGRect(x: 80, y: 45, width: 20, height: 10)),
    (.topLeft, CGRect(x: 0, y: 0, width: 20, height: 10)),
    (.bottomRight, CGRect(x: 80, y: 90, width: 20, height: 10)),
  ])
  func contentIsPlacedPerTheContentMode(mode: UIView.ContentMode, expected: CGRect) {
    let frame = mode.frame(
      ofContentSize: CGSize(width: 20, height: 10), in: CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(frame == expected)
  }

  @Test func contentModeEdgesIgnoreTheLayoutDirection() {
    // `.left` is the absolute left edge: a right-to-left view places it there too.
    let view = DrawingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    view.semanticContentAttribute = .forceRightToLeft
    view.contentMode = .left
    let window = window(with: view)
    window.layoutIfNeeded()
    view.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
    window.layoutIfNeeded()
    #expect(view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    #expect(view.drawnContentsFrame == CGRect(x: 0, y: 0, width: 100, height: 100))
  }
}
