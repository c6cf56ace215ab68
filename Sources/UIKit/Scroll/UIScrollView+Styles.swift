import Foundation

extension UIScrollView {
  /// The style of the scroll indicators (UIScrollView.h; raw values are Apple's).
  public enum IndicatorStyle: Int, Sendable {
    case `default` = 0
    case black = 1
    case white = 2
  }

  /// How a drag dismisses the keyboard (UIScrollView.h; raw values are Apple's).
  public enum KeyboardDismissMode: Int, Sendable {
    case none = 0
    case onDrag = 1
    case interactive = 2
    case onDragWithAccessory = 3
    case interactiveWithAccessory = 4
  }
}
