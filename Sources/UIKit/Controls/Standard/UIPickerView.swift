import Foundation

/// A view of spinning wheels, one per component, each showing rows of which one is selected.
///
/// The picker asks its data source for components and rows when it first needs them and again
/// on `reloadAllComponents()` or `reloadComponent(_:)`; its delegate gives the rows' titles or
/// views and sizes. Selecting a row in code (`selectRow(_:inComponent:animated:)`) tells the
/// delegate nothing, as in UIKit; a user's choice (`pickRow`, as a spin would) does.
@MainActor @preconcurrency
open class UIPickerView: UIView {
  open weak var dataSource: (any UIPickerViewDataSource)? {
    didSet { needsReload = true }
  }
  open weak var delegate: (any UIPickerViewDelegate)? {
    didSet { needsReload = true }
  }
  /// Deprecated since iOS 7: the selection indicator always shows.
  open var showsSelectionIndicator = true

  /// The rows per component, as the data source last gave them.
  private var rowCounts: [Int] = []
  /// The selected row per component; -1 for none.
  private var selectedRows: [Int] = []
  private var needsReload = true

  /// The number of components, from the data source.
  open var numberOfComponents: Int {
    loadIfNeeded()
    return rowCounts.count
  }

  /// The number of rows in `component`; 0 for a component the picker does not have.
  open func numberOfRows(inComponent component: Int) -> Int {
    loadIfNeeded()
    return rowCounts.indices.contains(component) ? rowCounts[component] : 0
  }

  /// The size of `component`'s rows: the delegate's width and height, else the defaults.
  open func rowSize(forComponent component: Int) -> CGSize {
    loadIfNeeded()
    guard rowCounts.indices.contains(component) else { return .zero }
    let width =
      delegate?.pickerView(self, widthForComponent: component) ?? defaultComponentWidth
    let height =
      delegate?.pickerView(self, rowHeightForComponent: component)
      ?? controlMetrics.pickerRowHeight
    return CGSize(width: width, height: height)
  }

  /// The view the delegate gave for a row, or nil (the picker shows only the rows near the
  /// selection; on Linux it asks for the row on demand).
  open func view(forRow row: Int, forComponent component: Int) -> UIView? {
    guard (0..<numberOfRows(inComponent: component)).contains(row), let delegate else {
      return nil
    }
    return delegate.pickerView(self, viewForRow: row, forComponent: component, reusing: nil)
  }

  /// Asks the data source again for every component and its rows.
  open func reloadAllComponents() {
    needsReload = true
    loadIfNeeded()
  }

  /// Asks the data source again for `component`'s rows; the selection stays within them.
  open func reloadComponent(_ component: Int) {
    loadIfNeeded()
    guard rowCounts.indices.contains(component), let dataSource else { return }
    rowCounts[component] = max(dataSource.pickerView(self, numberOfRowsInComponent: component), 0)
    selectedRows[component] = clampedRow(selectedRows[component], count: rowCounts[component])
  }

  /// Selects `row` in `component`, scrolling it to the middle; the delegate is not told.
  ///
  /// A row outside the component's rows is pinned to them; an unknown component does nothing.
  open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
    loadIfNeeded()
    guard rowCounts.indices.contains(component) else { return }
    selectedRows[component] = clampedRow(row, count: rowCounts[component])
  }

  /// The selected row of `component`, or -1 when it has no rows or the picker has no such
  /// component.
  open func selectedRow(inComponent component: Int) -> Int {
    loadIfNeeded()
    return selectedRows.indices.contains(component) ? selectedRows[component] : -1
  }

  /// A user's choice of `row`, as a spin of the wheel makes it: selects it and tells the delegate.
  package func pickRow(_ row: Int, inComponent component: Int) {
    selectRow(row, inComponent: component, animated: true)
    let selected = selectedRow(inComponent: component)
    guard selected >= 0 else { return }
    delegate?.pickerView(self, didSelectRow: selected, inComponent: component)
  }

  private func clampedRow(_ row: Int, count: Int) -> Int {
    count == 0 ? -1 : min(max(row, 0), count - 1)
  }

  private func loadIfNeeded() {
    guard needsReload else { return }
    needsReload = false
    let count = max(dataSource?.numberOfComponents(in: self) ?? 0, 0)
    let oldSelection = selectedRows
    rowCounts = (0..<count).map {
      max(dataSource?.pickerView(self, numberOfRowsInComponent: $0) ?? 0, 0)
    }
    selectedRows = (0..<count).map { component in
      let previous = oldSelection.indices.contains(component) ? oldSelection[component] : 0
      return clampedRow(previous, count: rowCounts[component])
    }
  }

  /// The width each component gets when the delegate gives none: an equal share of the picker's
  /// width less 4 points between components and 2 × 10 at the sides (a model).
  package var defaultComponentWidth: CGFloat {
    let count = CGFloat(max(rowCounts.count, 1))
    let available = (bounds.width > 0 ? bounds.width : 320) - 20 - 4 * (count - 1)
    return max(available / count, 0)
  }

  /// 216 points tall, the picker's height since iOS 9 (UIPickerView is 320 × 216 by default;
  /// earlier systems used 162, 180 and 216 by orientation).
  ///
  /// The width follows constraints.
  open override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: 216)
  }

  /// 320 × 216 when asked for no particular width.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width > 0 ? size.width : 320, height: 216)
  }
}
