import UIKit

/// What the constraints of a layout tell of its items without the solver: per item and axis,
/// the combinations of position and length that required equalities fix, and whether any
/// constraint mentions the item at all (see `LayoutDeterminacy`).
///
/// Items are numbered as they are met, and each item's axis is a node `2 × item + axis` (axis 0
/// horizontal, 1 vertical), so that the propagation runs on arrays.
@MainActor
struct LayoutEquations {
  /// A combination of an item's position and length along one axis.
  struct Combination {
    var position: Double
    var length: Double
  }

  private struct Equation {
    var first: Int
    var firstCombination: Combination
    /// The other node; -1 for an equation with a constant.
    var second: Int
    var secondCombination: Combination
    var multiplier: Double
  }

  private enum Pinning {
    /// UIKit pins the whole frame inside the parent (-1: the window, pinned on its own).
    case whole(parent: Int)
    /// UIKit pins the position inside the parent; the length is free.
    case position(parent: Int)
    case none
  }

  private var indexes: [ObjectIdentifier: Int] = [:]
  private var items: [AnyObject] = []
  private var pinnings: [Pinning] = []
  /// Per node: the known combinations, at most two independent ones.
  private var known: [[Combination]] = []
  /// Per node: whether a constraint mentions it (a guide's constraints mention its owner).
  private var mentioned: [Bool] = []
  private var equationsOf: [[Int]] = []
  private var equations: [Equation] = []
  /// Per item: the items UIKit pins inside it (its autoresizing subviews, its system guides).
  private var dependents: [[Int]] = []
  private var pending: [Int] = []
  /// Whether some constraint's items cannot all be told (an anchor of several terms).
  private(set) var hasOpaqueConstraints = false

  /// Reads `constraints` and works out everything their required equalities fix.
  init(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints where constraint.isActive { read(constraint) }
    for item in items.indices {
      switch pinnings[item] {
      case .whole(let parent), .position(let parent):
        if parent >= 0 { dependents[parent].append(item) }
      case .none: break
      }
    }
    for item in items.indices {
      for axis in 0..<2 { pinIfParentFixed(2 * item + axis) }
    }
    for index in equations.indices { apply(index) }
    while let node = pending.popLast() {
      for index in equationsOf[node] { apply(index) }
      guard known[node].count == 2 else { continue }
      for dependent in dependents[node / 2] { pinIfParentFixed(2 * dependent + node % 2) }
    }
  }

  /// Whether the view's position and length along `axis`, in the window's coordinates, are
  /// fixed.
  func isFixed(_ view: UIView, axis: Int) -> Bool {
    if view.superview == nil { return true }
    guard let item = indexes[ObjectIdentifier(view)] else { return Self.isFixedAtStart(view) }
    return known[2 * item + axis].count == 2
  }

  /// Whether required equalities fix `combination` of the view's position and length along
  /// `axis`, in the window's coordinates.
  ///
  /// Only a combination exactly in the span of the known ones counts.
  func fixes(_ combination: Combination, of view: UIView, axis: Int) -> Bool {
    if view.superview == nil { return true }
    guard let item = indexes[ObjectIdentifier(view)] else { return Self.isFixedAtStart(view) }
    let basis = known[2 * item + axis]
    switch basis.count {
    case 2: return true
    case 1:
      return basis[0].position * combination.length - basis[0].length * combination.position == 0
    default: return false
    }
  }

  /// Whether a constraint mentions the view along `axis`.
  func isMentioned(_ view: UIView, axis: Int) -> Bool {
    guard let item = indexes[ObjectIdentifier(view)] else { return false }
    return mentioned[2 * item + axis]
  }

  // MARK: Reading constraints

  private mutating func read(_ constraint: NSLayoutConstraint) {
    let firstAttribute = constraint.firstAttribute
    let secondAttribute = constraint.secondAttribute
    guard let firstItem = constraint.firstItem else {
      hasOpaqueConstraints = true
      return
    }
    let secondItem = constraint.secondItem
    if secondItem == nil, secondAttribute != .notAnAttribute { hasOpaqueConstraints = true }
    let first = mention(firstItem, firstAttribute)
    let second = secondItem.map { mention($0, secondAttribute) } ?? -1
    guard constraint.relation == .equal, constraint.priority == .required, first >= 0,
      let firstCombination = Self.combination(firstAttribute, of: firstItem)
    else { return }
    var secondCombination = Combination(position: 0, length: 0)
    if let secondItem {
      guard second >= 0, let combination = Self.combination(secondAttribute, of: secondItem)
      else { return }
      secondCombination = combination
    } else if secondAttribute != .notAnAttribute {
      return
    }
    let index = equations.count
    equations.append(
      Equation(
        first: first, firstCombination: firstCombination, second: second,
        secondCombination: secondCombination, multiplier: Double(constraint.multiplier)))
    equationsOf[first].append(index)
    if second >= 0, second != first { equationsOf[second].append(index) }
  }

  /// Marks the item's axis of `attribute` as mentioned and returns its node; -1 when the
  /// attribute has no axis.
  private mutating func mention(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute)
    -> Int
  {
    guard let axis = Self.axis(of: attribute) else {
      hasOpaqueConstraints = true
      return -1
    }
    let index = register(item)
    mentioned[2 * index + axis] = true
    if let owner = (item as? UILayoutGuide)?.owningView {
      mentioned[2 * register(owner) + axis] = true
    }
    return 2 * index + axis
  }

  private mutating func register(_ item: AnyObject) -> Int {
    let id = ObjectIdentifier(item)
    if let index = indexes[id] { return index }
    let index = items.count
    indexes[id] = index
    items.append(item)
    pinnings.append(.none)
    known.append(contentsOf: [[], []])
    mentioned.append(contentsOf: [false, false])
    equationsOf.append(contentsOf: [[], []])
    dependents.append([])
    pinnings[index] = pinning(of: item)
    return index
  }

  /// What UIKit pins of the item inside its parent, registering the parent.
  private mutating func pinning(of item: AnyObject) -> Pinning {
    if let view = item as? UIView {
      guard let superview = view.superview else { return .whole(parent: -1) }
      let parent = register(superview)
      return view.translatesAutoresizingMaskIntoConstraints ? .whole(parent: parent) : .none
    }
    guard let guide = item as? UILayoutGuide, let owner = guide.owningView else { return .none }
    switch guide.identifier {
    case "UIViewSafeAreaLayoutGuide", "UIViewLayoutMarginsGuide", "UIViewReadableContentGuide",
      "UIScrollView-frameLayoutGuide":
      return .whole(parent: register(owner))
    case "UIScrollView-contentLayoutGuide": return .position(parent: register(owner))
    default: return .none
    }
  }

  /// The axis (0 horizontal, 1 vertical) of any attribute; nil for `notAnAttribute`.
  private static func axis(of attribute: NSLayoutConstraint.Attribute) -> Int? {
    switch attribute {
    case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin,
      .leadingMargin, .trailingMargin, .centerXWithinMargins:
      return 0
    case .top, .bottom, .height, .centerY, .firstBaseline, .lastBaseline, .topMargin,
      .bottomMargin, .centerYWithinMargins:
      return 1
    case .notAnAttribute: return nil
    }
  }

  /// The combination an attribute stands for; nil for the attributes left out (baselines and
  /// margin attributes).
  private static func combination(_ attribute: NSLayoutConstraint.Attribute, of item: AnyObject)
    -> Combination?
  {
    switch attribute {
    case .left, .top: return Combination(position: 1, length: 0)
    case .right, .bottom: return Combination(position: 1, length: 1)
    case .centerX, .centerY: return Combination(position: 1, length: 0.5)
    case .width, .height: return Combination(position: 0, length: 1)
    case .leading:
      return Combination(position: 1, length: isRightToLeft(item) ? 1 : 0)
    case .trailing:
      return Combination(position: 1, length: isRightToLeft(item) ? 0 : 1)
    default: return nil
    }
  }

  private static func isRightToLeft(_ item: AnyObject) -> Bool {
    let view = (item as? UIView) ?? (item as? UILayoutGuide)?.owningView
    return view?.effectiveUserInterfaceLayoutDirection == .rightToLeft
  }

  // MARK: Propagation

  private func contains(_ node: Int, _ combination: Combination) -> Bool {
    let basis = known[node]
    switch basis.count {
    case 2: return true
    case 1:
      let cross = basis[0].position * combination.length - basis[0].length * combination.position
      return abs(cross) < 1e-9
    default: return combination.position == 0 && combination.length == 0
    }
  }

  /// Records that `combination` of `node` is known; queues the node when that is news.
  private mutating func learn(_ combination: Combination, of node: Int) {
    guard !contains(node, combination) else { return }
    known[node].append(combination)
    pending.append(node)
  }

  private mutating func apply(_ index: Int) {
    let equation = equations[index]
    guard equation.second >= 0 else {
      learn(equation.firstCombination, of: equation.first)
      return
    }
    if equation.second == equation.first {
      let a = equation.firstCombination
      let b = equation.secondCombination
      let m = equation.multiplier
      learn(
        Combination(position: a.position - m * b.position, length: a.length - m * b.length),
        of: equation.first)
      return
    }
    if contains(equation.first, equation.firstCombination) {
      learn(equation.secondCombination, of: equation.second)
    }
    if contains(equation.second, equation.secondCombination) {
      learn(equation.firstCombination, of: equation.first)
    }
  }

  /// Learns what UIKit pins of the node's item once its parent is fixed on the node's axis.
  private mutating func pinIfParentFixed(_ node: Int) {
    switch pinnings[node / 2] {
    case .whole(let parent) where parent < 0 || known[2 * parent + node % 2].count == 2:
      learn(Combination(position: 1, length: 0), of: node)
      learn(Combination(position: 0, length: 1), of: node)
    case .position(let parent) where known[2 * parent + node % 2].count == 2:
      learn(Combination(position: 1, length: 0), of: node)
    default: break
    }
  }

  /// Whether UIKit pins the view's whole frame through a chain of autoresizing views up to
  /// the window.
  private static func isFixedAtStart(_ view: UIView) -> Bool {
    var current = view
    while let superview = current.superview {
      guard current.translatesAutoresizingMaskIntoConstraints else { return false }
      current = superview
    }
    return true
  }
}
