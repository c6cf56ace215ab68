import Bezel
import Testing
import os

/// Signpost intervals reach a capture as begin and end entries with one identifier.
@Suite struct OSSignposterTests {
  let signposter = OSSignposter(subsystem: "com.example.app", category: .pointsOfInterest)

  @Test func intervalBeginsAndEndsWithOneID() {
    let (_, entries) = SystemLog.capture {
      let id = signposter.makeSignpostID()
      let state = signposter.beginInterval("load", id: id, "page \(2)")
      signposter.endInterval("load", state)
    }
    guard entries.count == 2, case .intervalBegin(let name, let begin)? = entries[0].signpost,
      case .intervalEnd(_, let end)? = entries[1].signpost
    else {
      Issue.record("expected a begin and an end, got \(entries)")
      return
    }
    #expect(name == "load")
    #expect(begin == end)
    #expect(entries[0].message == "page 2")
  }

  @Test func intervalEndsOnce() {
    let (_, entries) = SystemLog.capture {
      let state = signposter.beginInterval("once")
      signposter.endInterval("once", state)
      signposter.endInterval("once", state)
    }
    #expect(entries.count == 2)
  }

  @Test func withIntervalSignpostReturnsTheResult() {
    let (result, entries) = SystemLog.capture {
      signposter.withIntervalSignpost("compute") { 6 * 7 }
    }
    #expect(result == 42)
    #expect(entries.count == 2)
  }

  /// The reserved identifiers of <os/signpost.h>.
  @Test func reservedIdentifiers() {
    #expect(OSSignpostID.exclusive.rawValue == 0xEEEE_B0B5_B2B2_EEEE)
    #expect(OSSignpostID.null.rawValue == 0)
    #expect(OSSignpostID.invalid.rawValue == UInt64.max)
  }

  @Test func objectIdentifierIsStablePerObject() {
    final class Thing {}
    let thing = Thing()
    #expect(signposter.makeSignpostID(from: thing) == signposter.makeSignpostID(from: thing))
  }

  @Test func disabledSignposterRecordsNothing() {
    let (_, entries) = SystemLog.capture { OSSignposter.disabled.emitEvent("e") }
    #expect(entries.isEmpty)
  }
}
