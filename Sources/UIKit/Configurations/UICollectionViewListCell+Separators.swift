import Foundation

extension UICollectionViewListCell {
  /// Shows the separators the list section gave the cell: one pixel thick, in the
  /// configuration's colour, along the cell's top or bottom edge, between its insets.
  ///
  /// An automatic leading inset follows the leading edge of the list content's text (Apple: the
  /// `separatorLayoutGuide` "describes the position of the separator", and list cells align it
  /// with their content's text, as tables inset separators to the text); an automatic trailing
  /// inset is none. Explicit insets count from the cell's edges. Mirrored in right-to-left.
  func layoutSeparators() {
    let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
    let textLeading = separatorTextLeading(rightToLeft: rightToLeft)
    if let constraint = separatorLeadingConstraint, constraint.constant != textLeading {
      constraint.constant = textLeading
    }
    let separators = listSeparators
    let shows = (top: separators?.showsTop ?? false, bottom: separators?.showsBottom ?? false)
    if !shows.top && !shows.bottom && separatorViews == nil { return }
    let views = separatorViews ?? makeSeparatorViews()
    views.top.isHidden = !shows.top
    views.bottom.isHidden = !shows.bottom
    guard let configuration = separators?.configuration else { return }
    let pixel = 1 / max(layoutScale, 1)
    // The guide's leading edge, which the app may have moved with constraints of its own.
    let guide = separatorLayoutGuide.layoutFrame
    let guideLeading =
      guide.width > 0 || bounds.width == 0
      ? (rightToLeft ? bounds.width - guide.maxX : guide.minX) : textLeading
    func place(
      _ view: UIView, insets: NSDirectionalEdgeInsets, y: CGFloat
    ) {
      guard !view.isHidden else { return }
      let automatic = UIListSeparatorConfiguration.automaticInsets
      let leading = insets.leading == automatic.leading ? guideLeading : insets.leading
      let trailing = insets.trailing == automatic.trailing ? 0 : insets.trailing
      var frame = CGRect(
        x: leading, y: y, width: max(bounds.width - leading - trailing, 0), height: pixel)
      if rightToLeft { frame.origin.x = bounds.width - frame.maxX }
      if view.frame != frame { view.frame = frame }
      view.backgroundColor = configuration.color
      bringSubviewToFront(view)
    }
    place(views.top, insets: configuration.topSeparatorInsets, y: 0)
    place(views.bottom, insets: configuration.bottomSeparatorInsets, y: bounds.height - pixel)
    if separatorLeadingConstraint?.constant != textLeading {
      separatorLeadingConstraint?.constant = textLeading
    }
  }

  /// How far the content's text starts from the cell's leading edge: the list content's text
  /// when the content view shows a list configuration with text, else the content view's
  /// leading margin.
  func separatorTextLeading(rightToLeft: Bool) -> CGFloat {
    let contentLeading =
      rightToLeft ? bounds.width - contentView.frame.maxX : contentView.frame.minX
    for case let list as UIListContentView in contentView.subviews {
      if let text = list.arrangement(width: contentView.bounds.width).text {
        return contentLeading + text.minX
      }
    }
    return contentLeading + contentView.directionalLayoutMargins.leading
  }

  private func makeSeparatorViews() -> (top: UIView, bottom: UIView) {
    let views = (top: UIView(frame: .zero), bottom: UIView(frame: .zero))
    addSubview(views.top)
    addSubview(views.bottom)
    separatorViews = views
    return views
  }
}
