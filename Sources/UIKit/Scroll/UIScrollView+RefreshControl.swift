import Foundation

extension UIScrollView {
  /// Installs a new refresh control: the old one leaves, the new one goes behind the content,
  /// above its top.
  func refreshControlDidChange(from old: UIRefreshControl?) {
    guard old !== refreshControl else { return }
    if let old, old.superview === self { old.removeFromSuperview() }
    if let control = refreshControl {
      control.autoresizingMask = [.flexibleWidth]
      insertSubview(control, at: 0)
      control.placeAboveContent(of: self)
    }
    updateAdjustedContentInset()
  }

  /// The top inset a refreshing refresh control adds.
  var refreshControlInset: CGFloat {
    guard let control = refreshControl, control.superview === self else { return 0 }
    return control.contentInsetWhileRefreshing
  }

  /// Tells the refresh control that a drag moved the content.
  func refreshControlDragDidMove() {
    guard let control = refreshControl, control.superview === self else { return }
    control.placeAboveContent(of: self)
    control.scrollViewWasPulled(self)
  }
}
