import Foundation

/// How a presented view controller is shown (UIViewController.h, `UIModalPresentationStyle`).
public enum UIModalPresentationStyle: Int, Sendable {
  /// Covers the screen and removes the presenting controller's views when the transition ends.
  case fullScreen = 0
  /// Since iOS 13 a card over the presenting view, which stays visible behind it.
  case pageSheet = 1
  /// Centred on a regular-width screen; as a page sheet in compact width.
  case formSheet = 2
  /// Covers the view of the controller that defines the presentation context.
  case currentContext = 3
  /// Shown by the presentation controller the transitioning delegate gives.
  case custom = 4
  /// Covers the screen and keeps the presenting controller's views underneath.
  case overFullScreen = 5
  /// Covers the context's view and keeps the views underneath.
  case overCurrentContext = 6
  /// In a popover on a regular-width screen.
  case popover = 7
  /// Over a blurred copy of the screen (tvOS only).
  case blurOverFullScreen = 8
  /// No adaptation: the value an adaptive delegate returns to keep the current style.
  case none = -1
  /// The system's choice: `.pageSheet` for most controllers since iOS 13.
  case automatic = -2
}

/// The animation used to present a view controller (UIViewController.h,
/// `UIModalTransitionStyle`).
public enum UIModalTransitionStyle: Int, Sendable {
  /// The presented view slides up from the bottom of the screen; the default.
  case coverVertical = 0
  /// The presenting view flips to reveal the presented one.
  case flipHorizontal = 1
  /// The presenting view fades out as the presented one fades in.
  case crossDissolve = 2
  /// A corner of the presenting view curls up (full-screen presentations only).
  case partialCurl = 3
}
