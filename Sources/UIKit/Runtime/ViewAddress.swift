/// The address of a view, to compare views by identity on paths an unoptimised build runs for
/// every constraint.
///
/// Unoptimised, as clients' tests build Bezel, `a === b` retains and releases both views to pass
/// them as `AnyObject?`: four reference-count operations a comparison, where reading addresses
/// takes none.
@inline(__always)
func address(of view: UIView) -> UnsafeMutableRawPointer {
  Unmanaged.passUnretained(view).toOpaque()
}

/// The address of a view, or nil for none (see ``address(of:)-(UIView)``).
@inline(__always)
func address(of view: UIView?) -> UnsafeMutableRawPointer? {
  // An optional reference is the address, or zero for nil.
  unsafeBitCast(view, to: UnsafeMutableRawPointer?.self)
}

/// The address of a view or layout guide (see ``address(of:)-(UIView)``): an item passed as
/// `any LayoutItem` is opened, not copied.
@inline(__always)
func address<Item: LayoutItem>(of item: Item) -> UnsafeMutableRawPointer {
  Unmanaged.passUnretained(item).toOpaque()
}
