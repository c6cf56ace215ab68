import Foundation

// Display links on the virtual clock: each fires at the display frames the clock passes.

extension CoreAnimationContext {
  /// The media time of display frame `frame`, counted from 0.
  func time(ofFrame frame: Int) -> CFTimeInterval {
    Double(frame) / Double(framesPerSecond)
  }

  /// The first display frame after media time `time`, the inverse of ``time(ofFrame:)``.
  ///
  /// A clock moved past what an `Int` counts in frames (it may advance by any finite time)
  /// gives a frame far beyond every other instead of trapping.
  func frame(after time: CFTimeInterval) -> Int {
    let frame = (time * Double(framesPerSecond) + Self.endTolerance).rounded(.down) + 1
    return frame < Double(Int.max / 2) ? Int(frame) : Int.max / 2
  }

  func addDisplayLink(_ link: CADisplayLink) {
    if !displayLinks.contains(where: { $0 === link }) { displayLinks.append(link) }
  }

  func removeDisplayLink(_ link: CADisplayLink) {
    displayLinks.removeAll { $0 === link }
  }

  /// The time of the next frame an active link fires at.
  func nextDisplayFrameTime() -> CFTimeInterval? {
    let frame = displayLinks.lazy.filter(\.isActive).map(\.nextFrame).min()
    return frame.map { time(ofFrame: $0) }
  }

  /// Fires every active link whose next frame is at `time`, in the order they were added, then
  /// runs the work they queued for the next turn of the run loop.
  func fireDisplayLinks(at time: CFTimeInterval) {
    mediaTime = max(mediaTime, time)
    let due = displayLinks.filter {
      $0.isActive && self.time(ofFrame: $0.nextFrame) <= time + Self.endTolerance
    }
    for link in due where link.isActive { link.fire(at: time) }
    runPendingWork()
  }
}
