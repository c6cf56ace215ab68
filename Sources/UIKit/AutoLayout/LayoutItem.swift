internal import BezelSolver
import Foundation

/// The four solver variables of a view or layout guide: its alignment rectangle, with the origin
/// in its parent's coordinates (a view's superview, a guide's owning view).
///
/// Keeping origins relative to the parent is what makes an unconstrained position resolve to 0
/// within the superview, as in UIKit. Four words kept in the item itself: reading them copies 32
/// bytes and counts no reference.
struct LayoutVariables: Sendable {
  let minX = Variable()
  let minY = Variable()
  // A size that constraints leave undetermined rests at 0, where a position rests at its bound:
  // on iOS a view with only `width <= superview.width - 52` is 0 wide, one with only
  // `left <= superview.left + 72` sits at 72 (Stevia's equation tests, which pass on the iOS
  // Simulator, assert both).
  let width = Variable(prefersZero: true)
  let height = Variable(prefersZero: true)

  func origin(_ axis: NSLayoutConstraint.Axis) -> Variable {
    axis == .horizontal ? minX : minY
  }

  func length(_ axis: NSLayoutConstraint.Axis) -> Variable {
    axis == .horizontal ? width : height
  }
}

/// A view or a layout guide: something a constraint can relate.
@MainActor
protocol LayoutItem: AnyObject {
  var layoutVariables: LayoutVariables { get }
  /// The link that reads nil once the item is freed, made on first use (`LayoutItemLink`).
  var itemLink: LayoutItemLink { get }
  /// The view whose coordinates this item's origin is in: the superview or owning view.
  var layoutParent: UIView? { get }
  /// The view that stands for this item in the hierarchy: the view itself, or a guide's owner.
  var hierarchyView: UIView? { get }
  /// The effective layout direction of `hierarchyView`, left to right without one.
  var hierarchyLayoutDirection: UIUserInterfaceLayoutDirection { get }
  var registration: ItemRegistration? { get set }
  var referencingConstraints: [NSLayoutConstraint] { get set }
  /// Appends `constraint` to `referencingConstraints`.
  ///
  /// A method, where mutating the property through the protocol would retain the item for the
  /// length of the access.
  func addReferencingConstraint(_ constraint: NSLayoutConstraint)
  /// Removes the last occurrence of `constraint` from `referencingConstraints`, if any.
  func removeReferencingConstraint(_ constraint: NSLayoutConstraint)
  /// The view a constraint between this item and `other` is installed on: the closest common
  /// ancestor of their hierarchy views.
  func installationView(with other: any LayoutItem) -> UIView?
  /// `installationView(with:)` for an item whose hierarchy view `view` is, in this item's place:
  /// the closest common ancestor of `view` and this item's hierarchy view.
  func installationView(withHierarchyView view: UIView) -> UIView?
}

extension UIView: LayoutItem {
  var itemLink: LayoutItemLink {
    if let storedItemLink { return storedItemLink }
    let link = LayoutItemLink(view: self)
    storedItemLink = link
    return link
  }

  var layoutParent: UIView? { storedSuperview }
  var hierarchyView: UIView? { self }
  var hierarchyLayoutDirection: UIUserInterfaceLayoutDirection {
    effectiveUserInterfaceLayoutDirection
  }

  func addReferencingConstraint(_ constraint: NSLayoutConstraint) {
    referencingConstraints.appendReservingRoom(constraint)
  }

  func removeReferencingConstraint(_ constraint: NSLayoutConstraint) {
    referencingConstraints.removeLast(identicalTo: constraint)
  }

  func installationView(with other: any LayoutItem) -> UIView? {
    other.installationView(withHierarchyView: self)
  }

  func installationView(withHierarchyView view: UIView) -> UIView? {
    UIView.closestCommonAncestor(view, self)
  }
}

extension UILayoutGuide: LayoutItem {
  var itemLink: LayoutItemLink {
    if let storedItemLink { return storedItemLink }
    let link = LayoutItemLink(guide: self)
    storedItemLink = link
    return link
  }

  var layoutParent: UIView? { owningView }
  var hierarchyView: UIView? { owningView }
  var hierarchyLayoutDirection: UIUserInterfaceLayoutDirection {
    owningView?.effectiveUserInterfaceLayoutDirection ?? .leftToRight
  }

  func addReferencingConstraint(_ constraint: NSLayoutConstraint) {
    referencingConstraints.appendReservingRoom(constraint)
  }

  func removeReferencingConstraint(_ constraint: NSLayoutConstraint) {
    referencingConstraints.removeLast(identicalTo: constraint)
  }

  func installationView(with other: any LayoutItem) -> UIView? {
    guard let owner = owningView else { return nil }
    return other.installationView(withHierarchyView: owner)
  }

  func installationView(withHierarchyView view: UIView) -> UIView? {
    guard let owner = owningView else { return nil }
    return UIView.closestCommonAncestor(view, owner)
  }
}

extension LayoutItem {
  /// Lets go of the item's registration in `engine`, which is being discarded (its solver keeps
  /// the item's pins until it goes); one in another engine is unregistered there.
  func releaseRegistration(in engine: LayoutEngine) {
    guard let registration else { return }
    if registration.engineSerial == engine.serial {
      engine.clearLayoutTarget(slot: registration.slot)
      self.registration = nil
    } else {
      registration.engine?.unregister(self)
    }
  }
}

/// What an engine holds for one item besides the constraints users activate.
@MainActor
final class ItemRegistration {
  /// The engine; weak, so that a registration left behind by a discarded tree cannot keep it.
  weak var engine: LayoutEngine?
  /// The engine's serial number: `engineSerial == engine.serial` tells whether the item is
  /// registered in a given live engine without loading the weak reference.
  let engineSerial: Int
  /// The required constraints that pin the item: autoresizing-mask constraints, the temporary
  /// size of a root view, or a system guide's frame within its owner.
  var pins: [Constraint] = []
  /// The intrinsic-size constraints: hugging (≤) and compression resistance (≥) per axis.
  var contentSize: [Constraint] = []
  /// Whether the pins wait for the next layout to be brought up to date.
  @exclusivity(unchecked) var pinsArePending = false
  /// Whether the item is listed among the engine's items with pins left out for a conflict.
  var hasBrokenPins = false
  /// The weak constraint `exerciseAmbiguityInLayout()` leaves the item moved with.
  var ambiguityNudge: Constraint?

  /// The item's slot in the engine (`LayoutEngine.itemSlots`); -1 for none.
  let slot: Int32

  init(engine: LayoutEngine, slot: Int32) {
    self.engine = engine
    self.engineSerial = engine.serial
    self.slot = slot
  }
}
