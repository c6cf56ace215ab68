import Foundation
import Testing

@testable import UIKit

/// `UIKeyboardLayoutGuide`'s API and its frame outside any window.
@MainActor
struct KeyboardLayoutGuideBasicsTests {
  @Test func defaultsAreUIKits() {
    let guide = UIView().keyboardLayoutGuide
    #expect(!guide.followsUndockedKeyboard)
    #expect(guide.usesBottomSafeArea)
    #expect(guide.keyboardDismissPadding == 0)
  }

  @Test func aViewKeepsOneKeyboardGuide() {
    let view = UIView()
    #expect(view.keyboardLayoutGuide === view.keyboardLayoutGuide)
    #expect(view.keyboardLayoutGuide.owningView === view)
  }

  /// Outside a window the view has no safe area and sees no keyboard: the guide is a zero-height
  /// strip at the view's bottom, and nothing is reported.
  @Test func outsideAWindowTheGuideRestsAtTheBottomSilently() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    let messages = UIKitDiagnostics.capturing {
      #expect(view.keyboardLayoutGuide.layoutFrame == CGRect(x: 0, y: 200, width: 320, height: 0))
    }
    #expect(messages.isEmpty)
  }

  @Test func aViewConstrainedToTheGuideOutsideAWindowSitsOnTheBottom() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    let bar = UIView()
    bar.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(bar)
    NSLayoutConstraint.activate([
      bar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      bar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      bar.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
      bar.heightAnchor.constraint(equalToConstant: 44),
    ])
    view.layoutIfNeeded()
    #expect(bar.frame == CGRect(x: 0, y: 156, width: 320, height: 44))
  }

  @Test func theKeyboardGuideJoinsTheViewsSystemGuides() {
    let view = UIView()
    _ = view.safeAreaLayoutGuide
    _ = view.keyboardLayoutGuide
    _ = view.layoutMarginsGuide
    #expect(
      view.systemLayoutGuides.map(\.identifier) == [
        "UIViewLayoutMarginsGuide", "UIViewSafeAreaLayoutGuide", "UIViewKeyboardLayoutGuide",
      ])
  }
}

/// The keyboard's boxed frames read as UIKit code reads them.
struct KeyboardUserInfoValueTests {
  @Test func aBoxedRectangleReadsBackAsNSValueAndAsCGRect() {
    let rect = CGRect(x: 0, y: 517, width: 393, height: 335)
    let boxed: Any = NSValue(cgRect: rect)
    #expect((boxed as? NSValue)?.cgRectValue == rect)
    #expect(boxed as? CGRect == rect)
  }

  @Test func theKeyboardCurveShiftedIntoOptionsIsRecognised() {
    let options = UIView.AnimationOptions(rawValue: 7 << 16)
    #expect(options.isKeyboardCurve)
    #expect(!UIView.AnimationOptions.curveEaseOut.isKeyboardCurve)
  }
}
