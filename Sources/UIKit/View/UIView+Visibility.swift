import Foundation

extension UIView {
  /// Stores the hidden state and tells a stack view that arranges this view, which collapses
  /// hidden arranged subviews (UIStackView: "The stack view automatically updates its layout
  /// … whenever one of the arranged subviews's hidden property changes").
  func setHidden(_ hidden: Bool) {
    guard hidden != storedIsHidden else { return }
    // The layer tells the view (`layerHiddenDidChange`), so `view.layer.isHidden` does the same.
    notifyingObservers(of: .isHidden) { storedLayer.isHidden = hidden }
  }

  /// The view was hidden or shown, through itself or its layer: its superview hears of it.
  package func layerHiddenDidChange(_ layer: CALayer) {
    guard layer === storedLayer else { return }
    storedSuperview?.subviewVisibilityDidChange(self)
  }
}
