import Foundation

/// A horizontal control of segments, each a button with a title or an image, one of which may
/// be selected.
///
/// Its intrinsic height is its era's (`UIControlMetrics.segmentedControlHeight`); its intrinsic
/// width is the sum of its segments' widths (`UISegmentedControl+Layout.swift`).
@MainActor @preconcurrency
open class UISegmentedControl: UIControl {
  /// The index that stands for no selected segment.
  public static let noSegment = -1

  /// One segment's content and settings.
  struct SegmentContent {
    var title: String?
    var image: UIImage?
    var action: UIAction?
    var width: CGFloat = 0
    var isEnabled = true
    var contentOffset = CGSize.zero
  }

  var segments: [SegmentContent] = []
  var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]
  private var appearanceImages: [ControlImageKey: UIImage] = [:]
  private var dividerImages: [ControlImageKey: UIImage] = [:]
  private var storedSelectedSegmentIndex = UISegmentedControl.noSegment

  /// Creates a control with a segment per item: a `String` is a title, a `UIImage` an image.
  public convenience init(items: [Any]?) {
    self.init(frame: .zero)
    for item in items ?? [] {
      if let title = item as? String {
        segments.append(SegmentContent(title: title))
      } else if let image = item as? UIImage {
        segments.append(SegmentContent(image: image))
      }
    }
    frame.size = intrinsicContentSize
  }

  /// Creates a control with a segment per action, its title and image the action's; choosing a
  /// segment performs its action.
  public convenience init(frame: CGRect, actions: [UIAction]) {
    self.init(frame: frame)
    segments = actions.map { SegmentContent(title: $0.title, image: $0.image, action: $0) }
  }

  /// The number of segments.
  open var numberOfSegments: Int { segments.count }

  /// The selected segment, or `UISegmentedControl.noSegment`.
  ///
  /// Setting an index outside the segments raises `NSRangeException` and changes nothing.
  open var selectedSegmentIndex: Int {
    get { storedSelectedSegmentIndex }
    set {
      guard newValue == Self.noSegment || segments.indices.contains(newValue) else {
        return UIKitDiagnostics.raise(
          "NSRangeException",
          "selectedSegmentIndex \(newValue) is beyond the bounds of \(segments.count) segments")
      }
      storedSelectedSegmentIndex = newValue
    }
  }

  /// Whether a segment shows selected only while touched (default `false`).
  open var isMomentary = false
  /// Whether each segment is as wide as its content rather than all as wide (default `false`).
  open var apportionsSegmentWidthsByContent = false {
    didSet { invalidateIntrinsicContentSize() }
  }
  /// The colour of the selected segment (iOS 13).
  open var selectedSegmentTintColor: UIColor?
  /// The content offsets set per segment type and bar metrics, by their raw values.
  private var contentAdjustments: [Int: UIOffset] = [:]

  /// Sets how far the content of segments of `leftCenterRightOrAlone` type is moved for
  /// `barMetrics` (stored; nothing is drawn).
  open func setContentPositionAdjustment(
    _ adjustment: UIOffset, forSegmentType leftCenterRightOrAlone: Segment,
    barMetrics: UIBarMetrics
  ) {
    contentAdjustments[leftCenterRightOrAlone.rawValue * 1000 + barMetrics.rawValue] = adjustment
  }

  /// How far the content of segments of `leftCenterRightOrAlone` type is moved for
  /// `barMetrics`; `.zero` unless set.
  open func contentPositionAdjustment(
    forSegmentType leftCenterRightOrAlone: Segment, barMetrics: UIBarMetrics
  ) -> UIOffset {
    contentAdjustments[leftCenterRightOrAlone.rawValue * 1000 + barMetrics.rawValue] ?? .zero
  }

  // MARK: Segments

  /// Inserts a segment titled `title` at `segment`, clamped to the segments' range.
  open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
    insert(SegmentContent(title: title), at: segment)
  }

  /// Inserts a segment showing `image` at `segment`, clamped to the segments' range.
  open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
    insert(SegmentContent(image: image), at: segment)
  }

  /// Inserts a segment for `action` at `segment`, clamped to the segments' range.
  open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
    insert(SegmentContent(title: action.title, image: action.image, action: action), at: segment)
  }

  private func insert(_ content: SegmentContent, at segment: Int) {
    let index = min(max(segment, 0), segments.count)
    segments.insert(content, at: index)
    if storedSelectedSegmentIndex >= index { storedSelectedSegmentIndex += 1 }
    invalidateIntrinsicContentSize()
  }

  /// Removes the segment at `segment`; an index outside the segments does nothing.
  open func removeSegment(at segment: Int, animated: Bool) {
    guard segments.indices.contains(segment) else { return }
    segments.remove(at: segment)
    if storedSelectedSegmentIndex == segment {
      storedSelectedSegmentIndex = Self.noSegment
    } else if storedSelectedSegmentIndex > segment {
      storedSelectedSegmentIndex -= 1
    }
    invalidateIntrinsicContentSize()
  }

  /// Removes every segment.
  open func removeAllSegments() {
    segments.removeAll()
    storedSelectedSegmentIndex = Self.noSegment
    invalidateIntrinsicContentSize()
  }

  /// Sets the title of a segment (which then shows no image).
  open func setTitle(_ title: String?, forSegmentAt segment: Int) {
    update(segment) {
      $0.title = title
      $0.image = nil
    }
  }

  open func titleForSegment(at segment: Int) -> String? {
    segments.indices.contains(segment) ? segments[segment].title : nil
  }

  /// Sets the image of a segment (which then shows no title).
  open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
    update(segment) {
      $0.image = image
      $0.title = nil
    }
  }

  open func imageForSegment(at segment: Int) -> UIImage? {
    segments.indices.contains(segment) ? segments[segment].image : nil
  }

  /// Sets a segment's width; 0 (the default) sizes it automatically.
  open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
    update(segment) { $0.width = max(width, 0) }
  }

  /// The width set for a segment; 0 when it is sized automatically.
  open func widthForSegment(at segment: Int) -> CGFloat {
    segments.indices.contains(segment) ? segments[segment].width : 0
  }

  open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
    update(segment) { $0.isEnabled = enabled }
  }

  open func isEnabledForSegment(at segment: Int) -> Bool {
    segments.indices.contains(segment) ? segments[segment].isEnabled : false
  }

  /// Replaces a segment's action, title and image with `action`'s.
  open func setAction(_ action: UIAction, forSegmentAt segment: Int) {
    update(segment) {
      $0.action = action
      $0.title = action.title
      $0.image = action.image
    }
  }

  open func actionForSegment(at segment: Int) -> UIAction? {
    segments.indices.contains(segment) ? segments[segment].action : nil
  }

  /// The index of the segment whose action has `identifier`, or `noSegment`.
  open func segmentIndex(identifiedBy identifier: UIAction.Identifier) -> Int {
    segments.firstIndex { $0.action?.identifier == identifier } ?? Self.noSegment
  }

  /// Sets the text attributes of the titles in `state`; a font changes the segments' widths.
  open func setTitleTextAttributes(
    _ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State
  ) {
    titleAttributes[state.rawValue] = attributes
    invalidateIntrinsicContentSize()
  }

  open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
    titleAttributes[state.rawValue]
  }

  // MARK: Appearance (UISegmentedControl.h): stored, drawings show the standard look.

  /// Sets the background image for `state` and `barMetrics`.
  open func setBackgroundImage(
    _ backgroundImage: UIImage?, for state: UIControl.State, barMetrics: UIBarMetrics
  ) {
    appearanceImages[ControlImageKey(state, barMetrics)] = backgroundImage
  }
  open func backgroundImage(for state: UIControl.State, barMetrics: UIBarMetrics) -> UIImage? {
    appearanceImages[ControlImageKey(state, barMetrics)]
  }

  /// Sets the image drawn between two segments in the states given, for `barMetrics`.
  open func setDividerImage(
    _ dividerImage: UIImage?, forLeftSegmentState leftState: UIControl.State,
    rightSegmentState rightState: UIControl.State, barMetrics: UIBarMetrics
  ) {
    dividerImages[ControlImageKey(leftState, rightState, barMetrics)] = dividerImage
  }
  open func dividerImage(
    forLeftSegmentState leftState: UIControl.State, rightSegmentState rightState: UIControl.State,
    barMetrics: UIBarMetrics
  ) -> UIImage? {
    dividerImages[ControlImageKey(leftState, rightState, barMetrics)]
  }

  /// Moves a segment's title or image from the segment's centre by `offset` (zero by default);
  /// an index outside the segments does nothing.
  open func setContentOffset(_ offset: CGSize, forSegmentAt segment: Int) {
    update(segment) { $0.contentOffset = offset }
  }
  open func contentOffsetForSegment(at segment: Int) -> CGSize {
    segments.indices.contains(segment) ? segments[segment].contentOffset : .zero
  }

  /// Changes the segment at `index`; an index outside the segments does nothing, as in UIKit.
  private func update(_ index: Int, _ change: (inout SegmentContent) -> Void) {
    guard segments.indices.contains(index) else { return }
    change(&segments[index])
    invalidateIntrinsicContentSize()
    setNeedsLayout()
  }

  open override var intrinsicContentSize: CGSize { segmentedSize }

  open override func sizeThatFits(_ size: CGSize) -> CGSize { segmentedSize }

  // MARK: Touches

  /// A tap that lifts inside an enabled segment selects it; choosing another segment sends
  /// `.valueChanged` and performs the segment's action.
  open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    super.endTracking(touch, with: event)
    guard isTouchInside, let touch else { return }
    let index = segmentIndex(atX: touch.location(in: self).x)
    guard let index, segments[index].isEnabled else { return }
    let changed = index != storedSelectedSegmentIndex
    storedSelectedSegmentIndex = index
    guard changed || isMomentary else { return }
    if let action = segments[index].action { sendAction(action) }
    sendActions(for: .valueChanged)
  }
}
