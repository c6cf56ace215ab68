import Foundation

/// The sizes UIKit's standard controls give themselves, per OS era.
///
/// Measured values keep their source and OS version; values no public recording gives are stated
/// models, said so beside them.
package struct UIControlMetrics: Sendable, Equatable {
  /// A switch's fixed size.
  package var switchSize: CGSize
  /// A segmented control's intrinsic height.
  package var segmentedControlHeight: CGFloat
  /// The space a segment leaves on each side of its title or image.
  package var segmentPadding: CGFloat
  /// The point size of a segment's title.
  package var segmentFontSize: CGFloat
  /// A slider's intrinsic height.
  package var sliderHeight: CGFloat
  /// A slider's thumb.
  package var sliderThumbSize: CGSize
  /// A slider's track height.
  package var sliderTrackHeight: CGFloat
  /// A stepper's fixed size.
  package var stepperSize: CGSize
  /// A progress view's intrinsic height.
  package var progressViewHeight: CGFloat
  /// A page control's intrinsic height.
  package var pageControlHeight: CGFloat
  /// How far apart a page control's indicators' origins are.
  package var pageIndicatorPitch: CGFloat
  /// The diameter of a page indicator.
  package var pageIndicatorDiameter: CGFloat
  /// The space a page control leaves around its row of indicators, on each side.
  package var pageControlPadding: CGFloat
  /// The height of a picker row whose delegate gives none.
  package var pickerRowHeight: CGFloat
  /// Whether date pickers have the compact and inline styles (iOS 13.4 and later), which an
  /// `.automatic` date picker resolves to.
  package var hasCompactDatePickers = true

  /// iOS 7 through 12, the flat controls.
  ///
  /// - Switch 51 × 31: recorded in lldb sessions of iOS 7-era apps (`<UISwitch …; frame = (93 226;
  ///   51 31)>`, the Chisel/beagle README) and on iOS 10 (openradar 31777116 states the drawn size
  ///   51 × 31).
  /// - Segmented control 29 tall: recorded on iOS 9 (`<UISegmentedControl …; frame = (8 7; 584
  ///   29)>`, an iPad app's log of 2015); segment titles 13 pt. The 8-point segment padding is a
  ///   model.
  /// - Slider 31 tall with a 28-point thumb and a 2-point track: a model of iOS 7's slider,
  ///   whose round thumb with its shadow is 31 tall.
  /// - Stepper 94 × 29; progress view 2 tall; page indicators 7 points on a 16-point pitch in a
  ///   37-point-tall control; picker rows 32 tall: models from iOS 7's controls as Interface
  ///   Builder creates them (no public recording of them was found).
  package static let iOS7 = UIControlMetrics(
    switchSize: CGSize(width: 51, height: 31), segmentedControlHeight: 29, segmentPadding: 8,
    segmentFontSize: 13, sliderHeight: 31, sliderThumbSize: CGSize(width: 28, height: 28),
    sliderTrackHeight: 2, stepperSize: CGSize(width: 94, height: 29), progressViewHeight: 2,
    pageControlHeight: 37, pageIndicatorPitch: 16, pageIndicatorDiameter: 7,
    pageControlPadding: 0, pickerRowHeight: 32, hasCompactDatePickers: false)

  /// iOS 13 through 18.
  ///
  /// - Switch 51 × 31: recorded on iOS 16, 17 and 18 simulators (getsentry/sentry-cocoa,
  ///   `SentryUIRedactBuilderTests_Common.testDefaultIgnoredControls_shouldNotRedactUISwitch`:
  ///   a switch given an 80 × 30 frame is 51 × 31).
  /// - Segmented control 32 tall, stepper 94 × 32: iOS 13's redesigned controls, models
  ///   (unrecorded here); segment padding 12 and titles 13 pt, models.
  /// - Slider 31 tall with a 28-point thumb, 4-point tracks and progress bars: models.
  /// - Page control (iOS 14's redesign): 8-point indicators on a 16-point pitch, 8 points of
  ///   padding on each side, 26 tall — a model.
  package static let iOS13 = UIControlMetrics(
    switchSize: CGSize(width: 51, height: 31), segmentedControlHeight: 32, segmentPadding: 12,
    segmentFontSize: 13, sliderHeight: 31, sliderThumbSize: CGSize(width: 28, height: 28),
    sliderTrackHeight: 4, stepperSize: CGSize(width: 94, height: 32), progressViewHeight: 4,
    pageControlHeight: 26, pageIndicatorPitch: 16, pageIndicatorDiameter: 8,
    pageControlPadding: 8, pickerRowHeight: 32)

  /// iOS 26, Liquid Glass.
  ///
  /// - Slider: a 37 × 24 thumb and a 6-point track, recorded on an iOS 26 simulator
  ///   (getsentry/sentry-cocoa,
  ///   `SentryUIRedactBuilderTests_Common.testDefaultIgnoredControls_shouldNotRedactUISlider`:
  ///   `_UILiquidLensView` 37 × 24, track view 6 tall); its 28-point height is a model.
  /// - Switch 63 × 28: a model. iOS 26 changed the switch's size (react-native issue 52823 and
  ///   pull request 53247, "Apple changed the sizes of the UISwitch"); 63 × 28 is the size
  ///   reported for the Liquid Glass switch, not recorded in a public view dump found here.
  /// - The other controls keep iOS 13's sizes, a model.
  package static let iOS26 = UIControlMetrics(
    switchSize: CGSize(width: 63, height: 28), segmentedControlHeight: 32, segmentPadding: 12,
    segmentFontSize: 13, sliderHeight: 28, sliderThumbSize: CGSize(width: 37, height: 24),
    sliderTrackHeight: 6, stepperSize: CGSize(width: 94, height: 32), progressViewHeight: 4,
    pageControlHeight: 26, pageIndicatorPitch: 16, pageIndicatorDiameter: 8,
    pageControlPadding: 8, pickerRowHeight: 32)
}

extension UIView {
  /// The standard controls' sizes in the window's OS era.
  package var controlMetrics: UIControlMetrics { environment.controlMetrics }
}
