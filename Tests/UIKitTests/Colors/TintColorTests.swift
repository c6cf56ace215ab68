import Foundation
import Testing

@testable import UIKit

/// Tint inheritance and `tintColorDidChange()`, as UIView.h describes them.
@MainActor
struct TintColorTests {
  @Test func aViewWithoutATintHasTheSystemBlue() {
    #expect(UIView().tintColor == .systemBlue)
  }

  @Test func aViewInheritsTheNearestTintSetAbove() {
    let root = UIView()
    let middle = UIView()
    let leaf = UIView()
    root.addSubview(middle)
    middle.addSubview(leaf)
    root.tintColor = .red
    #expect(leaf.tintColor == .red)
    middle.tintColor = .green
    #expect(leaf.tintColor == .green)
    middle.tintColor = nil
    #expect(leaf.tintColor == .red)
  }

  @Test func settingATintTellsTheViewAndThoseThatInheritIt() {
    let root = TintRecorder()
    let inheriting = TintRecorder()
    let ownTint = TintRecorder()
    let belowOwn = TintRecorder()
    root.addSubview(inheriting)
    root.addSubview(ownTint)
    ownTint.addSubview(belowOwn)
    ownTint.tintColor = .green
    for view in [root, inheriting, ownTint, belowOwn] { view.count = 0 }
    root.tintColor = .red
    #expect(root.count == 1)
    #expect(inheriting.count == 1)
    #expect(ownTint.count == 0)
    #expect(belowOwn.count == 0)
  }

  @Test func movingAViewUnderAnotherTintTellsIt() {
    let red = UIView()
    red.tintColor = .red
    let view = TintRecorder()
    red.addSubview(view)
    #expect(view.count == 1)
    let alsoRed = UIView()
    alsoRed.tintColor = .red
    alsoRed.addSubview(view)
    // Same tint: nothing to tell.
    #expect(view.count == 1)
  }

  @Test func theAdjustmentModeIsTheNearestOneSetOrNormal() {
    let root = UIView()
    let leaf = UIView()
    root.addSubview(leaf)
    #expect(leaf.tintAdjustmentMode == .normal)
    root.tintAdjustmentMode = .dimmed
    #expect(leaf.tintAdjustmentMode == .dimmed)
  }

  @Test func aDimmedTintIsAGray() {
    let view = UIView()
    view.tintColor = .red
    view.tintAdjustmentMode = .dimmed
    var white: CGFloat = -1
    var alpha: CGFloat = -1
    // Bezel's model: the red's luminance, 0.2126 (Rec. 709), as a gray.
    #expect(view.tintColor.getWhite(&white, alpha: &alpha))
    #expect(abs(white - 0.2126) < 1e-9 && alpha == 1)
  }

  @Test func tintAdjustmentModesHaveApplesRawValues() {
    #expect(UIView.TintAdjustmentMode.automatic.rawValue == 0)
    #expect(UIView.TintAdjustmentMode.dimmed.rawValue == 2)
  }
}

/// Counts `tintColorDidChange()` calls.
private final class TintRecorder: UIView {
  var count = 0
  override func tintColorDidChange() {
    super.tintColorDidChange()
    count += 1
  }
}
