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

  // The form holds the layout, not the appearance for drawings: the views' layers, marks and
  // text colours and fonts, the status bar and the home indicator.
  @Test func codableRoundTripKeepsTheSnapshotsLayout() throws {
    var snapshot = articleSnapshot()
    let data = try JSONEncoder().encode(snapshot)
    let decoded = try JSONDecoder().decode(LayoutSnapshot.self, from: data)
    for index in snapshot.views.indices {
      snapshot.views[index].layers = []
      snapshot.views[index].marks = []
      snapshot.views[index].text?.color = nil
      snapshot.views[index].text?.weight = 0
      snapshot.views[index].text?.box = nil
    }
    snapshot.statusBarHeight = 0
    snapshot.statusBarIsLight = false
    snapshot.showsHomeIndicator = false
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
