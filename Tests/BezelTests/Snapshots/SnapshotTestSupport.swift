import Bezel
import Foundation
import Testing
import UIKit

/// The readable article on a device, laid out and taken.
@MainActor
func articleSnapshot(
  on device: Device = DeviceCatalog.iPhone16, orientation: Orientation = .portrait
) -> LayoutSnapshot {
  LayoutSnapshot(
    DeviceHost(SnapshotScenes.readableArticle(), on: device, orientation: orientation))
}

/// How many times `needle` occurs in `text`.
func occurrences(of needle: String, in text: String) -> Int {
  text.components(separatedBy: needle).count - 1
}

/// The part of `svg` inside the first `<g class="…">` group of that class, up to the group's
/// closing tag (groups of a class do not nest within themselves).
func group(_ className: String, in svg: String) -> String {
  guard let start = svg.range(of: "<g class=\"\(className)\"") else { return "" }
  var depth = 0
  var index = start.lowerBound
  while index < svg.endIndex {
    if svg[index...].hasPrefix("<g ") || svg[index...].hasPrefix("<g>") { depth += 1 }
    if svg[index...].hasPrefix("</g>") {
      depth -= 1
      if depth == 0 { return String(svg[start.lowerBound..<index]) }
    }
    index = svg.index(after: index)
  }
  return ""
}
