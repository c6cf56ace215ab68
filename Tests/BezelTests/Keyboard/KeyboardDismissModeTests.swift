import Bezel
import Foundation
import Testing
import UIKit

/// `UIScrollView.keyboardDismissMode` with a drag on a hosted screen.
///
/// An iPhone 16 (393 × 852) shows a scroll view filling its root view, with a tall content and a
/// text field near the top; the keyboard, up, covers y 517 to 852.
@MainActor
struct KeyboardDismissModeTests {
  final class ScrollingForm: UIViewController {
    let scrollView = UIScrollView()
    let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))

    override func viewDidLoad() {
      super.viewDidLoad()
      scrollView.frame = view.bounds
      scrollView.contentSize = CGSize(width: 393, height: 3000)
      scrollView.addSubview(field)
      view.addSubview(scrollView)
    }
  }

  private func hostWithKeyboardUp(_ mode: UIScrollView.KeyboardDismissMode) -> (
    DeviceHost, ScrollingForm
  ) {
    let form = ScrollingForm()
    let host = DeviceHost(form, on: DeviceCatalog.iPhone16)
    host.perform {
      form.scrollView.keyboardDismissMode = mode
      _ = form.field.becomeFirstResponder()
    }
    host.finish()
    return (host, form)
  }

  @Test func withNoneADragKeepsTheKeyboard() {
    let (host, form) = hostWithKeyboardUp(.none)
    host.pan(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 200, y: 200))
    host.finish()
    #expect(form.field.isFirstResponder)
    #expect(host.keyboardFrame != nil)
  }

  @Test(arguments: [UIScrollView.KeyboardDismissMode.onDrag, .onDragWithAccessory])
  func onDragADragDismissesTheKeyboard(mode: UIScrollView.KeyboardDismissMode) {
    let (host, form) = hostWithKeyboardUp(mode)
    host.pan(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 200, y: 200))
    host.finish()
    #expect(!form.field.isFirstResponder)
    #expect(host.keyboardFrame == nil)
  }

  @Test func interactivelyAFingerDraggedDownIntoTheKeyboardDismissesIt() {
    let (host, form) = hostWithKeyboardUp(.interactive)
    host.pan(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 700))
    host.finish()
    #expect(!form.field.isFirstResponder)
    #expect(host.keyboardFrame == nil)
  }

  @Test func interactivelyADragAboveTheKeyboardKeepsIt() {
    let (host, form) = hostWithKeyboardUp(.interactive)
    host.pan(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 200, y: 450))
    host.finish()
    #expect(form.field.isFirstResponder)
    #expect(host.keyboardFrame == CGRect(x: 0, y: 517, width: 393, height: 335))
  }
}
