import Foundation

extension UIView {
  /// The transitions of the block-less animation API (UIView.h raw values).
  public enum AnimationTransition: Int, Sendable {
    case none = 0
    case flipFromLeft = 1
    case flipFromRight = 2
    case curlUp = 3
    case curlDown = 4
  }
}
