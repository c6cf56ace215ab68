import Foundation

// The virtual clock. Nothing in Bezel reads a wall clock: animations begin at the media time
// they are added at and end when a test moves the clock past their end, or finishes them. Work
// UIKit defers "to the next run loop" waits until the test lets it run, as the run loop would
// between two events.

extension CoreAnimationContext {
  /// The most events (an animation ending, scheduled work coming due) one call of the clock
  /// runs; animations that keep adding animations as they end stop there, reported.
  static let maximumClockEvents = 100_000

  /// How far short of an end the clock may stop and still reach it: steps that add up to an
  /// end in decimal (0.2 s then 0.1 s, to an end 0.3 s later) may fall a rounding error short
  /// of it in binary floating point.
  static let endTolerance: CFTimeInterval = 1e-9

  /// Queues `work` for the next turn of the run loop.
  package func enqueueForNextTurn(_ work: @escaping () -> Void) {
    nextTurnWork.append(work)
  }

  /// Schedules `work` for media time `time`; due work runs as the clock reaches it.
  ///
  /// Returns the work's number, which ``cancelScheduled(_:)`` takes.
  @discardableResult
  package func schedule(at time: CFTimeInterval, _ work: @escaping () -> Void) -> Int {
    let order = nextOrder
    timedWork.append(TimedWork(time: time, order: order, work: work))
    nextOrder += 1
    return order
  }

  /// Drops scheduled work that has not run; work already run or dropped is ignored.
  package func cancelScheduled(_ order: Int) {
    timedWork.removeAll { $0.order == order }
  }

  /// How much work is scheduled and not yet run, for tests.
  package var scheduledWorkCount: Int { timedWork.count }

  /// Runs a turn of the run loop: the work queued for it, in order (work it queues waits for
  /// the next turn), then commits the implicit transaction.
  package func runNextTurn() {
    let work = nextTurnWork
    nextTurnWork = []
    for item in work { item() }
    CATransaction.flush()
  }

  /// Runs turns of the run loop until none has work left, up to the event limit.
  package func runPendingWork() {
    var turns = 0
    repeat {
      runNextTurn()
      turns += 1
    } while !nextTurnWork.isEmpty && turns < Self.maximumClockEvents
    if !nextTurnWork.isEmpty { reportUnsettledClock() }
  }

  /// Moves the clock forward by `interval` seconds.
  ///
  /// On the way, each animation whose active period ends by then completes at its end time
  /// (its delegate and transaction hear of it then), and scheduled work runs when due, in time
  /// order; among those due together, in the order they were added or scheduled. Work queued
  /// for the next turn of the run loop runs after each of them.
  package func advance(by interval: CFTimeInterval) {
    guard interval.isFinite, interval >= 0 else {
      CoreAnimationLog.raise(
        "NSInvalidArgumentException", "Bezel's clock cannot advance by \(interval) seconds")
      return
    }
    advance(to: mediaTime + interval)
  }

  /// Moves the clock to the end of every animation and scheduled work that ends, with their
  /// effects, as `advance(by:)` would; an animation that repeats forever keeps running.
  ///
  /// Display links fire at the frames the clock passes on the way, but do not hold it: they run
  /// for ever.
  package func finish() {
    runPendingWork()
    var events = 0
    while let next = nextEventTime(), next.isFinite, events < Self.maximumClockEvents {
      events += runEvents(through: max(mediaTime, next), limit: Self.maximumClockEvents - events)
    }
    if events >= Self.maximumClockEvents { reportUnsettledClock() }
  }

  private func advance(to target: CFTimeInterval) {
    runPendingWork()
    let events = runEvents(through: target, limit: Self.maximumClockEvents)
    if events >= Self.maximumClockEvents { reportUnsettledClock() }
    mediaTime = max(mediaTime, target)
  }

  /// Runs the events and display frames due by `target`, in time order (a frame before events
  /// due at the same time); returns how many ran, at most `limit`.
  private func runEvents(through target: CFTimeInterval, limit: Int) -> Int {
    var events = 0
    while events < limit {
      let event = nextEventTime().flatMap { $0 <= target + Self.endTolerance ? $0 : nil }
      let frame = nextDisplayFrameTime().flatMap { $0 <= target + Self.endTolerance ? $0 : nil }
      events += 1
      if let frame, frame <= event ?? .infinity {
        fireDisplayLinks(at: max(mediaTime, frame))
      } else if let event {
        runEvents(at: max(mediaTime, event))
      } else {
        return events - 1
      }
    }
    return events
  }

  /// Sets the clock to `time` and runs what is due by then.
  private func runEvents(at time: CFTimeInterval) {
    mediaTime = time
    completeAnimations(endingBy: time)
    let dueBy = time + Self.endTolerance
    let due = timedWork.filter { $0.time <= dueBy }.sorted {
      ($0.time, $0.order) < ($1.time, $1.order)
    }
    timedWork.removeAll { $0.time <= dueBy }
    for item in due { item.work() }
    runPendingWork()
  }

  /// The earliest end of a running animation or of scheduled work.
  private func nextEventTime() -> CFTimeInterval? {
    var next: CFTimeInterval?
    for layer in animatedLayers.compactMap(\.layer) {
      for entry in layer.animationEntries where !entry.animation.hasFinished {
        next = min(next ?? .infinity, entry.animation.endTime)
      }
    }
    for item in timedWork { next = min(next ?? .infinity, item.time) }
    return next
  }

  /// Completes the animations whose active period ends by `time`, in order of their ends and,
  /// among those ending together, of their adding.
  private func completeAnimations(endingBy time: CFTimeInterval) {
    let time = time + Self.endTolerance
    var ending: [(layer: CALayer, animation: CAAnimation)] = []
    for layer in animatedLayers.compactMap(\.layer) {
      for entry in layer.animationEntries
      where !entry.animation.hasFinished && entry.animation.endTime <= time {
        ending.append((layer, entry.animation))
      }
    }
    ending.sort {
      ($0.animation.endTime, $0.animation.addOrder) < ($1.animation.endTime, $1.animation.addOrder)
    }
    for (layer, animation) in ending {
      if animation.isRemovedOnCompletion {
        layer.storedExtras?.animationEntries.removeAll { $0.animation === animation }
      }
      layer.finish(animation, completed: true)
    }
    animatedLayers.removeAll { entry in
      guard let layer = entry.layer else { return true }
      return !layer.animationEntries.contains { !$0.animation.hasFinished }
    }
  }

  private func reportUnsettledClock() {
    CoreAnimationLog.raise(
      "CoreAnimation",
      "Bezel's clock stopped after \(Self.maximumClockEvents) events: animations or deferred "
        + "work keep adding more")
  }
}
