import Foundation

extension UIControl: UIContextMenuInteractionDelegate {
  /// Adds the control's context-menu interaction while `isContextMenuInteractionEnabled`, and
  /// removes it otherwise; the control is its delegate.
  func updateContextMenuInteraction() {
    if isContextMenuInteractionEnabled, storedContextMenuInteraction == nil {
      let interaction = UIContextMenuInteraction(delegate: self)
      storedContextMenuInteraction = interaction
      addInteraction(interaction)
    } else if !isContextMenuInteractionEnabled, let interaction = storedContextMenuInteraction {
      storedContextMenuInteraction = nil
      removeInteraction(interaction)
    }
  }

  /// Shows the control's menu on a touch down, as `showsMenuAsPrimaryAction` has it: the
  /// control sends `menuActionTriggered` ("a menu action has triggered prior to the menu being
  /// presented", UIControl.Event), the menu shows and the menu, not the control, follows the
  /// rest of the touch — no touch-up event, no primary action.
  func presentMenuAsPrimaryAction(at location: CGPoint, with event: UIEvent?) {
    guard let interaction = storedContextMenuInteraction else { return }
    sendActions(for: .menuActionTriggered, with: event)
    guard interaction.presentMenu(at: location) != nil else { return }
    tracking = ControlTracking()
    isHighlighted = false
  }
}
