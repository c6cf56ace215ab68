import Bezel
import Foundation
import Testing
import UIKit

/// Drawings show the standard controls' parts where the controls' own geometry puts them: a
/// switch's track and thumb, a slider's tracks and thumb, a segmented control's segments, a
/// stepper's halves, a page control's indicators, a progress view's bar.
@MainActor
struct SnapshotControlMarksTests {
  /// The marks of `view`, placed at `frame` in a plain controller's view on an iPhone 16 (the
  /// iOS 18 era: iOS 13's control sizes), in `direction`.
  func marks(
    of view: UIView, frame: CGRect, direction: UIUserInterfaceLayoutDirection = .leftToRight
  ) throws -> [SnapshotMark] {
    let controller = UIViewController()
    view.frame = frame
    if direction == .rightToLeft { view.semanticContentAttribute = .forceRightToLeft }
    controller.view.addSubview(view)
    let snapshot = LayoutSnapshot(DeviceHost(controller, on: DeviceCatalog.iPhone16))
    let type = String(describing: Swift.type(of: view))
    return try #require(snapshot.views.first { $0.type == type }).marks
  }

  /// The frames and fills of the shapes among `marks`.
  func shapes(_ marks: [SnapshotMark]) -> [(frame: CGRect, fill: SnapshotColor?)] {
    marks.compactMap { mark in
      guard case .shape(let frame, _, let fill, _) = mark else { return nil }
      return (frame, fill)
    }
  }

  /// The texts among `marks` with their frames.
  func texts(_ marks: [SnapshotMark]) -> [(text: String, frame: CGRect)] {
    marks.compactMap { mark in
      guard case .text(let text, let frame) = mark else { return nil }
      return (text.lines.joined(separator: "\n"), frame)
    }
  }

  // systemGreen in light mode is (52, 199, 89) (UIColor's system colours); a switch is 51 × 31,
  // its 27-point thumb 2 points in from the trailing end when on: x = 51 − 2 − 27 = 22.
  @Test(arguments: [UIUserInterfaceLayoutDirection.leftToRight, .rightToLeft])
  func onSwitchDrawsAGreenTrackWithItsThumbAtTheTrailingEnd(
    direction: UIUserInterfaceLayoutDirection
  ) throws {
    let toggle = UISwitch()
    toggle.isOn = true
    let drawn = shapes(
      try marks(
        of: toggle, frame: CGRect(x: 20, y: 100, width: 51, height: 31), direction: direction))
    #expect(drawn.count == 2)
    #expect(drawn.first?.frame == CGRect(x: 0, y: 0, width: 51, height: 31))
    #expect(drawn.first?.fill == SnapshotColor(red: 52 / 255, green: 199 / 255, blue: 89 / 255))
    let thumbX: CGFloat = direction == .leftToRight ? 22 : 2
    #expect(drawn.last?.frame == CGRect(x: thumbX, y: 2, width: 27, height: 27))
    #expect(drawn.last?.fill == SnapshotColor(red: 1, green: 1, blue: 1))
  }

  // Off, the thumb is at the leading end: x = 2 left to right, 22 right to left; the track takes
  // `onTintColor` only when on.
  @Test(arguments: [UIUserInterfaceLayoutDirection.leftToRight, .rightToLeft])
  func offSwitchDrawsItsThumbAtTheLeadingEnd(direction: UIUserInterfaceLayoutDirection) throws {
    let toggle = UISwitch()
    toggle.onTintColor = .red
    let drawn = shapes(
      try marks(
        of: toggle, frame: CGRect(x: 20, y: 100, width: 51, height: 31), direction: direction))
    let thumbX: CGFloat = direction == .leftToRight ? 2 : 22
    #expect(drawn.last?.frame == CGRect(x: thumbX, y: 2, width: 27, height: 27))
    #expect(drawn.first?.fill != SnapshotColor(red: 1, green: 0, blue: 0))
  }

  // A 200-wide slider at 0.25: the 4-point track is centred down the 31-point height
  // (y = 13.5); the 28-point thumb travels 200 − 28 = 172 points, so at 0.25 it starts at 43 and
  // its middle, where the minimum track ends, is at 57. Right to left everything mirrors: the
  // thumb starts at 200 − 43 − 28 = 129 and the minimum track runs from 143 to 200.
  @Test(arguments: [UIUserInterfaceLayoutDirection.leftToRight, .rightToLeft])
  func sliderDrawsItsMinimumTrackUpToTheThumb(direction: UIUserInterfaceLayoutDirection) throws {
    let slider = UISlider()
    slider.value = 0.25
    slider.minimumTrackTintColor = .red
    let drawn = shapes(
      try marks(
        of: slider, frame: CGRect(x: 20, y: 100, width: 200, height: 31), direction: direction))
    #expect(drawn.count == 3)
    #expect(drawn[0].frame == CGRect(x: 0, y: 13.5, width: 200, height: 4))
    let minimum =
      direction == .leftToRight
      ? CGRect(x: 0, y: 13.5, width: 57, height: 4) : CGRect(x: 143, y: 13.5, width: 57, height: 4)
    #expect(drawn[1].frame == minimum)
    #expect(drawn[1].fill == SnapshotColor(red: 1, green: 0, blue: 0))
    let thumbX: CGFloat = direction == .leftToRight ? 43 : 129
    #expect(drawn[2].frame == CGRect(x: thumbX, y: 1.5, width: 28, height: 28))
  }

  // Two equal segments of a 200-wide control are 100 wide each; the selected second one is
  // inset 2 points: (102, 2, 96, 28) left to right, (2, 2, 96, 28) right to left, where the
  // first segment is on the right. Each title is centred in its segment.
  @Test(arguments: [UIUserInterfaceLayoutDirection.leftToRight, .rightToLeft])
  func segmentedControlDrawsItsSelectedSegmentAndTitles(
    direction: UIUserInterfaceLayoutDirection
  ) throws {
    let control = UISegmentedControl(items: ["One", "Two"])
    control.selectedSegmentIndex = 1
    let drawn = try marks(
      of: control, frame: CGRect(x: 20, y: 100, width: 200, height: 32), direction: direction)
    let selection = direction == .leftToRight ? CGFloat(102) : 2
    #expect(shapes(drawn)[1].frame == CGRect(x: selection, y: 2, width: 96, height: 28))
    let titles = texts(drawn)
    #expect(titles.map(\.text) == ["One", "Two"])
    let firstMidX: CGFloat = direction == .leftToRight ? 50 : 150
    #expect(titles.first?.frame.midX == firstMidX)
  }

  // A stepper at its minimum value cannot step down: its minus is dimmed (tertiaryLabel, the
  // label colour at 30 %), its plus is not. The minus is on the leading half: centred at 23.5
  // of 94 left to right, 70.5 right to left.
  @Test(arguments: [UIUserInterfaceLayoutDirection.leftToRight, .rightToLeft])
  func stepperAtItsMinimumDimsItsMinus(direction: UIUserInterfaceLayoutDirection) throws {
    let stepper = UIStepper()
    let drawn = texts(
      try marks(
        of: stepper, frame: CGRect(x: 20, y: 100, width: 94, height: 32), direction: direction))
    #expect(drawn.map(\.text) == ["\u{2212}", "+"])
    #expect(drawn.first?.frame.midX == (direction == .leftToRight ? 23.5 : 70.5))
    let colors = try marks(of: UIStepper(), frame: CGRect(x: 20, y: 100, width: 94, height: 32))
      .compactMap { mark -> SnapshotColor? in
        guard case .text(let text, _) = mark else { return nil }
        return text.color
      }
    #expect(colors.count == 2)
    #expect(colors[0].alpha < 1)
    #expect(colors[1].alpha == 1)
  }

  // Three pages of 8-point indicators on a 16-point pitch make a 40-point row, centred in a
  // 200-wide control: from 80. The current page (1) is the middle one either way; page 0 is
  // on the leading side, x = 80 left to right and 112 right to left.
  @Test(arguments: [UIUserInterfaceLayoutDirection.leftToRight, .rightToLeft])
  func pageControlDrawsOneIndicatorPerPageFromTheLeadingSide(
    direction: UIUserInterfaceLayoutDirection
  ) throws {
    let control = UIPageControl()
    control.numberOfPages = 3
    control.currentPage = 1
    control.pageIndicatorTintColor = .gray
    control.currentPageIndicatorTintColor = .black
    let drawn = shapes(
      try marks(
        of: control, frame: CGRect(x: 0, y: 100, width: 200, height: 26), direction: direction))
    #expect(drawn.count == 3)
    #expect(
      drawn[0].frame == CGRect(x: direction == .leftToRight ? 80 : 112, y: 9, width: 8, height: 8))
    #expect(drawn[1].frame.minX == 96)
    #expect(drawn[1].fill == SnapshotColor(red: 0, green: 0, blue: 0))
  }

  // Progress 0.5 of 200 points fills 100 from the leading edge, in the progress tint.
  @Test(arguments: [UIUserInterfaceLayoutDirection.leftToRight, .rightToLeft])
  func progressViewFillsFromTheLeadingEdge(direction: UIUserInterfaceLayoutDirection) throws {
    let view = UIProgressView(progressViewStyle: .default)
    view.progress = 0.5
    view.progressTintColor = .red
    let drawn = shapes(
      try marks(of: view, frame: CGRect(x: 0, y: 100, width: 200, height: 4), direction: direction))
    #expect(drawn.count == 2)
    #expect(
      drawn[1].frame == CGRect(x: direction == .leftToRight ? 0 : 100, y: 0, width: 100, height: 4))
    #expect(drawn[1].fill == SnapshotColor(red: 1, green: 0, blue: 0))
  }

  // A disabled control is drawn at half its opacity: the on track's alpha 1 becomes 0.5.
  @Test func disabledSwitchIsDrawnAtHalfOpacity() throws {
    let toggle = UISwitch()
    toggle.isOn = true
    toggle.isEnabled = false
    let drawn = shapes(try marks(of: toggle, frame: CGRect(x: 20, y: 100, width: 51, height: 31)))
    #expect(drawn.first?.fill?.alpha == 0.5)
  }

  // A stopped indicator that hides when stopped draws nothing; a spinning one draws a symbol of
  // the medium style's 20 × 20, centred in a 40 × 40 view.
  @Test func spinningIndicatorIsASymbolOfItsStylesSize() throws {
    let indicator = UIActivityIndicatorView(style: .medium)
    indicator.startAnimating()
    let drawn = try marks(of: indicator, frame: CGRect(x: 20, y: 100, width: 40, height: 40))
    #expect(drawn.map(\.frame) == [CGRect(x: 10, y: 10, width: 20, height: 20)])
  }

  // The drawing writes each shape as a filled rectangle of class "control".
  @Test func appDrawingShowsTheControlsParts() {
    let controller = UIViewController()
    let toggle = UISwitch()
    toggle.frame.origin = CGPoint(x: 20, y: 100)
    controller.view.addSubview(toggle)
    let svg = LayoutSnapshot(DeviceHost(controller, on: DeviceCatalog.iPhone16)).svg(.app)
    #expect(svg.contains("class=\"control\""))
  }
}
