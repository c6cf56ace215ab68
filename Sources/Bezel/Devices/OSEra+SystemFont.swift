import UIKit

extension OSEra {
  /// The design of the system font the era draws text with: SF UI Text until iOS 13, SF Pro
  /// from iOS 14, whose advances and tracking differ (`SystemFontGeneration`).
  var systemFontGeneration: SystemFontGeneration {
    switch self {
    case .iOS9, .iOS11, .iOS12, .iOS13: .sfUIText
    case .iOS14, .iOS26: .sfPro
    }
  }
}
