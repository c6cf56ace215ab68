import UIKit

/// A view with a fixed intrinsic content size that counts its layout passes, as layout
/// libraries' test suites define one.
class TestView: UIView {
  /// The size the view reports as its intrinsic content size.
  var contentSize = CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) {
    didSet { invalidateIntrinsicContentSize() }
  }
  /// How many times `layoutSubviews()` ran.
  private(set) var layoutPasses = 0

  convenience init(contentSize: CGSize) {
    self.init(frame: .zero)
    self.contentSize = contentSize
  }

  override var intrinsicContentSize: CGSize { contentSize }

  override func layoutSubviews() {
    super.layoutSubviews()
    layoutPasses += 1
  }
}
