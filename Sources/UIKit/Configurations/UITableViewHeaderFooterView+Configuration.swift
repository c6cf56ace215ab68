import Foundation

extension UITableViewHeaderFooterView: ConfigurationHost {
  /// The closure a header or footer view calls after `updateConfiguration(using:)`.
  public typealias ConfigurationUpdateHandler = (
    _ headerFooterView: UITableViewHeaderFooterView, _ state: UIViewConfigurationState
  ) -> Void

  /// The content shown in the content view, through a view the configuration makes.
  public var contentConfiguration: UIContentConfiguration? {
    get { configurationStorage.content }
    set { setContentConfiguration(newValue) }
  }

  /// The background shown behind the content, covering the view.
  public var backgroundConfiguration: UIBackgroundConfiguration? {
    get { configurationStorage.background }
    set { setBackgroundConfiguration(newValue) }
  }

  /// Whether the content configuration is updated for each new state; true by default.
  public var automaticallyUpdatesContentConfiguration: Bool {
    get { configurationStorage.automaticallyUpdatesContent }
    set { configurationStorage.automaticallyUpdatesContent = newValue }
  }

  /// Whether the background configuration is updated for each new state; true by default.
  public var automaticallyUpdatesBackgroundConfiguration: Bool {
    get { configurationStorage.automaticallyUpdatesBackground }
    set { configurationStorage.automaticallyUpdatesBackground = newValue }
  }

  /// A header configuration: `groupedHeader()` (Bezel does not know the table's style here;
  /// UIKit picks the style of the table the view is in).
  public func defaultContentConfiguration() -> UIListContentConfiguration { .groupedHeader() }

  var anyConfigurationState: UIConfigurationState { configurationState }

  func runConfigurationUpdate() {
    let state = configurationState
    updateConfiguration(using: state)
    configurationUpdateHandler?(self, state)
  }
}
