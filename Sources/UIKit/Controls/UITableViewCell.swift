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
  // Fields read on every layout skip the dynamic exclusivity check, as UIView's do: views are
  // used from one thread, and no access to them overlaps another.
  @exclusivity(unchecked) open var accessoryType = AccessoryType.none {
    didSet { setNeedsLayout() }
  }
  @exclusivity(unchecked) open var accessoryView: UIView? {
    didSet {
      oldValue?.removeFromSuperview()
      if let accessoryView { addSubview(accessoryView) }
      setNeedsLayout()
    }
  }
  open var selectionStyle = SelectionStyle.default
  /// Whether the cell is selected; setting it calls `setSelected(_:animated:)` without
  /// animation.
  open var isSelected: Bool {
    get { storedIsSelected }
    set { setSelected(newValue, animated: false) }
  }
  /// Whether the cell is highlighted; setting it calls `setHighlighted(_:animated:)` without
  /// animation.
  open var isHighlighted: Bool {
    get { storedIsHighlighted }
    set { setHighlighted(newValue, animated: false) }
  }
  var storedIsSelected = false
  var storedIsHighlighted = false
  /// The cell's content and background configurations (UITableViewCell+Configuration).
  var configurationStorage = ConfigurationStorage()
  /// Called with the cell and its state after `updateConfiguration(using:)`.
  open var configurationUpdateHandler: ConfigurationUpdateHandler? {
    didSet { setNeedsUpdateConfiguration() }
  }
  /// The state the cell's configurations are updated for.
  open var configurationState: UICellConfigurationState { cellConfigurationState() }
  /// A view behind the content that covers the whole cell.
  @exclusivity(unchecked) open var backgroundView: UIView? {
    didSet {
      oldValue?.removeFromSuperview()
      if let backgroundView { insertSubview(backgroundView, at: 0) }
      setNeedsLayout()
    }
  }
  /// A view behind the content of a selected cell that covers the whole cell.
  @exclusivity(unchecked) open var selectedBackgroundView: UIView? {
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

  @exclusivity(unchecked) var storedSeparatorInset: UIEdgeInsets?
  @exclusivity(unchecked) var tableSeparatorInset: UIEdgeInsets?
  @exclusivity(unchecked) var separatorInsetReference = UITableView.SeparatorInsetReference
    .fromCellEdges
  @exclusivity(unchecked) var insetsContentToSafeArea = true
  /// The separator's thickness: one pixel, or none when the table draws no separators.
  @exclusivity(unchecked) var separatorHeight: CGFloat = 0
  @exclusivity(unchecked) var storedTextLabel: UILabel?
  @exclusivity(unchecked) var storedDetailTextLabel: UILabel?
  @exclusivity(unchecked) var storedImageView: UIImageView?
  // Editing (`UITableViewCell+Editing.swift`).
  @exclusivity(unchecked) var storedIsEditing = false
  var storedEditingStyle = EditingStyle.delete
  var storedShowsDeleteConfirmation = false
  /// How far the content and accessory move aside while swipe actions show
  /// (`SwipeActionsLayout`).
  @exclusivity(unchecked) var swipeOffset: CGFloat = 0 { didSet { setNeedsLayout() } }
  /// Whether the table's data source lets this row move (`tableView(_:canMoveRowAt:)`).
  var tableAllowsMove = true
  @exclusivity(unchecked) open var editingAccessoryType = AccessoryType.none {
    didSet { setNeedsLayout() }
  }
  @exclusivity(unchecked) open var editingAccessoryView: UIView? {
    didSet {
      oldValue?.removeFromSuperview()
      if let editingAccessoryView { addSubview(editingAccessoryView) }
      setNeedsLayout()
    }
  }
  /// How many indentation widths the system styles' image and labels move toward the trailing
  /// side (default 0).
  @exclusivity(unchecked) open var indentationLevel = 0 { didSet { setNeedsLayout() } }
  /// The width of one indentation level (default 10 points, UITableViewCell documentation).
  @exclusivity(unchecked) open var indentationWidth: CGFloat = 10 { didSet { setNeedsLayout() } }
  /// Whether the content moves clear of the editing control while editing (default true).
  @exclusivity(unchecked) open var shouldIndentWhileEditing = true { didSet { setNeedsLayout() } }
  /// Whether the cell shows a reorder control while editing (default false).
  @exclusivity(unchecked) open var showsReorderControl = false { didSet { setNeedsLayout() } }
  open var focusStyle = FocusStyle.default

  public init(style: CellStyle, reuseIdentifier: String?) {
    self.style = style
    self.reuseIdentifier = reuseIdentifier
    contentView = UITableViewCellContentView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    installContentView(contentView)
  }

  public required init?(coder: NSCoder) {
    style = .default
    reuseIdentifier = nil
    contentView = UITableViewCellContentView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
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
    contentLabel(
      storedTextLabel, in: contentView, store: { storedTextLabel = $0 },
      make: { makeSystemLabel(isDetail: false) })
  }

  /// The secondary label of the value and subtitle styles; nil in the default style.
  open var detailTextLabel: UILabel? {
    guard style != .default else { return nil }
    return contentLabel(
      storedDetailTextLabel, in: contentView, store: { storedDetailTextLabel = $0 },
      make: { makeSystemLabel(isDetail: true) })
  }

  /// Whether the cell is in editing mode; setting it calls `setEditing(_:animated:)` without
  /// animation.
  open var isEditing: Bool {
    get { storedIsEditing }
    set { setEditing(newValue, animated: false) }
  }

  /// The editing control the row shows: the table delegate's
  /// `tableView(_:editingStyleForRowAt:)` (`.delete` by default).
  open var editingStyle: EditingStyle { storedEditingStyle }

  /// Whether a swipe shows the row's delete confirmation or swipe actions.
  open var showingDeleteConfirmation: Bool { storedShowsDeleteConfirmation }

  // Editing; the model is in `UITableViewCell+Editing.swift`.

  /// Enters or leaves editing mode.
  ///
  /// The editing control shows on the leading side, the content
  /// view moves clear of it (with `shouldIndentWhileEditing`), the editing accessory replaces
  /// the accessory and, with `showsReorderControl`, the reorder control shows on the trailing
  /// side. `willTransition(to:)` and `didTransition(to:)` bracket the change.
  open func setEditing(_ editing: Bool, animated: Bool) {
    guard editing != storedIsEditing else { return }
    var state: StateMask = []
    if editing, storedEditingStyle != .none { state.insert(.showingEditControl) }
    if storedShowsDeleteConfirmation { state.insert(.showingDeleteConfirmation) }
    willTransition(to: state)
    storedIsEditing = editing
    setNeedsLayout()
    layoutIfNeeded()
    didTransition(to: state)
  }

  /// Called before the cell shows or hides its editing control or delete confirmation.
  open func willTransition(to state: StateMask) {}

  /// Called after the cell showed or hid its editing control or delete confirmation.
  open func didTransition(to state: StateMask) {}

  /// The image view of the system styles, made on first use.
  ///
  /// It shows before the labels once it has an image. Nil in the `value2` style, which shows no image.
  open var imageView: UIImageView? {
    guard style != .value2 else { return nil }
    if let storedImageView { return storedImageView }
    let view = UIImageView(frame: .zero)
    contentView.addSubview(view)
    storedImageView = view
    setNeedsLayout()
    return view
  }

  /// Selects or deselects the cell; the table view calls it as rows are selected, and
  /// subclasses override it, calling `super`.
  open func setSelected(_ selected: Bool, animated: Bool) {
    guard selected != storedIsSelected else { return }
    storedIsSelected = selected
    setNeedsUpdateConfiguration()
  }

  /// Highlights the cell or removes its highlight; the table view calls it while a finger is
  /// down on the row, and subclasses override it, calling `super`.
  open func setHighlighted(_ highlighted: Bool, animated: Bool) {
    guard highlighted != storedIsHighlighted else { return }
    storedIsHighlighted = highlighted
    setNeedsUpdateConfiguration()
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

  /// The cell's size that its content view's constraints fit at `targetSize`, with the
  /// separator below; a table sizing a row at `UITableView.automaticDimension` asks the cell
  /// this (`UITableViewCell+SelfSizing.swift`), so a subclass can override it.
  open override func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize {
    selfSizingFittingSize(
      targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
  }
}
