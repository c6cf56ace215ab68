import Foundation

/// The view of an alert controller: its title and message, its text fields and a button per
/// action, laid out at UIKit's sizes (`SheetMetrics`).
///
/// An alert stacks its header, its text fields and its buttons in one 270-point column; two
/// actions sit side by side, more stack up, the cancel action last. An action sheet shows its
/// header and actions in one group and its cancel action in a group of its own below, 8 points
/// apart; in a popover it leaves the cancel action out.
@MainActor
final class AlertContentView: UIView {
  private weak var controller: UIAlertController?
  private let titleLabel = UILabel()
  private let messageLabel = UILabel()
  private(set) var buttons: [AlertActionButton] = []

  init(controller: UIAlertController) {
    self.controller = controller
    super.init(frame: .zero)
    for label in [titleLabel, messageLabel] {
      label.numberOfLines = 0
      label.textAlignment = .center
      addSubview(label)
    }
    rebuild()
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  private var style: UIAlertController.Style { controller?.preferredStyle ?? .alert }

  /// Makes the labels, fields and buttons again from the controller.
  func rebuild() {
    guard let controller else { return }
    titleLabel.text = controller.title
    messageLabel.text = controller.message
    let isAlert = style == .alert
    titleLabel.font =
      isAlert ? UIFont.boldSystemFont(ofSize: 17) : UIFont.boldSystemFont(ofSize: 13)
    messageLabel.font = UIFont.systemFont(ofSize: 13)
    for field in controller.textFields ?? [] where field.superview !== self {
      addSubview(field)
    }
    rebuildButtons()
    setNeedsLayout()
  }

  /// Makes the buttons again when the actions shown changed (an action sheet shows its cancel
  /// action, or not, once it knows whether it is in a popover).
  private func refreshButtons() {
    guard let controller else { return }
    let shown = controller.displayedActions
    if shown.count != buttons.count || zip(shown, buttons).contains(where: { $0 !== $1.action }) {
      rebuildButtons()
    }
  }

  private func rebuildButtons() {
    guard let controller else { return }
    for button in buttons { button.removeFromSuperview() }
    buttons = controller.displayedActions.map { action in
      let button = AlertActionButton(action: action, controller: controller)
      button.isPreferred = controller.preferredAction === action
      addSubview(button)
      return button
    }
  }

  // MARK: Layout

  /// The header's height at `width`: the title and message wrapped inside the side insets, with
  /// the top and bottom insets; none without either.
  private func headerHeight(width: CGFloat) -> CGFloat {
    let textWidth = max(0, width - 2 * SheetMetrics.alertHeaderSideInset)
    var height: CGFloat = 0
    var lines: [UILabel] = []
    if titleLabel.text?.isEmpty == false { lines.append(titleLabel) }
    if messageLabel.text?.isEmpty == false { lines.append(messageLabel) }
    guard !lines.isEmpty else { return 0 }
    for (index, label) in lines.enumerated() {
      if index > 0 { height += 2 }
      height +=
        label.sizeThatFits(CGSize(width: textWidth, height: .greatestFiniteMagnitude))
        .height
    }
    return SheetMetrics.alertHeaderTopInset + height + SheetMetrics.alertHeaderBottomInset
  }

  /// The text fields' block height.
  private var fieldsHeight: CGFloat {
    let count = CGFloat(controller?.textFields?.count ?? 0)
    guard count > 0 else { return 0 }
    return count * SheetMetrics.alertTextFieldHeight + (count - 1)
      * SheetMetrics.alertTextFieldSpacing + SheetMetrics.alertHeaderBottomInset
  }

  /// Whether an alert's two buttons sit side by side.
  private var buttonsSideBySide: Bool { style == .alert && buttons.count == 2 }

  /// The buttons, the cancel action's separate in an action sheet.
  private var groupedButtons: (main: [AlertActionButton], cancel: AlertActionButton?) {
    guard style == .actionSheet, let last = buttons.last, last.action.style == .cancel else {
      return (buttons, nil)
    }
    return (Array(buttons.dropLast()), last)
  }

  /// The content's height at `width`.
  func fittingHeight(width: CGFloat) -> CGFloat {
    refreshButtons()
    let header = headerHeight(width: width) + fieldsHeight
    if style == .alert {
      let rows = buttonsSideBySide ? 1 : CGFloat(buttons.count)
      return header + rows * SheetMetrics.alertButtonHeight
    }
    let (main, cancel) = groupedButtons
    var height = header + CGFloat(main.count) * SheetMetrics.actionSheetButtonHeight
    if cancel != nil {
      height += SheetMetrics.actionSheetMargin + SheetMetrics.actionSheetButtonHeight
    }
    return height
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    refreshButtons()
    let width = bounds.width
    let textWidth = max(0, width - 2 * SheetMetrics.alertHeaderSideInset)
    var y: CGFloat = 0
    if headerHeight(width: width) > 0 {
      y = SheetMetrics.alertHeaderTopInset
      for label in [titleLabel, messageLabel] where label.text?.isEmpty == false {
        if y > SheetMetrics.alertHeaderTopInset { y += 2 }
        let height = label.sizeThatFits(CGSize(width: textWidth, height: .greatestFiniteMagnitude))
          .height
        label.frame = CGRect(
          x: SheetMetrics.alertHeaderSideInset, y: y, width: textWidth, height: height)
        y += height
      }
      y += SheetMetrics.alertHeaderBottomInset
    }
    for label in [titleLabel, messageLabel] where label.text?.isEmpty != false {
      label.frame = .zero
    }
    for (index, field) in (controller?.textFields ?? []).enumerated() {
      if index > 0 { y += SheetMetrics.alertTextFieldSpacing }
      field.frame = CGRect(
        x: SheetMetrics.alertHeaderSideInset, y: y, width: textWidth,
        height: SheetMetrics.alertTextFieldHeight)
      y += SheetMetrics.alertTextFieldHeight
    }
    if fieldsHeight > 0 { y += SheetMetrics.alertHeaderBottomInset }
    if style == .alert {
      let height = SheetMetrics.alertButtonHeight
      if buttonsSideBySide {
        let half = width / 2
        // The first button is on the leading side.
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        buttons[0].frame = CGRect(x: rtl ? half : 0, y: y, width: half, height: height)
        buttons[1].frame = CGRect(x: rtl ? 0 : half, y: y, width: width - half, height: height)
      } else {
        for button in buttons {
          button.frame = CGRect(x: 0, y: y, width: width, height: height)
          y += height
        }
      }
      return
    }
    let (main, cancel) = groupedButtons
    for button in main {
      button.frame = CGRect(
        x: 0, y: y, width: width, height: SheetMetrics.actionSheetButtonHeight)
      y += SheetMetrics.actionSheetButtonHeight
    }
    if let cancel {
      y += SheetMetrics.actionSheetMargin
      cancel.frame = CGRect(
        x: 0, y: y, width: width, height: SheetMetrics.actionSheetButtonHeight)
    }
  }
}

/// The button of an alert action: tapping it runs the action through its controller.
@MainActor
final class AlertActionButton: UIControl {
  let action: UIAlertAction
  let titleLabel = UILabel()
  /// Whether the button is the controller's preferred action (drawn in bold).
  var isPreferred = false {
    didSet { updateFont() }
  }

  init(action: UIAlertAction, controller: UIAlertController) {
    self.action = action
    super.init(frame: .zero)
    titleLabel.text = action.title
    titleLabel.textAlignment = .center
    addSubview(titleLabel)
    isEnabled = action.isEnabled
    updateFont()
    action.enabledDidChange = { [weak self] enabled in self?.isEnabled = enabled }
    accessibilityLabel = action.title
    accessibilityTraits = .button
    addAction(
      UIAction { [weak controller, weak self] _ in
        guard let self else { return }
        controller?.performAction(self.action)
      }, for: .touchUpInside)
  }

  required init?(coder: NSCoder) {
    action = UIAlertAction(title: nil, style: .default)
    super.init(coder: coder)
  }

  private func updateFont() {
    let bold = isPreferred || action.style == .cancel
    titleLabel.font = bold ? UIFont.boldSystemFont(ofSize: 17) : UIFont.systemFont(ofSize: 17)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    titleLabel.frame = bounds.insetBy(dx: 8, dy: 0)
  }
}
