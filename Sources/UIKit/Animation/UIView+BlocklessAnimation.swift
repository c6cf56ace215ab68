import Foundation

// The animation methods UIKit had before blocks (UIView.h, "UIViewAnimation" category, deprecated
// in iOS 13 but still used): a section opened by `beginAnimations(_:context:)` and closed by
// `commitAnimations()` animates the changes made in it with the parameters set in it, on the
// same clock and with the same additive animations as the block API.

extension UIView {
  /// The sections open now, outermost first, and the work of committed inner sections waiting
  /// for the outermost commit.
  @MainActor private enum Sections {
    static var open: [BlocklessAnimationSection] = []
    static var waiting: [() -> Void] = []
  }

  /// Opens an animation section; the changes made until `commitAnimations()` animate.
  @available(iOS, deprecated: 13.0, message: "Use the block-based animation API instead")
  public class func beginAnimations(_ animationID: String?, context: UnsafeMutableRawPointer?) {
    let section = BlocklessAnimationSection(animationID: animationID, context: context)
    if Sections.open.isEmpty {
      // A section left open is committed at the end of the turn, as Core Animation commits an
      // implicit transaction, so that it neither captures later changes nor grows.
      let context = CoreAnimationContext.current
      context.enqueueForNextTurn {
        while !Sections.open.isEmpty { UIView.commitAnimations() }
      }
    }
    Sections.open.append(section)
    ViewAnimationBlock.open.append(section.block)
  }

  /// Closes the innermost section; the outermost commit starts the animations of all.
  @available(iOS, deprecated: 13.0, message: "Use the block-based animation API instead")
  public class func commitAnimations() {
    // "If you call this method outside of an animation block, this method does nothing."
    guard let section = Sections.open.popLast() else { return }
    if let index = ViewAnimationBlock.open.lastIndex(where: { $0 === section.block }) {
      ViewAnimationBlock.open.remove(at: index)
    }
    Sections.waiting.append(section.startWork(in: CoreAnimationContext.current))
    guard Sections.open.isEmpty else { return }
    let work = Sections.waiting
    Sections.waiting = []
    for start in work { start() }
  }

  /// The innermost open section, if any: the setters do nothing outside one (UIView
  /// documentation for each).
  private static var innermostSection: BlocklessAnimationSection? { Sections.open.last }

  @available(iOS, deprecated: 13.0, message: "Use the block-based animation API instead")
  public class func setAnimationDelegate(_ delegate: Any?) {
    innermostSection?.delegate = delegate as AnyObject?
  }

  /// The selector sent to the delegate when the animations start.
  @available(iOS, deprecated: 13.0, message: "Use the block-based animation API instead")
  public class func setAnimationWillStart(_ selector: Selector?) {
    innermostSection?.willStartSelector = selector
  }

  /// The selector sent to the delegate when the animations stop; its sender is the animation
  /// identifier given to `beginAnimations(_:context:)`.
  @available(iOS, deprecated: 13.0, message: "Use the block-based animation API instead")
  public class func setAnimationDidStop(_ selector: Selector?) {
    innermostSection?.didStopSelector = selector
  }

  /// The duration, in seconds (default 0.2).
  @available(iOS, deprecated: 13.0, message: "Use the block-based animation API instead")
  public class func setAnimationDuration(_ duration: TimeInterval) {
    innermostSection?.duration = duration
  }

  /// The delay before the animations start, in seconds (default 0).
  @available(iOS, deprecated: 13.0, message: "Use the block-based animation API instead")
  public class func setAnimationDelay(_ delay: TimeInterval) {
    innermostSection?.delay = delay
  }

  /// When the animations start (default now): a date `d` seconds ahead is a delay of `d`.
  @available(iOS, deprecated: 13.0, message: "Use the block-based animation API instead")
  public class func setAnimationStart(_ startDate: Date) {
    innermostSection?.delay = max(0, startDate.timeIntervalSinceNow)
  }

  /// The timing curve (default `.easeInOut`).
  @available(iOS, deprecated: 13.0, message: "Use the block-based animation API instead")
  public class func setAnimationCurve(_ curve: UIView.AnimationCurve) {
    innermostSection?.curve = curve
  }

  /// How many times the animations repeat; fractions repeat part of a cycle (default 0).
  @available(iOS, deprecated: 13.0, message: "Use the block-based animation API instead")
  public class func setAnimationRepeatCount(_ repeatCount: Float) {
    innermostSection?.repeatCount = repeatCount
  }

  /// Whether each repetition plays backwards after forwards (default false).
  @available(iOS, deprecated: 13.0, message: "Use the block-based animation API instead")
  public class func setAnimationRepeatAutoreverses(_ repeatAutoreverses: Bool) {
    innermostSection?.repeatAutoreverses = repeatAutoreverses
  }

  /// Whether the animations start from what is on screen rather than the old model values
  /// (default false).
  @available(iOS, deprecated: 13.0, message: "Use the block-based animation API instead")
  public class func setAnimationBeginsFromCurrentState(_ fromCurrentState: Bool) {
    innermostSection?.beginsFromCurrentState = fromCurrentState
  }
}
