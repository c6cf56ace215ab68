import BezelTestSupport
import Foundation
import Testing

@testable import QuartzCore

/// Display links on the virtual clock.
///
/// Each test has a clock of its own; tests still count from the time they start at, since frames
/// sit on a 60 Hz grid from media time 0 and any half second holds exactly 30 of them
/// (⌊(t + 0.5)·60⌋ − ⌊t·60⌋ = 30).
@Suite(.ownAnimationClock) struct DisplayLinkTests {
  final class Recorder {
    var times: [CFTimeInterval] = []
    var targets: [CFTimeInterval] = []
  }

  static func link(_ recorder: Recorder) -> CADisplayLink {
    CADisplayLink(frameHandler: { link in
      recorder.times.append(link.timestamp)
      recorder.targets.append(link.targetTimestamp)
    })
  }

  static var clock: CoreAnimationContext { CoreAnimationContext.current }

  @Test func aLinkFiresOncePerFrameTheClockPasses() {
    let recorder = Recorder()
    let link = Self.link(recorder)
    link.add(to: .main, forMode: .common)
    Self.clock.advance(by: 0.5)
    link.invalidate()
    #expect(recorder.times.count == 30)
  }

  @Test func aLinkNotInARunLoopNeverFires() {
    let recorder = Recorder()
    let link = Self.link(recorder)
    Self.clock.advance(by: 0.5)
    #expect(recorder.times.isEmpty)
    link.invalidate()
  }

  /// "timestamp: The time interval that represents when the last frame displayed";
  /// "targetTimestamp: The time interval that represents when the next frame displays".
  @Test func timestampsAreFrameTimesAndTheTargetIsTheNextFrame() {
    let recorder = Recorder()
    let link = Self.link(recorder)
    link.add(to: .main, forMode: .default)
    Self.clock.advance(by: 0.1)
    link.invalidate()
    #expect(recorder.times.count == 6)
    for (time, target) in zip(recorder.times, recorder.targets) {
      let frame = time * 60
      #expect(abs(frame - frame.rounded()) < 1e-6)
      #expect(abs(target - time - 1.0 / 60) < 1e-9)
    }
    #expect(link.duration == 1.0 / 60)
  }

  @Test func aLinkAskingForThirtyFramesASecondFiresEveryOtherFrame() {
    let recorder = Recorder()
    let link = Self.link(recorder)
    link.preferredFramesPerSecond = 30
    link.add(to: .main, forMode: .common)
    Self.clock.advance(by: 0.5)
    link.invalidate()
    #expect(recorder.times.count == 15)
    for (time, target) in zip(recorder.times, recorder.targets) {
      #expect(abs(target - time - 2.0 / 60) < 1e-9)
    }
  }

  @Test func aPreferredFrameRateRangeDecidesOverPreferredFramesPerSecond() {
    let recorder = Recorder()
    let link = Self.link(recorder)
    link.preferredFramesPerSecond = 60
    link.preferredFrameRateRange = CAFrameRateRange(minimum: 10, maximum: 30, preferred: 20)
    link.add(to: .main, forMode: .common)
    Self.clock.advance(by: 0.5)
    link.invalidate()
    // 60 Hz over 20 asked: every third frame, 10 in half a second.
    #expect(recorder.times.count == 10)
  }

  @Test func aPausedLinkSkipsFramesAndResumesAtTheNextOne() {
    let recorder = Recorder()
    let link = Self.link(recorder)
    link.add(to: .main, forMode: .common)
    link.isPaused = true
    Self.clock.advance(by: 0.5)
    #expect(recorder.times.isEmpty)
    let resumed = CACurrentMediaTime()
    link.isPaused = false
    Self.clock.advance(by: 0.5)
    link.invalidate()
    #expect(recorder.times.count == 30)
    #expect((recorder.times.first ?? 0) > resumed)
  }

  @Test func invalidatingStopsTheLinkAndReleasesWhatItsHandlerHeld() {
    final class Target {}
    weak var released: Target?
    var fired = 0
    let link: CADisplayLink
    do {
      let target = Target()
      released = target
      link = CADisplayLink(frameHandler: { _ in
        _ = target
        fired += 1
      })
    }
    link.add(to: .main, forMode: .common)
    Self.clock.advance(by: 1.0 / 60)
    #expect(fired == 1)
    #expect(released != nil)
    link.invalidate()
    #expect(released == nil)
    Self.clock.advance(by: 0.5)
    #expect(fired == 1)
  }

  @Test func removingALinkFromItsLastModeStopsIt() {
    let recorder = Recorder()
    let link = Self.link(recorder)
    link.add(to: .main, forMode: .common)
    link.add(to: .main, forMode: .default)
    link.remove(from: .main, forMode: .common)
    Self.clock.advance(by: 0.5)
    #expect(recorder.times.count == 30)
    link.remove(from: .main, forMode: .default)
    Self.clock.advance(by: 0.5)
    #expect(recorder.times.count == 30)
    link.invalidate()
  }

  /// Frames and an animation's end interleave in time order, and finishing the clock does not
  /// wait for a link, which runs for ever: it stops at the animation's end.
  @Test func finishingStopsAtTheLastAnimationAndFiresTheFramesOnTheWay() {
    final class Stop: NSObject, CAAnimationDelegate {
      var at: CFTimeInterval = -1
      func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        at = CACurrentMediaTime()
      }
    }
    let start = CACurrentMediaTime()
    let recorder = Recorder()
    let link = Self.link(recorder)
    link.add(to: .main, forMode: .common)
    let layer = CALayer()
    let stop = Stop()
    let animation = CABasicAnimation(keyPath: "opacity")
    animation.duration = 0.5
    animation.delegate = stop
    layer.add(animation, forKey: "fade")
    Self.clock.finish()
    link.invalidate()
    #expect(abs(stop.at - (start + 0.5)) < 1e-9)
    #expect(recorder.times.count == 30)
    #expect(recorder.times.allSatisfy { $0 <= stop.at + 1e-9 })
  }

  /// The clock may advance by any finite time; a link added after it passed what an `Int`
  /// counts in frames waits for a far frame instead of trapping. (A context of its own, never
  /// entered.)
  @Test func aClockFarBeyondCountableFramesGivesAFarFrame() {
    let clock = CoreAnimationContext()
    #expect(clock.frame(after: 0) == 1)
    #expect(clock.frame(after: 0.5) == 31)
    #expect(clock.frame(after: 1e300) == Int.max / 2)
  }
}
