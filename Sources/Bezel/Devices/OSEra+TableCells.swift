import UIKit

extension OSEra {
  /// Whether a table cell's content view ends above the cell's separator: until iOS 13; from
  /// iOS 14 it spans the cell and the separator lies over it (the recordings cited in
  /// `UITableViewCell+Layout.swift`).
  var cellContentEndsAboveSeparator: Bool { self < .iOS14 }
}
