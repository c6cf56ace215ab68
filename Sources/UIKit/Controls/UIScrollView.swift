import Foundation

/// A view whose content can be larger than its bounds (content insets and scrolling come with
/// the scroll-view work; for now it lays out as a plain view).
@MainActor @preconcurrency
open class UIScrollView: UIView {
  open var contentSize = CGSize.zero
  open var contentOffset: CGPoint {
    get { bounds.origin }
    set { bounds = CGRect(origin: newValue, size: bounds.size) }
  }
  open var contentInset = UIEdgeInsets.zero
}
