import Foundation

/// An action a row shows when swiped, with the handler that performs it
/// (UIContextualAction.h, iOS 11).
@MainActor @preconcurrency
open class UIContextualAction: NSObject {
  /// How the action looks and what UIKit does once it completes (UIContextualAction.h raw
  /// values): a destructive action's row is expected to go.
  public enum Style: Int, Sendable {
    case normal = 0
    case destructive = 1
  }

  /// Performs the action: the action, the view that shows it, and the completion to call with
  /// whether it was performed.
  public typealias Handler =
    @MainActor (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

  public let style: Style
  public let handler: Handler
  open var title: String?
  /// The button's colour; by default the style's (red for destructive, grey otherwise).
  open var backgroundColor: UIColor! {
    get { storedBackgroundColor ?? (style == .destructive ? .systemRed : .systemGray) }
    set { storedBackgroundColor = newValue }
  }
  open var image: UIImage?
  private var storedBackgroundColor: UIColor?

  /// An action with a style, a title and the handler that performs it.
  public init(style: Style, title: String?, handler: @escaping Handler) {
    self.style = style
    self.title = title
    self.handler = handler
    super.init()
  }
}
