import Foundation

/// The style of the status bar's content (UIApplication.h).
public enum UIStatusBarStyle: Int, Sendable {
  case `default` = 0
  case lightContent = 1
  case darkContent = 3
}
