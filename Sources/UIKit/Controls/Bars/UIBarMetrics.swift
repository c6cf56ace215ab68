import Foundation

/// The bar sizes an appearance customization applies to (UIBarCommon.h).
public enum UIBarMetrics: Int, Sendable {
  case `default` = 0
  case compact = 1
  case defaultPrompt = 101
  case compactPrompt = 102
}
