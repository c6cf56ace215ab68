import Foundation

/// An item of a collection view, with a content view that holds its subviews and background
/// views that cover the whole cell.
@MainActor @preconcurrency
open class UICollectionViewCell: UICollectionReusableView {
  public let contentView: UIView
  open var isSelected = false { didSet { setNeedsUpdateConfiguration() } }
  open var isHighlighted = false { didSet { setNeedsUpdateConfiguration() } }
  /// The cell's content and background configurations (UICollectionViewCell+Configuration).
  var configurationStorage = ConfigurationStorage()
  /// Called with the cell and its state after `updateConfiguration(using:)`.
  open var configurationUpdateHandler: ConfigurationUpdateHandler? {
    didSet { setNeedsUpdateConfiguration() }
  }
  /// The state the cell's configurations are updated for.
  open var configurationState: UICellConfigurationState { cellConfigurationState() }
  open var backgroundView: UIView? {
    didSet {
      oldValue?.removeFromSuperview()
      if let backgroundView {
        backgroundView.frame = bounds
        backgroundView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        insertSubview(backgroundView, at: 0)
      }
    }
  }
  open var selectedBackgroundView: UIView? {
    didSet {
      oldValue?.removeFromSuperview()
      if let selectedBackgroundView {
        selectedBackgroundView.frame = bounds
        selectedBackgroundView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        insertSubview(selectedBackgroundView, at: backgroundView == nil ? 0 : 1)
      }
    }
  }

  public override init(frame: CGRect) {
    contentView = UIView(frame: CGRect(origin: .zero, size: frame.size))
    super.init(frame: frame)
    contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(contentView)
  }

  public required init?(coder: NSCoder) {
    contentView = UIView(frame: .zero)
    super.init(coder: coder)
    contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(contentView)
  }

  /// Asks for an update of the cell's configurations before its next layout.
  open func setNeedsUpdateConfiguration() { requestConfigurationUpdate() }

  /// Updates the cell's configurations for a state; subclasses override it, calling `super`.
  open func updateConfiguration(using state: UICellConfigurationState) {}

  open override func layoutSubviews() {
    updateConfigurationIfNeeded()
    super.layoutSubviews()
    layoutConfigurationBackground()
  }

  /// The cell's size that its content view's constraints fit near the layout's size: what the
  /// cell's `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`
  /// gives there, both dimensions at the fitting level.
  open override func preferredLayoutAttributesFitting(
    _ layoutAttributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutAttributes {
    let preferred = layoutAttributes.copyAttributes()
    contentView.frame = CGRect(origin: .zero, size: layoutAttributes.size)
    // List content measures at its container's width, which this frame may just have set.
    for case let content as UIListContentView in contentView.subviews {
      content.invalidateIntrinsicContentSize()
    }
    preferred.size = systemLayoutSizeFitting(
      layoutAttributes.size, withHorizontalFittingPriority: .fittingSizeLevel,
      verticalFittingPriority: .fittingSizeLevel)
    return preferred
  }

  /// The size the content view's constraints fit near `targetSize`: the layout asks the cell
  /// this (``preferredLayoutAttributesFitting(_:)``), so a subclass can override it.
  open override func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize {
    contentView.fittedSize(
      near: targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
  }
}
