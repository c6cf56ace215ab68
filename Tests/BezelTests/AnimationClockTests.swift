import Bezel
import BezelTestSupport
import Testing
import UIKit

/// Bezel's clock and the display link it offers in place of `init(target:selector:)`.
@MainActor
@Suite(.ownAnimationClock) struct AnimationClockTests {
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

  /// An animation left running on one clock neither ends nor runs its completion when another
  /// clock moves; it ends when its own clock reaches its end.
  @Test func anAnimationLeftOnOneClockNeverEndsOnAnother() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    var ended = false
    UIView.animate(
      withDuration: 1, animations: { view.alpha = 0 }, completion: { _ in ended = true })
    AnimationClock.withOwnClock {
      #expect(AnimationClock.now == 0)
      AnimationClock.advance(by: 2)
      AnimationClock.finish()
    }
    #expect(!ended)
    #expect(AnimationClock.now == 0)
    AnimationClock.advance(by: 1)
    #expect(ended)
  }

  /// What starts on a clock of its own stays there: its completion runs as that clock moves,
  /// and the enclosing clock has nothing left to run.
  @Test func anAnimationStartedOnAnOwnClockEndsOnIt() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    var ended = false
    AnimationClock.withOwnClock {
      UIView.animate(
        withDuration: 0.5, animations: { view.alpha = 0 }, completion: { _ in ended = true })
      AnimationClock.advance(by: 0.5)
    }
    #expect(ended)
    #expect(view.layer.animationKeys() == nil)
  }

  /// An asynchronous body keeps its clock across suspensions: the time it moved its clock to is
  /// still its clock's after an await, and the enclosing clock has not moved.
  @Test func anAsynchronousBodyKeepsItsClockAcrossSuspensions() async {
    let time = await AnimationClock.withOwnClockAsync {
      AnimationClock.advance(by: 3)
      await Task.yield()
      return AnimationClock.now
    }
    #expect(time == 3)
    #expect(AnimationClock.now == 0)
  }
}
