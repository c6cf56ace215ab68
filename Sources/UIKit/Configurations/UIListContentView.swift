import Foundation

/// The view that shows a list content configuration: the image at the leading margin, the text
/// after it, and the secondary text under the text or, for side-by-side configurations that
/// fit, at the trailing margin.
///
/// Layout: the margins are the configuration's, at least the superview's on the axes it
/// preserves; the image's area is its size within `maximumSize`, at least
/// `reservedLayoutSize`, followed by `imageToTextPadding`; the text block and the image are
/// centred vertically between the top and bottom margins; in right-to-left the horizontal
/// positions mirror. The height that fits is the margins plus the taller of the image and the
/// text block.
@MainActor @preconcurrency
open class UIListContentView: UIView, UIContentView {
  private var listConfiguration: UIListContentConfiguration
  let imageView = UIImageView(frame: .zero)
  let textLabel = UILabel(frame: .zero)
  let secondaryTextLabel = UILabel(frame: .zero)

  /// A view that shows `configuration`.
  public init(configuration: UIListContentConfiguration) {
    listConfiguration = configuration
    super.init(frame: .zero)
    for view in [imageView, textLabel, secondaryTextLabel] as [UIView] { addSubview(view) }
    apply(configuration)
  }

  public required init?(coder: NSCoder) {
    listConfiguration = .cell()
    super.init(coder: coder)
    for view in [imageView, textLabel, secondaryTextLabel] as [UIView] { addSubview(view) }
    apply(listConfiguration)
  }

  /// The configuration shown; a configuration of another type is ignored.
  open var configuration: UIContentConfiguration {
    get { listConfiguration }
    set {
      guard let list = newValue as? UIListContentConfiguration else { return }
      listConfiguration = list
      apply(list)
    }
  }

  /// Only list content configurations.
  open func supports(_ configuration: UIContentConfiguration) -> Bool {
    configuration is UIListContentConfiguration
  }

  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: arrangement(width: size.width).height)
  }

  /// The width the content is laid out at: the view's, or its superview's before it has one
  /// (the content view fills its cell's content view).
  private var layoutWidth: CGFloat {
    bounds.width > 0 ? bounds.width : superview?.bounds.width ?? 0
  }

  open override var intrinsicContentSize: CGSize {
    CGSize(
      width: UIView.noIntrinsicMetric,
      height: layoutWidth > 0 ? arrangement(width: layoutWidth).height : UIView.noIntrinsicMetric)
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    let layout = arrangement(width: bounds.width)
    let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
    // The block is centred in a taller view; a height that differs by its pixel rounding
    // only leaves it at the top margin.
    let spare = bounds.height - layout.height
    let offset = abs(spare) < 0.01 ? 0 : spare / 2
    func place(_ view: UIView, _ frame: CGRect?) {
      view.isHidden = frame == nil
      guard var frame else { return }
      frame.origin.y += offset
      if rightToLeft { frame.origin.x = bounds.width - frame.maxX }
      if view.frame != frame { view.frame = frame }
    }
    place(imageView, layout.image)
    place(textLabel, layout.text)
    place(secondaryTextLabel, layout.secondaryText)
  }

  private func apply(_ configuration: UIListContentConfiguration) {
    imageView.image = configuration.image
    imageView.tintColor = configuration.imageProperties.tintColor
    imageView.layer.cornerRadius = configuration.imageProperties.cornerRadius
    style(textLabel, configuration.text, configuration.attributedText, configuration.textProperties)
    style(
      secondaryTextLabel, configuration.secondaryText, configuration.secondaryAttributedText,
      configuration.secondaryTextProperties)
    invalidateIntrinsicContentSize()
    setNeedsLayout()
  }

  private func style(
    _ label: UILabel, _ text: String?, _ attributed: NSAttributedString?,
    _ properties: UIListContentConfiguration.TextProperties
  ) {
    label.font = properties.font
    label.textColor = properties.resolvedColor()
    label.numberOfLines = properties.numberOfLines
    label.lineBreakMode = properties.lineBreakMode
    label.textAlignment = properties.alignment == .center ? .center : .natural
    let plain = attributed?.string ?? text
    label.text = plain.map { Self.transformed($0, properties.transform) }
  }

  private static func transformed(
    _ text: String, _ transform: UIListContentConfiguration.TextProperties.TextTransform
  ) -> String {
    switch transform {
    case .none: text
    case .uppercase: text.uppercased()
    case .lowercase: text.lowercased()
    case .capitalized: text.capitalized
    }
  }
}

extension UIListContentView {
  /// Frames in left-to-right coordinates with the content block's top at the top margin, and
  /// the height that fits.
  struct Arrangement {
    var image: CGRect?
    var text: CGRect?
    var secondaryText: CGRect?
    var height: CGFloat
  }

  /// The margins in effect: the configuration's, at least the superview's on preserved axes.
  var effectiveContentMargins: NSDirectionalEdgeInsets {
    var margins = listConfiguration.directionalLayoutMargins
    guard let inherited = superview?.directionalLayoutMargins else { return margins }
    let axes = listConfiguration.axesPreservingSuperviewLayoutMargins
    if axes.contains(.horizontal) {
      margins.leading = max(margins.leading, inherited.leading)
      margins.trailing = max(margins.trailing, inherited.trailing)
    }
    if axes.contains(.vertical) {
      margins.top = max(margins.top, inherited.top)
      margins.bottom = max(margins.bottom, inherited.bottom)
    }
    return margins
  }

  func arrangement(width: CGFloat) -> Arrangement {
    let configuration = listConfiguration
    let margins = effectiveContentMargins
    let available = max(width - margins.leading - margins.trailing, 0)
    var textX = margins.leading
    var imageSize = CGSize.zero
    var imageArea = CGSize.zero
    if let image = configuration.image {
      imageSize = Self.fitted(image.size, within: configuration.imageProperties.maximumSize)
      let reserved = configuration.imageProperties.reservedLayoutSize
      imageArea = CGSize(
        width: max(imageSize.width, reserved.width), height: max(imageSize.height, reserved.height))
      textX += imageArea.width + configuration.imageToTextPadding
    }
    let textWidth = max(margins.leading + available - textX, 0)
    let measure = { (label: UILabel) -> CGSize in
      guard let text = label.text, !text.isEmpty else { return .zero }
      let size = label.sizeThatFits(CGSize(width: textWidth, height: .greatestFiniteMagnitude))
      return CGSize(width: min(size.width, textWidth), height: size.height)
    }
    let first = measure(textLabel)
    let second = measure(secondaryTextLabel)
    var result = Arrangement(height: 0)
    var blockHeight: CGFloat
    if first.height > 0, second.height > 0, configuration.prefersSideBySideTextAndSecondaryText,
      first.width + configuration.textToSecondaryTextHorizontalPadding + second.width <= textWidth
    {
      blockHeight = max(first.height, second.height)
      result.text = CGRect(
        x: textX, y: (blockHeight - first.height) / 2, width: first.width, height: first.height)
      result.secondaryText = CGRect(
        x: margins.leading + available - second.width, y: (blockHeight - second.height) / 2,
        width: second.width, height: second.height)
    } else {
      let gap =
        first.height > 0 && second.height > 0 ? configuration.textToSecondaryTextVerticalPadding : 0
      blockHeight = first.height + gap + second.height
      if first.height > 0 {
        result.text = CGRect(x: textX, y: 0, width: textWidth, height: first.height)
      }
      if second.height > 0 {
        result.secondaryText = CGRect(
          x: textX, y: first.height + gap, width: textWidth, height: second.height)
      }
    }
    let contentHeight = max(blockHeight, imageArea.height)
    let shift = (contentHeight - blockHeight) / 2
    result.text?.origin.y += margins.top + shift
    result.secondaryText?.origin.y += margins.top + shift
    if configuration.image != nil {
      result.image = CGRect(
        x: margins.leading + (imageArea.width - imageSize.width) / 2,
        y: margins.top + (contentHeight - imageSize.height) / 2, width: imageSize.width,
        height: imageSize.height)
    }
    result.height = margins.top + contentHeight + margins.bottom
    return result
  }

  /// A size scaled down to fit a maximum, keeping its aspect; a zero maximum does not limit.
  static func fitted(_ size: CGSize, within maximum: CGSize) -> CGSize {
    var scale: CGFloat = 1
    if maximum.width > 0, size.width > maximum.width { scale = maximum.width / size.width }
    if maximum.height > 0, size.height * scale > maximum.height {
      scale = maximum.height / size.height
    }
    return CGSize(width: size.width * scale, height: size.height * scale)
  }
}
