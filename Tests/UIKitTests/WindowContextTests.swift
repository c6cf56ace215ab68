import Foundation
import Testing

@testable import UIKit

/// A window's screen, text model and diagnostics sink are its own; UIKit's static API reads the
/// window's while the window sets up or lays out, and the defaults otherwise.
@MainActor
struct WindowContextTests {
  /// Records the main screen as `loadView` and `viewDidLayoutSubviews` read it.
  final class MainScreenReader: UIViewController {
    var mainScreenInLoadView: UIScreen?
    var mainScreenInLayout: UIScreen?

    override func loadView() {
      mainScreenInLoadView = UIScreen.main
      view = UIView(frame: UIScreen.main.bounds)
    }

    override func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      mainScreenInLayout = UIScreen.main
    }
  }

  @Test func loadViewReadsTheScreenOfTheWindowItIsShownIn() {
    let screen = UIScreen(bounds: CGRect(x: 0, y: 0, width: 320, height: 480), scale: 2)
    let window = UIWindow(frame: screen.bounds)
    window.screen = screen
    let controller = MainScreenReader()
    window.rootViewController = controller
    #expect(controller.mainScreenInLoadView === screen)
    #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
  }

  @Test func layoutReadsTheScreenOfTheWindowBeingLaidOut() {
    let screen = UIScreen(bounds: CGRect(x: 0, y: 0, width: 320, height: 480), scale: 2)
    let window = UIWindow(frame: screen.bounds)
    window.screen = screen
    let controller = MainScreenReader()
    window.rootViewController = controller
    window.layoutIfNeeded()
    #expect(controller.mainScreenInLayout === screen)
  }

  @Test func theMainScreenOutsideAnyWindowIsTheDefaultDevice() {
    let screen = UIScreen(bounds: CGRect(x: 0, y: 0, width: 320, height: 480), scale: 2)
    let window = UIWindow(frame: screen.bounds)
    window.screen = screen
    window.layoutIfNeeded()
    #expect(UIScreen.main === UIScreen.default)
    #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 393, height: 852))
    #expect(UIScreen.main.scale == 3)
  }

  @Test func aNewWindowIsOnTheMainScreen() {
    #expect(UIWindow().screen === UIScreen.main)
  }

  /// A view whose layout sets a frame Core Animation refuses (a NaN origin).
  final class RefusedFrameView: UIView {
    let child = UIView()

    override func layoutSubviews() {
      super.layoutSubviews()
      child.frame = CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)
    }
  }

  @Test func aWindowsOwnDiagnosticsSinkTakesItsLayoutsMessages() {
    let box = MessageList()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    window.context.diagnostics = { box.append($0) }
    window.addSubview(RefusedFrameView())
    let captured = UIKitDiagnostics.capturing { window.layoutIfNeeded() }
    #expect(captured.isEmpty)
    #expect(box.messages.count == 1)
  }

  @Test func aWindowWithoutASinkReportsToTheEnclosingCapture() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    window.addSubview(RefusedFrameView())
    let captured = UIKitDiagnostics.capturing { window.layoutIfNeeded() }
    #expect(captured.count == 1)
  }

  @Test func aWindowsOwnTextModelMeasuresItsLabels() {
    struct FixedModel: TextMeasuring {
      func size(of text: String, font: UIFont, numberOfLines: Int, maxWidth: CGFloat?) -> CGSize {
        CGSize(width: 10, height: 20)
      }
    }
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    window.context.textModel = FixedModel()
    let label = UILabel()
    label.text = "Hello"
    window.addSubview(label)
    #expect(label.intrinsicContentSize == CGSize(width: 10, height: 20))
    label.removeFromSuperview()
    #expect(label.intrinsicContentSize != CGSize(width: 10, height: 20))
  }
}

/// Messages collected from any thread.
private final class MessageList: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: [UIKitDiagnostics.Message] = []

  func append(_ message: UIKitDiagnostics.Message) {
    lock.withLock { stored.append(message) }
  }

  var messages: [UIKitDiagnostics.Message] { lock.withLock { stored } }
}
