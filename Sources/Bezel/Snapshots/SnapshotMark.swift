import UIKit

/// Something a view draws besides its layers and its own text, placed from the view's top-left
/// corner in points: an image, an SF Symbol, a line of text such as a bar's title, or a part of a
/// control such as a switch's track.
///
/// Images are drawn as placeholders of their size: Bezel reads an image's size, not its pixels.
public enum SnapshotMark: Hashable, Sendable {
  /// An image of the frame's size, drawn as a light grey placeholder with a cross.
  case image(frame: CGRect)
  /// An SF Symbol of the frame's size in its tint colour, drawn as a rounded placeholder.
  case symbol(frame: CGRect, color: SnapshotColor)
  /// Text laid out in the frame.
  case text(SnapshotText, frame: CGRect)
  /// A rounded rectangle filled with `fill` and outlined in `stroke` (one point wide) when there
  /// is one: a part of a control, such as a switch's track and thumb or a slider's track.
  case shape(frame: CGRect, radius: CGFloat, fill: SnapshotColor?, stroke: SnapshotColor?)

  /// Where the mark is, from the view's top-left corner.
  public var frame: CGRect {
    switch self {
    case .image(let frame), .symbol(let frame, _), .text(_, let frame), .shape(let frame, _, _, _):
      frame
    }
  }
}
