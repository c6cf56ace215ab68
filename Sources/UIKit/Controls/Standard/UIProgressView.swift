import Foundation

/// A bar that shows how far a task has progressed.
///
/// Its intrinsic height is its era's (`UIControlMetrics.progressViewHeight`, the same for both
/// styles in this model); its width follows constraints.
@MainActor @preconcurrency
open class UIProgressView: UIView {
  /// The progress view's styles (UIProgressView.h).
  public enum Style: Int, Sendable {
    /// The standard progress bar.
    case `default` = 0
    /// The style of a progress bar in a toolbar.
    case bar = 1
  }

  open var progressViewStyle: Style = .default
  private var storedProgress: Float = 0

  /// The progress, from 0 to 1 (default 0); values outside are pinned to the range.
  open var progress: Float {
    get { storedProgress }
    set { if !newValue.isNaN { storedProgress = min(max(newValue, 0), 1) } }
  }
  open var progressTintColor: UIColor?
  open var trackTintColor: UIColor?
  open var progressImage: UIImage?
  open var trackImage: UIImage?
  /// A `Progress` whose fraction completed the view shows.
  open var observedProgress: Progress? {
    didSet { if let observedProgress { progress = Float(observedProgress.fractionCompleted) } }
  }

  /// Creates a progress view of `style`, as tall as the era's bar.
  public convenience init(progressViewStyle style: Style) {
    self.init(frame: .zero)
    progressViewStyle = style
    frame.size.height = controlMetrics.progressViewHeight
  }

  /// Sets the progress; animated or not, it is the new value at once (the bar's animation is
  /// drawing only).
  open func setProgress(_ progress: Float, animated: Bool) {
    self.progress = progress
  }

  open override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: controlMetrics.progressViewHeight)
  }

  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(
      width: size.width > 0 ? size.width : bounds.width, height: controlMetrics.progressViewHeight)
  }
}
