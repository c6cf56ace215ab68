import UIKit

/// The text a label or button shows, broken into the lines it is drawn in, for drawings.
///
/// Lines are broken greedily at spaces with the widths of the text model the views were
/// measured with (`UILabel` sizes itself with the same model), within the view's width; as many
/// lines as the view's height holds are kept, the last ending in "…" when text is left over.
/// The drawing never affects layout.
public struct SnapshotText: Hashable, Sendable {
  /// The lines, top to bottom.
  public var lines: [String]
  /// Each line's width in the text model: drawings stretch or squeeze their font to it, so a
  /// line takes the room it takes on the device.
  public var lineWidths: [CGFloat]
  /// The font's point size.
  public var fontSize: CGFloat
  /// The distance from one line's top to the next's.
  public var lineHeight: CGFloat
  /// Where the lines sit across the view: the side a label's (natural) alignment gives in the
  /// view's layout direction, or the centre for a button's title.
  public var alignment: Alignment

  /// Where lines sit across their view.
  public enum Alignment: String, Hashable, Sendable {
    /// Against the left edge.
    case left
    /// Centred.
    case center
    /// Against the right edge.
    case right
  }

  /// Creates a text from its values.
  public init(
    lines: [String], lineWidths: [CGFloat], fontSize: CGFloat, lineHeight: CGFloat,
    alignment: Alignment = .left
  ) {
    self.lines = lines
    self.lineWidths = lineWidths
    self.fontSize = fontSize
    self.lineHeight = lineHeight
    self.alignment = alignment
  }

  /// The text `view` shows, if it is a label or a button with text.
  @MainActor
  init?(of view: UIView) {
    // The model the view measured itself with: its window's.
    let model = WindowContext.textModel(in: view.window)
    if let label = view as? UILabel, let text = label.text, !text.isEmpty {
      let rightToLeft = label.effectiveUserInterfaceLayoutDirection == .rightToLeft
      let alignment: Alignment =
        switch label.textAlignment {
        case .center: .center
        case .right: .right
        case .left: .left
        default: rightToLeft ? .right : .left
        }
      self.init(
        text, font: label.font, numberOfLines: label.numberOfLines, size: label.bounds.size,
        alignment: alignment, model: model)
    } else if let button = view as? UIButton, let title = button.currentTitle, !title.isEmpty {
      let font = button.titleLabel?.font ?? UIFont.systemFont(ofSize: 15)
      self.init(
        title, font: font, numberOfLines: 1, size: button.bounds.size, alignment: .center,
        model: model)
    } else {
      return nil
    }
  }

  @MainActor
  private init?(
    _ text: String, font: UIFont, numberOfLines: Int, size: CGSize, alignment: Alignment,
    model: any TextMeasuring
  ) {
    let lineHeight = font.lineHeight
    guard lineHeight > 0, size.width > 0, size.height > 0 else { return nil }
    let fits = max(1, Int(min((size.height + 0.5) / lineHeight, 10_000)))
    let limit = numberOfLines > 0 ? min(numberOfLines, fits) : fits
    let lines = Self.lines(of: text, font: font, width: size.width, limit: limit, model: model)
    guard !lines.isEmpty else { return nil }
    let widths = lines.map {
      min(size.width, model.size(of: $0, font: font, numberOfLines: 1, maxWidth: nil).width)
    }
    self.init(
      lines: lines, lineWidths: widths, fontSize: font.pointSize, lineHeight: lineHeight,
      alignment: alignment)
  }

  /// Greedy line breaking of `text` at spaces within `width`, at most `limit` lines.
  private static func lines(
    of text: String, font: UIFont, width: CGFloat, limit: Int, model: any TextMeasuring
  ) -> [String] {
    func measure(_ piece: String) -> CGFloat {
      model.size(of: piece, font: font, numberOfLines: 1, maxWidth: nil).width
    }
    var lines: [String] = []
    var leftOver = false
    let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false)
    for (index, paragraph) in paragraphs.enumerated() {
      var line = ""
      for word in paragraph.split(separator: " ") {
        let candidate = line.isEmpty ? String(word) : line + " " + word
        if line.isEmpty || measure(candidate) <= width + 1e-6 {
          line = candidate
          continue
        }
        lines.append(line)
        line = String(word)
        if lines.count == limit { break }
      }
      if lines.count == limit {
        leftOver = true
        break
      }
      lines.append(line)
      if lines.count == limit {
        leftOver = index < paragraphs.count - 1
        break
      }
    }
    if leftOver, let last = lines.last { lines[lines.count - 1] = last + "…" }
    return Array(lines.prefix(limit))
  }
}
