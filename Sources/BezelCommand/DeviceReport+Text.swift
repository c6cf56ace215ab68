import UIKit

extension DeviceReport {
  /// The report as indented text: one line per value, its source at the end.
  var text: String {
    var lines = ["\(name) (\(year), \(idiom)) — \(swiftName)"]
    func line(_ label: String, _ value: String, _ source: String) {
      let padded = label.padding(toLength: 16, withPad: " ", startingAt: 0)
      lines.append("  \(padded)\(value)  [\(source)]")
    }
    line(
      "screen",
      "\(number(screen.value.width)) × \(number(screen.value.height)) pt @\(number(screen.value.scale))x",
      screen.source)
    if let cornerRadius { line("corner radius", number(cornerRadius.value), cornerRadius.source) }
    for entry in hardwareInsets {
      line(
        "hardware insets",
        "iOS \(entry.fromIOS)+: portrait \(insets(entry.value.portrait)), "
          + "landscape \(insets(entry.value.landscape))", entry.source)
    }
    for entry in statusBar {
      line(
        "status bar",
        "iOS \(entry.fromIOS)+: portrait \(number(entry.value.portrait)), "
          + "landscape \(number(entry.value.landscape))", entry.source)
    }
    for (orientation, bars) in [("portrait", bars.portrait), ("landscape", bars.landscape)] {
      guard let bars else { continue }
      let value = bars.value
      line(
        "bars",
        "\(orientation): navigation \(number(value.navigationBar)), large title "
          + "\(number(value.largeTitleNavigationBar)), toolbar \(number(value.toolbar)), "
          + "tab bar \(number(value.tabBar))", bars.source)
    }
    line("readable width", number(readableWidth.value), readableWidth.source)
    lines.append(
      "  size classes    portrait \(sizeClasses.portrait), landscape \(sizeClasses.landscape)")
    for split in splitViews {
      line(
        "split view",
        "\(split.fraction) \(split.orientation): \(number(split.width)) × \(number(split.height)), "
          + "\(split.horizontalSizeClass) width", split.source)
    }
    return lines.joined(separator: "\n")
  }

  private func insets(_ insets: Insets) -> String {
    "\(number(insets.top)) \(number(insets.left)) \(number(insets.bottom)) \(number(insets.right))"
  }
}

/// A number as the command prints it: whole numbers without a fraction, others with up to three
/// decimals.
func number(_ value: CGFloat) -> String {
  guard value.isFinite, abs(value) < 1e12 else { return "\(value)" }
  let rounded = (value * 1000).rounded() / 1000
  if rounded == rounded.rounded() { return String(Int(rounded)) }
  var text = String(Double(rounded))
  while text.hasSuffix("0") { text.removeLast() }
  return text
}
