/// Padding of an interpolated value to a minimum number of columns (Apple's
/// `OSLogStringAlignment`): right-aligned pads on the left, as `printf`'s `%10s` does.
public struct OSLogStringAlignment: Sendable {
  package enum Side: Sendable { case left, right }

  package let minimumColumnWidth: Int?
  package let side: Side

  package init(minimumColumnWidth: Int?, side: Side) {
    self.minimumColumnWidth = minimumColumnWidth
    self.side = side
  }

  public static var none: OSLogStringAlignment {
    OSLogStringAlignment(minimumColumnWidth: nil, side: .right)
  }

  public static func right(columns: @autoclosure @escaping () -> Int) -> OSLogStringAlignment {
    OSLogStringAlignment(minimumColumnWidth: columns(), side: .right)
  }

  public static func left(columns: @autoclosure @escaping () -> Int) -> OSLogStringAlignment {
    OSLogStringAlignment(minimumColumnWidth: columns(), side: .left)
  }

  /// `text` padded with spaces to the minimum width on the aligned side.
  package func apply(to text: String) -> String {
    guard let width = minimumColumnWidth, text.count < width else { return text }
    let padding = String(repeating: " ", count: width - text.count)
    return side == .right ? padding + text : text + padding
  }
}
