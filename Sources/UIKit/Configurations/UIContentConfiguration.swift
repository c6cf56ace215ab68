import Foundation

/// The content of a view as a value: it makes the view that shows it, and a version of itself
/// for a state.
@MainActor @preconcurrency
public protocol UIContentConfiguration {
  /// A new view that shows this configuration.
  func makeContentView() -> UIView & UIContentView
  /// The configuration for a state (selected, highlighted…).
  func updated(for state: UIConfigurationState) -> Self
}

/// A view that shows a content configuration.
@MainActor @preconcurrency
public protocol UIContentView: NSObjectProtocol {
  /// The configuration shown; setting it updates the view.
  var configuration: UIContentConfiguration { get set }
  /// Whether the view can show a configuration, so that a cell sets it instead of making a new
  /// view; true by default.
  func supports(_ configuration: UIContentConfiguration) -> Bool
}

extension UIContentView {
  public func supports(_ configuration: UIContentConfiguration) -> Bool { true }
}
