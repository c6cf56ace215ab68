import Foundation

@testable import UIKit

/// A window and the views and constraints a misuse program has made, on which it runs its steps.
@MainActor
final class MisuseRun {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
  let controller = UIViewController()
  private(set) var views: [UIView] = []
  private(set) var constraints: [NSLayoutConstraint] = []
  private var recognizers: [UIGestureRecognizer] = []
  private var finger = UITouch()
  private var fingerIsDown = false
  /// The clock the program's recognizers and scrolls run on, its own so that nothing the run
  /// starts outlives it.
  private let clock = CoreAnimationContext()
  private let rows = RowsDataSource(counts: [5, 3])
  private var observations: [NSKeyValueObservation] = []
  /// The targets of the controls' actions, which the controls do not retain.
  private var targets: [MisuseTarget] = []

  init() {
    // The app calls change the run's own app and device, never those other tests read.
    window.context.system = SystemState()
    window.rootViewController = controller
    views = [controller.view]
    window.layoutIfNeeded()
  }

  /// What the invariant checks found after each mutating call of the steps.
  private(set) var invariantViolations: [String] = []

  /// Runs every step, with UIKit's reports captured rather than printed, and the invariants of
  /// the view trees checked after every mutation.
  func run(_ steps: [MisuseStep]) {
    _ = UIKitDiagnostics.capturing {
      clock.run {
        invariantViolations = UIView.checkingInvariants {
          for step in steps { run(step) }
          window.layoutIfNeeded()
        }
      }
    }
    invariantViolations += window.invariantViolations().map { "at the end: \($0)" }
    for view in views where view.window == nil {
      invariantViolations += view.invariantViolations().map { "off the window: \($0)" }
    }
  }

  /// What is wrong after the steps: broken invariants (the first found), views whose frames are
  /// not finite, constraints whose constants are not.
  func faults() -> [String] {
    var faults: [String] = Array(invariantViolations.prefix(1))
    for (index, view) in views.enumerated() {
      let frame = view.frame
      if ![frame.minX, frame.minY, frame.width, frame.height].allSatisfy(\.isFinite) {
        faults.append("view \(index) (\(type(of: view))) has frame \(frame)")
      }
    }
    for (index, constraint) in constraints.enumerated() where !constraint.constant.isFinite {
      faults.append("constraint \(index) has constant \(constraint.constant)")
    }
    return faults
  }

  private func view(_ index: Int) -> UIView { views[index % views.count] }

  private func constraint(_ index: Int) -> NSLayoutConstraint? {
    constraints.isEmpty ? nil : constraints[index % constraints.count]
  }

  private func makeView(kind: Int) -> UIView {
    switch kind {
    case 0: return UIView()
    case 1:
      let label = UILabel()
      label.text = "A bagel is a bread product"
      label.numberOfLines = 0
      return label
    case 2: return UIScrollView()
    case 3:
      let table = UITableView(frame: CGRect(x: 0, y: 0, width: 300, height: 400), style: .plain)
      table.dataSource = rows
      return table
    case 4: return UIStackView()
    case 5: return UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
    case 6:
      let button = UIButton(primaryAction: UIAction(title: "Go") { _ in })
      button.frame = CGRect(x: 20, y: 20, width: 100, height: 44)
      return button
    case 7:
      let field = UITextField()
      field.text = "Bagel"
      field.clearButtonMode = .always
      field.leftView = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
      field.leftViewMode = .whileEditing
      return field
    default: return UITextView()
    }
  }

  private func run(_ step: MisuseStep) {
    switch step {
    case .addView(let kind, let parent):
      let child = makeView(kind: kind)
      child.translatesAutoresizingMaskIntoConstraints = kind >= 5
      if let stack = view(parent) as? UIStackView {
        stack.addArrangedSubview(child)
      } else {
        view(parent).addSubview(child)
      }
      views.append(child)
    case .removeView(let index):
      if index % views.count != 0 { view(index).removeFromSuperview() }
    case .setFrame(let index, let frame): view(index).frame = frame
    case .setBounds(let index, let bounds): view(index).bounds = bounds
    case .setTransform(let index, let scale):
      view(index).transform = CGAffineTransform(scaleX: scale, y: 1)
    case .activate(let first, let second, let shape, let multiplier, let constant):
      let made = makeConstraint(
        view(first), view(second), shape: shape, multiplier: multiplier, constant: constant)
      made.isActive = true
      constraints.append(made)
    case .deactivate(let index): constraint(index)?.isActive = false
    case .setConstant(let index, let value): constraint(index)?.constant = value
    case .setPriority(let index, let value):
      constraint(index)?.priority = UILayoutPriority(rawValue: value)
    case .setMargins(let index, let value):
      view(index).layoutMargins = UIEdgeInsets(top: value, left: value, bottom: 0, right: 0)
    case .setScrollValues(let index, let value):
      guard let scroll = view(index) as? UIScrollView else { return }
      scroll.contentOffset = CGPoint(x: 0, y: value)
      scroll.contentInset = UIEdgeInsets(top: value, left: 0, bottom: 0, right: 0)
      scroll.contentSize = CGSize(width: 300, height: value)
    case .setRowHeight(let index, let value):
      guard let table = view(index) as? UITableView else { return }
      table.rowHeight = value
      table.reloadData()
    case .setWindowSize(let width, let height):
      window.frame = CGRect(x: 0, y: 0, width: width, height: height)
    case .setAdditionalSafeArea(let value):
      controller.additionalSafeAreaInsets = UIEdgeInsets(
        top: value, left: 0, bottom: value, right: 0)
    case .fit(let index, let value):
      _ = view(index).systemLayoutSizeFitting(CGSize(width: value, height: value))
    case .layout(let index):
      view(index).layoutIfNeeded()
    case .drag(let start, let end, let lifts):
      let touch = UITouch()
      window.send(touch, .began, at: start)
      window.send(touch, .moved, at: end)
      if lifts { window.send(touch, .ended, at: end) }
    case .scrollAnimated(let index, let value):
      (view(index) as? UIScrollView)?.setContentOffset(CGPoint(x: 0, y: value), animated: true)
    case .scrollRectToVisible(let index, let rect):
      (view(index) as? UIScrollView)?.scrollRectToVisible(rect, animated: true)
    case .statusBarTap:
      window.statusBarTapped()
    case .advanceClock(let seconds):
      clock.advance(by: seconds)
    case .observe(let index):
      // A handler that changes the view again, inside the notification.
      let observation = view(index).observe(\.frame, options: [.prior, .old, .new]) {
        view, change in
        if !change.isPrior { view.bounds.origin.x += 1 }
      }
      observations.append(observation)
    case .invalidateObservations:
      observations.first?.invalidate()
      observations.removeAll()
    case .edit(let index, let action):
      edit(view(index), action: action)
    case .app(let call, let value):
      runApp(call, value: value)
    case .present(let call, let value):
      runPresentation(call, value: value)
    default: runInput(step)
    }
  }

  /// The selectors a misuse program sends: answered, answered by removing every target of the
  /// control mid-send, unanswered, and empty.
  private static let selectors: [Selector] = ["changed", "removeAll:", "missing:", ""]

  /// A target and action step's control, or nil when the view is not one.
  private func control(_ index: Int) -> UIControl? { view(index) as? UIControl }

  private func runInput(_ step: MisuseStep) {
    func event(_ bit: Int) -> UIControl.Event { bit == 32 ? .allEvents : .init(rawValue: 1 << bit) }
    switch step {
    case .addTargetAction(let index, let selector, let bit):
      let target = MisuseTarget()
      targets.append(target)
      control(index)?.addTarget(
        selector == 3 ? nil : target, action: Self.selectors[selector], for: event(bit))
    case .addAction(let index, let bit):
      control(index)?.addAction(UIAction { action in _ = action.sender }, for: event(bit))
    case .removeTargets(let index, let selector, let bit):
      control(index)?.removeTarget(
        targets.last, action: selector == 3 ? nil : Self.selectors[selector], for: event(bit))
    case .sendActions(let index, let bit): control(index)?.sendActions(for: event(bit))
    case .tap(let x, let y, let cancelled):
      let touch = UITouch()
      window.send(touch, .began, at: CGPoint(x: x, y: y))
      window.send(touch, cancelled ? .cancelled : .ended, at: CGPoint(x: x, y: y))
    default: runGesture(step)
    }
  }

  private func runGesture(_ step: MisuseStep) {
    switch step {
    case .addRecognizer(let kind, let index):
      let recognizer = makeRecognizer(kind: kind)
      recognizers.append(recognizer)
      view(index).addGestureRecognizer(recognizer)
      // A second view takes it from the first.
      if recognizers.count > 1 { view(index + 1).addGestureRecognizer(recognizers[0]) }
    case .requireFailure(let first, let second):
      guard !recognizers.isEmpty else { return }
      recognizers[first % recognizers.count].require(
        toFail: recognizers[second % recognizers.count])
    case .toggleRecognizer(let index):
      guard !recognizers.isEmpty else { return }
      let recognizer = recognizers[index % recognizers.count]
      if index % 2 == 0 {
        recognizer.isEnabled.toggle()
      } else {
        recognizer.view?.removeGestureRecognizer(recognizer)
      }
    case .touch(let phase, let point):
      runTouch(phase: phase, at: point)
    default: break
    }
  }

  /// Becomes or resigns first responder, types into the window's first responder (a line
  /// break included), deletes, or ends editing, forced or not.
  private func edit(_ view: UIView, action: Int) {
    let input = window.firstResponder as? any UIKeyInput
    switch action {
    case 0: view.becomeFirstResponder()
    case 1: view.resignFirstResponder()
    case 2: input?.insertText("a👍\n")
    case 3: input?.deleteBackward()
    case 4: view.endEditing(false)
    default: view.endEditing(true)
    }
  }

  private func makeRecognizer(kind: Int) -> UIGestureRecognizer {
    switch kind {
    case 0: return UITapGestureRecognizer()
    case 1:
      let double = UITapGestureRecognizer()
      double.numberOfTapsRequired = 2
      return double
    case 2: return UIPanGestureRecognizer()
    case 3: return UILongPressGestureRecognizer()
    case 4: return UISwipeGestureRecognizer()
    default: return UIPinchGestureRecognizer()
    }
  }

  /// A finger going down (a new one if one is down), moving, lifting or cancelled.
  private func runTouch(phase: Int, at point: CGPoint) {
    switch phase {
    case 0:
      if fingerIsDown { finger = UITouch() }
      window.send(finger, .began, at: point)
      fingerIsDown = true
    case 1: window.send(finger, .moved, at: point)
    case 2:
      window.send(finger, .ended, at: point)
      fingerIsDown = false
    default:
      window.send(finger, .cancelled, at: point)
      fingerIsDown = false
    }
  }

  private func makeConstraint(
    _ a: UIView, _ b: UIView, shape: Int, multiplier: CGFloat, constant: CGFloat
  ) -> NSLayoutConstraint {
    switch shape {
    case 0:
      NSLayoutConstraint(
        item: a, attribute: .leading, relatedBy: .equal, toItem: b, attribute: .trailing,
        multiplier: multiplier, constant: constant)
    case 1: a.topAnchor.constraint(greaterThanOrEqualTo: b.bottomAnchor, constant: constant)
    case 2:
      a.widthAnchor.constraint(equalTo: b.heightAnchor, multiplier: multiplier, constant: constant)
    case 3: a.heightAnchor.constraint(lessThanOrEqualToConstant: constant)
    case 4: a.centerXAnchor.constraint(equalTo: b.layoutMarginsGuide.centerXAnchor)
    default: a.topAnchor.constraint(equalTo: b.safeAreaLayoutGuide.topAnchor, constant: constant)
    }
  }
}

/// A target that answers `changed` and, by removing every target of its sender, `removeAll:`.
@MainActor
final class MisuseTarget: NSObject, SelectorTarget {
  func method(for selector: Selector) -> ((_ sender: Any?, _ event: UIEvent?) -> Void)? {
    switch selector {
    case "changed": { _, _ in }
    case "removeAll:":
      { sender, _ in (sender as? UIControl)?.removeTarget(nil, action: nil, for: .allEvents) }
    default: nil
    }
  }
}
