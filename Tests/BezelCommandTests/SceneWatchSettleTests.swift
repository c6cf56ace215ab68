import Foundation
import Testing

@testable import BezelCommand

/// `--watch` runs a changed file once it holds still: two reads of its stamp a settle interval
/// apart agree.
struct SceneWatchSettleTests {
  /// Reads `stamps` in order, counting the waits between them.
  final class Script {
    var stamps: [[Double]?]
    var waits: [TimeInterval] = []
    init(_ stamps: [[Double]?]) { self.stamps = stamps }

    func settle() -> [Double]? {
      SceneWatch.settledStamp(
        wait: { self.waits.append($0) },
        { self.stamps.isEmpty ? nil : self.stamps.removeFirst() })
    }
  }

  /// A save that truncates the file and then writes it, read between the two: the settled stamp
  /// is the written file's (size 120), never the empty file's (size 0).
  @Test func aTruncatedFileSettlesOnceWritten() {
    let script = Script([[10, 0], [11, 120], [11, 120], [12, 7]])
    #expect(script.settle() == [11, 120])
    #expect(script.waits == [SceneWatch.settleInterval, SceneWatch.settleInterval])
  }

  /// A file that already holds still costs one wait and a second read.
  @Test func aStillFileSettlesAfterOneMoreRead() {
    let script = Script([[11, 120], [11, 120], [12, 7]])
    #expect(script.settle() == [11, 120])
    #expect(script.waits.count == 1)
  }

  /// A file written without pause runs after `settleReads` reads, with their last stamp:
  /// watching never stalls.
  @Test func aFileWrittenWithoutPauseStopsWaiting() {
    let stamps = (0..<SceneWatch.settleReads + 5).map { [Double($0), 100] as [Double]? }
    let script = Script(stamps)
    #expect(script.settle() == [Double(SceneWatch.settleReads - 1), 100])
    #expect(script.waits.count == SceneWatch.settleReads - 1)
  }

  /// A file replaced by renaming is briefly absent (no stamp); it settles once present again.
  @Test func aFileBrieflyAbsentSettlesOncePresent() {
    let script = Script([nil, [11, 120], [11, 120]])
    #expect(script.settle() == [11, 120])
  }
}
