import UIKit

// The controls made of a row of parts: a segmented control's segments, a stepper's halves, a page
// control's indicators. Each is laid out by the control's own geometry, so the drawing mirrors
// where the control does.

extension ControlMarks {
  // MARK: - Segmented control

  /// The corner radius of iOS 13's platter and of its selected segment, inset 2 points in it
  /// (models: iOS does not publish them; about 9 and 7 points at the 32-point height).
  static let platterRadius: CGFloat = 9
  static let selectionRadius: CGFloat = 7
  static let selectionInset: CGFloat = 2

  /// The selected segment's fill: white in light mode, a grey in dark mode (a model).
  static let selectedSegment = UIColor { traits in
    traits.userInterfaceStyle == .dark
      ? UIColor(red: 99 / 255, green: 99 / 255, blue: 102 / 255, alpha: 1) : .white
  }

  /// A segmented control's segments, their titles and the selection.
  ///
  /// iOS 13 and later: a grey platter, the selected segment a raised white rectangle inside it,
  /// hairline dividers between unselected segments, titles in the label colour (semibold when
  /// selected, a model). iOS 7 to 12: an outline in the tint colour, the selected segment filled
  /// with it and its title white, the others' titles in the tint colour.
  static func segmented(_ control: UISegmentedControl) -> [SnapshotMark] {
    let frames = control.segmentFrames
    guard !frames.isEmpty else { return [] }
    let bounds = CGRect(origin: .zero, size: control.bounds.size)
    let selected = control.selectedSegmentIndex
    let flat = control.controlMetrics == .iOS7
    let tint = control.tintColor ?? .systemBlue
    var marks: [SnapshotMark] = []
    if flat {
      marks.append(shape(bounds, radius: 4, fill: nil, stroke: tint, in: control))
      if frames.indices.contains(selected) {
        marks.append(shape(frames[selected], radius: 0, fill: tint, in: control))
      }
    } else {
      marks.append(shape(bounds, radius: platterRadius, fill: .tertiarySystemFill, in: control))
      if frames.indices.contains(selected) {
        let frame = frames[selected].insetBy(dx: selectionInset, dy: selectionInset)
        marks.append(
          shape(
            frame, radius: selectionRadius,
            fill: control.selectedSegmentTintColor ?? selectedSegment, in: control))
      }
    }
    // A divider where two segments meet, unless one of them is selected (iOS 13 and later).
    for index in frames.indices.dropFirst()
    where flat || (index != selected && index - 1 != selected) {
      let a = frames[index - 1]
      let b = frames[index]
      let x = a.maxX == b.minX || abs(a.maxX - b.minX) < abs(b.maxX - a.minX) ? a.maxX : a.minX
      let height = flat ? bounds.height : bounds.height / 2
      let divider = CGRect(x: x - 0.5, y: bounds.midY - height / 2, width: 1, height: height)
      marks.append(shape(divider, radius: 0, fill: flat ? tint : .systemGray4, in: control))
    }
    for (index, frame) in frames.enumerated() {
      let isSelected = index == selected
      if let image = control.imageForSegment(at: index) {
        let size = image.size
        let imageFrame = CGRect(
          x: frame.midX - size.width / 2, y: frame.midY - size.height / 2, width: size.width,
          height: size.height)
        marks.append(MarkCapture.mark(image, frame: imageFrame, tint: control))
        continue
      }
      guard let title = control.titleForSegment(at: index), !title.isEmpty else { continue }
      let state: UIControl.State = isSelected ? .selected : .normal
      let attributes = control.titleTextAttributes(for: state)
      let size = control.controlMetrics.segmentFontSize
      let font =
        attributes?[.font] as? UIFont
        ?? UIFont.systemFont(ofSize: size, weight: isSelected && !flat ? .semibold : .regular)
      var color =
        attributes?[.foregroundColor] as? UIColor
        ?? (flat ? (isSelected ? .white : tint) : .label)
      if !control.isEnabledForSegment(at: index) { color = .tertiaryLabel }
      let box = frame.insetBy(dx: control.controlMetrics.segmentPadding / 2, dy: 0)
      if let mark = label(title, font: font, color: color, in: box, of: control) {
        marks.append(mark)
      }
    }
    return marks
  }

  // MARK: - Stepper

  /// A grey platter (an outline in the tint colour before iOS 13) split by a divider, with a
  /// minus on the leading half and a plus on the trailing one; a half that cannot step further
  /// (at its limit, without `wraps`) is dimmed, as UIKit disables it.
  static func stepper(_ stepper: UIStepper) -> [SnapshotMark] {
    let bounds = CGRect(origin: .zero, size: stepper.bounds.size)
    let flat = stepper.controlMetrics == .iOS7
    let tint = stepper.tintColor ?? .systemBlue
    var marks = [
      flat
        ? shape(bounds, radius: 4, fill: nil, stroke: tint, in: stepper)
        : shape(bounds, radius: 8, fill: .tertiarySystemFill, in: stepper)
    ]
    let height = flat ? bounds.height : bounds.height * 0.56
    marks.append(
      shape(
        CGRect(x: bounds.midX - 0.5, y: bounds.midY - height / 2, width: 1, height: height),
        radius: 0, fill: flat ? tint : .systemGray4, in: stepper))
    let rightToLeft = stepper.effectiveUserInterfaceLayoutDirection == .rightToLeft
    let half = CGSize(width: bounds.width / 2, height: bounds.height)
    let leading = CGRect(origin: CGPoint(x: rightToLeft ? half.width : 0, y: 0), size: half)
    let trailing = CGRect(origin: CGPoint(x: rightToLeft ? 0 : half.width, y: 0), size: half)
    let base: UIColor = flat ? tint : .label
    let canLower = stepper.wraps || stepper.value > stepper.minimumValue
    let canRaise = stepper.wraps || stepper.value < stepper.maximumValue
    let font = UIFont.systemFont(ofSize: 20, weight: .medium)
    for (sign, frame, enabled) in [("\u{2212}", leading, canLower), ("+", trailing, canRaise)] {
      let color = enabled ? base : UIColor.tertiaryLabel
      if let mark = label(sign, font: font, color: color, in: frame, of: stepper) {
        marks.append(mark)
      }
    }
    return marks
  }

  // MARK: - Page control

  /// One indicator per page, the era's diameter on its pitch, centred in the control.
  ///
  /// The current page's is in `currentPageIndicatorTintColor`, the others in
  /// `pageIndicatorTintColor` (by default white and translucent white, as on iOS: a page control
  /// on a white background shows nothing). The first page is on the leading side unless `direction` says otherwise.
  static func pages(_ control: UIPageControl) -> [SnapshotMark] {
    let count = control.numberOfPages
    guard count > 0, control.showsIndicators, count <= 10_000 else { return [] }
    let metrics = control.controlMetrics
    let diameter = metrics.pageIndicatorDiameter
    let pitch = metrics.pageIndicatorPitch
    let row = CGFloat(count - 1) * pitch + diameter
    let bounds = CGRect(origin: .zero, size: control.bounds.size)
    let startX = bounds.midX - row / 2
    let reversed: Bool
    switch control.direction {
    case .natural: reversed = control.effectiveUserInterfaceLayoutDirection == .rightToLeft
    case .rightToLeft: reversed = true
    default: reversed = false
    }
    let current = control.currentPageIndicatorTintColor ?? .white
    let other = control.pageIndicatorTintColor ?? UIColor.white.withAlphaComponent(0.3)
    return (0..<count).map { page in
      let slot = reversed ? count - 1 - page : page
      let frame = CGRect(
        x: startX + CGFloat(slot) * pitch, y: bounds.midY - diameter / 2, width: diameter,
        height: diameter)
      return shape(frame, fill: page == control.currentPage ? current : other, in: control)
    }
  }
}
