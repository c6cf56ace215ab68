import Foundation

/// When an apply's completion runs.
@MainActor
enum DiffableCompletion {
  /// How long UIKit's animated batch update lasts: Bezel's model, the 0.3 s of UIKit's
  /// standard row and item animations (`UITableView` uses it for `insertRows(at:with:)`).
  static let animationDuration: CFTimeInterval = 0.3

  /// Runs `completion` now, or after the update's animation on the clock in effect.
  static func run(_ completion: (() -> Void)?, animated: Bool) {
    guard let completion else { return }
    guard animated else {
      completion()
      return
    }
    let clock = CoreAnimationContext.current
    clock.schedule(at: clock.mediaTime + animationDuration) { completion() }
  }
}

extension NSDiffableDataSourceSnapshot {
  /// The snapshot with no reload or reconfigure marks: what a data source shows after an
  /// apply.
  func withoutMarks() -> Self {
    var copy = self
    copy.reloadedSections = []
    copy.reloadedItems = []
    copy.reconfiguredItems = []
    return copy
  }

  /// Replaces a section's items (appending the section when it is not there); items that
  /// were in other sections leave them.
  mutating func setItems(_ items: [Item], ofSection section: Section) {
    if sectionItems[section] == nil {
      sectionList.append(section)
      sectionItems[section] = []
    }
    for item in sectionItems[section] ?? [] { itemSection[item] = nil }
    sectionItems[section] = []
    let moving = Set(items)
    for other in sectionList where other != section {
      sectionItems[other]?.removeAll { moving.contains($0) }
    }
    sectionItems[section] = items
    for item in items { itemSection[item] = section }
  }
}
