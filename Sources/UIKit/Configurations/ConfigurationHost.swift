import Foundation

/// What a cell, or a header or footer view, keeps of its configurations.
@MainActor
struct ConfigurationStorage {
  var content: UIContentConfiguration?
  var contentView: (UIView & UIContentView)?
  var background: UIBackgroundConfiguration?
  var backgroundView: BackgroundConfigurationView?
  var automaticallyUpdatesContent = true
  var automaticallyUpdatesBackground = true
  /// Whether the configurations wait for an update before the next layout.
  var needsUpdate = true
}

/// A view with content and background configurations: a collection or table cell, or a table
/// header or footer view.
///
/// UIKit's sequence (Apple, "Cell configuration"): setting a configuration shows it at once,
/// updated for the current state when the view updates it automatically; a change of state
/// (selection, highlight…) or `setNeedsUpdateConfiguration()` asks for an update before the next
/// layout, which updates the automatic configurations for the state, then calls
/// `updateConfiguration(using:)`, then the `configurationUpdateHandler`.
@MainActor
protocol ConfigurationHost: UIView {
  var configurationStorage: ConfigurationStorage { get set }
  var contentView: UIView { get }
  /// The state the configurations are updated for.
  var anyConfigurationState: UIConfigurationState { get }
  /// Calls `updateConfiguration(using:)` and the update handler.
  func runConfigurationUpdate()
}

extension ConfigurationHost {
  func setContentConfiguration(_ configuration: UIContentConfiguration?) {
    var shown = configuration
    if configurationStorage.automaticallyUpdatesContent {
      shown = configuration?.updated(for: anyConfigurationState)
    }
    configurationStorage.content = configuration
    show(content: shown)
  }

  func setBackgroundConfiguration(_ configuration: UIBackgroundConfiguration?) {
    configurationStorage.background = configuration
    var shown = configuration
    if configurationStorage.automaticallyUpdatesBackground {
      shown = configuration?.updated(for: anyConfigurationState)
    }
    show(background: shown)
  }

  /// Asks for an update of the configurations before the next layout.
  func requestConfigurationUpdate() {
    configurationStorage.needsUpdate = true
    setNeedsLayout()
  }

  /// Runs a requested update now.
  func updateConfigurationIfNeeded() {
    guard configurationStorage.needsUpdate else { return }
    configurationStorage.needsUpdate = false
    let state = anyConfigurationState
    if configurationStorage.automaticallyUpdatesContent, let content = configurationStorage.content
    {
      show(content: content.updated(for: state))
    }
    if configurationStorage.automaticallyUpdatesBackground,
      let background = configurationStorage.background
    {
      show(background: background.updated(for: state))
    }
    runConfigurationUpdate()
  }

  /// Places the background configuration's view within the view's bounds.
  func layoutConfigurationBackground() {
    guard let view = configurationStorage.backgroundView,
      let background = configurationStorage.background
    else { return }
    view.frame = BackgroundConfigurationView.frame(
      for: background, in: bounds, margins: directionalLayoutMargins,
      rightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft)
  }

  private func show(content: UIContentConfiguration?) {
    guard let content else {
      configurationStorage.contentView?.removeFromSuperview()
      configurationStorage.contentView = nil
      return
    }
    if let existing = configurationStorage.contentView, existing.supports(content) {
      existing.configuration = content
      return
    }
    configurationStorage.contentView?.removeFromSuperview()
    let view = content.makeContentView()
    configurationStorage.contentView = view
    pin(view, to: contentView)
  }

  private func show(background: UIBackgroundConfiguration?) {
    guard let background else {
      configurationStorage.backgroundView?.removeFromSuperview()
      configurationStorage.backgroundView = nil
      return
    }
    let view = configurationStorage.backgroundView ?? BackgroundConfigurationView(frame: .zero)
    if configurationStorage.backgroundView == nil {
      configurationStorage.backgroundView = view
      insertSubview(view, at: 0)
    }
    view.show(background, tint: tintColor ?? .systemBlue)
    layoutConfigurationBackground()
  }

  /// Fills the container with the content view, by constraints so that the container's
  /// fitting size follows the content's.
  private func pin(_ view: UIView, to container: UIView) {
    view.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(view)
    NSLayoutConstraint.activate([
      view.topAnchor.constraint(equalTo: container.topAnchor),
      view.bottomAnchor.constraint(equalTo: container.bottomAnchor),
      view.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      view.trailingAnchor.constraint(equalTo: container.trailingAnchor),
    ])
  }
}
