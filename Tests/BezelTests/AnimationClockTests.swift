import Bezel
import Testing
import UIKit

/// Bezel's clock and the display link it offers in place of `init(target:selector:)`.
@MainActor
@Suite struct AnimationClockTests {
  /// One second of the clock passes 60 display frames; the handler hears each with the link.
  @Test func aDisplayLinkWithAHandlerFiresEachFrameOfTheClock() {
    var frames: [CFTimeInterval] = []
    let link = CADisplayLink(handler: { frames.append($0.timestamp) })
    link.add(to: .main, forMode: .common)
    AnimationClock.advance(by: 1)
    link.invalidate()
    #expect(frames.count == 60)
    #expect(frames == frames.sorted())
  }

  /// A view animated by a display link, as a custom progress animation is: each frame sets a
  /// width from the clock, and the last frame of a 0.25 s run leaves the final width.
  @Test func aDisplayLinkDrivesAViewFromTheClock() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 4))
    let start = AnimationClock.now
    let link = CADisplayLink(handler: { link in
      let progress = min(1, (link.timestamp - start) / 0.25)
      view.frame.size.width = 200 * progress
      if progress >= 1 { link.invalidate() }
    })
    link.add(to: .main, forMode: .common)
    AnimationClock.advance(by: 0.5)
    #expect(view.frame.width == 200)
  }
}
