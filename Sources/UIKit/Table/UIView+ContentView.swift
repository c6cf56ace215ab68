extension UIView {
  /// Adds the content view of a cell or a header or footer view.
  ///
  /// The content view's margins are its owner's, measured from its sides (each owner's layout
  /// sets them); the owner's margins already include the safe area, so the content view does
  /// not add it again.
  func installContentView(_ contentView: UIView) {
    contentView.insetsLayoutMarginsFromSafeArea = false
    addSubview(contentView)
  }

  /// The label `existing`, or one made, stored with `store` and added to `contentView` on first
  /// use, as the labels of cells and header and footer views are.
  ///
  /// Stored before it is added, so that code the addition runs reads it back; the storage is
  /// not held across those calls.
  func contentLabel(
    _ existing: UILabel?, in contentView: UIView, store: (UILabel) -> Void,
    make: () -> UILabel = { UILabel() }
  ) -> UILabel {
    if let existing { return existing }
    let label = make()
    store(label)
    contentView.addSubview(label)
    setNeedsLayout()
    return label
  }
}
