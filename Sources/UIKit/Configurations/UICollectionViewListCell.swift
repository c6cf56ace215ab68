import Foundation

/// A collection view cell for lists: list content by default, accessories beside the content,
/// indentation and a separator guide.
@MainActor @preconcurrency
open class UICollectionViewListCell: UICollectionViewCell {
  /// The accessories, leading and trailing, in order.
  open var accessories: [UICellAccessory] = [] {
    didSet { rebuildAccessoryViews() }
  }
  /// How many steps the content is indented by.
  open var indentationLevel = 0 { didSet { setNeedsLayout() } }
  /// The width of one step of indentation (Bezel's model: 10 points, as for table cells, whose
  /// `indentationWidth` Apple documents as 10 by default).
  open var indentationWidth: CGFloat = 10 { didSet { setNeedsLayout() } }
  /// Whether accessories move with the indentation; true by default.
  open var indentsAccessories = true { didSet { setNeedsLayout() } }
  /// Whether the cell shows its editing accessories (`.whenEditing`), as the collection view's
  /// editing state sets it.
  var isEditingList = false { didSet { setNeedsLayout() } }
  /// The appearance of the list section the cell was last placed in.
  var listAppearance: UICollectionLayoutListConfiguration.Appearance?
  /// The guide the separator is drawn along: from the content's leading margin to the cell's
  /// trailing edge.
  public let separatorLayoutGuide = UILayoutGuide()
  /// The separators the list section gave the cell, and the views that show them.
  var listSeparators: ListItemSeparators? { didSet { setNeedsLayout() } }
  var separatorViews: (top: UIView, bottom: UIView)?
  /// Puts the separator guide's leading edge at the content's text, at a low priority so
  /// that the app's own constraints on the guide win.
  var separatorLeadingConstraint: NSLayoutConstraint?

  var accessoryViews: [UIView] = []
  /// How far the content and accessories move aside while swipe actions show.
  var swipeOffset: CGFloat = 0 { didSet { setNeedsLayout() } }

  public override init(frame: CGRect) {
    super.init(frame: frame)
    installSeparatorGuide()
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    installSeparatorGuide()
  }

  /// A list cell configuration (`UIListContentConfiguration.cell()`).
  open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }

  /// The background of a cell of the list the cell is in: a plain list cell's
  /// (`UIBackgroundConfiguration.listPlainCell()`) until a list section places it.
  open func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
    listBackgroundConfiguration
  }

  /// Takes the list section's appearance and rounded corners from the attributes.
  open override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
    super.apply(layoutAttributes)
    applyListStyle(of: layoutAttributes)
    if listSeparators != layoutAttributes.listSeparators {
      listSeparators = layoutAttributes.listSeparators
    }
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    layoutAccessories()
    layoutSeparators()
  }

  /// The fitting size; a list section's cell is at least `ListSectionMetrics.minimumRowHeight`
  /// tall (headers and footers are not).
  open override func preferredLayoutAttributesFitting(
    _ layoutAttributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutAttributes {
    let preferred = super.preferredLayoutAttributesFitting(layoutAttributes)
    if layoutAttributes.listAppearance != nil,
      layoutAttributes.representedElementCategory == .cell,
      preferred.size.height < ListSectionMetrics.minimumRowHeight
    {
      preferred.size.height = ListSectionMetrics.minimumRowHeight
    }
    return preferred
  }

  private func installSeparatorGuide() {
    addLayoutGuide(separatorLayoutGuide)
    let leading = separatorLayoutGuide.leadingAnchor.constraint(
      equalTo: leadingAnchor, constant: UIListContentConfiguration.Metrics.cellMargins.leading)
    leading.priority = .defaultLow
    separatorLeadingConstraint = leading
    NSLayoutConstraint.activate([
      leading,
      separatorLayoutGuide.trailingAnchor.constraint(equalTo: trailingAnchor),
      separatorLayoutGuide.bottomAnchor.constraint(equalTo: bottomAnchor),
      separatorLayoutGuide.heightAnchor.constraint(equalToConstant: 0),
    ])
  }

  private func rebuildAccessoryViews() {
    for view in accessoryViews { view.removeFromSuperview() }
    accessoryViews = accessories.map { accessory in
      if let view = accessory.customView { return view }
      if let text = accessory.text {
        let label = UILabel(frame: .zero)
        label.text = text
        label.font = accessory.font ?? .preferredFont(forTextStyle: .body)
        label.textColor = accessory.tintColor ?? .secondaryLabel
        return label
      }
      return UIView(frame: .zero)
    }
    for view in accessoryViews { addSubview(view) }
    setNeedsLayout()
  }
}
