import Foundation

/// What a configured button keeps: its configuration, the configuration it shows (updated for
/// its state), whether an update waits, and the subviews only a configuration uses.
@MainActor
struct ButtonConfigurationStorage {
  var configuration: UIButton.Configuration?
  var shown: UIButton.Configuration?
  var needsUpdate = false
  /// Whether an update is running: a configuration set by the update handler is shown without
  /// asking for another update.
  var isUpdating = false
  var subtitleLabel: UILabel?
  var activityIndicator: UIActivityIndicatorView?
  var backgroundView: BackgroundConfigurationView?
}

// UIKit's sequence for a configured button (UIButton.h; "Meet the UIKit button system", WWDC21):
// setting a configuration shows it at once, updated for the button's state when
// `automaticallyUpdatesConfiguration`; a change of state (highlight, selection, enabling) and
// `setNeedsUpdateConfiguration()` ask for an update before the next layout, which calls
// `updateConfiguration()` and then the `configurationUpdateHandler`. A button given a title with
// `setTitle(_:for:)` shows that title where its configuration has none.
extension UIButton {
  /// Creates a button showing `configuration`, whose primary action is `primaryAction`; the
  /// action's title and image, when it has them, become the configuration's.
  ///
  /// "If the primary action contains a title or an image, this method copies them to the
  /// configuration and the button displays them" (UIButton, init(configuration:primaryAction:)).
  /// The button's type is `.system` (a model: the type is not documented).
  public convenience init(configuration: UIButton.Configuration, primaryAction: UIAction? = nil) {
    self.init(type: .system)
    var configuration = configuration
    if let primaryAction {
      if !primaryAction.title.isEmpty { configuration.title = primaryAction.title }
      if let image = primaryAction.image { configuration.image = image }
      addAction(primaryAction, for: .primaryActionTriggered)
    }
    self.configuration = configuration
  }

  /// The configuration the button shows, or nil for a classic button (iOS 15).
  public var configuration: UIButton.Configuration? {
    get { configurationStorage.configuration }
    set {
      configurationStorage.configuration = newValue
      guard let newValue else {
        removeConfiguredSubviews()
        contentDidChange()
        return
      }
      show(automaticallyUpdatesConfiguration ? newValue.updated(for: self) : newValue)
      if !configurationStorage.isUpdating { setNeedsUpdateConfiguration() }
    }
  }

  /// Runs a requested configuration update now.
  func updateConfigurationIfNeeded() {
    guard configurationStorage.needsUpdate, configurationStorage.configuration != nil else {
      return
    }
    configurationStorage.needsUpdate = false
    configurationStorage.isUpdating = true
    defer { configurationStorage.isUpdating = false }
    updateConfiguration()
    configurationUpdateHandler?(self)
  }

  /// Shows `configuration` in the title and subtitle labels, the image view, the activity
  /// indicator and the background, and re-sizes the button.
  func show(_ configuration: UIButton.Configuration) {
    configurationStorage.shown = configuration
    let foreground = configuration.resolvedForegroundColor(tint: tintColor)
    let traits = traitCollection
    if let title = configuredTitleText(configuration) {
      let label = makeTitleLabelIfNeeded()
      label.text = title
      label.font = UIFont.preferredFont(
        forTextStyle: Configuration.titleTextStyle(for: configuration.buttonSize),
        compatibleWith: traits)
      Self.apply(configuration.titleLineBreakMode, to: label)
      label.textColor = foreground
      if let attributed = configuration.attributedTitle {
        label.attributedText = Self.styled(attributed, font: label.font, color: foreground)
      }
      label.isHidden = false
    } else {
      storedTitleLabel?.isHidden = true
    }
    if let subtitle = configuredSubtitleText(configuration) {
      let label = makeSubtitleLabelIfNeeded()
      label.text = subtitle
      label.font = UIFont.preferredFont(
        forTextStyle: Configuration.subtitleTextStyle(for: configuration.buttonSize),
        compatibleWith: traits)
      Self.apply(configuration.subtitleLineBreakMode, to: label)
      label.textColor = foreground
      if let attributed = configuration.attributedSubtitle {
        label.attributedText = Self.styled(attributed, font: label.font, color: foreground)
      }
      label.isHidden = false
    } else {
      configurationStorage.subtitleLabel?.isHidden = true
    }
    showImageAndIndicator(configuration, foreground: foreground)
    showBackground(configuration)
    invalidateIntrinsicContentSize()
    setNeedsLayout()
  }

  private func showImageAndIndicator(_ configuration: UIButton.Configuration, foreground: UIColor) {
    if configuration.showsActivityIndicator {
      let indicator = makeActivityIndicatorIfNeeded()
      indicator.color = configuration.activityIndicatorColorTransformer?(foreground) ?? foreground
      indicator.startAnimating()
    } else if let indicator = configurationStorage.activityIndicator {
      indicator.stopAnimating()
    }
    let image = configuration.showsActivityIndicator ? nil : configuration.image
    if configuration.image != nil || storedImageView != nil {
      let imageView = makeImageViewIfNeeded()
      imageView.image = image
      imageView.isHidden = image == nil
      imageView.tintColor = configuration.imageColorTransformer?(foreground) ?? foreground
    }
  }

  private func showBackground(_ configuration: UIButton.Configuration) {
    let view: BackgroundConfigurationView
    if let existing = configurationStorage.backgroundView {
      view = existing
    } else {
      view = BackgroundConfigurationView()
      view.isUserInteractionEnabled = false
      configurationStorage.backgroundView = view
      insertSubview(view, at: 0)
    }
    var background = configuration.background
    background.backgroundColor = configuration.resolvedBackgroundColor(tint: tintColor)
    background.cornerRadius = configuration.resolvedCornerRadius(
      height: bounds.height, traits: traitCollection)
    view.show(background, tint: tintColor)
  }

  /// The title a configuration shows: its attributed title's characters, else its title, else
  /// the title set for the current state with `setTitle(_:for:)`.
  func configuredTitleText(_ configuration: UIButton.Configuration) -> String? {
    let text =
      configuration.attributedTitle.map { String($0.characters) } ?? configuration.title
      ?? currentTitle
    guard let text, !text.isEmpty else { return nil }
    return text
  }

  /// Gives a configured title or subtitle label its line break mode: word and character
  /// wrapping allow any number of lines, the other modes one (UIButton.Configuration,
  /// `titleLineBreakMode`).
  static func apply(_ mode: NSLineBreakMode, to label: UILabel) {
    label.lineBreakMode = mode
    label.numberOfLines = mode == .byWordWrapping || mode == .byCharWrapping ? 0 : 1
  }

  /// A configuration's attributed title or subtitle as its label shows it: its own attributes
  /// over the configuration's font and foreground colour, which fill in where it sets none.
  static func styled(_ text: AttributedString, font: UIFont?, color: UIColor) -> NSAttributedString
  {
    let runs = NSAttributedString(text)
    var base: [NSAttributedString.Key: Any] = [.foregroundColor: color]
    if let font { base[.font] = font }
    let result = NSMutableAttributedString(string: runs.string, attributes: base)
    runs.enumerateAttributes(in: NSRange(location: 0, length: runs.length), options: []) {
      attributes, range, _ in
      result.addAttributes(attributes, range: range)
    }
    return result
  }

  func configuredSubtitleText(_ configuration: UIButton.Configuration) -> String? {
    let text =
      configuration.attributedSubtitle.map { String($0.characters) } ?? configuration.subtitle
    guard let text, !text.isEmpty else { return nil }
    return text
  }

  @discardableResult
  func makeSubtitleLabelIfNeeded() -> UILabel {
    if let label = configurationStorage.subtitleLabel { return label }
    let label = UIButtonLabel()
    label.button = self
    label.isOpaque = false
    label.isUserInteractionEnabled = false
    label.numberOfLines = 0
    configurationStorage.subtitleLabel = label
    addSubview(label)
    return label
  }

  @discardableResult
  func makeActivityIndicatorIfNeeded() -> UIActivityIndicatorView {
    if let indicator = configurationStorage.activityIndicator { return indicator }
    let indicator = UIActivityIndicatorView(style: .medium)
    indicator.isUserInteractionEnabled = false
    configurationStorage.activityIndicator = indicator
    addSubview(indicator)
    return indicator
  }

  /// Removes what only a configuration shows, back to a classic button.
  private func removeConfiguredSubviews() {
    configurationStorage.shown = nil
    configurationStorage.needsUpdate = false
    configurationStorage.subtitleLabel?.removeFromSuperview()
    configurationStorage.subtitleLabel = nil
    configurationStorage.activityIndicator?.removeFromSuperview()
    configurationStorage.activityIndicator = nil
    configurationStorage.backgroundView?.removeFromSuperview()
    configurationStorage.backgroundView = nil
    storedTitleLabel?.numberOfLines = 1
    storedTitleLabel?.font = UIFont.systemFont(ofSize: defaultTitleFontSize)
  }
}
