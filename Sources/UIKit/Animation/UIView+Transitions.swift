import Foundation

// Transitions (UIView.h, "Animating views with block objects": `transitionWithView:…` and
// `transitionFromView:toView:…`). The changes happen at once and the container's layer runs a
// `CATransition` for the duration; Core Animation's names for UIKit's flips and curls are
// unpublished, so Bezel names them after the options.

extension UIView {
  /// Makes the changes `animations` makes to `view` at once, shown by the transition `options`
  /// names, and completes after `duration`.
  public class func transition(
    with view: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [],
    animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
  ) {
    runTransition(on: view, duration: duration, options: options, completion: completion) {
      UIView.performWithoutAnimation { animations?() }
    }
  }

  /// Replaces `fromView` with `toView` in `fromView`'s superview (or, with
  /// `showHideTransitionViews`, hides one and shows the other), shown by the transition
  /// `options` names, and completes after `duration`.
  public class func transition(
    from fromView: UIView, to toView: UIView, duration: TimeInterval,
    options: UIView.AnimationOptions = [], completion: ((Bool) -> Void)? = nil
  ) {
    let container = fromView.superview
    runTransition(on: container, duration: duration, options: options, completion: completion) {
      UIView.performWithoutAnimation {
        if options.contains(.showHideTransitionViews) {
          fromView.isHidden = true
          toView.isHidden = false
          return
        }
        if let container, toView.superview !== container {
          let index = container.subviews.firstIndex { $0 === fromView } ?? container.subviews.count
          container.insertSubview(toView, at: index)
        }
        fromView.removeFromSuperview()
      }
    }
  }

  private static func runTransition(
    on view: UIView?, duration: TimeInterval, options: UIView.AnimationOptions,
    completion: ((Bool) -> Void)?, changes: () -> Void
  ) {
    let context = CoreAnimationContext.current
    let tracker = ViewAnimationCompletion(completion)
    changes()
    if let view, let type = transitionType(options), duration.isFinite, duration > 0,
      ViewAnimationBlock.animationsEnabled
    {
      let transition = CATransition()
      transition.type = type.type
      transition.subtype = type.subtype
      transition.duration = duration
      transition.timingFunction = options.curve.timingFunction
      transition.delegate = tracker
      tracker.animationWillStart()
      view.layer.add(transition, forKey: kCATransition)
    }
    tracker.close(context: context)
  }

  /// The Core Animation transition for the options' transition bits, or nil for none.
  private static func transitionType(
    _ options: UIView.AnimationOptions
  ) -> (type: CATransitionType, subtype: CATransitionSubtype?)? {
    switch options.transition {
    case 1: (CATransitionType(rawValue: "flip"), .fromLeft)
    case 2: (CATransitionType(rawValue: "flip"), .fromRight)
    case 3: (CATransitionType(rawValue: "curlUp"), nil)
    case 4: (CATransitionType(rawValue: "curlDown"), nil)
    case 5: (.fade, nil)
    case 6: (CATransitionType(rawValue: "flip"), .fromTop)
    case 7: (CATransitionType(rawValue: "flip"), .fromBottom)
    default: nil
    }
  }
}
