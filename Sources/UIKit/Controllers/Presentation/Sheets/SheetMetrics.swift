import Foundation

/// The measured geometry of sheets, popovers and alerts, each value with its source and the OS
/// version it was observed on; a value no public source gives is a stated model and says so.
///
/// Sources (keys as in docs/sources.md where listed there):
/// - `SI`: boscojwho/SheetInteraction, `Detents.swift` (iOS 16, Xcode 14 simulators): "on iPhone
///   14 Pro, where device height is 852 points, window.frame.height - window.safeAreaInsets.top -
///   window.safeAreaInsets.bottom = 759.0, while context.maximumDetentValue = 749.0", and "on
///   iPhone SE (3rd generation), device height is 667 points, while
///   resolutionContext.maximumDetentValue = 627 points".
/// - `HK16`: Geoff Hackworth, "View Controller Presentation Changes in iOS and iPadOS 16"
///   (hacknicity.medium.com, August 2022): in a compact-width environment a form sheet "will
///   adapt and fill the width, just like on iPhone"; in regular width form sheets became
///   "slightly bigger" in iPadOS 16 (no size given).
/// - `RC`: RocketChat/Rocket.Chat.ReactNative, `app/views/Styles.js`, `modalFormSheet`:
///   "Following UIModalPresentationFormSheet size, this not change on different iPad sizes":
///   540 × 620 (iOS 12–15 era).
/// - `DW`: dashpay/dashwallet-ios, `DWAlertInternalConstants.h`, "Default iOS
///   UIAlertController's constants": width 270, corner radius 13, action button height 44
///   (iOS 12–13 era).
/// - `SA`: KyoheiG3/SimpleAlert, `UIAlertControllerStyleExtension.swift`: action-sheet buttons
///   57–58 points tall since iOS 9.
/// - `HDR`: Apple's headers (UIPopoverSupport.h, UIAlertController.h,
///   UISheetPresentationController.h) and documentation.
enum SheetMetrics {
  // MARK: Sheets in compact width (iPhone portrait)

  /// How far below the top safe-area inset a full-height sheet's top edge sits on a device with
  /// a home indicator: 10 points (`SI`, iOS 16: 852 − 59 − 34 − 749 = 10 on iPhone 14 Pro).
  static let homeIndicatorSheetTopGap: CGFloat = 10

  /// How far below the status bar a full-height sheet's top edge sits on a home-button device:
  /// 20 points, 10 for the stack's top edge and 10 more for the top sheet (`SI`, iOS 16:
  /// 667 − 20 − 627 = 20 on iPhone SE 3).
  static let homeButtonSheetTopGap: CGFloat = 20

  /// The medium detent's fraction of the maximum detent value.
  ///
  /// Apple documents only
  /// "approximately half the height of the screen" (`HDR`, `Detent.medium()`); `SI` reproduces
  /// `.medium()` as `context.maximumDetentValue * 0.5`. A stated model, rounded to the pixel.
  static let mediumDetentFraction: CGFloat = 0.5

  /// The sheet's corner radius when `preferredCornerRadius` is nil: 10 points.
  ///
  /// A stated model for iOS 13–18 (no public source gives the number).
  static let defaultCornerRadius: CGFloat = 10

  /// The grabber: 36 × 5 points, 5 points below the sheet's top edge.
  ///
  /// A stated model: the size third-party sheets copy from the system one (for example
  /// `BottomSheetGrabber.default`).
  static let grabberSize = CGSize(width: 36, height: 5)
  static let grabberTopInset: CGFloat = 5

  /// How much narrower the presenting view is, on each side, behind a full-height sheet.
  ///
  /// Its top edge is 10 points above the sheet's. A stated model: the
  /// iOS 13 card presentation shrinks the presenter so that its top edge peeks out above the
  /// sheet's (WWDC 2019 session 224, "the root view controller's view is … scaled down");
  /// `SI`'s 10-point gap is where it shows. The width loses 2 × 16 points.
  static let presenterSideInset: CGFloat = 16

  // MARK: Sheets in regular width (iPad)

  /// A form sheet's size in regular width: 540 × 620 (`RC`, iOS 12–15).
  ///
  /// iPadOS 16 made it
  /// "slightly bigger" (`HK16`) without a published size; Bezel keeps 540 × 620 for every era.
  static let formSheetSize = CGSize(width: 540, height: 620)

  /// A page sheet's width in regular width: 704 points, narrowed to the window less 2 × 20.
  ///
  /// A stated model: no public source measured it.
  static let pageSheetWidth: CGFloat = 704
  static let pageSheetMinimumSideGap: CGFloat = 20

  // MARK: Popovers

  /// A popover's content size when the presented controller's `preferredContentSize` is zero.
  ///
  /// A stated model: 320 points wide, the width of iPad popovers since iOS 3.2, and 480 tall.
  static let popoverDefaultSize = CGSize(width: 320, height: 480)

  /// The arrow's height, 13 points, and its base, 37 points.
  ///
  /// A stated model: the values `UIPopoverBackgroundView` subclasses commonly return for
  /// `arrowHeight()` and `arrowBase()` to match the system arrow.
  static let popoverArrowHeight: CGFloat = 13
  static let popoverArrowBase: CGFloat = 37

  /// The minimum distance between a popover and the window's safe area: 10 points on each side.
  ///
  /// A stated model (`HDR` documents `popoverLayoutMargins` without its default).
  static let popoverLayoutMargin: CGFloat = 10

  // MARK: Alerts

  /// An alert's width: 270 points (`DW`, iOS 12–13; unchanged on iOS 14–18).
  static let alertWidth: CGFloat = 270
  /// An alert button's height: 44 points (`DW`).
  static let alertButtonHeight: CGFloat = 44
  /// An alert's corner radius: 13 points (`DW`).
  static let alertCornerRadius: CGFloat = 13
  /// An alert's title and message block: 20 points above the title, 2 between, 20 below.
  ///
  /// A stated model with the iOS 13 fonts: 17-point semibold title, 13-point message.
  static let alertHeaderTopInset: CGFloat = 20
  static let alertHeaderBottomInset: CGFloat = 20
  static let alertHeaderSideInset: CGFloat = 16
  static let alertTitleHeight: CGFloat = 22
  static let alertMessageLineHeight: CGFloat = 16
  /// A text field row in an alert: a 24-point field, 4 points between fields (a stated model).
  static let alertTextFieldHeight: CGFloat = 24
  static let alertTextFieldSpacing: CGFloat = 4

  /// An action-sheet button's height: 57 points (`SA`, iOS 9 and later).
  static let actionSheetButtonHeight: CGFloat = 57
  /// An action sheet's side and bottom gaps in compact width, and the gap above its cancel
  /// button: 8 points (a stated model).
  static let actionSheetMargin: CGFloat = 8
  /// An action sheet's width in a popover: 304 points (a stated model).
  ///
  /// In compact width it is as wide as the screen's short side, within the safe area, less
  /// `actionSheetMargin` on each side (a stated model).
  static let actionSheetPopoverWidth: CGFloat = 304
}
