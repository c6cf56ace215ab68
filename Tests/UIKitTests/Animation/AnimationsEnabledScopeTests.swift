import Foundation
import Testing

@testable import UIKit

/// `UIView.setAnimationsEnabled(_:)` is a setting of the animation clock in effect: one per app
/// on iOS, and one per host or test clock in Bezel, so that turning animations off on one never
/// reaches another.
@MainActor
struct AnimationsEnabledScopeTests {
  @Test func turningAnimationsOffOnOneClockLeavesAnotherOn() {
    let first = CoreAnimationContext()
    let second = CoreAnimationContext()
    first.run { UIView.setAnimationsEnabled(false) }
    #expect(first.run { UIView.areAnimationsEnabled } == false)
    #expect(second.run { UIView.areAnimationsEnabled } == true)
  }

  @Test func aBlockOnAClockWithAnimationsOffChangesAtOnce() {
    let clock = CoreAnimationContext()
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    clock.run {
      UIView.setAnimationsEnabled(false)
      UIView.animate(withDuration: 1) { view.alpha = 0.5 }
    }
    // With animations off, "changes … are reflected immediately instead of being animated"
    // (UIView.setAnimationsEnabled documentation): no animation is added.
    #expect(view.layer.animationKeys() == nil || view.layer.animationKeys()?.isEmpty == true)
    #expect(view.alpha == 0.5)
  }
}
