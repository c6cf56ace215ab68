import Foundation

/// An interaction that styles the pointer over its view (UIPointerInteraction.h); added to a view
/// with `addInteraction(_:)`.
///
/// No pointer moves on Linux: the interaction keeps its delegate and state for the app to read,
/// and a driver may ask the delegate for the region and style.
@MainActor @preconcurrency
open class UIPointerInteraction: NSObject, UIInteraction {
  /// The object that gives the regions and styles, held weakly.
  open private(set) weak var delegate: (any UIPointerInteractionDelegate)?
  /// Whether the interaction styles the pointer.
  open var isEnabled = true
  /// The view the interaction is attached to.
  open private(set) weak var view: UIView?

  public init(delegate: (any UIPointerInteractionDelegate)?) {
    self.delegate = delegate
    super.init()
  }

  /// Asks the delegate again for the current region; nothing is current on Linux.
  open func invalidate() {}

  /// Called before the interaction moves to `view` (UIInteraction.h).
  open func willMove(to view: UIView?) {}

  /// Called after the interaction moved to `view` (UIInteraction.h).
  open func didMove(to view: UIView?) { self.view = view }
}

/// What a pointer interaction asks of its delegate (UIPointerInteraction.h); all optional.
@MainActor @preconcurrency
public protocol UIPointerInteractionDelegate: NSObjectProtocol {
  func pointerInteraction(
    _ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
    defaultRegion: UIPointerRegion
  ) -> UIPointerRegion?
  func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion)
    -> UIPointerStyle?
}

extension UIPointerInteractionDelegate {
  /// The default region: the one UIKit proposes (the view's bounds).
  public func pointerInteraction(
    _ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
    defaultRegion: UIPointerRegion
  ) -> UIPointerRegion? { defaultRegion }
  /// The default style: the system's (nil).
  public func pointerInteraction(
    _ interaction: UIPointerInteraction, styleFor region: UIPointerRegion
  )
    -> UIPointerStyle?
  { nil }
}

/// A region of a view in which one pointer style applies (UIPointerInteraction.h).
@MainActor @preconcurrency
open class UIPointerRegion: NSObject {
  /// The region, in the interaction's view's coordinates.
  open private(set) var rect: CGRect
  /// The identifier that tells regions apart.
  open private(set) var identifier: AnyHashable?

  public init(rect: CGRect, identifier: AnyHashable? = nil) {
    self.rect = rect
    self.identifier = identifier
    super.init()
  }
}

/// Where the pointer is, as the interaction asks for a region (UIPointerInteraction.h).
@MainActor @preconcurrency
open class UIPointerRegionRequest: NSObject {
  /// The pointer's location in the interaction's view.
  open private(set) var location: CGPoint
  /// The modifier keys held.
  open private(set) var modifiers: UIKeyModifierFlags

  package init(location: CGPoint, modifiers: UIKeyModifierFlags = []) {
    self.location = location
    self.modifiers = modifiers
    super.init()
  }
}

/// The modifier keys held (UICommand.h; raw values are Apple's).
public struct UIKeyModifierFlags: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
  public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
  public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
  public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
  public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
  public static let numericPad = UIKeyModifierFlags(rawValue: 1 << 21)
}

/// The pointer's shape and effect over a region (UIPointerStyle.h); the shape forms only.
@MainActor @preconcurrency
open class UIPointerStyle: NSObject {
  /// The shape, or nil for the system's pointer.
  public let shape: UIPointerShape?
  /// Whether the pointer is hidden.
  public let isHidden: Bool

  private init(shape: UIPointerShape?, isHidden: Bool) {
    self.shape = shape
    self.isHidden = isHidden
    super.init()
  }

  /// A pointer of `shape`, constrained to move along `axes`.
  public convenience init(shape: UIPointerShape, constrainedAxes axes: UIAxis = []) {
    self.init(shape: shape, isHidden: false)
  }

  /// The pointer hidden.
  public class func hidden() -> UIPointerStyle { UIPointerStyle(shape: nil, isHidden: true) }
  /// The system's pointer.
  public class func system() -> UIPointerStyle { UIPointerStyle(shape: nil, isHidden: false) }
}

/// A pointer's shape (UIPointerStyle.h).
public enum UIPointerShape {
  case path(UIBezierPath)
  case roundedRect(CGRect, radius: CGFloat = UIPointerShape.defaultCornerRadius)
  case verticalBeam(length: CGFloat)
  case horizontalBeam(length: CGFloat)

  /// The corner radius of the system's rounded rectangles.
  public static let defaultCornerRadius: CGFloat = -1
}

/// The axes of a layout (UIGeometry.h; raw values are Apple's).
public struct UIAxis: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let horizontal = UIAxis(rawValue: 1 << 0)
  public static let vertical = UIAxis(rawValue: 1 << 1)
  public static let both: UIAxis = [.horizontal, .vertical]
}
