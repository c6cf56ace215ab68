import Foundation
import Testing

@testable import UIKit

/// The appearance images and offsets segmented controls, steppers and page controls keep per
/// state, bar metrics and page (UISegmentedControl.h, UIStepper.h, UIPageControl.h).
@MainActor @Suite struct ControlAppearanceImageTests {
  let image = UIImage(size: CGSize(width: 4, height: 4))
  let other = UIImage(size: CGSize(width: 6, height: 6))

  @Test func aSegmentedControlKeepsBackgroundImagesPerStateAndMetrics() {
    let control = UISegmentedControl(items: ["A", "B"])
    control.setBackgroundImage(image, for: .selected, barMetrics: .default)
    control.setBackgroundImage(other, for: .selected, barMetrics: .compact)
    #expect(control.backgroundImage(for: .selected, barMetrics: .default) === image)
    #expect(control.backgroundImage(for: .selected, barMetrics: .compact) === other)
    #expect(control.backgroundImage(for: .normal, barMetrics: .default) == nil)
  }

  @Test func aSegmentedControlKeepsDividerImagesPerStatePair() {
    let control = UISegmentedControl(items: ["A", "B"])
    control.setDividerImage(
      image, forLeftSegmentState: .selected, rightSegmentState: .normal, barMetrics: .default)
    #expect(
      control.dividerImage(
        forLeftSegmentState: .selected, rightSegmentState: .normal, barMetrics: .default)
        === image)
    #expect(
      control.dividerImage(
        forLeftSegmentState: .normal, rightSegmentState: .selected, barMetrics: .default) == nil)
  }

  @Test func aSegmentsContentOffsetIsZeroUntilSet() {
    let control = UISegmentedControl(items: ["A", "B"])
    #expect(control.contentOffsetForSegment(at: 1) == .zero)
    control.setContentOffset(CGSize(width: 2, height: -1), forSegmentAt: 1)
    #expect(control.contentOffsetForSegment(at: 1) == CGSize(width: 2, height: -1))
    #expect(control.contentOffsetForSegment(at: 0) == .zero)
    // Outside the segments: nothing set, zero read.
    control.setContentOffset(CGSize(width: 9, height: 9), forSegmentAt: 5)
    #expect(control.contentOffsetForSegment(at: 5) == .zero)
    #expect(control.contentOffsetForSegment(at: -1) == .zero)
  }

  @Test func aStepperKeepsDividerImagesPerStatePair() {
    let stepper = UIStepper()
    stepper.setDividerImage(image, forLeftSegmentState: .highlighted, rightSegmentState: .normal)
    #expect(
      stepper.dividerImage(forLeftSegmentState: .highlighted, rightSegmentState: .normal)
        === image)
    #expect(stepper.dividerImage(forLeftSegmentState: .normal, rightSegmentState: .normal) == nil)
  }

  @Test func aPageControlKeepsCurrentPageIndicatorImagesPerPage() {
    let control = UIPageControl()
    control.numberOfPages = 3
    control.setCurrentPageIndicatorImage(image, forPage: 2)
    #expect(control.currentPageIndicatorImage(forPage: 2) === image)
    #expect(control.currentPageIndicatorImage(forPage: 0) == nil)
  }

  // UIPageControl.h: none 0, discrete 1, continuous 2; none before any interaction.
  @Test func interactionStatesHaveApplesRawValues() {
    #expect(
      [UIPageControl.InteractionState.none, .discrete, .continuous].map(\.rawValue) == [0, 1, 2])
    #expect(UIPageControl().interactionState == .none)
  }
}
