import UIKit

/// The legend below a snapshot's drawing: a title line naming the device and traits, and a key
/// to the colours in as many columns as fit the screen's width.
struct SVGLegend {
  let title: String
  let top: CGFloat
  let columns: Int
  let columnWidth: CGFloat
  let shows: Bool
  let fontSize: CGFloat

  private static let lineHeight: CGFloat = 14
  /// Each key: the swatch's attributes and the label.
  private static let keys: [(String, String)] = [
    (" fill=\"#0a84ff\" fill-opacity=\"0.15\" stroke=\"#0a84ff\"", "view"),
    (" fill=\"#ff3b30\" fill-opacity=\"0.16\"", "unsafe area"),
    (" fill=\"none\" stroke=\"#34c759\" stroke-dasharray=\"4 2\"", "layout margins"),
    (" fill=\"none\" stroke=\"#af52de\" stroke-dasharray=\"1 2\"", "readable guide"),
    (" fill=\"#ff9f0a\" fill-opacity=\"0.3\"", "scroll content inset"),
  ]

  init(snapshot: LayoutSnapshot, options: SVGOptions) {
    var title = "\(snapshot.deviceName) · \(SnapshotNames.name(of: snapshot.orientation))"
    title += " · \(SnapshotNames.name(of: snapshot.contentSizeCategory))"
    title += " · \(SnapshotNames.name(of: snapshot.layoutDirection))"
    if let split = snapshot.splitView {
      title += " · split view \(SnapshotNames.name(of: split))"
    }
    self.title = title
    shows = options.showsLegend
    fontSize = options.fontSize
    top = (snapshot.screenSize.height.isFinite ? snapshot.screenSize.height : 0) + 12
    columnWidth = 120
    let fit = (snapshot.screenSize.width / columnWidth).rounded(.down)
    columns = fit.isFinite ? Int(min(max(fit, 1), CGFloat(Self.keys.count))) : 1
  }

  /// The height the legend adds below the screen, 0 when it is not shown.
  var height: CGFloat {
    guard shows else { return 0 }
    let rows = (Self.keys.count + columns - 1) / columns
    return 12 + Self.lineHeight * CGFloat(rows + 1)
  }

  func draw(_ svg: inout SVGWriter) {
    svg.raw("<g class=\"legend\" fill=\"#1c1c1e\">\n")
    if shows {
      svg.text(title, x: 0, y: top + 10, " font-weight=\"bold\"")
      for (index, key) in Self.keys.enumerated() {
        let column = CGFloat(index % columns)
        let row = CGFloat(index / columns + 1)
        let x = column * columnWidth
        let y = top + row * Self.lineHeight
        svg.rect(CGRect(x: x, y: y + 2, width: 12, height: 8), key.0)
        svg.text(key.1, x: x + 16, y: y + 10)
      }
    }
    svg.raw("</g>\n")
  }
}
