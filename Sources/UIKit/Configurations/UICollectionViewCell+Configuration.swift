import Foundation

extension UICollectionViewCell: ConfigurationHost {
  /// The closure a cell calls after `updateConfiguration(using:)`.
  public typealias ConfigurationUpdateHandler = (
    _ cell: UICollectionViewCell, _ state: UICellConfigurationState
  ) -> Void

  /// The content shown in the content view, through a view the configuration makes.
  public var contentConfiguration: UIContentConfiguration? {
    get { configurationStorage.content }
    set { setContentConfiguration(newValue) }
  }

  /// The background shown behind the content, covering the cell.
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

  var anyConfigurationState: UIConfigurationState { configurationState }

  func runConfigurationUpdate() {
    let state = configurationState
    updateConfiguration(using: state)
    configurationUpdateHandler?(self, state)
  }

  func cellConfigurationState() -> UICellConfigurationState {
    var state = UICellConfigurationState(traitCollection: traitCollection)
    state.isSelected = isSelected
    state.isHighlighted = isHighlighted
    return state
  }
}
