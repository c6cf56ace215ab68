import UIKit

/// The parts the standard controls draw, as drawings show them: filled rounded rectangles and
/// text placed by the controls' own geometry (a slider's `trackRect(forBounds:)` and
/// `thumbRect(forBounds:trackRect:value:)`, a segmented control's segment frames, a page
/// control's indicators on the era's pitch).
///
/// The colours are the defaults UIKit documents where it does (a switch's track is green when
/// on, a slider's minimum track and a progress bar take the tint colour); the shades it leaves
/// unpublished — the grey of an off track, a segmented control's platter — are models: the
/// system fill and grey colours nearest what iOS 13 and later draw. A disabled control is drawn at
/// half opacity, as UIKit dims it (a model of the dimming). Images in segments are drawn as
/// placeholders of their size.
@MainActor
enum ControlMarks {
  /// The marks of a standard control; none for the others.
  static func marks(of control: UIControl) -> [SnapshotMark] {
    let marks: [SnapshotMark]
    switch control {
    case let toggle as UISwitch: marks = self.toggle(toggle)
    case let slider as UISlider: marks = self.slider(slider)
    case let segmented as UISegmentedControl: marks = self.segmented(segmented)
    case let stepper as UIStepper: marks = self.stepper(stepper)
    case let pages as UIPageControl: marks = self.pages(pages)
    case let picker as UIDatePicker: marks = datePicker(picker)
    case let well as UIColorWell: marks = colorWell(well)
    default: return []
    }
    return control.isEnabled ? marks : marks.map(dimmed)
  }

  // MARK: - Colours

  /// `color` resolved for `view`'s traits.
  static func paint(_ color: UIColor, in view: UIView) -> SnapshotColor? {
    SnapshotText.color(color, in: view)
  }

  /// The grey of an unfilled track: an off switch's, a slider's maximum track, a progress
  /// view's track (a model: systemGray5, 229 229 234 in light mode).
  static let trackGrey = UIColor.systemGray5

  /// The outline that keeps a white thumb visible on a white background, where iOS draws a
  /// shadow (a model).
  static let thumbOutline = UIColor.systemGray4

  /// A mark at half its opacity.
  static func dimmed(_ mark: SnapshotMark) -> SnapshotMark {
    func half(_ color: SnapshotColor?) -> SnapshotColor? {
      guard var color else { return nil }
      color.alpha /= 2
      return color
    }
    switch mark {
    case .shape(let frame, let radius, let fill, let stroke):
      return .shape(frame: frame, radius: radius, fill: half(fill), stroke: half(stroke))
    case .text(var text, let frame):
      text.color = half(text.color)
      return .text(text, frame: frame)
    case .symbol(let frame, let color):
      return .symbol(frame: frame, color: half(color) ?? color)
    case .image:
      return mark
    }
  }

  /// A filled capsule or rounded rectangle.
  static func shape(
    _ frame: CGRect, radius: CGFloat? = nil, fill: UIColor?, stroke: UIColor? = nil, in view: UIView
  ) -> SnapshotMark {
    .shape(
      frame: frame, radius: radius ?? min(frame.width, frame.height) / 2,
      fill: fill.flatMap { paint($0, in: view) }, stroke: stroke.flatMap { paint($0, in: view) })
  }

  /// A line of `text` centred in `frame`, in `font` and `color`.
  static func label(
    _ text: String, font: UIFont, color: UIColor, in frame: CGRect, of view: UIView
  ) -> SnapshotMark? {
    guard
      var snapshot = SnapshotText(
        text, font: font, numberOfLines: 1, size: frame.size, alignment: .center,
        model: WindowContext.textModel(in: view.window))
    else { return nil }
    snapshot.color = paint(color, in: view)
    return .text(snapshot, frame: frame)
  }

  // MARK: - Switch

  /// The track, green (or `onTintColor`) when on and grey when off, and the white thumb at the
  /// trailing end when on, the leading end when off: a switch mirrors in a right-to-left layout.
  static func toggle(_ toggle: UISwitch) -> [SnapshotMark] {
    let bounds = CGRect(origin: .zero, size: toggle.bounds.size)
    let track = toggle.isOn ? toggle.onTintColor ?? .systemGreen : trackGrey
    // The thumb is inset 2 points from the track (a model of iOS 7 to 18's 27-point thumb in a
    // 31-point track).
    let diameter = max(bounds.height - 4, 0)
    let trailing =
      toggle.effectiveUserInterfaceLayoutDirection == .rightToLeft ? !toggle.isOn : toggle.isOn
    let thumb = CGRect(
      x: trailing ? bounds.maxX - 2 - diameter : bounds.minX + 2, y: bounds.midY - diameter / 2,
      width: diameter, height: diameter)
    return [
      shape(bounds, fill: track, in: toggle),
      shape(thumb, fill: toggle.thumbTintColor ?? .white, stroke: thumbOutline, in: toggle),
    ]
  }

  // MARK: - Slider

  /// The track in two parts, the minimum side in `minimumTrackTintColor` (the tint colour by
  /// default) and the maximum side grey, and the thumb over them.
  static func slider(_ slider: UISlider) -> [SnapshotMark] {
    let bounds = slider.bounds
    let origin = CGPoint(x: -bounds.minX, y: -bounds.minY)
    let trackInBounds = slider.trackRect(forBounds: bounds)
    let track = trackInBounds.offsetBy(dx: origin.x, dy: origin.y)
    let thumb = slider.thumbRect(forBounds: bounds, trackRect: trackInBounds, value: slider.value)
      .offsetBy(dx: origin.x, dy: origin.y)
    let split = min(max(thumb.midX, track.minX), track.maxX)
    var left = track
    left.size.width = split - track.minX
    var right = track
    right.origin.x = split
    right.size.width = track.maxX - split
    let rightToLeft = slider.effectiveUserInterfaceLayoutDirection == .rightToLeft
    let minimum = slider.minimumTrackTintColor ?? slider.tintColor ?? .systemBlue
    let maximum = slider.maximumTrackTintColor ?? trackGrey
    var marks = [
      shape(track, fill: maximum, in: slider),
      shape(rightToLeft ? right : left, fill: minimum, in: slider),
    ]
    if let image = slider.minimumValueImage {
      let frame = slider.minimumValueImageRect(forBounds: bounds)
      marks.append(
        MarkCapture.mark(image, frame: frame.offsetBy(dx: origin.x, dy: origin.y), tint: slider))
    }
    if let image = slider.maximumValueImage {
      let frame = slider.maximumValueImageRect(forBounds: bounds)
      marks.append(
        MarkCapture.mark(image, frame: frame.offsetBy(dx: origin.x, dy: origin.y), tint: slider))
    }
    marks.append(
      shape(thumb, fill: slider.thumbTintColor ?? .white, stroke: thumbOutline, in: slider))
    return marks
  }

  // MARK: - Progress view and activity indicator

  /// The grey track across the view and the bar from the leading edge to the progress, in
  /// `progressTintColor` (the tint colour by default); the `.bar` style has no track.
  static func progress(_ view: UIProgressView) -> [SnapshotMark] {
    let bounds = CGRect(origin: .zero, size: view.bounds.size)
    let filled = bounds.width * CGFloat(min(max(view.progress, 0), 1))
    let rightToLeft = view.effectiveUserInterfaceLayoutDirection == .rightToLeft
    let bar = CGRect(
      x: rightToLeft ? bounds.maxX - filled : bounds.minX, y: bounds.minY, width: filled,
      height: bounds.height)
    var marks: [SnapshotMark] = []
    if view.progressViewStyle != .bar {
      marks.append(shape(bounds, fill: view.trackTintColor ?? trackGrey, in: view))
    }
    if filled > 0 {
      marks.append(
        shape(bar, fill: view.progressTintColor ?? view.tintColor ?? .systemBlue, in: view))
    }
    return marks
  }

  /// A spinning indicator as a symbol of the style's size in its colour, centred; nothing while
  /// stopped and hidden (UIKit hides a stopped indicator with `hidesWhenStopped`).
  static func spinner(_ view: UIActivityIndicatorView) -> [SnapshotMark] {
    guard view.isAnimating || !view.hidesWhenStopped else { return [] }
    let size = view.sizeThatFits(.zero)
    let frame = CGRect(
      x: (view.bounds.width - size.width) / 2, y: (view.bounds.height - size.height) / 2,
      width: size.width, height: size.height)
    let color =
      paint(view.color ?? .gray, in: view) ?? SnapshotColor(red: 0.5, green: 0.5, blue: 0.5)
    return [.symbol(frame: frame, color: color)]
  }
}
