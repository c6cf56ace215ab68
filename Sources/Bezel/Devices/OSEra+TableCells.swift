import UIKit

extension OSEra {
  /// Whether a table cell's content view ends above the cell's separator: until iOS 13; from
  /// iOS 14 it spans the cell and the separator lies over it (the recordings cited in
  /// `UITableViewCell+Layout.swift`).
  var cellContentEndsAboveSeparator: Bool { self < .iOS14 }
}

extension OSEra {
  /// The space above each section header of a plain table with an automatic padding.
  ///
  /// The padding is `sectionHeaderTopPadding` at `automaticDimension`: none until iOS 14; 22
  /// points from iOS 15, which added the property with that default (Apple's `sectionHeaderTopPadding` documentation; the plain style's
  /// headers "gain 22" on iOS 15, dongpeng66/iOS- notes on adapting to iOS 15; plain tables
  /// only, pujiaxin33/JXCategoryView issue 408; about 20 points of new blank space,
  /// pujiaxin33/JXSegmentedView issue 189). The iOS 14 era reports iOS 18 and takes the padding.
  var plainSectionHeaderTopPadding: CGFloat { self < .iOS14 ? 0 : 22 }
}
