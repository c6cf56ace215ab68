import Foundation

/// A view that shows that a task is in progress by spinning while it animates.
///
/// Its size is its style's: 20 × 20 for `.medium`, `.white` and `.gray`, 37 × 37 for `.large`
/// and `.whiteLarge` ("It assumes a default size of 20 × 20 or 37 × 37, depending on its style",
/// markmeretzky.com's iOS course, measured on iPhone 6; the iOS 13 styles keep the sizes).
/// Nothing spins on Linux: `isAnimating` records whether it would.
@MainActor @preconcurrency
open class UIActivityIndicatorView: UIView {
  /// The indicator's styles (UIActivityIndicatorView.h).
  public enum Style: Int, Sendable {
    /// A medium-sized indicator (iOS 13).
    case medium = 100
    /// A large indicator (iOS 13).
    case large = 101
    /// Deprecated in iOS 13: a large white indicator.
    case whiteLarge = 0
    /// Deprecated in iOS 13: a white indicator.
    case white = 1
    /// Deprecated in iOS 13: a gray indicator.
    case gray = 2
  }

  /// The indicator's style; a change resizes it.
  open var style: Style = .medium {
    didSet {
      guard style != oldValue else { return }
      storedColor = nil
      invalidateIntrinsicContentSize()
    }
  }

  /// Whether the indicator hides while it is not animating (default `true`).
  open var hidesWhenStopped = true {
    didSet { updateHidden() }
  }

  private var storedColor: UIColor?

  /// The spinner's colour: the style's (white for `.white` and `.whiteLarge`, gray for `.gray`,
  /// the tint colour for `.medium` and `.large`) until one is set.
  open var color: UIColor! {
    get {
      if let storedColor { return storedColor }
      switch style {
      case .white, .whiteLarge: return .white
      case .gray: return .gray
      case .medium, .large: return tintColor
      }
    }
    set { storedColor = newValue }
  }

  /// Whether the indicator is animating.
  open private(set) var isAnimating = false

  /// Creates an indicator of `style`, its frame the style's size.
  public convenience init(style: Style) {
    self.init(frame: .zero)
    self.style = style
    frame.size = Self.size(of: style)
  }

  public override init(frame: CGRect) {
    super.init(frame: frame)
    updateHidden()
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    updateHidden()
  }

  /// Starts the spinner, showing the indicator.
  open func startAnimating() {
    isAnimating = true
    updateHidden()
  }

  /// Stops the spinner, hiding the indicator when `hidesWhenStopped`.
  open func stopAnimating() {
    isAnimating = false
    updateHidden()
  }

  /// Hides a stopped indicator that hides when stopped, and shows it otherwise.
  private func updateHidden() {
    isHidden = hidesWhenStopped && !isAnimating
  }

  open override var intrinsicContentSize: CGSize { Self.size(of: style) }

  open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.size(of: style) }

  static func size(of style: Style) -> CGSize {
    switch style {
    case .medium, .white, .gray: CGSize(width: 20, height: 20)
    case .large, .whiteLarge: CGSize(width: 37, height: 37)
    }
  }
}
