import Bezel
import UIKit

/// What `bezel devices` prints of one device: each value with its source.
struct DeviceReport: Encodable {
  struct SourcedValue<Value: Encodable>: Encodable {
    var value: Value
    var source: String
  }
  struct Screen: Encodable {
    var width: CGFloat
    var height: CGFloat
    var scale: CGFloat
  }
  struct Insets: Encodable {
    var top: CGFloat
    var left: CGFloat
    var bottom: CGFloat
    var right: CGFloat
  }
  struct PerOrientation<Value: Encodable>: Encodable {
    var portrait: Value
    var landscape: Value
  }
  struct EraValue<Value: Encodable>: Encodable {
    var fromIOS: Int
    var value: Value
    var source: String
  }
  struct Bars: Encodable {
    var navigationBar: CGFloat
    var largeTitleNavigationBar: CGFloat
    var toolbar: CGFloat
    var tabBar: CGFloat
  }
  struct Split: Encodable {
    var fraction: String
    var orientation: String
    var width: CGFloat
    var height: CGFloat
    var horizontalSizeClass: String
    var source: String
  }

  var name: String
  /// The `DeviceCatalog` property that holds the device, as Swift code names it.
  var swiftName: String
  var year: Int
  var idiom: String
  var screen: SourcedValue<Screen>
  var cornerRadius: SourcedValue<CGFloat>?
  var hardwareInsets: [EraValue<PerOrientation<Insets>>]
  var statusBar: [EraValue<PerOrientation<CGFloat>>]
  var bars: PerOrientation<SourcedValue<Bars>?>
  var readableWidth: SourcedValue<CGFloat>
  var sizeClasses: PerOrientation<String>
  var splitViews: [Split]

  init(_ device: Device) {
    name = device.name
    swiftName = DeviceCatalog.swiftName(of: device).map { "DeviceCatalog.\($0)" } ?? ""
    year = device.year
    idiom = SnapshotNames.name(of: device.idiom)
    screen = SourcedValue(
      value: Screen(
        width: device.screenSize.width, height: device.screenSize.height, scale: device.scale),
      source: device.screenSource.description)
    cornerRadius = device.cornerRadius.map {
      SourcedValue(value: $0.value, source: $0.source.description)
    }
    hardwareInsets = device.hardwareInsets.entries.map {
      EraValue(
        fromIOS: $0.source.era.firstVersion,
        value: PerOrientation(
          portrait: Insets($0.value.portrait), landscape: Insets($0.value.landscape)),
        source: $0.source.citation)
    }
    statusBar = device.statusBar.entries.map {
      EraValue(
        fromIOS: $0.source.era.firstVersion,
        value: PerOrientation(portrait: $0.value.portrait, landscape: $0.value.landscape),
        source: $0.source.citation)
    }
    bars = PerOrientation(
      portrait: Self.bars(device, .portrait), landscape: Self.bars(device, .landscapeLeft))
    readableWidth = SourcedValue(
      value: device.readableWidth(), source: device.readableWidthSource().description)
    sizeClasses = PerOrientation(
      portrait: device.sizeClasses(in: .portrait).description,
      landscape: device.sizeClasses(in: .landscapeLeft).description)
    splitViews = device.splitViews.map {
      Split(
        fraction: "\($0.fraction)", orientation: $0.isLandscape ? "landscape" : "portrait",
        width: $0.size.width, height: $0.size.height,
        horizontalSizeClass: $0.horizontalSizeClass == .compact ? "compact" : "regular",
        source: $0.source.description)
    }
  }

  private static func bars(_ device: Device, _ orientation: Orientation) -> SourcedValue<Bars>? {
    device.barHeights(in: orientation).map {
      SourcedValue(
        value: Bars(
          navigationBar: $0.value.navigationBar,
          largeTitleNavigationBar: $0.value.largeTitleNavigationBar, toolbar: $0.value.toolbar,
          tabBar: $0.value.tabBar),
        source: $0.source.description)
    }
  }

}

extension DeviceReport {
  /// What `bezel devices --list --format json` prints of a device.
  struct Summary: Encodable {
    var name: String
    var swiftName: String
    var width: CGFloat
    var height: CGFloat
    var scale: CGFloat
    var idiom: String
    var year: Int
  }

  /// A full report or a summary, encoded as itself.
  enum Entry: Encodable {
    case full(DeviceReport)
    case summary(Summary)

    func encode(to encoder: any Encoder) throws {
      switch self {
      case .full(let report): try report.encode(to: encoder)
      case .summary(let summary): try summary.encode(to: encoder)
      }
    }
  }

  var summary: Entry {
    .summary(
      Summary(
        name: name, swiftName: swiftName, width: screen.value.width,
        height: screen.value.height, scale: screen.value.scale, idiom: idiom, year: year))
  }

  /// One aligned line per device: name, Swift name, screen in points and scale, kind and year.
  static func listLines(_ devices: [Device]) -> [String] {
    let reports = devices.map(DeviceReport.init)
    let nameWidth = reports.map(\.name.count).max() ?? 0
    let swiftWidth = reports.map(\.swiftName.count).max() ?? 0
    return reports.map { report in
      let screen = report.screen.value
      return report.name.padding(toLength: nameWidth, withPad: " ", startingAt: 0) + "  "
        + report.swiftName.padding(toLength: swiftWidth, withPad: " ", startingAt: 0) + "  "
        + "\(number(screen.width)) × \(number(screen.height)) @\(number(screen.scale))x  "
        + "\(report.idiom) \(report.year)"
    }
  }
}

extension DeviceReport.Insets {
  init(_ insets: UIEdgeInsets) {
    self.init(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
  }
}
