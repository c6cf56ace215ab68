import Foundation

/// A scroll view of rows in sections; only the rows in its bounds exist as cells, recycled as it
/// scrolls.
@MainActor @preconcurrency
open class UITableView: UIScrollView {
  /// The table's look: `plain` keeps headers at the top, `grouped` and `insetGrouped` separate
  /// sections (UITableView.h raw values).
  public enum Style: Int, Sendable {
    case plain = 0
    case grouped = 1
    case insetGrouped = 2
  }

  /// What a separator inset is measured from (UITableView.h raw values).
  public enum SeparatorInsetReference: Int, Sendable {
    case fromCellEdges = 0
    case fromAutomaticInsets = 1
  }

  /// The height that asks the table view to choose: `UITableViewAutomaticDimension`, which
  /// UIKit defines as −1.
  public static let automaticDimension: CGFloat = -1

  public let style: Style
  open weak var dataSource: UITableViewDataSource? {
    didSet { invalidateRowModel() }
  }
  /// The row height, or `automaticDimension` for rows that size themselves from their content
  /// view's constraints (the default since iOS 11).
  open var rowHeight = UITableView.automaticDimension { didSet { invalidateRowModel() } }
  /// The height assumed for rows not yet measured; 0 measures every row at once, and
  /// `automaticDimension` (the default since iOS 11) lets the table choose (Bezel: 44 points).
  open var estimatedRowHeight = UITableView.automaticDimension { didSet { invalidateRowModel() } }
  /// The height of section headers, or `automaticDimension` for headers sized from their view
  /// or title (the default).
  open var sectionHeaderHeight = UITableView.automaticDimension { didSet { invalidateRowModel() } }
  /// The height of section footers, or `automaticDimension` (the default).
  open var sectionFooterHeight = UITableView.automaticDimension { didSet { invalidateRowModel() } }
  /// The height assumed for automatic headers not yet in view; 0 or `automaticDimension` (the
  /// default) measures every header at once.
  open var estimatedSectionHeaderHeight = UITableView.automaticDimension {
    didSet { invalidateRowModel() }
  }
  /// The height assumed for automatic footers not yet in view.
  open var estimatedSectionFooterHeight = UITableView.automaticDimension {
    didSet { invalidateRowModel() }
  }
  open var separatorStyle = UITableViewCell.SeparatorStyle.singleLine {
    didSet { invalidateRowModel() }
  }
  /// The separators' default inset; only left and right count, flipped in right-to-left.
  open var separatorInset: UIEdgeInsets {
    get { storedSeparatorInset ?? automaticSeparatorInset }
    set {
      storedSeparatorInset = newValue
      setNeedsLayout()
    }
  }
  open var separatorInsetReference = SeparatorInsetReference.fromCellEdges {
    didSet { setNeedsLayout() }
  }
  /// Whether rows can be selected.
  open var allowsSelection = true
  /// Whether more than one row can be selected at a time.
  open var allowsMultipleSelection = false
  /// Whether cells' content views stay inside the safe area on the leading and trailing sides
  /// (default true, spec §5).
  open var insetsContentViewsToSafeArea = true { didSet { setNeedsLayout() } }
  /// Whether cells' margins follow the readable content guide (default false since iOS 12,
  /// WWDC 2018 session 235).
  open var cellLayoutMarginsFollowReadableWidth = false { didSet { setNeedsLayout() } }
  /// A view above the first section; its height is its frame's.
  open var tableHeaderView: UIView? {
    didSet {
      oldValue?.removeFromSuperview()
      if let tableHeaderView { addSubview(tableHeaderView) }
      invalidateRowModel()
    }
  }
  /// A view below the last section; its height is its frame's.
  open var tableFooterView: UIView? {
    didSet {
      oldValue?.removeFromSuperview()
      if let tableFooterView { addSubview(tableFooterView) }
      invalidateRowModel()
    }
  }

  var storedSeparatorInset: UIEdgeInsets?
  /// Whether the app set the table's margins; otherwise they are the system minimum.
  var appSetLayoutMargins = false
  /// Sizes and positions of sections and rows; nil until the next layout builds it.
  var rowModel: TableRowModel?
  var registeredCellClasses: [String: UITableViewCell.Type] = [:]
  var reusePools: [String: [UITableViewCell]] = [:]
  /// The realised section header and footer views, by section.
  var headerViews: [Int: UIView] = [:]
  var footerViews: [Int: UIView] = [:]
  var cellFactories: [String: @MainActor (String) -> UITableViewCell] = [:]
  var registeredHeaderFooterClasses: [String: UITableViewHeaderFooterView.Type] = [:]
  var headerFooterPools: [String: [UITableViewHeaderFooterView]] = [:]
  /// Standard header and footer views for titles, off the table.
  var titleViewPool: [TitleHeaderFooterView] = []
  /// The selected rows, in order.
  var selectedIndexPaths: [IndexPath] = []
  /// How deep `beginUpdates` calls nest, and the changes they collect.
  var updateDepth = 0
  var pendingUpdates = TableUpdates()
  /// The realised cells, by index path, and the order they were realised in.
  var visibleCellsByIndexPath: [IndexPath: UITableViewCell] = [:]

  public init(frame: CGRect, style: Style) {
    self.style = style
    super.init(frame: frame)
  }

  public override convenience init(frame: CGRect) {
    self.init(frame: frame, style: .plain)
  }

  public required init?(coder: NSCoder) {
    style = .plain
    super.init(coder: coder)
  }

  open override var layoutMargins: UIEdgeInsets {
    get { super.layoutMargins }
    set {
      appSetLayoutMargins = true
      super.layoutMargins = newValue
    }
  }

  open override var directionalLayoutMargins: NSDirectionalEdgeInsets {
    get { super.directionalLayoutMargins }
    set {
      appSetLayoutMargins = true
      super.directionalLayoutMargins = newValue
    }
  }

  open var numberOfSections: Int { model.sections.count }

  open func numberOfRows(inSection section: Int) -> Int {
    let sections = model.sections
    guard sections.indices.contains(section) else { return 0 }
    return sections[section].rowHeights.count
  }

  /// Forgets every row and asks the data source again at the next layout.
  open func reloadData() {
    for (indexPath, cell) in visibleCellsByIndexPath.sorted(by: { $0.key < $1.key }) {
      endDisplaying(cell, at: indexPath)
    }
    visibleCellsByIndexPath = [:]
    recycleAllSectionViews()
    selectedIndexPaths = []
    invalidateRowModel()
  }

  /// The realised cell of a visible row, or nil.
  open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
    visibleCellsByIndexPath[indexPath]
  }

  /// The realised cells, top to bottom.
  open var visibleCells: [UITableViewCell] {
    visibleCellsByIndexPath.sorted { $0.key < $1.key }.map(\.value)
  }

  /// The index paths of the realised rows, top to bottom.
  open var indexPathsForVisibleRows: [IndexPath]? {
    visibleCellsByIndexPath.keys.sorted()
  }

  /// The row's rectangle in the table's content coordinates.
  open func rectForRow(at indexPath: IndexPath) -> CGRect {
    model.rect(forRow: indexPath, width: bounds.width)
  }

  /// The section's rectangle, header to footer, in content coordinates.
  open func rect(forSection section: Int) -> CGRect {
    model.rect(forSection: section, width: bounds.width)
  }

  /// The header's rectangle where the content places it, in content coordinates; a plain
  /// table's floating header view may show lower (`headerView(forSection:)`).
  open func rectForHeader(inSection section: Int) -> CGRect {
    model.rectForHeader(inSection: section, width: bounds.width)
  }

  /// The footer's rectangle where the content places it, in content coordinates; a plain
  /// table's floating footer view may show higher.
  open func rectForFooter(inSection section: Int) -> CGRect {
    model.rectForFooter(inSection: section, width: bounds.width)
  }

  /// The row at a point in content coordinates, or nil.
  open func indexPathForRow(at point: CGPoint) -> IndexPath? {
    model.indexPath(at: point.y)
  }

  /// The index path of a realised cell, or nil.
  open func indexPath(for cell: UITableViewCell) -> IndexPath? {
    visibleCellsByIndexPath.first { $0.value === cell }?.key
  }

  open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
    if let cellClass = cellClass as? UITableViewCell.Type {
      registeredCellClasses[identifier] = cellClass
    } else {
      registeredCellClasses[identifier] = nil
    }
  }

  /// A recycled cell with the identifier, or nil when the pool is empty.
  open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
    takeReusableCell(withIdentifier: identifier)
  }

  /// A recycled cell with the identifier, or a new one of the registered class.
  ///
  /// UIKit raises an exception for an unregistered identifier; Bezel reports UIKit's message
  /// and returns a default cell.
  open func dequeueReusableCell(
    withIdentifier identifier: String, for indexPath: IndexPath
  ) -> UITableViewCell {
    if let cell = takeReusableCell(withIdentifier: identifier) { return cell }
    guard let cellClass = registeredCellClasses[identifier] else {
      UIKitDiagnostics.raise(
        "NSInternalInconsistencyException",
        "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class "
          + "for the identifier or connect a prototype cell in a storyboard")
      return UITableViewCell(style: .default, reuseIdentifier: identifier)
    }
    if let make = cellFactories[identifier] { return make(identifier) }
    // Swift calls only required initializers through a metatype, and UIKit's
    // `init(style:reuseIdentifier:)` is not required: a registered subclass needs a factory
    // (`registerFactory`); the base class is made directly.
    if cellClass != UITableViewCell.self {
      UIKitDiagnostics.raise(
        "NSInternalInconsistencyException",
        "Bezel cannot construct \(cellClass) from its class on Linux; register a factory")
    }
    return UITableViewCell(style: .default, reuseIdentifier: identifier)
  }

  /// Registers a closure that makes the cells of a reuse identifier; Bezel's stand-in for
  /// constructing a registered subclass, which Swift cannot do through a metatype.
  package func registerFactory(
    _ make: @escaping @MainActor (String) -> UITableViewCell,
    forCellReuseIdentifier identifier: String
  ) {
    cellFactories[identifier] = make
    registeredCellClasses[identifier] = UITableViewCell.self
  }

  /// Scrolling moves the bounds, which brings other rows into view.
  open override var bounds: CGRect {
    get { super.bounds }
    set {
      super.bounds = newValue
      needsLayoutFlag = true
    }
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    layoutRows()
  }
}
