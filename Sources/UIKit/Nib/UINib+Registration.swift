import Foundation

// Registering a nib for reuse. UIKit loads a registered nib when a view is dequeued; no nib loads
// in Bezel (`UINib.swift`), so its exception is reported when the nib is registered, and the
// registration replaces a class registered for the identifier, as in UIKit, leaving none.

extension UITableView {
  /// Registers `nib` for cells with `identifier`; Bezel reports that the nib cannot load.
  public func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
    nib?.reportUnloadable()
    register(nil as AnyClass?, forCellReuseIdentifier: identifier)
  }

  /// Registers `nib` for headers and footers with `identifier`; Bezel reports that the nib cannot
  /// load.
  public func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {
    nib?.reportUnloadable()
    register(nil as AnyClass?, forHeaderFooterViewReuseIdentifier: identifier)
  }
}

extension UICollectionView {
  /// Registers `nib` for cells with `identifier`; Bezel reports that the nib cannot load.
  public func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
    nib?.reportUnloadable()
    register(nil as AnyClass?, forCellWithReuseIdentifier: identifier)
  }

  /// Registers `nib` for supplementary views of `kind` with `identifier`; Bezel reports that the
  /// nib cannot load.
  public func register(
    _ nib: UINib?, forSupplementaryViewOfKind kind: String,
    withReuseIdentifier identifier: String
  ) {
    nib?.reportUnloadable()
    register(nil as AnyClass?, forSupplementaryViewOfKind: kind, withReuseIdentifier: identifier)
  }
}
