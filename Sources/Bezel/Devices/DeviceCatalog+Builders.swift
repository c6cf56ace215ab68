import UIKit

/// Citation keys shared by the catalog's tables; docs/sources.md says what each key stands for.
enum Cite {
  /// marcbouchenoire/dimmmensions: a plain root view controller measured on iOS 14.4, 15.0 and
  /// 16.2 simulators.
  static let dim = "DIM (iOS 14.4–16.2 simulators)"
  /// pointfreeco/swift-snapshot-testing `View.swift` device table.
  static let sst = "SST"
  /// aloisdeniel/flutter_device_preview `device_frame` hand-typed catalog.
  static let df = "DF"
  /// aloisdeniel/flutter_device_preview `device_specs`, probed on Xcode 26.6 simulators.
  static let dfSpecs = "DF-SPECS (Xcode 26.6 simulators)"
  /// Apple's Human Interface Guidelines, "Layout", device screen sizes.
  static let hig = "Apple HIG device screen sizes"
  /// Hardware insets of every home-button iPhone.
  static let homeButtonPhone = "DIM; SST (no hardware insets with a home button)"
  /// The 20-point status bar of home-button iPhones, hidden in landscape.
  static let homeButtonStatusBar =
    "UYL-X; DIM (20 in portrait, hidden in landscape); WWDC18-235 (20 points reclaimed)"
  /// The landscape home indicator inset through iOS 18.
  static let landscapeHomeIndicator21 = "DIM; KR (landscape home indicator 21)"
  /// The landscape home indicator inset on iOS 26.
  static let landscapeHomeIndicator20 = "DF-SPECS (landscape home indicator 20 on iOS 26)"
}

extension EraValues {
  /// One value holding from `era` on.
  static func since(_ era: OSEra, _ value: Value, _ citation: String) -> EraValues {
    EraValues(Sourced(value, Source(citation, era: era)))
  }
}

extension Sourced where Value == CGFloat {
  /// A corner radius measured by DIM.
  static func dim(_ radius: CGFloat) -> Sourced<CGFloat> {
    Sourced(radius, Source(Cite.dim, era: .iOS14))
  }

  /// A corner radius taken from a sibling with the same panel that DIM measured.
  static func dimSibling(_ radius: CGFloat, _ sibling: String) -> Sourced<CGFloat> {
    Sourced(radius, Source("DIM (\(sibling), same panel)", era: .iOS14))
  }
}

extension Device {
  /// An iPhone or iPod touch with a home button: no hardware insets and a 20-point status bar in
  /// portrait only.
  static func homeButtonPhone(
    _ name: String, year: Int, _ width: CGFloat, _ height: CGFloat, scale: CGFloat,
    screen: String
  ) -> Device {
    Device(
      name: name, year: year, idiom: .phone, screenSize: CGSize(width: width, height: height),
      scale: scale, screenSource: Source(screen, era: .iOS9),
      cornerRadius: Sourced(0, Source("DIM (square screens read 0)", era: .iOS14)),
      hardwareInsets: .since(.iOS9, .none, Cite.homeButtonPhone),
      statusBar: .since(.iOS9, .portraitOnly(20), Cite.homeButtonStatusBar))
  }

  /// An iPhone with a notch or a Dynamic Island.
  ///
  /// `sensorHousing` gives the top inset in portrait per era (it is also the side inset in
  /// landscape); the status bar covers the same strip in portrait and is hidden in landscape.
  /// The landscape home indicator is 21 until iOS 26 and 20 from then on. `housing` says whether
  /// the cut-out is a notch or a Dynamic Island (Apple's tech specs list "Dynamic Island" under
  /// Display from the iPhone 14 Pro on, except the iPhone 16e and 17e); notches of devices
  /// released from 2021 on are drawn smaller (see `SensorHousing`).
  static func sensorHousingPhone(
    _ name: String, year: Int, _ width: CGFloat, _ height: CGFloat, scale: CGFloat,
    screen: String, cornerRadius: Sourced<CGFloat>? = nil, housing: SensorHousing.Kind,
    sensorHousing: EraValues<CGFloat>
  ) -> Device {
    var eras = sensorHousing.entries.map(\.source.era)
    if !eras.contains(.iOS26) { eras.append(.iOS26) }
    let insets = eras.map { era -> Sourced<HardwareInsets> in
      let housing = sensorHousing.sourced(in: era)
      let bottom: CGFloat = era >= .iOS26 ? 20 : 21
      let citation = era >= .iOS26 ? Cite.landscapeHomeIndicator20 : Cite.landscapeHomeIndicator21
      return Sourced(
        .sensorHousing(housing.value, landscapeHomeIndicator: bottom),
        Source("sensor housing \(housing.source.citation); \(citation)", era: era))
    }
    let statusBars = sensorHousing.entries.map { entry in
      Sourced(
        StatusBar.portraitOnly(entry.value),
        Source(
          "\(entry.source.citation) (the top inset in portrait); hidden in landscape (DIM)",
          era: entry.source.era))
    }
    let firstEra = sensorHousing.entries[0].source.era
    let drawn: SensorHousing =
      housing == .dynamicIsland ? .dynamicIsland : year >= 2021 ? .smallerNotch : .notch
    let housingCitation =
      housing == .dynamicIsland
      ? "Apple tech specs (Dynamic Island); drawn size: a drawing model"
      : "Apple tech specs (TrueDepth camera in a notch, no Dynamic Island); drawn size: a "
        + "drawing model"
    return Device(
      name: name, year: year, idiom: .phone, screenSize: CGSize(width: width, height: height),
      scale: scale, screenSource: Source(screen, era: firstEra),
      cornerRadius: cornerRadius,
      sensorHousing: Sourced(drawn, Source(housingCitation, era: firstEra)),
      hardwareInsets: EraValues(list: insets),
      statusBar: EraValues(list: statusBars))
  }

  /// An iPad with a home button: no hardware insets and a 20-point status bar in every
  /// orientation; Slide Over windows are 320 points wide and 40 shorter than the screen.
  static func homeButtonPad(
    _ name: String, year: Int, _ width: CGFloat, _ height: CGFloat, scale: CGFloat = 2,
    screen: String, splitViews: [SplitView] = []
  ) -> Device {
    Device(
      name: name, year: year, idiom: .pad, screenSize: CGSize(width: width, height: height),
      scale: scale, screenSource: Source(screen, era: .iOS9),
      cornerRadius: Sourced(0, Source("DIM (square screens read 0)", era: .iOS14)),
      hardwareInsets: .since(.iOS9, .none, "DIM; SST (no hardware insets with a home button)"),
      statusBar: .since(.iOS9, .everyOrientation(20), "DIM; SST; HACK-iPadPro (20 points)"),
      splitViews: splitViews,
      slideOver: Sourced(
        CGSize(width: 320, height: height - 40),
        Source("HACK-iPadPro (9.7\" and 10.5\" iPads; others by sibling)", era: .iOS11)))
  }

  /// An iPad without a home button: a home indicator at the bottom, a taller status bar.
  ///
  /// Both hold in every orientation: 24 and 20 through iOS 18 (DIM), 32 and 25 on iOS 26
  /// (DF-SPECS). Devices released with iOS 26 have only the iOS 26 values.
  static func homeIndicatorPad(
    _ name: String, year: Int, _ width: CGFloat, _ height: CGFloat, screen: String,
    cornerRadius: Sourced<CGFloat>? = nil, measuredBefore26: String? = Cite.dim,
    splitViews: [SplitView] = []
  ) -> Device {
    var insets: [Sourced<HardwareInsets>] = []
    var statusBars: [Sourced<StatusBar>] = []
    if let measured = measuredBefore26 {
      insets.append(
        Sourced(.homeIndicator(20), Source("\(measured) (home indicator 20)", era: .iOS12)))
      statusBars.append(
        Sourced(
          .everyOrientation(24),
          Source(
            "\(measured) (top inset 24; the camera is off the screen, so the inset is the "
              + "status bar's)", era: .iOS12)))
    }
    insets.append(Sourced(.homeIndicator(25), Source(Cite.dfSpecs, era: .iOS26)))
    statusBars.append(Sourced(.everyOrientation(32), Source(Cite.dfSpecs, era: .iOS26)))
    return Device(
      name: name, year: year, idiom: .pad, screenSize: CGSize(width: width, height: height),
      scale: 2, screenSource: Source(screen, era: measuredBefore26 == nil ? .iOS26 : .iOS12),
      cornerRadius: cornerRadius, hardwareInsets: EraValues(list: insets),
      statusBar: EraValues(list: statusBars), splitViews: splitViews)
  }
}
