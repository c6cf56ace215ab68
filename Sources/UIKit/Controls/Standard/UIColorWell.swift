import Foundation

/// A control that shows a colour and lets the user pick another (iOS 14).
///
/// Nothing is presented on Linux: a pick is `selectedColor` set by code or a driver, which
/// sends `.valueChanged` when it comes from the user (`select(_:)`). Its intrinsic size, 28 × 28,
/// is a model: no public recording of a color well's size was found.
@MainActor @preconcurrency
open class UIColorWell: UIControl {
  /// The title of the colour picker the well presents.
  open var title: String?
  /// Whether the picker offers opacity (default `true`).
  open var supportsAlpha = true
  /// The colour the well shows; nil shows none.
  open var selectedColor: UIColor? {
    didSet { setNeedsDisplay() }
  }

  /// The side of the well's intrinsic size (a model; see the type's notes).
  static let side: CGFloat = 28

  public override init(frame: CGRect) {
    super.init(frame: frame)
    isOpaque = false
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    isOpaque = false
  }

  open override var intrinsicContentSize: CGSize { CGSize(width: Self.side, height: Self.side) }

  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  /// Picks `color` as the user does: it becomes the selected colour and the well sends
  /// `.valueChanged`.
  package func select(_ color: UIColor?) {
    selectedColor = color
    sendActions(for: .valueChanged)
  }
}
