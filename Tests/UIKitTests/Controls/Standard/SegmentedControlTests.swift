import Foundation
import Testing

@testable import UIKit

/// UISegmentedControl: segments, selection, widths and taps, in both layout directions.
@MainActor
struct SegmentedControlTests {
  private let model = FixedAdvanceTextModel()

  @Test func itemsMakeSegments() {
    let control = UISegmentedControl(items: [
      "One", "Two", UIImage(size: CGSize(width: 10, height: 10)),
    ])
    #expect(control.numberOfSegments == 3)
    #expect(control.titleForSegment(at: 1) == "Two")
    #expect(control.imageForSegment(at: 2) != nil)
    #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
  }

  // Each segment is as wide as the widest title plus 12 points each side (the iOS 13 model):
  // "Three" is 50 points in the fixed model, so 74 per segment, 222 for three, 32 tall.
  @Test func segmentsShareTheWidestWidth() {
    TextMeasurement.withModel(model) {
      let control = UISegmentedControl(items: ["One", "Two", "Three"])
      #expect(control.intrinsicContentSize == CGSize(width: 222, height: 32))
      control.apportionsSegmentWidthsByContent = true
      // 30 + 24, 30 + 24, 50 + 24.
      #expect(control.intrinsicContentSize == CGSize(width: 182, height: 32))
    }
  }

  @Test func aSetWidthIsKept() {
    TextMeasurement.withModel(model) {
      let control = UISegmentedControl(items: ["One", "Two"])
      control.setWidth(100, forSegmentAt: 0)
      #expect(control.widthForSegment(at: 0) == 100)
      #expect(control.widthForSegment(at: 1) == 0)
      #expect(control.intrinsicContentSize.width == 154)  // 100 + (30 + 24)
    }
  }

  @Test(arguments: [false, true]) func segmentsRunFromTheLeadingEdge(_ rightToLeft: Bool) {
    let control = UISegmentedControl(items: ["A", "B"])
    if rightToLeft { control.semanticContentAttribute = .forceRightToLeft }
    control.frame = CGRect(x: 0, y: 0, width: 200, height: 32)
    let first = control.segmentFrames[0]
    #expect(first.width == 100)
    #expect(first.minX == (rightToLeft ? 100 : 0))
  }

  @Test func aTapSelectsASegmentAndSendsValueChanged() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    let action = UIAction(title: "B") { _ in }
    let control = UISegmentedControl(
      frame: CGRect(x: 0, y: 0, width: 200, height: 32),
      actions: [UIAction(title: "A") { _ in }, action])
    window.addSubview(control)
    var sent: [Int] = []
    control.addAction(
      UIAction { _ in sent.append(control.selectedSegmentIndex) }, for: .valueChanged)
    let finger = Finger(window: window)
    finger.down(at: CGPoint(x: 150, y: 16))
    finger.up(at: CGPoint(x: 150, y: 16))
    #expect(sent == [1])
    #expect(control.segmentIndex(identifiedBy: action.identifier) == 1)
  }

  @Test func insertingAndRemovingKeepTheSelection() {
    let control = UISegmentedControl(items: ["A", "B"])
    control.selectedSegmentIndex = 1
    control.insertSegment(withTitle: "Z", at: 0, animated: false)
    #expect(control.selectedSegmentIndex == 2 && control.titleForSegment(at: 0) == "Z")
    control.insertSegment(withTitle: "End", at: 99, animated: false)
    #expect(control.titleForSegment(at: 3) == "End")
    control.removeSegment(at: 2, animated: false)
    #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
    control.removeAllSegments()
    #expect(control.numberOfSegments == 0)
  }

  @Test func anIndexBeyondTheSegmentsRaisesAndChangesNothing() {
    let control = UISegmentedControl(items: ["A"])
    let messages = UIKitDiagnostics.capturing { control.selectedSegmentIndex = 3 }
    #expect(messages.count == 1)
    #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
  }

  @Test func titleAttributesAreKeptPerState() {
    TextMeasurement.withModel(model) {
      let control = UISegmentedControl(items: ["A"])
      let key = NSAttributedString.Key("NSFont")
      control.setTitleTextAttributes([key: UIFont.systemFont(ofSize: 20)], for: .normal)
      #expect(control.titleTextAttributes(for: .normal)?[key] is UIFont)
    }
  }
}
