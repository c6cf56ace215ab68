import Bezel
import Foundation
import Testing
import os

/// `os_log` with a format string and with an interpolated message.
@Suite struct OSLogFunctionTests {
  @Test func formatStringDropsPrivacyAnnotations() {
    let log = OSLog(subsystem: "s", category: "c")
    let (_, entries) = SystemLog.capture {
      os_log("Loaded %{public}@ in %d ms", log: log, type: .info, "feed", 42)
    }
    #expect(entries.first?.message == "Loaded feed in 42 ms")
    #expect(entries.first?.level == .info)
  }

  @Test func typeFirstFormEscapesPercent() {
    let (_, entries) = SystemLog.capture { os_log(.error, "%d%% done", 100) }
    #expect(entries.first?.message == "100% done")
    #expect(entries.first?.level == .error)
  }

  @Test func interpolatedForm() {
    let count = 3
    let (_, entries) = SystemLog.capture { os_log(.debug, log: .default, "\(count) items") }
    #expect(entries.first?.message == "3 items")
  }

  @Test func handlerDestinationReceivesMessages() {
    let received = OSAllocatedUnfairLock(initialState: [String]())
    let previous = SystemLog.destination
    SystemLog.destination = .handler { entry in received.withLock { $0.append(entry.message) } }
    defer { SystemLog.destination = previous }
    // A detached task has no capture of its own, so the process destination applies.
    let done = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
      Logger(subsystem: "handler-test", category: "c").log("routed")
      done.signal()
    }
    done.wait()
    #expect(received.withLock { $0 }.contains("routed"))
  }
}
