@_spi(Bezel) import CoreGraphics
import Foundation
import Testing

@testable import UIKit

// The current-context stack (UIGraphics.h): one per thread.

@Suite struct UIGraphicsContextStackTests {
  @Test func pushingMakesAContextCurrentAndPoppingRestoresThePrevious() throws {
    let first = try #require(makeTestContext())
    let second = try #require(makeTestContext())
    UIGraphicsPushContext(first)
    UIGraphicsPushContext(second)
    #expect(UIGraphicsGetCurrentContext() === second)
    UIGraphicsPopContext()
    #expect(UIGraphicsGetCurrentContext() === first)
    UIGraphicsPopContext()
    #expect(UIGraphicsGetCurrentContext() == nil)
  }

  @Test func eachThreadHasItsOwnCurrentContext() throws {
    let context = try #require(makeTestContext())
    UIGraphicsPushContext(context)
    defer { UIGraphicsPopContext() }
    let done = DispatchSemaphore(value: 0)
    let seen = SeenFlag()
    Thread {
      seen.value = UIGraphicsGetCurrentContext() == nil
      done.signal()
    }.start()
    done.wait()
    #expect(seen.value)
  }

  @MainActor @Test func poppingWithNoContextIsReportedAndChangesNothing() {
    let messages = UIKitDiagnostics.capturing { UIGraphicsPopContext() }
    #expect(messages.count == 1)
    #expect(messages.first?.kind == .log)
    #expect(UIGraphicsGetCurrentContext() == nil)
  }
}

/// A flag another thread sets, read after it has signalled.
private final class SeenFlag: @unchecked Sendable {
  var value = false
}
