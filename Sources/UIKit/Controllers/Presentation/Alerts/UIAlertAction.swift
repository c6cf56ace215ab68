import Foundation

/// An action an alert controller offers as a button (UIAlertController.h).
@MainActor @preconcurrency
open class UIAlertAction: NSObject {
  /// The style of an action's button (UIAlertController.h, `UIAlertActionStyle`).
  public enum Style: Int, Sendable {
    /// The default style.
    case `default` = 0
    /// Cancels the alert and leaves things unchanged; at most one per alert.
    case cancel = 1
    /// Changes or deletes data.
    case destructive = 2
  }

  private let storedTitle: String?
  private let storedStyle: Style
  let handler: ((UIAlertAction) -> Void)?

  /// Creates an action with a title, a style and the block to run after the alert is dismissed.
  public convenience init(
    title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil
  ) {
    self.init(storedTitle: title, style: style, handler: handler)
  }

  init(storedTitle: String?, style: Style, handler: ((UIAlertAction) -> Void)?) {
    self.storedTitle = storedTitle
    storedStyle = style
    self.handler = handler
    super.init()
  }

  /// The title of the action's button.
  open var title: String? { storedTitle }
  /// The style of the action's button.
  open var style: Style { storedStyle }
  /// Whether the action's button can be tapped; true by default.
  open var isEnabled = true {
    didSet { enabledDidChange?(isEnabled) }
  }

  /// Called when `isEnabled` changes: the alert's button follows it.
  var enabledDidChange: ((Bool) -> Void)?

  public override var description: String {
    "<UIAlertAction: title = \(storedTitle.map { "\"\($0)\"" } ?? "(null)"), style = \(storedStyle)>"
  }
}
