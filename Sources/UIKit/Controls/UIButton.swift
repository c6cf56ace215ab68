import Foundation

/// A control that performs an action when tapped, showing a title and an image per state.
@MainActor @preconcurrency
open class UIButton: UIControl {
  /// The kinds of button.
  public enum ButtonType: Int, Sendable {
    case custom = 0
    case system = 1
    case detailDisclosure = 2
    case infoLight = 3
    case infoDark = 4
    case contactAdd = 5
    /// A button with no background (iOS 15).
    case plain = 6
    case close = 7

    /// Deprecated: a system button.
    public static var roundedRect: ButtonType { .system }
  }

  public private(set) var buttonType: ButtonType = .system
  private var titles: [UInt: String] = [:]
  private var images: [UInt: UIImage] = [:]
  private lazy var storedTitleLabel: UILabel = {
    let label = UILabel()
    label.font = UIFont.systemFont(ofSize: 15)
    return label
  }()
  private lazy var storedImageView = UIImageView()
  open var contentEdgeInsets = UIEdgeInsets.zero {
    didSet { invalidateIntrinsicContentSize() }
  }

  public convenience init(type buttonType: ButtonType) {
    self.init(frame: .zero)
    self.buttonType = buttonType
    if buttonType.hasSystemGlyph {
      // The type's glyph is the image view's image, and the image view the button's subview.
      storedImageView.image = UIImage(size: systemGlyphSize ?? .zero)
      addSubview(storedImageView)
    }
  }

  /// The size of the type's glyph on the button's screen, rounded up to its pixels.
  private var systemGlyphSize: CGSize? {
    let glyphs = environment.systemButtonGlyphs
    guard let glyph = glyphs.glyph(for: buttonType) else { return nil }
    let scale = layoutScale
    return CGSize(
      width: TextMeasurement.roundedUpToPixels(glyph.width, scale: scale),
      height: TextMeasurement.roundedUpToPixels(glyph.height, scale: scale))
  }

  open var titleLabel: UILabel? { storedTitleLabel }
  open var imageView: UIImageView? { storedImageView }

  open func setTitle(_ title: String?, for state: State) {
    titles[state.rawValue] = title
    if state == self.state || state == .normal { updateContent() }
  }

  open func title(for state: State) -> String? {
    titles[state.rawValue] ?? titles[State.normal.rawValue]
  }

  open func setImage(_ image: UIImage?, for state: State) {
    images[state.rawValue] = image
    if state == self.state || state == .normal { updateContent() }
  }

  open func image(for state: State) -> UIImage? {
    images[state.rawValue] ?? images[State.normal.rawValue]
  }

  // A change of state shows that state's title and image (a highlighted title while a finger
  // is down on the button).
  open override var isHighlighted: Bool {
    didSet { if isHighlighted != oldValue { updateContent() } }
  }
  open override var isSelected: Bool {
    didSet { if isSelected != oldValue { updateContent() } }
  }
  open override var isEnabled: Bool {
    didSet { if isEnabled != oldValue { updateContent() } }
  }

  open var currentTitle: String? { title(for: state) }
  open var currentImage: UIImage? {
    image(for: state) ?? (buttonType.hasSystemGlyph ? storedImageView.image : nil)
  }

  private func updateContent() {
    storedTitleLabel.text = currentTitle
    storedImageView.image = currentImage
    invalidateIntrinsicContentSize()
  }

  /// The title's and image's sizes side by side, plus the content insets; a system button is at
  /// least 30 points tall, the height Interface Builder gives a default button with a 15-point
  /// title.
  open override var intrinsicContentSize: CGSize {
    if image(for: state) == nil, currentTitle == nil, let glyph = systemGlyphSize {
      return CGSize(
        width: glyph.width + contentEdgeInsets.left + contentEdgeInsets.right,
        height: glyph.height + contentEdgeInsets.top + contentEdgeInsets.bottom)
    }
    let title = currentTitle.map { _ in storedTitleLabel.intrinsicContentSize } ?? .zero
    let image = currentImage?.size ?? .zero
    let width = title.width + image.width + contentEdgeInsets.left + contentEdgeInsets.right
    let height =
      max(title.height, image.height) + contentEdgeInsets.top + contentEdgeInsets.bottom
    if buttonType == .system {
      return CGSize(width: max(width, 30), height: max(height, 30))
    }
    return CGSize(width: width, height: height)
  }

  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  /// A system glyph's size depends on the screen: a new window may change it.
  open override func didMoveToWindow() {
    super.didMoveToWindow()
    guard buttonType.hasSystemGlyph, let glyph = systemGlyphSize else { return }
    storedImageView.image = UIImage(size: glyph)
    invalidateIntrinsicContentSize()
  }

  /// The button's menu, shown on a long press, or on a tap when `showsMenuAsPrimaryAction`;
  /// setting one enables the context-menu interaction.
  open var menu: UIMenu? {
    didSet { isContextMenuInteractionEnabled = menu != nil }
  }

  /// The button's menu, as its context menu's configuration.
  open override func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction,
    configurationForMenuAtLocation location: CGPoint
  ) -> UIContextMenuConfiguration? {
    guard let menu else { return nil }
    return UIContextMenuConfiguration(actionProvider: { _ in menu })
  }

  /// The image view of a system glyph fills the content rectangle, centred.
  open override func layoutSubviews() {
    super.layoutSubviews()
    guard buttonType.hasSystemGlyph, image(for: state) == nil,
      let glyph = storedImageView.image?.size
    else { return }
    let content = bounds.inset(by: contentEdgeInsets)
    storedImageView.frame = CGRect(
      x: content.midX - glyph.width / 2, y: content.midY - glyph.height / 2,
      width: glyph.width, height: glyph.height)
  }
}

extension UIButton.ButtonType {
  /// Whether the type draws a glyph of its own: contact add, info, detail disclosure, close.
  var hasSystemGlyph: Bool { UISystemButtonGlyphs.iOS14.glyph(for: self) != nil }
}
