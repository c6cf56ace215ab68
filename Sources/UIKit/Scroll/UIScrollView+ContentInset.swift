import Foundation

extension UIScrollView {
  /// The safe-area part of `adjustedContentInset` for the current behaviour (UIScrollView.h's
  /// comments on `UIScrollViewContentInsetAdjustmentBehavior`): nothing for `.never`; every edge
  /// for `.always`; for `.scrollableAxes` the edges of each axis that scrolls (content larger than
  /// the frame, or always bouncing); `.automatic` as `.scrollableAxes`, but top and bottom always
  /// when the scroll view is the content scroll view of a controller shown by a navigation or tab
  /// bar controller.
  package var systemContentInset: UIEdgeInsets {
    let safe = safeAreaInsets
    let behavior = storedContentInsetAdjustmentBehavior
    if behavior == .never { return .zero }
    if behavior == .always { return safe }
    // An axis scrolls when the content is larger than the frame (UIScrollView.h compares with
    // "frame.size"; whether the content inset counts is unverified: Bezel does not
    // count it).
    let size = bounds.size
    var vertical = storedContentSize.height > size.height || alwaysBounceVertical
    let horizontal = storedContentSize.width > size.width || alwaysBounceHorizontal
    if behavior == .automatic, isContentScrollViewOfBarController {
      vertical = true
    }
    return UIEdgeInsets(
      top: vertical ? safe.top : 0, left: horizontal ? safe.left : 0,
      bottom: vertical ? safe.bottom : 0, right: horizontal ? safe.right : 0)
  }

  /// Whether a controller shown by a navigation or tab bar controller has this scroll view as its
  /// content scroll view: its root view, or the root view's first subview (layoutBox/PinLayout,
  /// PinSafeAreaTests.swift: a scroll view as the root view's first subview).
  ///
  /// The deprecated `automaticallyAdjustsScrollViewInsets = false` turns this off.
  package var isContentScrollViewOfBarController: Bool {
    let controller: UIViewController?
    if let owner = owningViewController {
      controller = owner
    } else if let superview = storedSuperview, superview.storedSubviews.first === self {
      controller = superview.owningViewController
    } else {
      controller = nil
    }
    guard let controller, controller.automaticallyAdjustsScrollViewInsets else { return false }
    return controller.isShownByBarController
  }

  /// Recomputes `adjustedContentInset`; on a change, calls back once and keeps a scroll view that
  /// rests at its top at the new top (a collection view in a navigation controller starts at (0,
  /// −64), Stack Overflow question 46317053).
  ///
  /// A change of the app's own inset leaves the offset alone.
  func updateAdjustedContentInset(appChangedInset: Bool = false) {
    let system = systemContentInset
    let inset = storedContentInset
    let adjusted = UIEdgeInsets(
      top: inset.top + system.top + refreshControlInset, left: inset.left + system.left,
      bottom: inset.bottom + system.bottom + keyboardInset, right: inset.right + system.right)
    let old = storedAdjustedContentInset
    guard adjusted != old else { return }
    storedAdjustedContentInset = adjusted
    if !appChangedInset {
      var offset = contentOffset
      if offset.y == -old.top { offset.y = -adjusted.top }
      if offset.x == -old.left, system.left != 0 || old.left != inset.left {
        offset.x = -adjusted.left
      }
      if offset != contentOffset { applyContentOffset(offset) }
    }
    for subview in storedSubviews { subview.needsLayoutFlag = true }
    needsLayoutFlag = true
    adjustedContentInsetDidChange()
    delegate?.scrollViewDidChangeAdjustedContentInset(self)
  }

  /// The safe area the scroll view passes to its subviews: none on the edges it absorbs into
  /// its adjusted content inset (WWDC 2018 session 235); with `.never`, all of it.
  var safeAreaInsetsPassedToSubviews: UIEdgeInsets {
    let safe = safeAreaInsets
    let system = systemContentInset
    return UIEdgeInsets(
      top: system.top > 0 ? 0 : safe.top, left: system.left > 0 ? 0 : safe.left,
      bottom: system.bottom > 0 ? 0 : safe.bottom, right: system.right > 0 ? 0 : safe.right)
  }

  /// The range of offsets scrolling can reach: from −adjusted top/left to the content's end
  /// plus the adjusted bottom/right, never below the start.
  package var offsetRange: (min: CGPoint, max: CGPoint) {
    let inset = storedAdjustedContentInset
    let minimum = CGPoint(x: -inset.left, y: -inset.top)
    let maximum = CGPoint(
      x: max(minimum.x, storedContentSize.width - bounds.width + inset.right),
      y: max(minimum.y, storedContentSize.height - bounds.height + inset.bottom))
    return (minimum, maximum)
  }

  func applyContentOffset(_ offset: CGPoint) {
    guard offset != bounds.origin,
      !InvalidGeometry.refuse(
        InvalidGeometry.reason(bounds: CGRect(origin: offset, size: bounds.size)))
    else { return }
    bounds = CGRect(origin: offset, size: bounds.size)
    systemGuideInputsDidChange(.boundsOrigin)
    delegate?.scrollViewDidScroll(self)
  }
}

extension UIScrollView {
  /// The edges (`top`, `left`, `bottom`, `right`) of the scroll view's safe-area guide that
  /// active constraints relate content to.
  package var safeAreaGuideEdgesUsedByContent: Set<String> {
    guard let guide = systemGuide(.safeArea) else { return [] }
    var edges: Set<String> = []
    for constraint in guide.referencingConstraints {
      for term in constraint.storedFirstTerms + constraint.storedSecondTerms
      where term.item === guide {
        switch term.attribute {
        case .top: edges.insert("top")
        case .bottom: edges.insert("bottom")
        case .left: edges.insert("left")
        case .right: edges.insert("right")
        case .leading, .trailing:
          let isLeft =
            (term.attribute == .leading) == (effectiveUserInterfaceLayoutDirection == .leftToRight)
          edges.insert(isLeft ? "left" : "right")
        default: break
        }
      }
    }
    return edges
  }
}

extension UIScrollView {
  /// The insets the scroll indicators use: the app's, plus the system part of the adjusted
  /// content inset while `automaticallyAdjustsScrollIndicatorInsets` is true.
  ///
  /// UIKit's automatic indicator insets are not measured; Bezel's model adds the same
  /// system insets that `adjustedContentInset` adds, so `.never` turns the automatic part off.
  package var effectiveScrollIndicatorInsetsInUIKit:
    (vertical: UIEdgeInsets, horizontal: UIEdgeInsets)
  {
    guard automaticallyAdjustsScrollIndicatorInsets else {
      return (verticalScrollIndicatorInsets, horizontalScrollIndicatorInsets)
    }
    let system = systemContentInset
    func adding(_ insets: UIEdgeInsets) -> UIEdgeInsets {
      UIEdgeInsets(
        top: insets.top + system.top, left: insets.left + system.left,
        bottom: insets.bottom + system.bottom, right: insets.right + system.right)
    }
    return (adding(verticalScrollIndicatorInsets), adding(horizontalScrollIndicatorInsets))
  }
}
