import Foundation

/// How the status bar animates when it hides or shows (UIApplication.h).
public enum UIStatusBarAnimation: Int, Sendable {
  case none = 0
  case fade = 1
  case slide = 2
}
