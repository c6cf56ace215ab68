import Foundation

extension UIControl {
  /// How a control places its content horizontally (UIControl.h; raw values are Apple's).
  public enum ContentHorizontalAlignment: Int, Sendable {
    case center = 0
    case left = 1
    case right = 2
    case fill = 3
    case leading = 4
    case trailing = 5
  }

  /// How a control places its content vertically (UIControl.h; raw values are Apple's).
  public enum ContentVerticalAlignment: Int, Sendable {
    case center = 0
    case top = 1
    case bottom = 2
    case fill = 3
  }

  /// "This property never returns .leading or .trailing" (UIControl,
  /// effectiveContentHorizontalAlignment): leading is left and trailing right when the layout
  /// runs left to right, the other way round when it runs right to left.
  var resolvedContentHorizontalAlignment: ContentHorizontalAlignment {
    let isRightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
    switch contentHorizontalAlignment {
    case .leading: return isRightToLeft ? .right : .left
    case .trailing: return isRightToLeft ? .left : .right
    case let alignment: return alignment
    }
  }
}
