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
  // Fields read on every layout skip the dynamic exclusivity check, as UIView's do: views are
  // used from one thread, and no access to them overlaps another.
  @exclusivity(unchecked) open weak var dataSource: UITableViewDataSource? {
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
  @exclusivity(unchecked) open var separatorStyle = UITableViewCell.SeparatorStyle.singleLine {
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
  @exclusivity(unchecked) open var separatorInsetReference = SeparatorInsetReference.fromCellEdges {
    didSet { setNeedsLayout() }
  }
  /// Whether rows can be selected.
  open var allowsSelection = true
  /// Whether more than one row can be selected at a time.
  open var allowsMultipleSelection = false
  /// Whether cells' content views stay inside the safe area on the leading and trailing sides
  /// (default true; Apple, UITableView.insetsContentViewsToSafeArea).
  @exclusivity(unchecked) open var insetsContentViewsToSafeArea = true {
    didSet { setNeedsLayout() }
  }
  /// Whether cells' margins follow the readable content guide (default false since iOS 12,
  /// WWDC 2018 session 235).
  @exclusivity(unchecked) open var cellLayoutMarginsFollowReadableWidth = false {
    didSet { setNeedsLayout() }
  }
  /// A view above the first section; its height is its frame's.
  @exclusivity(unchecked) open var tableHeaderView: UIView? {
    didSet {
      oldValue?.removeFromSuperview()
      if let tableHeaderView { addSubview(tableHeaderView) }
      invalidateRowModel()
    }
  }
  /// A view below the last section; its height is its frame's.
  @exclusivity(unchecked) open var tableFooterView: UIView? {
    didSet {
      oldValue?.removeFromSuperview()
      if let tableFooterView { addSubview(tableFooterView) }
      invalidateRowModel()
    }
  }

  @exclusivity(unchecked) var storedSeparatorInset: UIEdgeInsets?
  /// Sizes and positions of sections and rows; nil until the next layout builds it.
  @exclusivity(unchecked) var rowModel: TableRowModel?
  var registeredCellClasses: [String: UITableViewCell.Type] = [:]
  var reusePool = ReusePool<UITableViewCell>()
  /// The realised section header and footer views, by kind and section.
  let sectionViews = ViewRealiser<TableSectionViewElement, UIView>()
  var cellFactories: [String: @MainActor (String) -> UITableViewCell] = [:]
  var registeredHeaderFooterClasses: [String: UITableViewHeaderFooterView.Type] = [:]
  var headerFooterPool = ReusePool<UITableViewHeaderFooterView>()
  /// Standard header and footer views for titles, off the table.
  var titleViewPool = ReusePool<TitleHeaderFooterView>()
  /// The selected rows, in order.
  @exclusivity(unchecked) var selectedIndexPaths: [IndexPath] = []
  /// The finger down on a row, which it highlights (`UITableView+TouchSelection.swift`).
  var selectionTouch: SelectionTouch?
  /// How deep `beginUpdates` calls nest, and the changes they collect.
  var updateDepth = 0
  var pendingUpdates = TableUpdates()
  /// The realised cells, by index path.
  let rowViews = ViewRealiser<TableRowElement, UITableViewCell>()
  /// The cell `reconfigureRows(at:)` hands back to the next dequeue of its identifier.
  @exclusivity(unchecked) var reconfiguringCell: UITableViewCell?
  @exclusivity(unchecked) var storedIsEditing = false
  /// The row whose swipe actions show, if any (`UITableView+SwipeActions.swift`).
  var swipeState: TableSwipeState?
  /// The rows handed to the prefetch data source and not yet shown or cancelled.
  var prefetchedIndexPaths: [IndexPath] = []
  /// The bounds' top at the last prefetch, for the direction of the scroll.
  var prefetchLastTop: CGFloat?
  /// Whether the table last scrolled up.
  var prefetchScrollsUp = false

  /// Whether the table is in editing mode; setting it calls `setEditing(_:animated:)` without
  /// animation.
  open var isEditing: Bool {
    get { storedIsEditing }
    set { setEditing(newValue, animated: false) }
  }

  /// Enters or leaves editing mode: every visible cell enters or leaves it, with the editing
  /// style the delegate gives its row (`UITableView+Editing.swift`).
  open func setEditing(_ editing: Bool, animated: Bool) {
    performSetEditing(editing, animated: animated)
  }

  /// Whether rows can be selected while editing (default false).
  open var allowsSelectionDuringEditing = false
  /// Whether several rows can be selected while editing (default false).
  open var allowsMultipleSelectionDuringEditing = false
  /// The object told of rows about to come into view (`UITableView+Prefetching.swift`).
  @exclusivity(unchecked) open weak var prefetchDataSource: UITableViewDataSourcePrefetching? {
    didSet { prefetchedIndexPaths = [] }
  }
  /// The space above each section header (iOS 15); `automaticDimension` by default
  /// (`UITableView+Sections.swift` resolves it).
  @exclusivity(unchecked) open var sectionHeaderTopPadding = UITableView.automaticDimension {
    didSet { invalidateRowModel() }
  }
  /// The height of the empty rows a plain table shows past its last row (iOS 15).
  ///
  /// `automaticDimension` by default. Stored: Bezel draws no filler rows.
  open var fillerRowHeight = UITableView.automaticDimension

  public init(frame: CGRect, style: Style) {
    self.style = style
    super.init(frame: frame)
    tableViewDefaults()
  }

  public override convenience init(frame: CGRect) {
    self.init(frame: frame, style: .plain)
  }

  public required init?(coder: NSCoder) {
    style = .plain
    super.init(coder: coder)
    tableViewDefaults()
  }

  /// What a table sets beyond a scroll view's defaults: it bounces vertically even when its rows
  /// fill less than its height (UIScrollView.h gives `alwaysBounceVertical` a default of NO; a
  /// table answers YES), so its vertical axis counts as scrollable for its content insets: a short
  /// table as a controller's root view on iOS 12 reports an adjusted top inset of 20, the status
  /// bar's, and a content offset of −20 (a recording by swift-snapshot-testing at ffeba831d658).
  private func tableViewDefaults() {
    alwaysBounceVertical = true
  }

  open var numberOfSections: Int { model.sections.count }

  open func numberOfRows(inSection section: Int) -> Int {
    let sections = model.sections
    guard sections.indices.contains(section) else { return 0 }
    return sections[section].rowHeights.count
  }

  /// Forgets every row and asks the data source again at the next layout.
  open func reloadData() {
    for (indexPath, cell) in rowViews.shown.removeAll() {
      endDisplaying(cell, at: indexPath)
    }
    recycleAllSectionViews()
    selectedIndexPaths = []
    selectionTouch = nil
    invalidateRowModel()
  }

  /// The realised cell of a visible row, or nil.
  open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
    rowViews.shown[indexPath]
  }

  /// The realised cells, top to bottom.
  open var visibleCells: [UITableViewCell] {
    rowViews.shown.inOrder.map(\.view)
  }

  /// The index paths of the realised rows, top to bottom.
  open var indexPathsForVisibleRows: [IndexPath]? {
    rowViews.shown.keys
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
    rowViews.shown.key(of: cell)
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
    // (`registerFactory`, public in Bezel); the base class is made directly.
    if cellClass != UITableViewCell.self {
      UIKitDiagnostics.raise(
        "NSInternalInconsistencyException",
        "Bezel cannot construct \(cellClass) from its class on Linux; register a closure that "
          + "makes it with bezelRegister(_:forCellReuseIdentifier:)")
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

  open override func layoutSubviews() {
    super.layoutSubviews()
    layoutRows()
  }

  // A finger on a row highlights and selects it (`UITableView+TouchSelection.swift`); other
  // touches go up the responder chain.
  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    if !selectionTouchesBegan(touches) { super.touchesBegan(touches, with: event) }
  }
  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    if !selectionTouchesEnded(touches) { super.touchesEnded(touches, with: event) }
  }
  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    if !selectionTouchesCancelled(touches) { super.touchesCancelled(touches, with: event) }
  }

  // Sections, scrolling, selection and batch updates; the work is in the extensions.

  /// The rows whose rectangles meet a rectangle in content coordinates, top to bottom.
  open func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
    model.indexPaths(from: rect.minY, to: rect.maxY)
  }

  /// Scrolls the table so that the row is at `scrollPosition` in the visible area.
  ///
  /// The visible area is the bounds less the adjusted content inset and, in a plain table, less
  /// the row's section header and footer that float over the rows (Bezel's model). The offset
  /// stays within the scrollable range; Bezel does not animate.
  ///
  /// UIKit raises `NSRangeException` for a row or section out of range; Bezel reports UIKit's
  /// message and does not scroll.
  open func scrollToRow(
    at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool
  ) {
    performScrollToRow(at: indexPath, at: scrollPosition, animated: animated)
  }

  /// Scrolls the selected row nearest to the scroll position's place in the visible area (its
  /// top for `.none` and `.top`, its middle, its bottom) to that position.
  open func scrollToNearestSelectedRow(at scrollPosition: ScrollPosition, animated: Bool) {
    performScrollToNearestSelectedRow(at: scrollPosition, animated: animated)
  }

  /// Registers the class of the header and footer views dequeued with an identifier; nil
  /// removes the registration.
  open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
    registeredHeaderFooterClasses[identifier] = aClass as? UITableViewHeaderFooterView.Type
  }

  /// A recycled header or footer view with the identifier, else a new one of the registered
  /// class, else nil.
  open func dequeueReusableHeaderFooterView(
    withIdentifier identifier: String
  ) -> UITableViewHeaderFooterView? {
    performDequeueReusableHeaderFooterView(withIdentifier: identifier)
  }

  /// The header view shown for a section, or nil when the section's header is not visible or
  /// is not a `UITableViewHeaderFooterView`.
  open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
    sectionViews.shown[.header(section)] as? UITableViewHeaderFooterView
  }

  /// The footer view shown for a section, or nil when the section's footer is not visible or
  /// is not a `UITableViewHeaderFooterView`.
  open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
    sectionViews.shown[.footer(section)] as? UITableViewHeaderFooterView
  }

  /// The first selected row, or nil.
  open var indexPathForSelectedRow: IndexPath? { selectedIndexPaths.first }

  /// The selected rows, top to bottom, or nil when none is selected.
  open var indexPathsForSelectedRows: [IndexPath]? {
    selectedIndexPaths.isEmpty ? nil : selectedIndexPaths
  }

  /// Selects a row (nil deselects every row), then scrolls it to `scrollPosition`.
  ///
  /// `.none` does not scroll (UITableView documentation). Without multiple selection the row
  /// replaces the selection.
  open func selectRow(
    at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition
  ) {
    performSelectRow(at: indexPath, animated: animated, scrollPosition: scrollPosition)
  }

  /// Deselects a row.
  open func deselectRow(at indexPath: IndexPath, animated: Bool) {
    selectedIndexPaths.removeAll { $0 == indexPath }
    rowViews.shown[indexPath]?.setSelected(false, animated: animated)
  }

  /// Starts a group of insertions, deletions, reloads and moves applied together at the
  /// matching `endUpdates`; the groups nest.
  open func beginUpdates() {
    updateDepth += 1
  }

  /// Applies the changes collected since the outermost `beginUpdates`: the table asks the data
  /// source for the new counts, checks them against the changes, and lays out; with no changes
  /// it asks for the rows' heights again.
  open func endUpdates() {
    performEndUpdates()
  }

  /// Applies the changes `updates` makes as one group, then calls `completion` with true
  /// (Bezel does not animate).
  open func performBatchUpdates(
    _ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil
  ) {
    performPerformBatchUpdates(updates, completion: completion)
  }

  /// Inserts rows at index paths after the update.
  open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    record { $0.insertedRows += indexPaths }
  }

  /// Deletes rows at index paths before the update.
  open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    record { $0.deletedRows += indexPaths }
  }

  /// Asks the data source again for rows at index paths before the update.
  open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    record { $0.reloadedRows += indexPaths }
  }

  /// Moves a row from an index path before the update to one after it.
  open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    record { $0.movedRows.append((indexPath, newIndexPath)) }
  }

  /// Inserts sections at indexes after the update.
  open func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
    record { $0.insertedSections.formUnion(sections) }
  }

  /// Deletes sections at indexes before the update.
  open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
    record { $0.deletedSections.formUnion(sections) }
  }

  /// Asks the data source again for sections at indexes.
  open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
    record { $0.reloadedSections.formUnion(sections) }
  }

  /// Moves a section from an index before the update to one after it.
  open func moveSection(_ section: Int, toSection newSection: Int) {
    record { $0.movedSections.append((section, newSection)) }
  }
}
