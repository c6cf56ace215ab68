import Foundation

/// A reusable view at the top or bottom of a table section, with a content view that holds its
/// subviews.
///
/// The table view gives it the section's width and its own leading and trailing margins; the
/// content view stays inside the safe area on the leading and trailing sides while the
/// background covers the whole view, as in a cell (`insetsContentViewsToSafeArea` applies to
/// "cells, headers, and footers", UITableView documentation).
@MainActor @preconcurrency
open class UITableViewHeaderFooterView: UIView {
  /// The identifier the table view recycles the view under; nil for a view not to be reused.
  public let reuseIdentifier: String?
  /// The view that holds the header's or footer's content.
  public let contentView: UIView
  /// A view behind the content that covers the whole header or footer.
  open var backgroundView: UIView? {
    didSet {
      oldValue?.removeFromSuperview()
      if let backgroundView { insertSubview(backgroundView, at: 0) }
      setNeedsLayout()
    }
  }

  var storedTextLabel: UILabel?
  var storedDetailTextLabel: UILabel?
  /// Whether the content view keeps inside the safe area; set by the table view.
  var insetsContentToSafeArea = true
  /// The view's content and background configurations
  /// (UITableViewHeaderFooterView+Configuration).
  var configurationStorage = ConfigurationStorage()
  /// Called with the view and its state after `updateConfiguration(using:)`.
  open var configurationUpdateHandler: ConfigurationUpdateHandler? {
    didSet { setNeedsUpdateConfiguration() }
  }
  /// The state the view's configurations are updated for.
  open var configurationState: UIViewConfigurationState {
    UIViewConfigurationState(traitCollection: traitCollection)
  }

  /// Makes a header or footer view that the table view recycles under `reuseIdentifier`.
  public init(reuseIdentifier: String?) {
    self.reuseIdentifier = reuseIdentifier
    contentView = UIView(frame: .zero)
    super.init(frame: .zero)
    installContentView(contentView)
  }

  public required init?(coder: NSCoder) {
    reuseIdentifier = nil
    contentView = UIView(frame: .zero)
    super.init(coder: coder)
    installContentView(contentView)
  }

  public override convenience init(frame: CGRect) {
    self.init(reuseIdentifier: nil)
    self.frame = frame
  }

  /// The label of the standard header or footer, made on first use; a table view shows a
  /// section's title in it.
  open var textLabel: UILabel? {
    contentLabel(storedTextLabel, in: contentView) { storedTextLabel = $0 }
  }

  /// A secondary label under the text label, made on first use.
  open var detailTextLabel: UILabel? {
    contentLabel(storedDetailTextLabel, in: contentView) { storedDetailTextLabel = $0 }
  }

  /// Called before the table view hands out the view again.
  open func prepareForReuse() {}

  /// Asks for an update of the view's configurations before its next layout.
  open func setNeedsUpdateConfiguration() { requestConfigurationUpdate() }

  /// Updates the view's configurations for a state; subclasses override it, calling `super`.
  open func updateConfiguration(using state: UIViewConfigurationState) {}

  open override func layoutSubviews() {
    updateConfigurationIfNeeded()
    super.layoutSubviews()
    layoutContentView()
    layoutConfigurationBackground()
  }
}

extension UITableViewHeaderFooterView {
  /// Lays out the content view (inside the safe area on the leading and trailing sides), the
  /// background view (the whole view) and the labels (on the content view's margins: the text
  /// label across, over the detail label when there is one).
  func layoutContentView() {
    let bounds = self.bounds
    let safe = insetsContentToSafeArea ? safeAreaInsets : .zero
    let contentFrame = CGRect(
      x: bounds.minX + safe.left, y: bounds.minY,
      width: max(bounds.width - safe.left - safe.right, 0), height: bounds.height)
    if contentView.frame != contentFrame { contentView.frame = contentFrame }
    backgroundView?.frame = bounds
    let margins = effectiveLayoutMargins
    let contentMargins = UIEdgeInsets(
      top: margins.top, left: max(margins.left - safe.left, 0), bottom: margins.bottom,
      right: max(margins.right - safe.right, 0))
    contentView.setOwnLayoutMargins(.absolute(contentMargins), by: .container)
    contentView.updateSafeAreaInsets()
    contentView.marginsInputsDidChange()
    guard storedTextLabel != nil || storedDetailTextLabel != nil else { return }
    let content = contentView.bounds
    let left = content.minX + contentMargins.left
    let width = max(content.width - contentMargins.left - contentMargins.right, 0)
    if let storedDetailTextLabel {
      let half = content.height / 2
      storedTextLabel?.frame = CGRect(x: left, y: content.minY, width: width, height: half)
      storedDetailTextLabel.frame = CGRect(
        x: left, y: content.minY + half, width: width, height: half)
    } else {
      storedTextLabel?.frame = CGRect(
        x: left, y: content.minY, width: width, height: content.height)
    }
  }

  /// The height the content view's constraints fit at `width`, or nil when they give none.
  func fittedHeight(width: CGFloat) -> CGFloat? {
    let original = frame
    defer {
      frame = original
      layoutContentView()
    }
    let height = bounds.height > 0 ? bounds.height : UITableView.defaultRowHeight
    frame = CGRect(x: frame.minX, y: frame.minY, width: width, height: height)
    layoutContentView()
    let content = contentView
    let translates = content.translatesAutoresizingMaskIntoConstraints
    if translates { content.translatesAutoresizingMaskIntoConstraints = false }
    let fitted = content.systemLayoutSizeFitting(
      CGSize(width: content.bounds.width, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    if translates { content.translatesAutoresizingMaskIntoConstraints = true }
    return fitted.height > 0 ? fitted.height : nil
  }
}

/// The standard header or footer a table view makes for a section's title.
final class TitleHeaderFooterView: UITableViewHeaderFooterView {}
