import Foundation

extension UIButton {
  /// Creates a button of `buttonType` whose primary action is `primaryAction`, with the
  /// action's title and image.
  ///
  /// "Creates a button of the specified type, registers the primary action event, and sets the
  /// title and image to the action's title and image" (UIButton, init(type:primaryAction:)).
  /// An action's empty title, which shows nothing, leaves the button without a title.
  public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
    self.init(type: buttonType)
    adoptPrimaryAction(primaryAction)
  }

  /// Registers `action` for the primary action event and shows its title and image.
  func adoptPrimaryAction(_ action: UIAction?) {
    guard let action else { return }
    if !action.title.isEmpty { setTitle(action.title, for: .normal) }
    if let image = action.image { setImage(image, for: .normal) }
    addAction(action, for: .primaryActionTriggered)
  }
}

extension UIButton {
  /// What a button does in its context (UIButton.h, iOS 14; Apple's raw values).
  public enum Role: Int, Sendable {
    /// A button with no special role.
    case normal = 0
    /// The button of the primary action.
    case primary = 1
    /// A button that cancels.
    case cancel = 2
    /// A button that deletes data or does something that cannot be undone.
    case destructive = 3
  }
}
