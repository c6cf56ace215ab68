import UIKit

extension OSEra {
  /// The standard controls' sizes in the era (`UIControlMetrics`, where each value's source is
  /// given): iOS 7's flat controls until iOS 12, iOS 13's redesign through iOS 18, Liquid Glass
  /// from iOS 26.
  var controlMetrics: UIControlMetrics {
    switch self {
    case .iOS9, .iOS11, .iOS12: .iOS7
    case .iOS13, .iOS14: .iOS13
    case .iOS26: .iOS26
    }
  }
}
