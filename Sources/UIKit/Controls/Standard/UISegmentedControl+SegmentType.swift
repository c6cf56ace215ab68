import Foundation

extension UISegmentedControl {
  /// A segment's place in the control, for appearance customization (UISegmentedControl.h raw
  /// values).
  public enum Segment: Int, Sendable {
    case any = 0
    case left = 1
    case center = 2
    case right = 3
    case alone = 4
  }
}
