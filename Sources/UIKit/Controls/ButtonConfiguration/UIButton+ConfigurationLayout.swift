import Foundation

// How a configured button lays out and sizes its content (a model built on Apple's
// documentation of each property; the metrics are in `UIButton+ConfigurationMetrics.swift`):
//
// - The content is the image (or the activity indicator in its place) and the text: the title
//   above the subtitle, `titlePadding` apart when both show. The image lies against the text's
//   `imagePlacement` edge, `imagePadding` away when both show ("the padding between the image
//   and the text", UIButtonConfiguration.h); leading and trailing follow the layout direction.
//   Beside the text, the image is centred on the text's height; above or below it, on its width.
// - Title and subtitle line up by `titleAlignment`; `.automatic` is leading beside an image or
//   without one, and centred above or below one.
// - The intrinsic size is the content's plus `contentInsets` ("Insets from the bounds of the
//   button to create the content region", UIButtonConfiguration.h); labels are measured on one
//   line each, wrapping only when the button is narrower than that.
// - In its bounds, the content region is the bounds less the insets, and the content is placed
//   in it by the control's content alignments (centred by default); frames are rounded to
//   the screen's pixels.

/// The frames of a configured button's content in its bounds.
struct ConfiguredButtonFrames {
  var image: CGRect = .zero
  var title: CGRect = .zero
  var subtitle: CGRect = .zero
}

extension UIButton {
  /// The size the configuration asks for; `width`, when given, is the widest the button may be.
  func configuredFittingSize(width: CGFloat?) -> CGSize {
    guard let configuration = configurationStorage.shown else { return .zero }
    let insets = configuration.contentInsets
    let horizontal = insets.leading + insets.trailing
    let content = contentSize(configuration, textWidth: width.map { $0 - horizontal })
    return CGSize(
      width: content.width + horizontal, height: content.height + insets.top + insets.bottom)
  }

  /// Places the background, the image or activity indicator, and the labels.
  func layoutConfiguredContent() {
    guard let configuration = configurationStorage.shown else { return }
    if let background = configurationStorage.backgroundView {
      background.frame = bounds
      background.layer.cornerRadius = configuration.resolvedCornerRadius(
        height: bounds.height, traits: traitCollection)
    }
    let frames = configuredFrames(configuration)
    if configuration.showsActivityIndicator {
      configurationStorage.activityIndicator?.frame = frames.image
    } else {
      storedImageView?.frame = frames.image
    }
    if configuredTitleText(configuration) != nil { storedTitleLabel?.frame = frames.title }
    if configuredSubtitleText(configuration) != nil {
      configurationStorage.subtitleLabel?.frame = frames.subtitle
    }
  }

  // MARK: Measuring

  private var isRightToLeft: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }

  /// The image's or activity indicator's size; zero when neither shows.
  private func imageSize(_ configuration: UIButton.Configuration) -> CGSize {
    if configuration.showsActivityIndicator {
      return UIActivityIndicatorView.size(of: .medium)
    }
    return configuration.image?.size ?? .zero
  }

  private func hasImage(_ configuration: UIButton.Configuration) -> Bool {
    configuration.showsActivityIndicator || configuration.image != nil
  }

  /// The title's and subtitle's sizes, wrapped at `width` when given.
  private func textSizes(_ configuration: UIButton.Configuration, width: CGFloat?) -> (
    title: CGSize, subtitle: CGSize
  ) {
    let limit = CGSize(width: max(width ?? 0, 0), height: 0)
    let wraps = (width ?? 0) > 0
    func measure(_ label: UILabel?, shows: Bool) -> CGSize {
      guard shows, let label else { return .zero }
      return label.sizeThatFits(wraps ? limit : .zero)
    }
    return (
      measure(storedTitleLabel, shows: configuredTitleText(configuration) != nil),
      measure(
        configurationStorage.subtitleLabel, shows: configuredSubtitleText(configuration) != nil)
    )
  }

  /// The space between title and subtitle, and between image and text.
  private func paddings(_ configuration: UIButton.Configuration, title: CGSize, subtitle: CGSize)
    -> (title: CGFloat, image: CGFloat)
  {
    let hasTitle = title != .zero
    let hasSubtitle = subtitle != .zero
    let titlePadding = hasTitle && hasSubtitle ? configuration.titlePadding : 0
    let imagePadding =
      hasImage(configuration) && (hasTitle || hasSubtitle) ? configuration.imagePadding : 0
    return (titlePadding, imagePadding)
  }

  /// The edge the image lies against, resolved for the layout direction: a non-single edge is
  /// leading.
  private func imageEdge(_ configuration: UIButton.Configuration) -> UIRectEdge {
    switch configuration.imagePlacement {
    case .top: .top
    case .bottom: .bottom
    case .trailing: isRightToLeft ? .left : .right
    default: isRightToLeft ? .right : .left
    }
  }

  /// The content's size, its text wrapped at `textWidth` when given.
  private func contentSize(_ configuration: UIButton.Configuration, textWidth: CGFloat?) -> CGSize {
    let image = imageSize(configuration)
    let edge = imageEdge(configuration)
    let sideBySide = edge == .left || edge == .right
    var width = textWidth
    if sideBySide, let available = width {
      width = available - image.width - configuration.imagePadding
    }
    let text = textSizes(configuration, width: width)
    let padding = paddings(configuration, title: text.title, subtitle: text.subtitle)
    let block = CGSize(
      width: max(text.title.width, text.subtitle.width),
      height: text.title.height + padding.title + text.subtitle.height)
    if sideBySide {
      return CGSize(
        width: image.width + padding.image + block.width, height: max(image.height, block.height))
    }
    return CGSize(
      width: max(image.width, block.width), height: image.height + padding.image + block.height)
  }

  // MARK: Placing

  /// The content region: the bounds less the content insets, leading and trailing resolved.
  private func contentRegion(_ configuration: UIButton.Configuration) -> CGRect {
    let insets = configuration.contentInsets
    let left = isRightToLeft ? insets.trailing : insets.leading
    let right = isRightToLeft ? insets.leading : insets.trailing
    return bounds.inset(
      by: UIEdgeInsets(top: insets.top, left: left, bottom: insets.bottom, right: right))
  }

  private func pixelRound(_ value: CGFloat) -> CGFloat {
    let scale = layoutScale
    return (value * scale).rounded(.toNearestOrAwayFromZero) / scale
  }

  private func pixelRounded(_ rect: CGRect) -> CGRect {
    CGRect(
      x: pixelRound(rect.minX), y: pixelRound(rect.minY), width: rect.width, height: rect.height)
  }

  /// Where the content of `size` starts in `region`, by the content alignments.
  private func contentOrigin(of size: CGSize, in region: CGRect) -> CGPoint {
    let x: CGFloat
    switch resolvedContentHorizontalAlignment {
    case .left, .fill: x = region.minX
    case .right: x = region.maxX - size.width
    default: x = region.midX - size.width / 2
    }
    let y: CGFloat
    switch contentVerticalAlignment {
    case .top, .fill: y = region.minY
    case .bottom: y = region.maxY - size.height
    case .center: y = region.midY - size.height / 2
    }
    return CGPoint(x: x, y: y)
  }

  /// Whether title and subtitle line up on the left, the centre or the right of the text.
  private func textAlignment(_ configuration: UIButton.Configuration, edge: UIRectEdge)
    -> NSTextAlignment
  {
    let leading: NSTextAlignment = isRightToLeft ? .right : .left
    switch configuration.titleAlignment {
    case .leading: return leading
    case .trailing: return isRightToLeft ? .left : .right
    case .center: return .center
    case .automatic: return edge == .top || edge == .bottom ? .center : leading
    }
  }

  /// The frames of the image, title and subtitle in the bounds.
  func configuredFrames(_ configuration: UIButton.Configuration) -> ConfiguredButtonFrames {
    let region = contentRegion(configuration)
    let image = imageSize(configuration)
    let edge = imageEdge(configuration)
    let sideBySide = edge == .left || edge == .right
    var textWidth = region.width
    if sideBySide, hasImage(configuration) {
      textWidth -= image.width + configuration.imagePadding
    }
    let natural = textSizes(configuration, width: nil)
    let needsWrap = max(natural.title.width, natural.subtitle.width) > textWidth
    let text = needsWrap ? textSizes(configuration, width: textWidth) : natural
    let padding = paddings(configuration, title: text.title, subtitle: text.subtitle)
    let block = CGSize(
      width: max(text.title.width, text.subtitle.width),
      height: text.title.height + padding.title + text.subtitle.height)
    let content =
      sideBySide
      ? CGSize(
        width: image.width + padding.image + block.width, height: max(image.height, block.height))
      : CGSize(
        width: max(image.width, block.width), height: image.height + padding.image + block.height)
    let origin = contentOrigin(of: content, in: region)
    var frames = ConfiguredButtonFrames()
    var blockOrigin: CGPoint
    switch edge {
    case .left:
      frames.image.origin = CGPoint(x: origin.x, y: origin.y + (content.height - image.height) / 2)
      blockOrigin = CGPoint(
        x: origin.x + image.width + padding.image, y: origin.y + (content.height - block.height) / 2
      )
    case .right:
      frames.image.origin = CGPoint(
        x: origin.x + content.width - image.width, y: origin.y + (content.height - image.height) / 2
      )
      blockOrigin = CGPoint(x: origin.x, y: origin.y + (content.height - block.height) / 2)
    case .top:
      frames.image.origin = CGPoint(x: origin.x + (content.width - image.width) / 2, y: origin.y)
      blockOrigin = CGPoint(
        x: origin.x + (content.width - block.width) / 2, y: origin.y + image.height + padding.image)
    default:
      blockOrigin = CGPoint(x: origin.x + (content.width - block.width) / 2, y: origin.y)
      frames.image.origin = CGPoint(
        x: origin.x + (content.width - image.width) / 2,
        y: origin.y + block.height + padding.image)
    }
    frames.image.size = hasImage(configuration) ? image : .zero
    let alignment = textAlignment(configuration, edge: edge)
    func x(for width: CGFloat) -> CGFloat {
      switch alignment {
      case .right: blockOrigin.x + block.width - width
      case .center: blockOrigin.x + (block.width - width) / 2
      default: blockOrigin.x
      }
    }
    frames.title = CGRect(
      origin: CGPoint(x: x(for: text.title.width), y: blockOrigin.y), size: text.title)
    frames.subtitle = CGRect(
      origin: CGPoint(
        x: x(for: text.subtitle.width), y: blockOrigin.y + text.title.height + padding.title),
      size: text.subtitle)
    storedTitleLabel?.textAlignment = alignment
    configurationStorage.subtitleLabel?.textAlignment = alignment
    frames.image = pixelRounded(frames.image)
    frames.title = pixelRounded(frames.title)
    frames.subtitle = pixelRounded(frames.subtitle)
    return frames
  }
}
