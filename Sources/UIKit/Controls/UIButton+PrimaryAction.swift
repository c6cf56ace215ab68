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
    guard let primaryAction else { return }
    if !primaryAction.title.isEmpty { setTitle(primaryAction.title, for: .normal) }
    if let image = primaryAction.image { setImage(image, for: .normal) }
    addAction(primaryAction, for: .primaryActionTriggered)
  }
}
