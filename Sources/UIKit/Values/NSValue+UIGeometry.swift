import Foundation

// UIGeometry.h's NSValue additions: a rectangle boxed as UIKit boxes it in notifications' user
// info (`keyboardFrameEndUserInfoKey` is "an NSValue object containing a CGRect").
extension NSValue {
  /// A value holding `rect` (`+[NSValue valueWithCGRect:]`).
  public convenience init(cgRect rect: CGRect) {
    self.init(rect: rect)
  }

  /// The rectangle the value holds (`-[NSValue CGRectValue]`).
  public var cgRectValue: CGRect { rectValue }
}

// On Apple platforms `CGRect` bridges to `NSValue`, so a boxed rectangle reads back either way:
// `userInfo[key] as? NSValue` then `.cgRectValue`, or `userInfo[key] as? CGRect`. Linux's
// Foundation declares no such bridge; this conformance gives the same two readings.
// swift-format-ignore: AvoidRetroactiveConformances
extension CGRect: @retroactive _ObjectiveCBridgeable {
  public func _bridgeToObjectiveC() -> NSValue { NSValue(rect: self) }

  public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout CGRect?) {
    result = source.rectValue
  }

  public static func _conditionallyBridgeFromObjectiveC(
    _ source: NSValue, result: inout CGRect?
  ) -> Bool {
    result = source.rectValue
    return true
  }

  public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> CGRect {
    source?.rectValue ?? .zero
  }
}
