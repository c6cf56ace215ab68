import Foundation

extension UIViewController {
  /// The root view's insets from its position, plus `additionalSafeAreaInsets` (additive: iPhone 8
  /// in a navigation controller, 64 + 120 = 184, spec §1.3).
  ///
  /// A negative additional inset subtracts; an edge never goes below zero.
  func adjustedSafeAreaInsets(_ insets: UIEdgeInsets) -> UIEdgeInsets {
    let extra = additionalSafeAreaInsets
    return UIEdgeInsets(
      top: max(0, insets.top + extra.top), left: max(0, insets.left + extra.left),
      bottom: max(0, insets.bottom + extra.bottom), right: max(0, insets.right + extra.right))
  }

  /// The system minimum margins of the root view on its sides (spec §2.4, measured on iOS
  /// 14.4–16.2): 16 points when the root view has a left or right safe-area inset or is narrower
  /// than 414 points, 20 otherwise; 0 at the top and bottom.
  ///
  /// Apple's documentation says 16 for compact and 20 for regular width, which the measured 8 Plus
  /// portrait (compact, 20) and notched phones in landscape (regular, 16) contradict; Bezel follows
  /// the measurements.
  var measuredSystemMinimumLayoutMargins: NSDirectionalEdgeInsets {
    guard let view = viewIfLoaded else {
      return NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
    }
    let safe = view.safeAreaInsets
    let side: CGFloat = safe.left > 0 || safe.right > 0 || view.bounds.width < 414 ? 16 : 20
    return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
  }
}
