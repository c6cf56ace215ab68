import Foundation

extension UIView {
  /// Stores the hidden state and tells a stack view that arranges this view, which collapses
  /// hidden arranged subviews (UIStackView: "The stack view automatically updates its layout
  /// … whenever one of the arranged subviews's hidden property changes").
  func setHidden(_ hidden: Bool) {
    guard hidden != storedIsHidden else { return }
    storedLayer.isHidden = hidden
    (storedSuperview as? UIStackView)?.arrangedSubviewVisibilityDidChange(self)
  }
}
