import Foundation

/// A timer that fires once per frame of the display, on Bezel's virtual clock.
///
/// Apple's only initializer, `init(target:selector:)`, takes a selector, which Swift on Linux
/// does not have; Bezel's module adds `CADisplayLink(handler:)` in its place. Frames come at
/// the display's refresh rate (``CoreAnimationContext/framesPerSecond``, 60 Hz unless a host
/// says otherwise) on a grid from media time 0, as vsync does: a link fires at each frame the
/// clock passes while it is in a run loop and not paused.
open class CADisplayLink: NSObject {
  /// What the link calls each frame; the link holds it strongly, as it holds its target on iOS,
  /// until it is invalidated.
  private var handler: ((CADisplayLink) -> Void)?
  /// The run loop modes the link was added for; it fires while there is one.
  private var modes: [RunLoop.Mode] = []
  /// The frame, counted from media time 0, at which the link fires next.
  var nextFrame = 0

  /// The time of the last frame the link fired at; 0 before its first.
  open private(set) var timestamp: CFTimeInterval = 0
  /// The time of the frame the link's work will be displayed at: the next frame it fires at.
  open private(set) var targetTimestamp: CFTimeInterval = 0

  /// The time between two refreshes of the display ("The time interval between screen refresh
  /// updates"), whatever rate the link asks for.
  open var duration: CFTimeInterval { 1 / Double(CoreAnimationContext.current.framesPerSecond) }

  /// Whether the link skips frames; resuming fires at the next frame after the clock's time.
  open var isPaused = false {
    didSet {
      if oldValue && !isPaused {
        nextFrame = CoreAnimationContext.current.frame(after: CACurrentMediaTime())
      }
    }
  }

  /// The rate the link asks for; 0, the default, means the display's rate.
  open var preferredFramesPerSecond = 0

  /// The range of rates the link asks for (iOS 15); when set, it decides over
  /// ``preferredFramesPerSecond``.
  open var preferredFrameRateRange = CAFrameRateRange.default

  /// The link of `handler`: Bezel's public initializer lives in the `Bezel` module.
  package init(frameHandler handler: @escaping (CADisplayLink) -> Void) {
    self.handler = handler
    super.init()
  }

  /// Starts firing in `runloop` for `mode`; the run loop holds the link until it is
  /// invalidated or removed from every mode.
  open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
    guard handler != nil, !modes.contains(mode) else { return }
    if modes.isEmpty {
      nextFrame = CoreAnimationContext.current.frame(after: CACurrentMediaTime())
      CoreAnimationContext.current.addDisplayLink(self)
    }
    modes.append(mode)
  }

  /// Stops firing for `mode`; the link stops when it is in no mode.
  open func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
    modes.removeAll { $0 == mode }
    if modes.isEmpty { CoreAnimationContext.current.removeDisplayLink(self) }
  }

  /// Removes the link from every run loop and releases its handler; it never fires again.
  open func invalidate() {
    modes = []
    handler = nil
    CoreAnimationContext.current.removeDisplayLink(self)
  }

  /// Whether the link fires at frames: in a run loop mode, not paused, not invalidated.
  var isActive: Bool { !modes.isEmpty && !isPaused && handler != nil }

  /// How many display frames pass between two firings: the display's rate over the rate asked
  /// for, rounded, at least 1 (a rate above the display's fires every frame).
  var frameStride: Int {
    let display = Double(CoreAnimationContext.current.framesPerSecond)
    let range = preferredFrameRateRange
    let asked: Double =
      range != .default
      ? Double(range.preferred.flatMap { $0 > 0 ? $0 : nil } ?? range.maximum)
      : Double(preferredFramesPerSecond)
    guard asked > 0, asked.isFinite else { return 1 }
    return max(1, Int((display / asked).rounded()))
  }

  /// Fires for the frame at `time` and moves to the next frame the link fires at.
  func fire(at time: CFTimeInterval) {
    nextFrame += frameStride
    timestamp = time
    targetTimestamp = CoreAnimationContext.current.time(ofFrame: nextFrame)
    handler?(self)
  }
}
