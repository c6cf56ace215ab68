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

  /// The label kept in `storage`, made and added to `contentView` on first use, as the labels of
  /// cells and header and footer views are.
  func contentLabel(
    _ storage: inout UILabel?, in contentView: UIView, make: () -> UILabel = { UILabel() }
  ) -> UILabel {
    if let storage { return storage }
    let label = make()
    contentView.addSubview(label)
    storage = label
    setNeedsLayout()
    return label
  }
}
