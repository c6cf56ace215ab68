import Foundation

extension UISplitViewController {
  /// Makes `columns` the primary and secondary controllers, with UIKit's containment calls.
  func replaceColumns(with columns: [UIViewController]) {
    restoreCollapsedSecondary()
    var unique: [UIViewController] = []
    for controller in columns where !unique.contains(where: { $0 === controller }) {
      unique.append(controller)
    }
    let leaving = storedChildren.filter { old in !unique.contains { $0 === old } }
    for controller in leaving {
      controller.willMove(toParent: nil)
      if let childView = controller.viewIfLoaded, childView.storedSuperview === viewIfLoaded {
        childView.removeFromSuperview()
      }
      controller.removeFromParent()
    }
    let arriving = unique.filter { $0.storedParent !== self }
    for controller in arriving { addChild(controller) }
    storedChildren = unique
    // The next layout arranges the new columns, collapsing them again if need be.
    appliedArrangement = .expanded(.automatic)
    viewIfLoaded?.setNeedsLayout()
    for controller in arriving { controller.didMove(toParent: self) }
  }

  /// Makes `controller` the secondary column; while collapsed onto a primary navigation
  /// controller, it replaces the collapsed secondary controller on top of the stack.
  func showDetail(_ controller: UIViewController) {
    guard let primary = storedChildren.first, primary.isCollapsingStack,
      appliedArrangement == .collapsed, isCollapsed
    else {
      replaceColumns(with: (storedChildren.first.map { [$0] } ?? []) + [controller])
      return
    }
    if let old = collapsedSecondary {
      collapsedSecondary = nil
      primary.popCollapsedSecondary(old)
    } else if storedChildren.count == 2 {
      let old = storedChildren[1]
      old.willMove(toParent: nil)
      if let oldView = old.viewIfLoaded, oldView.storedSuperview === viewIfLoaded {
        oldView.removeFromSuperview()
      }
      old.removeFromParent()
    }
    collapsedSecondary = controller
    primary.pushCollapsedSecondary(controller, animated: true)
  }

  /// Collapses the secondary column onto the primary one.
  ///
  /// UIKit's default without a delegate: a primary navigation controller pushes the secondary controller (a secondary navigation
  /// controller is not pushed: only the primary shows). A delegate that collapses it itself
  /// (returns true) or keeps the primary column on top leaves the primary alone.
  private func collapseSecondary() {
    guard collapsedSecondary == nil, storedChildren.count == 2,
      case let primary = storedChildren[0], primary.isCollapsingStack,
      !storedChildren[1].isCollapsingStack
    else { return }
    let secondary = storedChildren[1]
    if let delegate {
      if delegate.splitViewController(self, collapseSecondary: secondary, onto: primary) {
        return
      }
      if delegate.splitViewController(self, topColumnForCollapsingToProposedTopColumn: .secondary)
        == .primary
      {
        return
      }
    }
    secondary.willMove(toParent: nil)
    if let childView = secondary.viewIfLoaded, childView.storedSuperview === viewIfLoaded {
      childView.removeFromSuperview()
    }
    secondary.removeFromParent()
    collapsedSecondary = secondary
    primary.pushCollapsedSecondary(secondary, animated: false)
  }

  /// Takes the collapsed secondary controller back from the primary navigation controller.
  func restoreCollapsedSecondary() {
    guard let secondary = collapsedSecondary else { return }
    collapsedSecondary = nil
    secondary.storedParent?.popCollapsedSecondary(secondary)
    guard secondary.storedParent == nil, !storedChildren.isEmpty else { return }
    addChild(secondary)
    secondary.didMove(toParent: self)
  }

  /// The primary column, on a regular-width split view, is compact (the classic split view's
  /// primary column has a compact horizontal size class).
  func columnTraits(forChild child: UIViewController) -> UITraitCollection? {
    guard case .expanded(let mode) = appliedArrangement, mode != .secondaryOnly,
      child === storedChildren.first
    else { return nil }
    return UITraitCollection(horizontalSizeClass: .compact)
  }

  func columnSize(
    forChildContentContainer container: any UIContentContainer,
    withParentContainerSize parentSize: CGSize
  ) -> CGSize {
    guard !isCollapsed else { return parentSize }
    let width = primaryColumnWidth
    switch displayMode {
    case .oneBesideSecondary:
      if container === storedChildren.first {
        return CGSize(width: width, height: parentSize.height)
      }
      return CGSize(width: max(0, parentSize.width - width), height: parentSize.height)
    case .oneOverSecondary:
      if container === storedChildren.first {
        return CGSize(width: width, height: parentSize.height)
      }
      return parentSize
    default:
      return parentSize
    }
  }

  /// Arranges the columns: collapsed, the primary fills the view; expanded, the primary column
  /// sits on its edge (leading by default, so on the right in a right-to-left layout) beside or
  /// over the secondary, or is hidden.
  func layoutColumns() {
    guard let view = viewIfLoaded else { return }
    let arrangement: Arrangement = isCollapsed ? .collapsed : .expanded(displayMode)
    if arrangement != appliedArrangement {
      let snapshot = TraitSnapshot(of: self)
      appliedArrangement = arrangement
      if arrangement == .collapsed { collapseSecondary() } else { restoreCollapsedSecondary() }
      snapshot.notifyChanges()
    }
    let bounds = view.storedBounds
    let primary = storedChildren.first
    let secondary = storedChildren.dropFirst().first
    let width = primaryColumnWidth
    let isRightToLeft = view.effectiveUserInterfaceLayoutDirection == .rightToLeft
    let onLeft = (primaryEdge == .leading) != isRightToLeft
    let column = CGRect(
      x: onLeft ? bounds.minX : bounds.maxX - width, y: bounds.minY, width: width,
      height: bounds.height)
    switch arrangement {
    case .collapsed:
      place(secondary, frame: nil, in: view)
      place(primary, frame: bounds, in: view)
    case .expanded(.oneBesideSecondary):
      let rest = CGRect(
        x: onLeft ? bounds.minX + width : bounds.minX, y: bounds.minY,
        width: max(0, bounds.width - width), height: bounds.height)
      place(secondary, frame: rest, in: view)
      place(primary, frame: column, in: view)
    case .expanded(.oneOverSecondary):
      place(secondary, frame: bounds, in: view)
      place(primary, frame: column, in: view)
    case .expanded:
      place(primary, frame: nil, in: view)
      place(secondary, frame: bounds, in: view)
    }
  }

  /// Shows a column's view at `frame`, in front of the columns placed before it, or takes it
  /// out of the split view when `frame` is nil.
  private func place(_ controller: UIViewController?, frame: CGRect?, in view: UIView) {
    guard let controller else { return }
    guard let frame else {
      if let childView = controller.viewIfLoaded, childView.storedSuperview === view {
        childView.removeFromSuperview()
      }
      return
    }
    guard controller.storedParent === self, let childView = controller.view else { return }
    if childView.storedSuperview !== view {
      childView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      view.addSubview(childView)
    } else {
      view.bringSubviewToFront(childView)
    }
    childView.setContainerFrame(frame)
  }
}
