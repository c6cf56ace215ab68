import Foundation
import Testing

@testable import UIKit

/// Core Animation's and CoreGraphics' messages reach UIKit's diagnostics: the sink of the window
/// context current, as UIKit's own messages do, not standard error.
@MainActor
struct LowerLevelDiagnosticsTests {
  @Test func anInvalidLayerPositionIsReportedToTheCurrentContext() {
    let layer = CALayer()
    layer.position = CGPoint(x: 5, y: 17)
    let messages = UIKitDiagnostics.capturing {
      layer.position = CGPoint(x: CGFloat.nan, y: 17)
    }
    // Core Animation's exception: "CALayer position contains NaN: [nan 17]" (the reason crash
    // reports quote), and the layer keeps its position.
    #expect(
      messages == [
        UIKitDiagnostics.Message(
          kind: .exception(name: "CALayerInvalidGeometry"),
          text: "CALayer position contains NaN: [nan 17]")
      ])
    #expect(layer.position == CGPoint(x: 5, y: 17))
  }

  @Test func aWindowsOwnSinkTakesItsLayersMessages() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let box = Box()
    window.context.diagnostics = { message in box.texts.append(message.text) }
    let view = UIView()
    window.addSubview(view)
    window.context.run { view.layer.bounds = CGRect(x: 0, y: 0, width: CGFloat.nan, height: 40) }
    #expect(box.texts == ["CALayer bounds contains NaN: [0 0; nan 40]"])
  }

  @Test func aPathLineWithoutACurrentPointIsLoggedToTheCurrentContext() {
    let path = CGMutablePath()
    let messages = UIKitDiagnostics.capturing {
      path.addLine(to: CGPoint(x: 1, y: 1))
    }
    // CoreGraphics logs "CGPathAddLineToPoint: no current point." and ignores the call.
    #expect(
      messages == [
        UIKitDiagnostics.Message(kind: .log, text: "CGPathAddLineToPoint: no current point.")
      ])
    #expect(path.isEmpty)
  }

  /// Collects the texts a window's sink receives (on the main thread, in these tests).
  final class Box: @unchecked Sendable {
    var texts: [String] = []
  }
}
