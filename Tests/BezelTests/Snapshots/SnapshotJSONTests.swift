import Bezel
import Foundation
import Testing
import UIKit

/// The JSON rendering and the `Codable` form.
@MainActor
struct SnapshotJSONTests {
  @Test func jsonReadsBackIntoTheSameSnapshot() throws {
    let json = articleSnapshot().json()
    let decoded = try JSONDecoder().decode(LayoutSnapshot.self, from: Data(json.utf8))
    #expect(decoded.json() == json)
    #expect(decoded.views.count == 3)
    #expect(decoded.sensorHousing?.kind == .dynamicIsland)
  }

  @Test func codableRoundTripKeepsTheSnapshot() throws {
    let snapshot = articleSnapshot()
    let data = try JSONEncoder().encode(snapshot)
    let decoded = try JSONDecoder().decode(LayoutSnapshot.self, from: data)
    #expect(decoded == snapshot)
  }

  @Test func jsonHasSortedKeys() {
    let json = articleSnapshot().json()
    let topLevel = json.split(separator: "\n").filter { $0.hasPrefix("  \"") }.map {
      String($0.dropFirst(3).prefix { $0 != "\"" })
    }
    #expect(topLevel == topLevel.sorted())
    #expect(topLevel.first == "contentSizeCategory")
  }

  @Test func jsonThatIsNotASnapshotGivesADecodingError() {
    let damaged = Data("{\"deviceName\": 3}".utf8)
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(LayoutSnapshot.self, from: damaged)
    }
  }
}
