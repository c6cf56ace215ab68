import Foundation

/// A control that performs an action when tapped, showing a title and an image per state.
///
/// The classic button keeps a title, attributed title, title colour, title shadow colour, image
/// and background image per state; a state without its own value uses the normal state's
/// (`UIButton+StateContent.swift`). Its title label and image view are real subviews, created
/// when first asked for or when content needs them, and laid out in `layoutSubviews` by
/// `titleRect(forContentRect:)` and `imageRect(forContentRect:)` within
/// `contentRect(forBounds:)`; a background image shows in an image view the size of
/// `backgroundRect(forBounds:)`. Its intrinsic size comes from them (`UIButton+ContentLayout.swift`).
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

  /// The button's type; `UIButton()` and `UIButton(frame:)` make `.custom` buttons, as on iOS.
  public private(set) var buttonType: ButtonType = .custom
  /// The content set per state, keyed by the state's raw value.
  var stateContent: [UInt: ButtonStateContent] = [:]
  var storedTitleLabel: UIButtonLabel?
  var storedImageView: UIImageView?
  var storedBackgroundImageView: UIImageView?
  /// The image of a system type's glyph, sized for the button's screen.
  var glyphImage: UIImage?
  /// The configuration, what it shows and its subviews (`UIButton+ConfigurationUpdate.swift`).
  var configurationStorage = ButtonConfigurationStorage()

  /// Insets of the content (title and image together) from the button's bounds; zero, the
  /// default, gives a title UIKit's padding above and below (`UIButton+ContentLayout.swift`).
  open var contentEdgeInsets = UIEdgeInsets.zero {
    didSet { contentDidChange() }
  }
  /// Insets that move the title within the content; they do not change the button's size.
  open var titleEdgeInsets = UIEdgeInsets.zero {
    didSet { setNeedsLayout() }
  }
  /// Insets that move the image within the content; they do not change the button's size.
  open var imageEdgeInsets = UIEdgeInsets.zero {
    didSet { setNeedsLayout() }
  }
  /// Whether the image darkens while highlighted (default `true`; drawing only).
  open var adjustsImageWhenHighlighted = true
  /// Whether the image dims while disabled (default `true`; drawing only).
  open var adjustsImageWhenDisabled = true
  /// Whether a glow shows under the touch while highlighted (default `false`; drawing only).
  open var showsTouchWhenHighlighted = false
  /// Whether the title's shadow flips from engraved to embossed while highlighted.
  open var reversesTitleShadowWhenHighlighted = false
  /// Whether a tap toggles `isSelected` before the primary action (iOS 15; default `false`).
  open var changesSelectionAsPrimaryAction = false

  // MARK: Configuration (iOS 15; `UIButton+ConfigurationUpdate.swift`)

  /// Called after `updateConfiguration()` on each configuration update; setting one makes the
  /// button configuration-based, as UIKit does.
  open var configurationUpdateHandler: ConfigurationUpdateHandler? {
    didSet {
      if configurationUpdateHandler != nil, configurationStorage.configuration == nil {
        configuration = .plain()
      }
      setNeedsUpdateConfiguration()
    }
  }
  /// Whether the configuration is updated for each state of the button (default `true`).
  open var automaticallyUpdatesConfiguration = true {
    didSet { setNeedsUpdateConfiguration() }
  }

  /// Asks for a configuration update before the next layout; several requests make one update.
  open func setNeedsUpdateConfiguration() {
    guard configurationStorage.configuration != nil else { return }
    configurationStorage.needsUpdate = true
    setNeedsLayout()
  }

  /// Shows the configuration for the button's state.
  ///
  /// The configuration is updated by `updated(for:)` when `automaticallyUpdatesConfiguration`.
  /// Override it to change the configuration per state; the `configurationUpdateHandler` runs
  /// after it.
  open func updateConfiguration() {
    guard let configuration = configurationStorage.configuration else { return }
    show(automaticallyUpdatesConfiguration ? configuration.updated(for: self) : configuration)
  }

  // A button is not opaque: every recorded `UIButton` lists `opaque = NO` (swift-snapshot-testing's
  // testUIView.2.txt, iOS 12 and 13; the recursive descriptions cited in UIButton+ContentLayout).
  public override init(frame: CGRect) {
    super.init(frame: frame)
    isOpaque = false
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    isOpaque = false
  }

  /// Creates a custom button with `frame` whose primary action is `primaryAction`, with the
  /// action's title and image (UIButton, `init(frame:primaryAction:)`, iOS 14).
  public convenience init(frame: CGRect, primaryAction: UIAction?) {
    self.init(frame: frame)
    adoptPrimaryAction(primaryAction)
  }

  public convenience init(type buttonType: ButtonType) {
    self.init(frame: .zero)
    self.buttonType = buttonType
    if buttonType.hasSystemGlyph {
      // The type's glyph is the image view's image, and the image view the button's subview.
      glyphImage = UIImage(size: systemGlyphSize ?? .zero)
      contentDidChange()
    }
  }

  // MARK: Subviews

  /// The label showing the title, created when first asked for; it is hidden while the button
  /// has no title.
  open var titleLabel: UILabel? { makeTitleLabelIfNeeded() }
  /// The image view showing the image, created when first asked for.
  open var imageView: UIImageView? { makeImageViewIfNeeded() }
  /// The label showing a configured button's subtitle (iOS 15); nil until a configuration
  /// shows one.
  open var subtitleLabel: UILabel? { configurationStorage.subtitleLabel }

  // MARK: Content per state (`UIButton+StateContent.swift`)

  open func setTitle(_ title: String?, for state: State) {
    updateContent(for: state) { $0.title = title }
  }
  open func title(for state: State) -> String? { content(for: state, \.title) }

  open func setAttributedTitle(_ title: NSAttributedString?, for state: State) {
    updateContent(for: state) { $0.attributedTitle = title }
  }
  open func attributedTitle(for state: State) -> NSAttributedString? {
    content(for: state, \.attributedTitle)
  }

  open func setTitleColor(_ color: UIColor?, for state: State) {
    updateContent(for: state) { $0.titleColor = color }
  }
  /// The title colour of `state`: its own, else the normal state's, else the type's default.
  open func titleColor(for state: State) -> UIColor? {
    content(for: state, \.titleColor) ?? defaultTitleColor(for: state)
  }

  open func setTitleShadowColor(_ color: UIColor?, for state: State) {
    updateContent(for: state) { $0.titleShadowColor = color }
  }
  open func titleShadowColor(for state: State) -> UIColor? {
    content(for: state, \.titleShadowColor)
  }

  open func setImage(_ image: UIImage?, for state: State) {
    updateContent(for: state) { $0.image = image }
  }
  open func image(for state: State) -> UIImage? { content(for: state, \.image) }

  open func setBackgroundImage(_ image: UIImage?, for state: State) {
    updateContent(for: state) { $0.backgroundImage = image }
  }
  open func backgroundImage(for state: State) -> UIImage? {
    content(for: state, \.backgroundImage)
  }

  /// Sets the symbol configuration of `state`'s image (iOS 13); stored, per state with the
  /// normal state's as fallback.
  open func setPreferredSymbolConfiguration(
    _ configuration: UIImage.SymbolConfiguration?, forImageIn state: State
  ) {
    updateContent(for: state) { $0.symbolConfiguration = configuration }
  }
  open func preferredSymbolConfigurationForImage(in state: State) -> UIImage.SymbolConfiguration? {
    content(for: state, \.symbolConfiguration)
  }
  open var currentPreferredSymbolConfiguration: UIImage.SymbolConfiguration? {
    preferredSymbolConfigurationForImage(in: state)
  }

  /// What the button does in its context (iOS 14): normal by default; stored.
  open var role = Role.normal

  open var currentTitle: String? { title(for: state) }
  open var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }
  open var currentTitleColor: UIColor { titleColor(for: state) ?? .white }
  open var currentTitleShadowColor: UIColor? { titleShadowColor(for: state) }
  /// The image of the current state; a system type's glyph when the app set none.
  open var currentImage: UIImage? { image(for: state) ?? glyphImage }
  open var currentBackgroundImage: UIImage? { backgroundImage(for: state) }

  // A change of state shows that state's title and image (a highlighted title while a finger
  // is down on the button).
  open override var isHighlighted: Bool {
    didSet { if isHighlighted != oldValue { contentDidChange() } }
  }
  open override var isSelected: Bool {
    didSet { if isSelected != oldValue { contentDidChange() } }
  }
  open override var isEnabled: Bool {
    didSet { if isEnabled != oldValue { contentDidChange() } }
  }

  open override func tintColorDidChange() {
    super.tintColorDidChange()
    if let shown = configurationStorage.shown {
      show(shown)
    } else if buttonType != .custom {
      syncSubviews()
    }
  }

  // MARK: Geometry (`UIButton+ContentLayout.swift`)

  /// The rectangle the content lies in: the bounds less `contentEdgeInsets`.
  open func contentRect(forBounds bounds: CGRect) -> CGRect {
    bounds.inset(by: contentEdgeInsets)
  }
  /// The rectangle of the background image: the bounds.
  open func backgroundRect(forBounds bounds: CGRect) -> CGRect { bounds }
  /// The title's rectangle in `contentRect`, beside the image, aligned by the content
  /// alignments and moved by `titleEdgeInsets`; zero without a title.
  open func titleRect(forContentRect contentRect: CGRect) -> CGRect {
    defaultTitleRect(forContentRect: contentRect)
  }
  /// The image's rectangle in `contentRect`, beside the title, aligned by the content
  /// alignments and moved by `imageEdgeInsets`; zero without an image.
  open func imageRect(forContentRect contentRect: CGRect) -> CGRect {
    defaultImageRect(forContentRect: contentRect)
  }

  open override var intrinsicContentSize: CGSize {
    configurationStorage.shown != nil ? configuredFittingSize(width: nil) : contentFittingSize
  }

  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    configurationStorage.shown != nil ? configuredFittingSize(width: nil) : contentFittingSize
  }

  /// Lays out the background image view, the image view and the title label; a configured
  /// button first runs a requested configuration update, then lays out its configuration.
  open override func layoutSubviews() {
    super.layoutSubviews()
    if configurationStorage.configuration != nil {
      updateConfigurationIfNeeded()
      layoutConfiguredContent()
    } else {
      layoutContentSubviews()
    }
  }

  /// A system glyph's size depends on the screen: a new window may change it.
  open override func didMoveToWindow() {
    super.didMoveToWindow()
    guard buttonType.hasSystemGlyph, let glyph = systemGlyphSize else { return }
    glyphImage = UIImage(size: glyph)
    contentDidChange()
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

  /// With `changesSelectionAsPrimaryAction`, a tap that lifts inside toggles `isSelected`
  /// before the touch-up and primary-action events.
  open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    super.endTracking(touch, with: event)
    if changesSelectionAsPrimaryAction, isTouchInside { isSelected.toggle() }
  }

  /// The size of the type's glyph on the button's screen, rounded up to its pixels.
  var systemGlyphSize: CGSize? {
    let glyphs = environment.systemButtonGlyphs
    guard let glyph = glyphs.glyph(for: buttonType) else { return nil }
    let scale = layoutScale
    return CGSize(
      width: TextMeasurement.roundedUpToPixels(glyph.width, scale: scale),
      height: TextMeasurement.roundedUpToPixels(glyph.height, scale: scale))
  }
}

extension UIButton.ButtonType {
  /// Whether the type draws a glyph of its own: contact add, info, detail disclosure, close.
  var hasSystemGlyph: Bool { UISystemButtonGlyphs.iOS14.glyph(for: self) != nil }
}
