import Bezel
import Testing
import UIKit

/// Insets written (top, left, bottom, right), as the measured table writes them.
struct Insets: Hashable, Sendable, CustomStringConvertible {
  var top: CGFloat
  var left: CGFloat
  var bottom: CGFloat
  var right: CGFloat

  init(_ top: CGFloat, _ left: CGFloat, _ bottom: CGFloat, _ right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  var edgeInsets: UIEdgeInsets { UIEdgeInsets(top: top, left: left, bottom: bottom, right: right) }

  var description: String { "(\(top), \(left), \(bottom), \(right))" }
}

/// A width and a height.
struct Size: Hashable, Sendable {
  var width: CGFloat
  var height: CGFloat

  init(_ width: CGFloat, _ height: CGFloat) {
    self.width = width
    self.height = height
  }

  var cgSize: CGSize { CGSize(width: width, height: height) }
}

/// One measured row: a plain root view controller's view on one simulator in one orientation.
struct RootGeometryRow: Sendable, CustomTestStringConvertible {
  /// The orientation the harness measured: it does not say which landscape.
  enum MeasuredOrientation: Sendable {
    case portrait
    case landscape
  }

  var ios: String
  var sourceName: String
  var unnamedInSource: Bool
  var catalogName: String
  var orientation: MeasuredOrientation
  var scale: CGFloat
  var bounds: Size
  var horizontal: UIUserInterfaceSizeClass
  var vertical: UIUserInterfaceSizeClass
  var safeArea: Insets
  var layoutMargins: Insets
  var readableContent: Insets

  /// The OS era of the simulator the row was measured on.
  var era: OSEra { OSEra(majorVersion: Int(ios.prefix { $0 != "." }) ?? 0) }

  /// The catalog orientations the row stands for: both landscapes for a landscape row.
  var orientations: [Orientation] {
    orientation == .portrait ? [.portrait] : [.landscapeLeft, .landscapeRight]
  }

  /// The width of the readable content guide.
  var readableWidth: CGFloat { bounds.width - readableContent.left - readableContent.right }

  /// The width of the layout margins guide.
  var marginsWidth: CGFloat { bounds.width - layoutMargins.left - layoutMargins.right }

  var testDescription: String { "\(catalogName), \(orientation), iOS \(ios)" }
}
