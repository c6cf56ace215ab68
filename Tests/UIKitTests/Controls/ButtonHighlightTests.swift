import Testing

@testable import UIKit

/// A button's look while a finger is down on it.
@MainActor
struct ButtonHighlightTests {
  // "highlighted: Highlighted state of a control. A control becomes highlighted when a touch
  // event enters the control's bounds" (UIControl.State); the button shows that state's title.
  @Test func aButtonShowsItsHighlightedTitleWhileTouched() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let button = UIButton(type: .system)
    button.frame = CGRect(x: 100, y: 100, width: 100, height: 40)
    button.setTitle("Send", for: .normal)
    button.setTitle("Sending", for: .highlighted)
    window.addSubview(button)
    let finger = Finger(window: window)
    finger.down(at: CGPoint(x: 150, y: 120))
    #expect(button.state == .highlighted)
    #expect(button.currentTitle == "Sending")
    #expect(button.titleLabel?.text == "Sending")
    finger.up(at: CGPoint(x: 150, y: 120))
    #expect(button.titleLabel?.text == "Send")
  }
}
