import Foundation

/// A controller that shows an alert or an action sheet (UIAlertController.h).
///
/// An alert is centred in the window, 270 points wide; an action sheet rises from the bottom
/// of a compact-width window and is a popover in regular width, where it must be given a source
/// (`popoverPresentationController`). Tapping an action's button dismisses the controller, then
/// runs the action's handler.
@MainActor @preconcurrency
open class UIAlertController: UIViewController {
  /// The style of an alert controller (UIAlertController.h, `UIAlertControllerStyle`).
  public enum Style: Int, Sendable {
    /// A sheet of actions attached to the bottom of the screen or to a popover's source.
    case actionSheet = 0
    /// A modal alert centred in the window.
    case alert = 1
  }

  private var storedStyle: Style = .actionSheet
  private var storedActions: [UIAlertAction] = []
  private var storedTextFields: [UITextField] = []
  private weak var storedPreferredAction: UIAlertAction?
  /// The message under the title.
  open var message: String? {
    didSet { contentDidChange() }
  }

  /// Creates an alert controller with a title, a message and a style.
  public convenience init(title: String?, message: String?, preferredStyle: Style) {
    self.init(nibName: nil, bundle: nil)
    self.title = title
    self.message = message
    storedStyle = preferredStyle
    modalPresentationStyle = preferredStyle == .actionSheet ? .popover : .custom
  }

  open override var title: String? {
    didSet { contentDidChange() }
  }

  /// The style the controller was created with.
  open var preferredStyle: Style { storedStyle }

  /// The actions, in the order added.
  open var actions: [UIAlertAction] { storedActions }

  /// Adds an action.
  ///
  /// An alert takes at most one action of the `.cancel` style.
  open func addAction(_ action: UIAlertAction) {
    if action.style == .cancel, storedActions.contains(where: { $0.style == .cancel }) {
      // UIKit's exception (NSInternalInconsistencyException).
      UIKitDiagnostics.raise(
        "NSInternalInconsistencyException",
        "UIAlertController can only have one action with a style of UIAlertActionStyleCancel")
      return
    }
    storedActions.append(action)
    contentDidChange()
  }

  /// The action the alert emphasises, which the return key chooses.
  ///
  /// It must be one of `actions`.
  open var preferredAction: UIAlertAction? {
    get { storedPreferredAction }
    set {
      if let newValue, !storedActions.contains(where: { $0 === newValue }) {
        // Apple: assigning an action not yet added "is a programmer error".
        UIKitDiagnostics.raise(
          "NSInternalInconsistencyException",
          "The -preferredAction of an alert controller must be contained in its actions array.")
        return
      }
      storedPreferredAction = newValue
      contentDidChange()
    }
  }

  /// Adds a text field under the message; alerts only.
  open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
    guard storedStyle == .alert else {
      UIKitDiagnostics.raise(
        "NSInternalInconsistencyException",
        "Text fields can only be added to an alert controller of style "
          + "UIAlertControllerStyleAlert")
      return
    }
    let field = UITextField(frame: .zero)
    field.borderStyle = .roundedRect
    field.font = UIFont.systemFont(ofSize: 13)
    storedTextFields.append(field)
    configurationHandler?(field)
    contentDidChange()
  }

  /// The text fields, in the order added; nil when there are none.
  open var textFields: [UITextField]? { storedTextFields.isEmpty ? nil : storedTextFields }

  /// The content's size: an alert 270 points wide, an action sheet in a popover
  /// `SheetMetrics.actionSheetPopoverWidth` wide, each as tall as its content; a size the app set
  /// wins.
  open override var preferredContentSize: CGSize {
    get {
      let stored = super.preferredContentSize
      guard stored == .zero else { return stored }
      let width =
        preferredStyle == .alert ? SheetMetrics.alertWidth : SheetMetrics.actionSheetPopoverWidth
      loadViewIfNeeded()
      return CGSize(width: width, height: contentView?.fittingHeight(width: width) ?? 0)
    }
    set { super.preferredContentSize = newValue }
  }

  open override func loadView() {
    view = AlertContentView(controller: self)
  }

  /// The content view, once loaded.
  var contentView: AlertContentView? { viewIfLoaded as? AlertContentView }

  private func contentDidChange() {
    contentView?.rebuild()
    if presentingViewController != nil {
      presentationController?.containerView?.setNeedsLayout()
    }
  }

  /// Runs the action's button: the controller is dismissed, then the handler runs, as in UIKit.
  func performAction(_ action: UIAlertAction) {
    guard action.isEnabled, !isDismissingForAction else { return }
    isDismissingForAction = true
    let presenter = presentingViewController
    let finish = { [weak self] in
      self?.isDismissingForAction = false
      action.handler?(action)
    }
    if let presenter {
      presenter.dismiss(animated: true, completion: finish)
    } else {
      finish()
    }
  }

  private var isDismissingForAction = false

  /// The actions shown as buttons: in a popover UIKit leaves out the cancel action, since a tap
  /// outside the popover cancels (UIAlertController.h, `UIAlertActionStyleCancel`).
  var displayedActions: [UIAlertAction] {
    let cancel = storedActions.first { $0.style == .cancel }
    var others = storedActions.filter { $0.style != .cancel }
    if isShownInPopover { return others }
    if let cancel {
      if storedStyle == .alert && storedActions.count == 2 {
        // Two side by side: the cancel action on the leading side.
        others.insert(cancel, at: 0)
      } else {
        others.append(cancel)
      }
    }
    return others
  }

  /// Whether the action sheet is shown in a popover (regular width with a source).
  var isShownInPopover: Bool {
    storedStyle == .actionSheet
      && (presentationController as? UIPopoverPresentationController)?
        .isShownAsPopover == true
  }
}
