import Foundation

// Points, sizes and rectangles bridge to `NSValue`, as the CoreGraphics overlay on Apple's
// platforms makes them: `userInfo[key] as? CGRect` reads a rectangle a notification stored as an
// `NSValue`, and a `CGRect` stored in an `[AnyHashable: Any]` reads back `as? NSValue`. Foundation
// on Linux boxes all three natively (`NSValue(rect:)`), so the values keep their own type
// encodings (`{CGRect={CGPoint=dd}{CGSize=dd}}`), and a value of another type does not cast.

// swift-format-ignore: AvoidRetroactiveConformances
extension CGPoint: @retroactive _ObjectiveCBridgeable {
  public func _bridgeToObjectiveC() -> NSValue { NSValue(point: self) }

  public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout CGPoint?) {
    result = source.pointValue
  }

  public static func _conditionallyBridgeFromObjectiveC(
    _ source: NSValue, result: inout CGPoint?
  ) -> Bool {
    guard source.holds("{CGPoint") else { return false }
    result = source.pointValue
    return true
  }

  public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> CGPoint {
    source?.pointValue ?? .zero
  }
}

// swift-format-ignore: AvoidRetroactiveConformances
extension CGSize: @retroactive _ObjectiveCBridgeable {
  public func _bridgeToObjectiveC() -> NSValue { NSValue(size: self) }

  public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout CGSize?) {
    result = source.sizeValue
  }

  public static func _conditionallyBridgeFromObjectiveC(
    _ source: NSValue, result: inout CGSize?
  ) -> Bool {
    guard source.holds("{CGSize") else { return false }
    result = source.sizeValue
    return true
  }

  public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> CGSize {
    source?.sizeValue ?? .zero
  }
}

// swift-format-ignore: AvoidRetroactiveConformances
extension CGRect: @retroactive _ObjectiveCBridgeable {
  public func _bridgeToObjectiveC() -> NSValue { NSValue(rect: self) }

  public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout CGRect?) {
    result = source.rectValue
  }

  public static func _conditionallyBridgeFromObjectiveC(
    _ source: NSValue, result: inout CGRect?
  ) -> Bool {
    guard source.holds("{CGRect") else { return false }
    result = source.rectValue
    return true
  }

  public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> CGRect {
    source?.rectValue ?? .zero
  }
}

extension NSValue {
  /// Whether the value's type encoding starts with `prefix`.
  fileprivate func holds(_ prefix: String) -> Bool {
    String(cString: objCType).hasPrefix(prefix)
  }
}
