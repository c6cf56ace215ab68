import UIKit

extension Device {
  /// The screen's size in points in `orientation`; Apple TV answers its one landscape size for
  /// every orientation.
  public func bounds(in orientation: Orientation) -> CGSize {
    guard idiom != .tv, orientation.isLandscape else { return screenSize }
    return CGSize(width: screenSize.height, height: screenSize.width)
  }

  /// The hardware insets in `orientation`: what stays of the safe area when the status bar is
  /// hidden.
  public func hardwareInsets(
    in orientation: Orientation, era: OSEra = .default
  ) -> UIEdgeInsets {
    hardwareInsets.value(in: era).insets(in: orientation)
  }

  /// The status bar's height in `orientation` when the app shows it; 0 where the system hides it.
  public func statusBarHeight(in orientation: Orientation, era: OSEra = .default) -> CGFloat {
    statusBar.value(in: era).height(in: orientation)
  }

  /// The safe-area insets of a full-screen window, as a plain root view controller's view reads
  /// them with no bars.
  ///
  /// Each edge is the hardware inset, and the top is at least the status bar's height while the
  /// status bar is shown. Hiding the status bar removes 20 points on home-button iPhones and
  /// iPads ("hiding the status bar … would reclaim 20 points of vertical screen real estate on
  /// rectangular screen phones", WWDC 2018 session 235) but not the sensor housing of a notched
  /// iPhone ("preferring the status bar hidden does not also hide the sensor housing", ibid.;
  /// react-navigation/react-native-safe-area-view #62: "When status bar is hidden, there is
  /// still an inset on iPhone X, but not on normal iPhones").
  ///
  /// Upside-down portrait is answered as portrait, and landscape left as landscape right
  /// (their insets are symmetric).
  public func safeAreaInsets(
    orientation: Orientation, statusBarHidden: Bool = false, era: OSEra = .default
  ) -> UIEdgeInsets {
    var insets = hardwareInsets(in: orientation, era: era)
    if !statusBarHidden {
      insets.top = max(insets.top, statusBarHeight(in: orientation, era: era))
    }
    return insets
  }

  /// The size classes of a full-screen app in `orientation`.
  ///
  /// iPhones are compact/regular in portrait; in landscape they are regular/compact when the
  /// portrait width is at least 414 points (the Plus and Max models, the iPhone XR, 11 and Air)
  /// and compact/compact otherwise — the rule every measured iPhone follows (DIM;
  /// SO52317545). iPads are regular/regular full screen (DIM). Apple TV is given
  /// regular/regular like a full-screen iPad: no measurement was found.
  public func sizeClasses(in orientation: Orientation) -> SizeClasses {
    switch idiom {
    case .phone:
      guard orientation.isLandscape else {
        return SizeClasses(horizontal: .compact, vertical: .regular)
      }
      let horizontal: UIUserInterfaceSizeClass = screenSize.width >= 414 ? .regular : .compact
      return SizeClasses(horizontal: horizontal, vertical: .compact)
    default:
      return SizeClasses(horizontal: .regular, vertical: .regular)
    }
  }

  /// The system minimum layout margins of a full-screen root view controller's view in
  /// `orientation` (`UIViewController.systemMinimumLayoutMargins`).
  ///
  /// Top and bottom are 0. Leading and trailing are 16 on an iPhone whose safe area has a side
  /// inset or which is narrower than 414 points, 20 on other iPhones and on iPads: the rule
  /// that fits every row measured on iOS 14.4–16.2 (DIM, in
  /// Tests/BezelTests/Fixtures/RootGeometry.swift). Documentation and blogs
  /// say "16 points for compact width and 20 points for regular" (useyourloaf.com, "Changing
  /// Root View Layout Margins"), which the iPhone 8 Plus in portrait (compact, 20) and the
  /// notched iPhones in landscape (regular, 16) contradict. Apple TV is given 20 like an iPad;
  /// no measurement was found.
  public func systemMinimumLayoutMargins(in orientation: Orientation) -> NSDirectionalEdgeInsets {
    let side: CGFloat
    if idiom == .phone {
      let insets = hardwareInsets(in: orientation)
      let hasSideInset = insets.left > 0 || insets.right > 0
      side = hasSideInset || bounds(in: orientation).width < 414 ? 16 : 20
    } else {
      side = 20
    }
    return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
  }
}
