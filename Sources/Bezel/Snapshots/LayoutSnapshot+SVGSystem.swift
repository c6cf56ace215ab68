import UIKit

extension LayoutSnapshot {
  /// The home indicator's drawn frame in screen coordinates, or nil on a device without one.
  ///
  /// A drawing model, in points: a bar 5 tall, 8 above the screen's bottom edge in every
  /// orientation (the indicator is at the interface's bottom), centred across it; 134 wide on
  /// an iPhone in portrait, 209 in landscape, 315 on an iPad — the sizes of Apple's design
  /// templates for the iPhone X and the 2018 iPad Pro, drawn alike on later models.
  public var homeIndicatorFrame: CGRect? {
    guard showsHomeIndicator else { return nil }
    let width: CGFloat =
      idiom == .pad ? 315 : orientation.isLandscape ? 209 : 134
    let drawn = min(width, screenSize.width)
    return CGRect(
      x: (screenSize.width - drawn) / 2, y: screenSize.height - 8 - 5, width: drawn, height: 5)
  }

  /// Draws `<g class="system">`: the status bar's time and battery while it shows and the home
  /// indicator, with the appearance; empty without it.
  ///
  /// The time is Apple's "9:41". On an iPhone with a sensor housing, in portrait, the time is
  /// centred in the strip left of the housing (17-point semibold) and the battery in the strip
  /// right of it, both level with the housing's middle (a Dynamic Island) or a little above
  /// the bar's middle (a notch); elsewhere the time is 12-point semibold, centred on an iPhone
  /// and at the left on an iPad, the battery at the right. A drawing model after screenshots.
  func drawSystem(_ svg: inout SVGWriter, _ options: SVGOptions) {
    svg.raw("<g class=\"system\">\n")
    defer { svg.raw("</g>\n") }
    guard options.showsAppearance else { return }
    let ink = statusBarIsLight ? "#ffffff" : "#000000"
    let height = statusBarHeight
    if height > 0, height.isFinite {
      let width = screenSize.width
      if orientation == .portrait, let housing = sensorHousing, let frame = sensorHousingFrame {
        let middle = housing.kind == .dynamicIsland ? frame.midY : max(frame.midY, height / 2 - 2)
        time(&svg, x: frame.minX / 2, middle: middle, size: 17, anchor: "middle", ink: ink)
        battery(&svg, centerX: (frame.maxX + width) / 2, middle: middle, ink: ink)
      } else if idiom == .pad {
        time(&svg, x: 20, middle: height / 2, size: 12, anchor: "start", ink: ink)
        battery(&svg, centerX: width - 20 - 13.5, middle: height / 2, ink: ink)
      } else {
        time(&svg, x: width / 2, middle: height / 2, size: 12, anchor: "middle", ink: ink)
        battery(&svg, centerX: width - 6 - 13.5, middle: height / 2, ink: ink)
      }
    }
    if let frame = homeIndicatorFrame {
      svg.rect(
        frame, cornerAttributes(frame.height / 2) + " class=\"home-indicator\" fill=\"\(ink)\"")
    }
  }

  private func time(
    _ svg: inout SVGWriter, x: CGFloat, middle: CGFloat, size: CGFloat, anchor: String,
    ink: String
  ) {
    // A baseline 0.35 of the font size below the middle centres the digits' height.
    svg.text(
      "9:41", x: x, y: middle + size * 0.35,
      " class=\"time\" font-size=\"\(SnapshotNumber.string(size))\" font-weight=\"600\""
        + " text-anchor=\"\(anchor)\" fill=\"\(ink)\"")
  }

  /// A full battery: a 25 × 12 outline, its charge, and the terminal on its right.
  private func battery(_ svg: inout SVGWriter, centerX: CGFloat, middle: CGFloat, ink: String) {
    let body = CGRect(x: centerX - 14, y: middle - 6, width: 25, height: 12)
    svg.raw("<g class=\"battery\" fill=\"\(ink)\">\n")
    svg.rect(
      body.insetBy(dx: 0.5, dy: 0.5),
      cornerAttributes(3.5) + " fill=\"none\" stroke=\"\(ink)\" stroke-opacity=\"0.35\""
        + " stroke-width=\"1\"")
    svg.rect(body.insetBy(dx: 2, dy: 2), cornerAttributes(1.5))
    svg.rect(
      CGRect(x: body.maxX + 1, y: middle - 2, width: 1.5, height: 4), " fill-opacity=\"0.4\"")
    svg.raw("</g>\n")
  }
}
