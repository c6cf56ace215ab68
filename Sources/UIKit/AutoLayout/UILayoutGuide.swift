import Foundation

/// A rectangle in a view's coordinate space that takes part in Auto Layout without being a
/// view.
@MainActor @preconcurrency
open class UILayoutGuide: NSObject {
  /// The view that owns the guide, set by `addLayoutGuide(_:)`; nil once that view is freed.
  open internal(set) var owningView: UIView? {
    get { owningViewLink?.view }
    set { owningViewLink = newValue?.itemLink }
  }
  /// The owning view's link, where UIKit holds the view weakly (`LayoutItemLink.swift`).
  private var owningViewLink: LayoutItemLink?
  /// The link constraints, anchors and the engine hold the guide by, once one is made.
  var storedItemLink: LayoutItemLink?
  open var identifier = ""
  lazy var layoutVariables = LayoutVariables()
  var registration: ItemRegistration?
  var referencingConstraints: [NSLayoutConstraint] = []
  /// The anchors handed out (`anchorCache`).
  var storedAnchorCache: LayoutAnchorCache?
  /// For a guide UIKit maintains (the layout-margins guide, …): its frame in the owner's
  /// coordinates, and the insets from the owner's bounds that make the guide follow the owner.
  var systemFrame: (() -> CGRect)?
  /// Which of its owner's system guides this is (`UIView+SystemLayoutGuides.swift`).
  var systemKind: SystemLayoutGuideKind?
  var systemInsets: (() -> UIEdgeInsets)?
  /// For a guide whose origin UIKit fixes but whose size constraints decide (a scroll view's
  /// content guide): the origin in the owner's coordinates.
  var systemOrigin: (() -> CGPoint)?

  public override init() {
    super.init()
  }

  public init?(coder: NSCoder) {
    super.init()
  }

  deinit {
    storedItemLink?.clear()
    // The runtime releases an object's associated values when the object goes.
    AssociationTable.shared.removeValues(ofDeallocated: ObjectIdentifier(self))
  }

  /// The guide's frame in its owning view's coordinates, valid once the owner is laid out.
  open var layoutFrame: CGRect {
    if let frame = systemFrame?() { return frame }
    guard let engine = registration?.engine else { return .zero }
    engine.flushChanges()
    return engine.alignmentRect(of: self)
  }

  open var leadingAnchor: NSLayoutXAxisAnchor {
    let anchors = anchorCache
    return LayoutAnchorCache.cached(
      &anchors.leading, NSLayoutXAxisAnchor(layoutItem: self, attribute: .leading))
  }
  open var trailingAnchor: NSLayoutXAxisAnchor {
    let anchors = anchorCache
    return LayoutAnchorCache.cached(
      &anchors.trailing, NSLayoutXAxisAnchor(layoutItem: self, attribute: .trailing))
  }
  open var leftAnchor: NSLayoutXAxisAnchor {
    let anchors = anchorCache
    return LayoutAnchorCache.cached(
      &anchors.left, NSLayoutXAxisAnchor(layoutItem: self, attribute: .left))
  }
  open var rightAnchor: NSLayoutXAxisAnchor {
    let anchors = anchorCache
    return LayoutAnchorCache.cached(
      &anchors.right, NSLayoutXAxisAnchor(layoutItem: self, attribute: .right))
  }
  open var topAnchor: NSLayoutYAxisAnchor {
    let anchors = anchorCache
    return LayoutAnchorCache.cached(
      &anchors.top, NSLayoutYAxisAnchor(layoutItem: self, attribute: .top))
  }
  open var bottomAnchor: NSLayoutYAxisAnchor {
    let anchors = anchorCache
    return LayoutAnchorCache.cached(
      &anchors.bottom, NSLayoutYAxisAnchor(layoutItem: self, attribute: .bottom))
  }
  open var widthAnchor: NSLayoutDimension {
    let anchors = anchorCache
    return LayoutAnchorCache.cached(
      &anchors.width, NSLayoutDimension(layoutItem: self, attribute: .width))
  }
  open var heightAnchor: NSLayoutDimension {
    let anchors = anchorCache
    return LayoutAnchorCache.cached(
      &anchors.height, NSLayoutDimension(layoutItem: self, attribute: .height))
  }
  open var centerXAnchor: NSLayoutXAxisAnchor {
    let anchors = anchorCache
    return LayoutAnchorCache.cached(
      &anchors.centerX, NSLayoutXAxisAnchor(layoutItem: self, attribute: .centerX))
  }
  open var centerYAnchor: NSLayoutYAxisAnchor {
    let anchors = anchorCache
    return LayoutAnchorCache.cached(
      &anchors.centerY, NSLayoutYAxisAnchor(layoutItem: self, attribute: .centerY))
  }
}
