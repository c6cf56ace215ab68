import Foundation

extension UIScrollView {
  /// Whether a scroll view shows its index (UIScrollView.h raw values).
  public enum IndexDisplayMode: Int, Sendable {
    case automatic = 0
    case alwaysHidden = 1
  }
}
