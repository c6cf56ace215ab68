import Foundation

// How a classic button sizes and lays out its content, checked against recordings of iOS:
//
// - Title and image lie side by side, the image first (after it in a right-to-left layout),
//   aligned together in the content rectangle by the content alignments. Each is placed as if
//   the content rectangle were inset by its own edge insets, so insets move it without resizing
//   the button. In a 335-point-wide button with a 32-point image and a 54-point title, the image
//   is at x 124.5 and the title at 156.5; with image insets (0, 50, 0, 0) the image moves to
//   149.5; with title insets (0, 0, 0, 100) the title moves to 106.5; with content insets
//   (0, 20, 0, 0) they are at 134.5 and 166.5 (Debug View Hierarchy measurements published by
//   e-com-net.com, "UIButton setImageEdgeInsets、setTitleEdgeInsets、setContentEdgeInsets").
// - The edge insets are `UIEdgeInsets`: left and right stay left and right in a right-to-left
//   layout (apps swap them themselves: wordpress-mobile/WordPress-iOS adcbab9dce8d,
//   WordPress/Classes/Extensions/UIEdgeInsets.swift, `flipInsetsForRightToLeftLayoutDirection`).
//   A configuration's `NSDirectionalEdgeInsets` follow the direction instead.
// - Frames are rounded to the screen's pixels: a 45.67-point title centred in a 46-point
//   button at 3× is at x 0.33 (`<UIButtonLabel …; frame = (0.333333 6; 45.6667 18); text =
//   'Button'>` in a 46 × 30 `UIButton`, iPhone 8 Plus simulator, a Chisel `fv` guide); a
//   116.5-point title in a 120-point button at 2× is at x 2.
// - The intrinsic size is the image's and the title's side by side plus `contentEdgeInsets`,
//   title and edge insets excluded ("The button does not use this property to determine
//   intrinsicContentSize and sizeThatFits", UIButton titleEdgeInsets documentation). With zero
//   content insets a title gets 6 points above and below: a 15-point title makes a 30-point
//   button (the recordings above), "with an 18-pt system font, the title label height is 21.0
//   ... add 6-pts top and bottom and the button frame height is 33-pts" (Stack Overflow answer
//   70778238). The title's width is rounded up and its height rounded to whole points, which
//   gives the 46 × 30 and 33 of those recordings. A system button is at least 30 × 30 (the size
//   Interface Builder gives a default button); a background image's size is a minimum too.
// - The same layout holds in every modelled era (iOS 9 to 26) for a button without a
//   configuration.

extension UIButton {
  /// The space UIKit puts above and below a title when `contentEdgeInsets` is zero.
  static let titlePadding: CGFloat = 6

  /// The title's size as laid out, at most `width` wide.
  private func titleSize(within width: CGFloat) -> CGSize {
    guard hasCurrentTitle, let label = storedTitleLabel else { return .zero }
    let size = label.sizeThatFits(.zero)
    return CGSize(width: min(size.width, max(width, 0)), height: size.height)
  }

  private var currentImageSize: CGSize { currentImage?.size ?? .zero }

  /// Rounds `value` to the nearest pixel of the button's screen.
  private func pixelRounded(_ value: CGFloat) -> CGFloat {
    let scale = layoutScale
    return (value * scale).rounded(.toNearestOrAwayFromZero) / scale
  }

  /// The x where content `width` wide starts in `area`, by the resolved horizontal alignment.
  private func contentStartX(width: CGFloat, in area: CGRect) -> CGFloat {
    switch resolvedContentHorizontalAlignment {
    case .left, .fill: area.minX
    case .right: area.maxX - width
    default: area.midX - width / 2
    }
  }

  /// The y and height of content `height` tall in `area`, by the vertical alignment.
  private func verticalPlacement(height: CGFloat, in area: CGRect) -> (y: CGFloat, height: CGFloat)
  {
    switch contentVerticalAlignment {
    case .top: (area.minY, height)
    case .bottom: (area.maxY - height, height)
    case .fill: (area.minY, area.height)
    case .center: (area.midY - height / 2, height)
    }
  }

  private var imageFollowsTitle: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }

  func defaultTitleRect(forContentRect contentRect: CGRect) -> CGRect {
    guard hasCurrentTitle else { return .zero }
    let area = contentRect.inset(by: titleEdgeInsets)
    let image = currentImageSize
    var title = titleSize(within: area.width - image.width)
    if resolvedContentHorizontalAlignment == .fill {
      title.width = max(area.width - image.width, 0)
    }
    let start = contentStartX(width: image.width + title.width, in: area)
    let x = imageFollowsTitle ? start : start + image.width
    let vertical = verticalPlacement(height: title.height, in: area)
    return CGRect(
      x: pixelRounded(x), y: pixelRounded(vertical.y), width: title.width,
      height: vertical.height)
  }

  func defaultImageRect(forContentRect contentRect: CGRect) -> CGRect {
    guard currentImage != nil else { return .zero }
    let area = contentRect.inset(by: imageEdgeInsets)
    let image = currentImageSize
    var titleWidth = titleSize(within: area.width - image.width).width
    if resolvedContentHorizontalAlignment == .fill, hasCurrentTitle {
      titleWidth = max(area.width - image.width, 0)
    }
    let start = contentStartX(width: image.width + titleWidth, in: area)
    let x = imageFollowsTitle ? start + titleWidth : start
    let vertical = verticalPlacement(height: image.height, in: area)
    return CGRect(
      x: pixelRounded(x), y: pixelRounded(vertical.y), width: image.width,
      height: vertical.height)
  }

  /// Places the background image view, the image view and the title label.
  func layoutContentSubviews() {
    if let background = storedBackgroundImageView {
      background.frame = backgroundRect(forBounds: bounds)
    }
    let content = contentRect(forBounds: bounds)
    storedImageView?.frame = imageRect(forContentRect: content)
    if let label = storedTitleLabel, hasCurrentTitle {
      label.frame = titleRect(forContentRect: content)
    }
  }

  /// The button's intrinsic size (see the notes at the top of this file).
  var contentFittingSize: CGSize {
    var size = contentSize
    if let background = currentBackgroundImage?.size {
      size.width = max(size.width, background.width)
      size.height = max(size.height, background.height)
    }
    if buttonType == .system {
      size.width = max(size.width, 30)
      size.height = max(size.height, 30)
    }
    return size
  }

  /// The title and image side by side, with the content insets or the title's padding.
  private var contentSize: CGSize {
    let image = currentImageSize
    var title = CGSize.zero
    if hasCurrentTitle, let text = currentTitleText {
      let label = makeTitleLabelIfNeeded()
      let measured = textModel.size(
        of: text, font: label.font ?? .systemFont(ofSize: defaultTitleFontSize),
        numberOfLines: label.numberOfLines, maxWidth: nil)
      title = CGSize(width: measured.width.rounded(.up), height: measured.height.rounded())
    }
    let insets = contentEdgeInsets
    let width = image.width + title.width + insets.left + insets.right
    if insets == .zero, hasCurrentTitle {
      return CGSize(width: width, height: max(image.height, title.height + 2 * Self.titlePadding))
    }
    return CGSize(
      width: width, height: max(image.height, title.height) + insets.top + insets.bottom)
  }
}
