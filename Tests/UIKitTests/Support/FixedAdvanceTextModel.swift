@testable import UIKit

/// A text model whose arithmetic is easy to follow: every character is 10 points wide, every
/// line 20 points tall, lines wrap greedily at spaces.
struct FixedAdvanceTextModel: TextMeasuring {
  func size(of text: String, font: UIFont, numberOfLines: Int, maxWidth: CGFloat?) -> CGSize {
    guard !text.isEmpty else { return .zero }
    var lines: [Int] = []
    var current = 0
    for word in text.split(separator: " ") {
      let length = word.count
      if current == 0 {
        current = length
      } else if let maxWidth, CGFloat(current + 1 + length) * 10 > maxWidth {
        lines.append(current)
        current = length
      } else {
        current += 1 + length
      }
    }
    lines.append(current)
    if numberOfLines > 0 { lines = Array(lines.prefix(numberOfLines)) }
    return CGSize(width: CGFloat(lines.max() ?? 0) * 10, height: CGFloat(lines.count) * 20)
  }

  /// Every character, a space included, is 10 wide, as in `size(of:font:numberOfLines:maxWidth:)`
  /// (a space measured alone there is an empty line, 0 wide).
  func advance(of character: Character, in font: UIFont) -> CGFloat { 10 }
}
