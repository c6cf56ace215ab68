import Foundation

/// A row of a table view, with a content view that holds its subviews.
///
/// The table view gives the cell its margins; the content view stays inside the safe area on the
/// leading and trailing sides and clear of the accessory, while the background views cover the
/// whole cell (WWDC 2018 session 235).
@MainActor @preconcurrency
open class UITableViewCell: UIView {
  /// The built-in cell layouts.
  public enum CellStyle: Int, Sendable {
    case `default` = 0
    case value1 = 1
    case value2 = 2
    case subtitle = 3
  }

  /// The standard accessory shown on the trailing side (UITableViewCell.h raw values).
  public enum AccessoryType: Int, Sendable {
    case none = 0
    case disclosureIndicator = 1
    case detailDisclosureButton = 2
    case checkmark = 3
    case detailButton = 4
  }

  /// How a table view draws separators (UITableViewCell.h raw values).
  public enum SeparatorStyle: Int, Sendable {
    case none = 0
    case singleLine = 1
    case singleLineEtched = 2
  }

  /// How a selected cell looks (UITableViewCell.h raw values).
  public enum SelectionStyle: Int, Sendable {
    case none = 0
    case blue = 1
    case gray = 2
    case `default` = 3
  }

  public let style: CellStyle
  public let reuseIdentifier: String?
  public let contentView: UIView
  open var accessoryType = AccessoryType.none { didSet { setNeedsLayout() } }
  open var accessoryView: UIView? {
    didSet {
      oldValue?.removeFromSuperview()
      if let accessoryView { addSubview(accessoryView) }
      setNeedsLayout()
    }
  }
  open var selectionStyle = SelectionStyle.default
  open var isSelected = false { didSet { setNeedsUpdateConfiguration() } }
  open var isHighlighted = false { didSet { setNeedsUpdateConfiguration() } }
  /// The cell's content and background configurations (UITableViewCell+Configuration).
  var configurationStorage = ConfigurationStorage()
  /// Called with the cell and its state after `updateConfiguration(using:)`.
  open var configurationUpdateHandler: ConfigurationUpdateHandler? {
    didSet { setNeedsUpdateConfiguration() }
  }
  /// The state the cell's configurations are updated for.
  open var configurationState: UICellConfigurationState { cellConfigurationState() }
  /// A view behind the content that covers the whole cell.
  open var backgroundView: UIView? {
    didSet {
      oldValue?.removeFromSuperview()
      if let backgroundView { insertSubview(backgroundView, at: 0) }
      setNeedsLayout()
    }
  }
  /// A view behind the content of a selected cell that covers the whole cell.
  open var selectedBackgroundView: UIView? {
    didSet {
      oldValue?.removeFromSuperview()
      if let selectedBackgroundView {
        insertSubview(selectedBackgroundView, at: backgroundView == nil ? 0 : 1)
      }
      setNeedsLayout()
    }
  }
  /// The separator's inset; only left (leading) and right (trailing) count.
  ///
  /// Apple's `separatorInset` flips in right-to-left. By default the table's, which follows the
  /// cell's leading margin.
  open var separatorInset: UIEdgeInsets {
    get { storedSeparatorInset ?? tableSeparatorInset ?? automaticSeparatorInset }
    set {
      storedSeparatorInset = newValue
      setNeedsLayout()
    }
  }

  var storedSeparatorInset: UIEdgeInsets?
  var tableSeparatorInset: UIEdgeInsets?
  var separatorInsetReference = UITableView.SeparatorInsetReference.fromCellEdges
  var insetsContentToSafeArea = true
  /// The separator's thickness: one pixel, or none when the table draws no separators.
  var separatorHeight: CGFloat = 0
  var storedTextLabel: UILabel?
  var storedDetailTextLabel: UILabel?

  public init(style: CellStyle, reuseIdentifier: String?) {
    self.style = style
    self.reuseIdentifier = reuseIdentifier
    contentView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    installContentView(contentView)
  }

  public required init?(coder: NSCoder) {
    style = .default
    reuseIdentifier = nil
    contentView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    super.init(coder: coder)
    bounds = CGRect(x: 0, y: 0, width: 320, height: 44)
    installContentView(contentView)
  }

  public override convenience init(frame: CGRect) {
    self.init(style: .default, reuseIdentifier: nil)
    self.frame = frame
  }

  /// The label of the system styles, made on first use.
  open var textLabel: UILabel? {
    contentLabel(&storedTextLabel, in: contentView)
  }

  /// The secondary label of the value and subtitle styles; nil in the default style.
  open var detailTextLabel: UILabel? {
    guard style != .default else { return nil }
    return contentLabel(&storedDetailTextLabel, in: contentView)
  }

  /// Called before the table view hands out the cell again.
  open func prepareForReuse() {}

  /// Asks for an update of the cell's configurations before its next layout.
  open func setNeedsUpdateConfiguration() { requestConfigurationUpdate() }

  /// Updates the cell's configurations for a state; subclasses override it, calling `super`.
  open func updateConfiguration(using state: UICellConfigurationState) {}

  open override func layoutSubviews() {
    updateConfigurationIfNeeded()
    super.layoutSubviews()
    layoutContentAndBackground()
    layoutConfigurationBackground()
  }
}
