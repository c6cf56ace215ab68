import Foundation

/// A shadow drawn under text (`NSAttributedString.Key.shadow`).
///
/// Defaults are UIKit's (NSShadow.h): offset (0, -3), no blur, and a nil colour, which draws
/// black at one third opacity.
open class NSShadow: NSObject, NSCopying, @unchecked Sendable {
  /// Read by Core Foundation when runs of attributed text compare values: the first stored
  /// property (`CoreFoundationObjectInfo`).
  private let coreFoundationInfo = CoreFoundationObjectInfo.swiftObject

  /// The shadow's offset from the text, in points.
  open var shadowOffset = CGSize(width: 0, height: -3)
  /// The blur radius, in points; 0 is a sharp shadow.
  open var shadowBlurRadius: CGFloat = 0
  /// The shadow's colour (a `UIColor`), or nil for black at one third opacity.
  open var shadowColor: Any?

  public override init() {
    super.init()
  }

  open func copy(with zone: NSZone? = nil) -> Any {
    let copy = NSShadow()
    copy.shadowOffset = shadowOffset
    copy.shadowBlurRadius = shadowBlurRadius
    copy.shadowColor = shadowColor
    return copy
  }

  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? NSShadow else { return false }
    return other.shadowOffset == shadowOffset && other.shadowBlurRadius == shadowBlurRadius
      && (other.shadowColor as? NSObject) == (shadowColor as? NSObject)
  }

  open override var hash: Int {
    var hasher = StableHasher()
    hasher.combine(shadowOffset.width)
    hasher.combine(shadowOffset.height)
    hasher.combine(shadowBlurRadius)
    return hasher.value
  }
}
