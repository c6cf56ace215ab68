import Foundation

/// Whether the user asked for increased contrast (UIInterface.h); raw values as Apple's.
public enum UIAccessibilityContrast: Int, Sendable {
  case unspecified = -1
  case normal = 0
  case high = 1
}

/// The visual level of content: base, or elevated above it, as in a presented sheet
/// (UIInterface.h); raw values as Apple's.
public enum UIUserInterfaceLevel: Int, Sendable {
  case unspecified = -1
  case base = 0
  case elevated = 1
}
