import Foundation

/// The guide for the part of a view the keyboard covers (UIKeyboardLayoutGuide.h, iOS 15): from
/// the keyboard's top to the view's bottom while the keyboard is up, and the bottom safe area
/// while it is down.
///
/// The keyboard Bezel shows is always docked at the bottom of the screen, so the guide is near
/// the bottom edge and away from the others ("When docked or offscreen, it is considered away
/// from all edges except for the bottom"); `followsUndockedKeyboard` changes nothing.
///
/// A view outside any window has the guide too: its frame is the hidden keyboard's (UIKit
/// reports nothing for it; the guide follows the keyboard once the view is in a window).
@MainActor @preconcurrency
open class UIKeyboardLayoutGuide: UITrackingLayoutGuide {
  /// Whether the guide follows the keyboard when undocked or floating (default false).
  open var followsUndockedKeyboard = false
  /// Whether, with the keyboard down, the guide's top is at the safe area's bottom rather than
  /// at the view's bottom (iOS 17, default true).
  open var usesBottomSafeArea = true {
    didSet { if usesBottomSafeArea != oldValue { owningView?.refreshKeyboardGuide() } }
  }
  /// Padding above the keyboard at which a scroll view's interactive dismissal starts (iOS 17,
  /// default 0; "Negative values will be treated as 0").
  open var keyboardDismissPadding: CGFloat = 0

  /// The frame the engine's pins were last given.
  var pinnedFrame: CGRect?

  override var nearEdges: NSDirectionalRectEdge? { .bottom }
}

extension UIView {
  func makeKeyboardLayoutGuide() -> UIKeyboardLayoutGuide {
    let guide = systemGuide(.keyboard) {
      let guide = UIKeyboardLayoutGuide()
      guide.identifier = "UIViewKeyboardLayoutGuide"
      guide.systemFrame = { [link = itemLink, weak guide] in
        guard let owner = link.view, let guide else { return .zero }
        return owner.keyboardGuideFrame(guide)
      }
      guide.systemInsets = { [link = itemLink, weak guide] in
        guard let owner = link.view, let guide else { return .zero }
        let frame = owner.keyboardGuideFrame(guide)
        return UIEdgeInsets(top: frame.minY - owner.storedBounds.minY, left: 0, bottom: 0, right: 0)
      }
      return guide
    }
    // The slot holds only guides this function made.
    return guide as? UIKeyboardLayoutGuide ?? UIKeyboardLayoutGuide()
  }

  /// The keyboard guide's frame in the view's coordinates: the view's width, from the keyboard's
  /// top (or, above it, the bottom of the safe area when `usesBottomSafeArea`) to the view's
  /// bottom.
  func keyboardGuideFrame(_ guide: UIKeyboardLayoutGuide) -> CGRect {
    let bounds = storedBounds
    var top = bounds.maxY - (guide.usesBottomSafeArea ? safeAreaInsets.bottom : 0)
    if let window, let keyboard = window.keyboardFrameInWindow {
      top = min(top, convert(keyboard, from: window).minY)
    }
    return CGRect(x: bounds.minX, y: top, width: bounds.width, height: bounds.maxY - top)
  }

  /// Re-pins the keyboard guide, if the view has one, when the keyboard or the view's place
  /// moved it, and switches its tracked constraints.
  func refreshKeyboardGuide() {
    guard let guide = systemGuide(.keyboard) as? UIKeyboardLayoutGuide else { return }
    let frame = keyboardGuideFrame(guide)
    guard frame != guide.pinnedFrame else { return }
    guide.pinnedFrame = frame
    if let registration = guide.registration {
      registration.engine?.updatePins(of: guide)
      needsLayoutFlag = true
    }
    guide.applyTrackedConstraints()
  }
}
