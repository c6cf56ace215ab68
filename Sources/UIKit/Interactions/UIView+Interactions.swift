import Foundation

/// A behaviour added to a view (`UIView.addInteraction(_:)`): a context menu, a pointer effect.
@MainActor @preconcurrency
public protocol UIInteraction: NSObjectProtocol {
  /// The view the interaction is on.
  var view: UIView? { get }
  /// Called before the interaction moves to `view` (nil when it is removed).
  func willMove(to view: UIView?)
  /// Called after the interaction moved to `view` (nil when it was removed).
  func didMove(to view: UIView?)
}

extension UIView {
  /// The interactions added to the view, in the order they were added.
  public var interactions: [UIInteraction] {
    get { storedInteractions }
    set {
      for interaction in storedInteractions { removeInteraction(interaction) }
      for interaction in newValue { addInteraction(interaction) }
    }
  }

  /// Adds `interaction` to the view; an interaction on another view leaves that view first.
  public func addInteraction(_ interaction: UIInteraction) {
    guard !storedInteractions.contains(where: { $0 === interaction }) else { return }
    if let previous = interaction.view, previous !== self {
      previous.removeInteraction(interaction)
    }
    interaction.willMove(to: self)
    // Appended in the box, in place: through the accessor each append would copy the array.
    writableExtras.interactions.append(interaction)
    interaction.didMove(to: self)
  }

  /// Removes `interaction` from the view.
  public func removeInteraction(_ interaction: UIInteraction) {
    guard let index = storedInteractions.firstIndex(where: { $0 === interaction }) else { return }
    interaction.willMove(to: nil)
    writableExtras.interactions.remove(at: index)
    interaction.didMove(to: nil)
  }
}
