import Bezel
import Foundation
import Testing
import os

/// Messages as Apple's `Logger` writes them: interpolated values formatted by their options.
@Suite struct LoggerTests {
  let logger = Logger(subsystem: "com.example.app", category: "network")

  @Test func messageCarriesSubsystemCategoryAndLevel() {
    let (_, entries) = SystemLog.capture { logger.error("Request failed") }
    #expect(entries.count == 1)
    #expect(entries.first?.subsystem == "com.example.app")
    #expect(entries.first?.category == "network")
    #expect(entries.first?.level == .error)
    #expect(entries.first?.message == "Request failed")
  }

  /// Apple maps `trace` to debug, `notice` to default, `warning` to error and `critical` to fault
  /// (Logger's documentation, "Logging messages").
  @Test func convenienceMethodsMapToApplesLevels() {
    let (_, entries) = SystemLog.capture {
      logger.trace("t")
      logger.notice("n")
      logger.warning("w")
      logger.critical("c")
      logger.info("i")
    }
    #expect(entries.map(\.level) == [.debug, .default, .error, .fault, .info])
  }

  @Test func interpolatedStringAndPrivacyShowValue() {
    let user = "ada"
    let (_, entries) = SystemLog.capture {
      logger.log("Signed in as \(user, privacy: .public) from \(user)")
    }
    #expect(entries.first?.message == "Signed in as ada from ada")
  }

  /// `.fixed` with no precision is `printf`'s `%f`: six digits after the point.
  @Test func doubleDefaultsToSixFractionDigits() {
    let (_, entries) = SystemLog.capture {
      logger.log("\(3.5) \(2.25, format: .fixed(precision: 1))")
    }
    #expect(entries.first?.message == "3.500000 2.2")
  }

  /// `%#x` writes `0x` before a non-zero value; `%.4x` pads to four digits; a negative Int8 in hex
  /// is its two's-complement byte.
  @Test func integerFormatsFollowPrintf() {
    let (_, entries) = SystemLog.capture {
      logger.log(
        "\(255, format: .hex(includePrefix: true)) \(10, format: .hex(minDigits: 4)) \(Int8(-1), format: .hex) \(8, format: .octal) \(7, format: .decimal(explicitPositiveSign: true))"
      )
    }
    #expect(entries.first?.message == "0xff 000a ff 10 +7")
  }

  @Test func alignmentPadsToColumns() {
    let (_, entries) = SystemLog.capture {
      logger.log(
        "[\("ab", align: .right(columns: 4))][\("ab", align: .left(columns: 4))][\(42, align: .right(columns: 5))]"
      )
    }
    #expect(entries.first?.message == "[  ab][ab  ][   42]")
  }

  @Test func booleanFormats() {
    let (_, entries) = SystemLog.capture { logger.log("\(true) \(false, format: .answer)") }
    #expect(entries.first?.message == "true NO")
  }

  @Test func customStringConvertibleUsesDescription() {
    struct Point: CustomStringConvertible { var description: String { "(1, 2)" } }
    let (_, entries) = SystemLog.capture { logger.debug("at \(Point())") }
    #expect(entries.first?.message == "at (1, 2)")
  }

  /// A disabled log evaluates nothing: Apple evaluates interpolations only when a message is logged.
  @Test func disabledLogNeitherRecordsNorEvaluates() {
    var evaluated = false
    func value() -> Int {
      evaluated = true
      return 1
    }
    let (_, entries) = SystemLog.capture { Logger(OSLog.disabled).log("\(value())") }
    #expect(entries.isEmpty)
    #expect(!evaluated)
  }

  @Test func formattedLineNamesSubsystemCategoryAndNonDefaultLevel() {
    let (_, entries) = SystemLog.capture {
      logger.log("a")
      logger.error("b")
    }
    #expect(
      entries.map(\.formatted) == [
        "[com.example.app:network] a", "[com.example.app:network] Error: b",
      ])
  }

  @Test func levelRawValuesAreApples() {
    #expect(
      [OSLogType.default, .info, .debug, .error, .fault].map(\.rawValue) == [
        0x00, 0x01, 0x02, 0x10, 0x11,
      ])
  }
}
