import UIKit

extension SceneBuilder {
  /// Makes the view `spec` describes, with its subviews.
  ///
  /// Each view is recorded by name in `local` (the controller's views) and in the screen's
  /// views. Constraints wait in `pending`.
  ///
  /// A controller's root view keeps its autoresizing mask translation, because its container
  /// sizes it by its frame; so does any view given a `frame`. Other views get Auto Layout, as
  /// Interface Builder does for views with constraints.
  func makeView(_ spec: SceneView, isRoot: Bool, into local: inout [String: UIView]) -> UIView {
    let view = makeBareView(spec)
    view.accessibilityIdentifier = spec.name
    if let frame = spec.frame {
      view.frame = frame
    } else if !isRoot {
      view.translatesAutoresizingMaskIntoConstraints = false
    }
    apply(spec, to: view)
    local[spec.name] = view
    if views[spec.name] == nil {
      views[spec.name] = view
      viewNames.append(spec.name)
      viewLocations[spec.name] = spec.location
    }
    for subview in spec.subviews {
      view.addSubview(makeView(subview, isRoot: false, into: &local))
    }
    if let stack = view as? UIStackView {
      for arranged in spec.arrangedSubviews {
        stack.addArrangedSubview(makeView(arranged, isRoot: false, into: &local))
      }
    }
    // The controller's whole tree is known once this root returns; constraints may name any
    // of its views.
    if isRoot {
      let tree = local
      for item in spec.allViews {
        pending += item.constraints.map { PendingConstraint(constraint: $0, views: tree) }
      }
    }
    return view
  }

  private func makeBareView(_ spec: SceneView) -> UIView {
    switch spec.kind {
    case .view:
      return spec.intrinsicSize.map { SceneIntrinsicView(size: $0) } ?? UIView()
    case .scroll(let scroll):
      let view = UIScrollView()
      apply(scroll, to: view)
      return view
    case .stack(let properties):
      let stack = UIStackView()
      if let axis = properties.axis { stack.axis = axis }
      if let spacing = properties.spacing { stack.spacing = spacing }
      if let alignment = properties.alignment { stack.alignment = alignment }
      if let distribution = properties.distribution { stack.distribution = distribution }
      if let relative = properties.isLayoutMarginsRelativeArrangement {
        stack.isLayoutMarginsRelativeArrangement = relative
      }
      return stack
    case .label(let properties):
      let label = UILabel()
      label.text = properties.text
      label.font = properties.font.map(Self.font) ?? UIFont.preferredFont(forTextStyle: .body)
      if let lines = properties.numberOfLines { label.numberOfLines = lines }
      if let alignment = properties.textAlignment { label.textAlignment = alignment }
      label.adjustsFontForContentSizeCategory = properties.adjustsFontForContentSizeCategory
      applyAttributes(properties, to: label)
      return label
    case .table(let properties, let scroll):
      let table = UITableView(frame: .zero, style: properties.style)
      let dataSource = SceneTableDataSource(properties)
      retained.append(dataSource)
      table.dataSource = dataSource
      if let height = properties.rowHeight { table.rowHeight = height }
      if let height = properties.estimatedRowHeight { table.estimatedRowHeight = height }
      if let follows = properties.cellLayoutMarginsFollowReadableWidth {
        table.cellLayoutMarginsFollowReadableWidth = follows
      }
      if let insets = properties.insetsContentViewsToSafeArea {
        table.insetsContentViewsToSafeArea = insets
      }
      if let reference = properties.separatorInsetReference {
        table.separatorInsetReference = reference
      }
      apply(scroll, to: table)
      return table
    case .collection(let properties, let scroll):
      let dataSource = SceneCollectionDataSource(properties)
      let collection = UICollectionView(frame: .zero, collectionViewLayout: dataSource.makeLayout())
      retained.append(dataSource)
      collection.dataSource = dataSource
      apply(scroll, to: collection)
      return collection
    case .button(let title):
      let button = UIButton(type: .system)
      button.setTitle(title, for: .normal)
      return button
    case .textField(let text, let placeholder):
      let field = UITextField()
      field.text = text
      field.placeholder = placeholder
      field.borderStyle = .roundedRect
      return field
    case .switchControl(let isOn):
      let toggle = UISwitch()
      toggle.isOn = isOn ?? false
      return toggle
    case .segmentedControl(let segments, let selected):
      let control = UISegmentedControl(items: segments)
      if let selected, selected < segments.count { control.selectedSegmentIndex = selected }
      return control
    case .slider(let value):
      let slider = UISlider()
      slider.value = Float(value ?? 0)
      return slider
    case .stepper(let properties): return makeStepper(properties)
    case .activityIndicator(let animating):
      let indicator = UIActivityIndicatorView(style: .medium)
      if animating ?? true { indicator.startAnimating() }
      return indicator
    case .progressView(let progress):
      let bar = UIProgressView(progressViewStyle: .default)
      bar.progress = Float(progress ?? 0)
      return bar
    case .pageControl(let properties): return makePageControl(properties)
    case .datePicker(let properties): return makeDatePicker(properties)
    case .picker(let properties): return makePicker(properties)
    }
  }

  private func apply(_ scroll: SceneScrollProperties, to view: UIScrollView) {
    if let behavior = scroll.contentInsetAdjustmentBehavior {
      view.contentInsetAdjustmentBehavior = behavior
    }
    if let inset = scroll.contentInset { view.contentInset = inset }
    if let size = scroll.contentSize { view.contentSize = size }
  }

  private func apply(_ spec: SceneView, to view: UIView) {
    if let mask = spec.autoresizingMask { view.autoresizingMask = mask }
    if let color = spec.backgroundColor { view.backgroundColor = color }
    if let hidden = spec.isHidden { view.isHidden = hidden }
    if let margins = spec.layoutMargins { view.layoutMargins = margins }
    if let margins = spec.directionalLayoutMargins { view.directionalLayoutMargins = margins }
    if let preserves = spec.preservesSuperviewLayoutMargins {
      view.preservesSuperviewLayoutMargins = preserves
    }
    if let insets = spec.insetsLayoutMarginsFromSafeArea {
      view.insetsLayoutMarginsFromSafeArea = insets
    }
    if let attribute = spec.semanticContentAttribute { view.semanticContentAttribute = attribute }
    if let horizontal = spec.hugging?.horizontal {
      view.setContentHuggingPriority(UILayoutPriority(horizontal), for: .horizontal)
    }
    if let vertical = spec.hugging?.vertical {
      view.setContentHuggingPriority(UILayoutPriority(vertical), for: .vertical)
    }
    if let horizontal = spec.compressionResistance?.horizontal {
      view.setContentCompressionResistancePriority(UILayoutPriority(horizontal), for: .horizontal)
    }
    if let vertical = spec.compressionResistance?.vertical {
      view.setContentCompressionResistancePriority(UILayoutPriority(vertical), for: .vertical)
    }
  }
}
