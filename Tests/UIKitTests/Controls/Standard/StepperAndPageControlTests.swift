import Foundation
import QuartzCore
import Testing

@testable import UIKit

/// UIStepper's steps and autorepeat, and UIPageControl's pages and size.
@MainActor
@Suite(.ownAnimationClock)
struct StepperAndPageControlTests {
  private func hosted<Control: UIControl>(_ control: Control) -> (UIWindow, Finger) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    window.addSubview(control)
    return (window, Finger(window: window))
  }

  @Test func aStepperIsTheErasSize() {
    #expect(UIStepper().frame.size == CGSize(width: 94, height: 32))
    #expect(UIStepper().intrinsicContentSize == CGSize(width: 94, height: 32))
  }

  // The trailing half adds a step, the leading half takes one away; right to left they swap.
  @Test(arguments: [false, true]) func eachHalfSteps(_ rightToLeft: Bool) {
    let stepper = UIStepper()
    if rightToLeft { stepper.semanticContentAttribute = .forceRightToLeft }
    let (window, finger) = hosted(stepper)
    finger.down(at: CGPoint(x: 80, y: 16))
    finger.up(at: CGPoint(x: 80, y: 16))
    #expect(stepper.value == (rightToLeft ? 0 : 1))
    withExtendedLifetime(window) {}
  }

  @Test func aStepperWrapsWhenAsked() {
    let stepper = UIStepper()
    stepper.maximumValue = 3
    stepper.value = 3
    stepper.wraps = true
    let (window, finger) = hosted(stepper)
    finger.down(at: CGPoint(x: 80, y: 16))
    finger.up(at: CGPoint(x: 80, y: 16))
    #expect(stepper.value == 0)
    withExtendedLifetime(window) {}
  }

  // Held, the step repeats after 0.5 s and then every 0.1 s: 1 at once, 2 at 0.5 s, 3 at 0.6 s.
  @Test func aHeldHalfRepeatsOnTheClock() {
    let stepper = UIStepper()
    var sent = 0
    stepper.addAction(UIAction { _ in sent += 1 }, for: .valueChanged)
    let (window, finger) = hosted(stepper)
    finger.down(at: CGPoint(x: 80, y: 16))
    #expect(stepper.value == 1)
    CoreAnimationContext.current.advance(by: 0.5)
    #expect(stepper.value == 2)
    CoreAnimationContext.current.advance(by: 0.1)
    #expect(stepper.value == 3)
    finger.up(at: CGPoint(x: 80, y: 16))
    CoreAnimationContext.current.advance(by: 1)
    #expect(stepper.value == 3 && sent == 3)
    withExtendedLifetime(window) {}
  }

  @Test func aNonPositiveStepRaisesAndChangesNothing() {
    let stepper = UIStepper()
    let messages = UIKitDiagnostics.capturing { stepper.stepValue = 0 }
    #expect(messages.count == 1 && stepper.stepValue == 1)
  }

  // The iOS 14 model: 8-point indicators 16 apart and 8 points each side, 26 tall:
  // 3 pages are 3 × 16 − 8 + 16 = 56 wide.
  @Test func aPageControlSizesToItsPages() {
    let pages = UIPageControl()
    #expect(pages.size(forNumberOfPages: 3) == CGSize(width: 56, height: 26))
    #expect(pages.size(forNumberOfPages: 0) == CGSize(width: 0, height: 26))
    pages.numberOfPages = 3
    #expect(pages.intrinsicContentSize == CGSize(width: 56, height: 26))
  }

  // The iOS 7 model: 7-point dots 16 apart, 37 tall: 3 pages are 3 × 16 − 9 = 39 wide.
  @Test func theClassicPageControlIsNarrower() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    window.context.controlMetrics = .iOS7
    let pages = UIPageControl()
    window.addSubview(pages)
    #expect(pages.size(forNumberOfPages: 3) == CGSize(width: 39, height: 37))
  }

  @Test func theCurrentPageStaysWithinThePages() {
    let pages = UIPageControl()
    pages.numberOfPages = 3
    pages.currentPage = 7
    #expect(pages.currentPage == 2)
    pages.numberOfPages = 2
    #expect(pages.currentPage == 1)
    pages.hidesForSinglePage = true
    pages.numberOfPages = 1
    #expect(!pages.showsIndicators)
  }

  @Test func aTapOnTheTrailingSideMovesToTheNextPage() {
    let pages = UIPageControl(frame: CGRect(x: 0, y: 0, width: 300, height: 26))
    pages.numberOfPages = 3
    var sent: [Int] = []
    pages.addAction(UIAction { _ in sent.append(pages.currentPage) }, for: .valueChanged)
    let (window, finger) = hosted(pages)
    finger.down(at: CGPoint(x: 250, y: 13))
    finger.up(at: CGPoint(x: 250, y: 13))
    #expect(sent == [1])
    withExtendedLifetime(window) {}
  }
}
