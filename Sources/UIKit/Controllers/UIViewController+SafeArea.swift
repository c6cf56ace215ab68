import Foundation

extension UIViewController {
  /// The root view's insets from its position, extended by its container's bars.
  ///
  /// Before `additionalSafeAreaInsets`: the legacy layout guides' lengths. Reads only.
  ///
  /// A child's root view first gets the geometric treatment of any subview (the argument); its
  /// container then extends it for the bars that overlap it (`safeAreaInsets(forChildView:
  /// inherited:)`: a navigation bar makes the top 20 + 44 = 64 on an iPhone 8).
  func barAdjustedSafeAreaInsets(_ insets: UIEdgeInsets) -> UIEdgeInsets {
    guard let parent = storedParent, let view = viewIfLoaded else { return insets }
    return parent.safeAreaInsets(forChildView: view, inherited: insets)
  }

  /// `insets` with the controller's additional insets.
  ///
  /// Plus `additionalSafeAreaInsets` (Apple, UIViewController.additionalSafeAreaInsets,
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/additionalsafeareainsets):
  /// 64 + 120 = 184 on an iPhone 8 under a navigation bar; a tab bar child on an iPhone X with
  /// additional (20, 30, 0, 10) gets (44 + 20, 30, 83, 10). A negative additional inset
  /// subtracts; an edge never goes below zero. Reads only.
  func addingAdditionalSafeAreaInsets(to insets: UIEdgeInsets) -> UIEdgeInsets {
    let extra = additionalSafeAreaInsets
    return UIEdgeInsets(
      top: max(0, insets.top + extra.top), left: max(0, insets.left + extra.left),
      bottom: max(0, insets.bottom + extra.bottom), right: max(0, insets.right + extra.right))
  }

  /// The root view's insets with its container's bars and its additional insets.
  ///
  /// `barAdjustedSafeAreaInsets` plus `additionalSafeAreaInsets`. Reads only.
  func adjustedSafeAreaInsets(_ insets: UIEdgeInsets) -> UIEdgeInsets {
    addingAdditionalSafeAreaInsets(to: barAdjustedSafeAreaInsets(insets))
  }

  /// The update step of the layout pass that follows the query: records the bar insets
  /// (`barAdjustedSafeAreaInsets`) as the legacy guides' lengths and moves the guides.
  func updateBarSafeAreaInsets(_ insets: UIEdgeInsets) {
    barSafeAreaInsets = insets
    updateLegacyLayoutGuides()
  }

  /// Moves the legacy `topLayoutGuide` and `bottomLayoutGuide`, if constraints use them, to the
  /// bars now above and below the view.
  func updateLegacyLayoutGuides() {
    for guide in [legacyTopGuideIfMade, legacyBottomGuideIfMade] {
      guard let guide, let registration = guide.registration, let frame = guide.systemFrame?(),
        frame != guide.pinnedFrame
      else { continue }
      guide.pinnedFrame = frame
      registration.engine?.updatePins(of: guide)
      viewIfLoaded?.needsLayoutFlag = true
    }
  }

  /// The system minimum margins of the root view on its sides (DIM, measured on iOS 14.4–16.2:
  /// Tests/BezelTests/Fixtures/RootGeometry.swift): 16 points when the root view has a left or
  /// right safe-area inset or is narrower than 414 points, 20 otherwise; 0 at the top and bottom.
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
