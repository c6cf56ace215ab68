import Foundation

/// What a layout manager's delegate hears (NSLayoutManager.h); every method is optional.
public protocol NSLayoutManagerDelegate: NSObjectProtocol {
  /// The layout was invalidated.
  func layoutManagerDidInvalidateLayout(_ sender: NSLayoutManager)
  /// A container's layout is complete; `container` nil when text is left that fits in no
  /// container; `layoutFinishedFlag` true for the container the text ends in.
  func layoutManager(
    _ layoutManager: NSLayoutManager, didCompleteLayoutFor textContainer: NSTextContainer?,
    atEnd layoutFinishedFlag: Bool)
}

extension NSLayoutManagerDelegate {
  public func layoutManagerDidInvalidateLayout(_ sender: NSLayoutManager) {}
  public func layoutManager(
    _ layoutManager: NSLayoutManager, didCompleteLayoutFor textContainer: NSTextContainer?,
    atEnd layoutFinishedFlag: Bool
  ) {}
}
