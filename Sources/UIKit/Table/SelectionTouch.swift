import Foundation

/// A finger that went down on a table row or a collection item, and the row or item it
/// highlights until it lifts or is cancelled.
struct SelectionTouch {
  let touch: UITouch
  let indexPath: IndexPath
}

extension UIView {
  /// The nearest of this view and its ancestors, below `container`, that is a `Cell` — the
  /// cell a touch on this view lands in.
  func enclosingCell<Cell: UIView>(_ type: Cell.Type, below container: UIView) -> Cell? {
    var view: UIView? = self
    while let current = view, current !== container {
      if let cell = current as? Cell { return cell }
      view = current.superview
    }
    return nil
  }
}
