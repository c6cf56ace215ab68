import Foundation

/// How a string is laid out to be measured or drawn (NSStringDrawing.h; Apple's raw values).
public struct NSStringDrawingOptions: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Lays the text out in lines from the top-left corner; without it the string is one line on
  /// the baseline at the origin.
  public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
  /// Adds the fonts' leading to line heights.
  public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
  /// Measures glyph ink rather than typographic bounds.
  public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
  /// Truncates the last line that fits with an ellipsis.
  public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// What a measuring or drawing call may shrink, and what it did (NSStringDrawing.h).
open class NSStringDrawingContext: NSObject {
  /// The smallest scale of the font the text may be drawn at to fit; 0 or 1 for none.
  open var minimumScaleFactor: CGFloat = 0
  /// The scale the text was last drawn or measured at.
  open internal(set) var actualScaleFactor: CGFloat = 1
  /// The bounds of the text last drawn or measured.
  open internal(set) var totalBounds: CGRect = .zero

  public override init() {
    super.init()
  }
}
