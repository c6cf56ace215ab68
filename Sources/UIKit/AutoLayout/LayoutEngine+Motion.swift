internal import BezelSolver

/// What the ambiguity probes (`LayoutEngine+Ambiguity.swift`) would find moving, shown without
/// them, for one axis of a view: each flag set is a move shown possible; a clear flag shows
/// nothing, and leaves the question to the probes.
package struct LayoutMotion: Sendable, Equatable {
  /// The position moves while the length is held.
  package var positionHoldingLength = false
  /// The length moves while the position is held.
  package var lengthHoldingPosition = false
  /// The position moves, the length free.
  package var position = false
  /// The length moves, the position free.
  package var length = false

  package init() {}
}

/// The moves of every registered item's frame that leave every constraint of the solver exactly
/// as it is met, found at once for a whole layout.
///
/// A probe pushes one variable with a constraint weaker than any other, and the variable moves
/// when some change of the variables leaves every other constraint's expression unchanged: the
/// push is then met at no cost. Each item's axis is a node with two variables (origin and
/// length), and each solver constraint gives each node it mentions a combination of the two.
/// A constraint on one node (or on more than two) must keep each node's combination unchanged;
/// one on two nodes is an edge, which a change of one end can pass to the other. Where the edges
/// form a tree, a change passed over an edge is absorbed by the subtree behind it exactly when
/// the combination it arrives at is free of what that subtree holds, so one pass over the
/// directed edges answers for every node. Edges that would close a cycle, and the edges of a node
/// with many, count as holding both their ends, which only ever shows fewer moves: every move
/// shown is one the probe finds.
@MainActor
struct LayoutMotionAnalysis {
  /// The span of the combinations a node must keep, in the plane of (origin, length).
  struct Span {
    /// 0, 1 or 2.
    var dimension = 0
    var basis = (0.0, 0.0)

    /// Adds a combination; directions not exactly parallel span the plane (the safe side: a
    /// larger span shows fewer moves).
    mutating func insert(_ vector: (Double, Double)) {
      guard vector != (0, 0), dimension < 2 else { return }
      if dimension == 0 {
        dimension = 1
        basis = vector
      } else if basis.0 * vector.1 - basis.1 * vector.0 != 0 {
        dimension = 2
      }
    }

    /// Whether `vector` lies clearly outside the span, so that a change of the node can move
    /// `vector` while keeping everything the span holds.
    func excludes(_ vector: (Double, Double)) -> Bool {
      switch dimension {
      case 0: return vector != (0, 0)
      case 1:
        let cross = basis.0 * vector.1 - basis.1 * vector.0
        let scale = (abs(basis.0) + abs(basis.1)) * (abs(vector.0) + abs(vector.1))
        return abs(cross) > 1e-9 * scale
      default: return false
      }
    }
  }

  /// The most edges a node keeps as edges; beyond, they hold it (the pass stays linear).
  static let maximumDegree = 16

  private var nodeOfVariable: [Int: (node: Int, isLength: Bool)] = [:]
  private var held: [Span] = []
  private var edgeEnds: [(Int, Int)] = []
  private var edgeCombinations: [((Double, Double), (Double, Double))] = []
  private var edgesOfNode: [[Int]] = []
  /// Per directed edge (`2 × edge`, towards the second end; `+ 1`, towards the first): whether
  /// the subtree it leads into absorbs a change; -1 until computed.
  private var absorbs: [Int8] = []

  /// Reads every constraint of `engine`'s solver.
  init(_ engine: LayoutEngine) {
    var nodeCount = 0
    for slot in engine.itemSlots {
      guard let item = slot.item else { continue }
      let variables = item.layoutVariables
      nodeOfVariable[variables.minX.id] = (nodeCount, false)
      nodeOfVariable[variables.width.id] = (nodeCount, true)
      nodeOfVariable[variables.minY.id] = (nodeCount + 1, false)
      nodeOfVariable[variables.height.id] = (nodeCount + 1, true)
      nodeCount += 2
    }
    held = Array(repeating: Span(), count: nodeCount)
    edgesOfNode = Array(repeating: [], count: nodeCount)
    var parts: [(node: Int, combination: (Double, Double))] = []
    engine.solver.forEachConstraint { constraint in
      parts.removeAll(keepingCapacity: true)
      for term in constraint.expression.terms {
        // A variable of no item stays where it is: it adds nothing to the moves.
        guard let (node, isLength) = nodeOfVariable[term.variable.id] else { continue }
        var index = parts.count
        if let found = parts.firstIndex(where: { $0.node == node }) {
          index = found
        } else {
          parts.append((node, (0, 0)))
        }
        if isLength {
          parts[index].combination.1 += term.coefficient
        } else {
          parts[index].combination.0 += term.coefficient
        }
      }
      parts.removeAll { $0.combination == (0, 0) }
      if parts.count == 2 {
        edgeEnds.append((parts[0].node, parts[1].node))
        edgeCombinations.append((parts[0].combination, parts[1].combination))
      } else {
        for part in parts { held[part.node].insert(part.combination) }
      }
    }
    keepForest()
    absorbs = Array(repeating: -1, count: 2 * edgeEnds.count)
  }

  /// Turns the edges that would close a cycle, and those of nodes with too many, into holds
  /// on both ends, and lists the rest by node.
  private mutating func keepForest() {
    var degree = Array(repeating: 0, count: held.count)
    for (a, b) in edgeEnds {
      degree[a] += 1
      degree[b] += 1
    }
    var parent = Array(held.indices)
    func root(_ node: Int) -> Int {
      var node = node
      while parent[node] != node {
        parent[node] = parent[parent[node]]
        node = parent[node]
      }
      return node
    }
    for edge in edgeEnds.indices {
      let (a, b) = edgeEnds[edge]
      let (ra, rb) = (root(a), root(b))
      if ra == rb || degree[a] > Self.maximumDegree || degree[b] > Self.maximumDegree {
        held[a].insert(edgeCombinations[edge].0)
        held[b].insert(edgeCombinations[edge].1)
        continue
      }
      parent[ra] = rb
      edgesOfNode[a].append(edge)
      edgesOfNode[b].append(edge)
    }
  }

  /// The directed edge leaving `node` along `edge`.
  private func leaving(_ node: Int, along edge: Int) -> Int {
    edgeEnds[edge].0 == node ? 2 * edge : 2 * edge + 1
  }

  /// The combination `edge` gives its end `node`.
  private func combination(of edge: Int, at node: Int) -> (Double, Double) {
    edgeEnds[edge].0 == node ? edgeCombinations[edge].0 : edgeCombinations[edge].1
  }

  /// The node a directed edge leads into, and the combination it arrives at there.
  private func arrival(_ directed: Int) -> (node: Int, combination: (Double, Double)) {
    let edge = directed >> 1
    return directed & 1 == 0
      ? (edgeEnds[edge].1, edgeCombinations[edge].1) : (edgeEnds[edge].0, edgeCombinations[edge].0)
  }

  /// Whether the subtree behind a directed edge absorbs any change it passes on, computed for
  /// the directed edges it needs without recursion.
  private mutating func absorbs(_ directed: Int) -> Bool {
    var stack = [directed]
    while let top = stack.last {
      if absorbs[top] >= 0 {
        stack.removeLast()
        continue
      }
      let node = arrival(top).node
      var waiting = false
      for edge in edgesOfNode[node] where edge != top >> 1 {
        let onward = leaving(node, along: edge)
        if absorbs[onward] < 0 {
          stack.append(onward)
          waiting = true
        }
      }
      if waiting { continue }
      var span = held[node]
      for edge in edgesOfNode[node] where edge != top >> 1 {
        if absorbs[leaving(node, along: edge)] == 0 {
          span.insert(combination(of: edge, at: node))
        }
      }
      absorbs[top] = span.excludes(arrival(top).combination) ? 1 : 0
      stack.removeLast()
    }
    return absorbs[directed] == 1
  }

  /// The moves shown for the node of `variables`' axis.
  mutating func motion(of variables: LayoutVariables, axis: NSLayoutConstraint.Axis)
    -> LayoutMotion
  {
    var motion = LayoutMotion()
    guard let (node, _) = nodeOfVariable[variables.origin(axis).id] else { return motion }
    var span = held[node]
    for edge in edgesOfNode[node] where !absorbs(leaving(node, along: edge)) {
      span.insert(combination(of: edge, at: node))
    }
    var holdingLength = span
    holdingLength.insert((0, 1))
    var holdingPosition = span
    holdingPosition.insert((1, 0))
    motion.positionHoldingLength = holdingLength.excludes((1, 0))
    motion.lengthHoldingPosition = holdingPosition.excludes((0, 1))
    motion.position = span.excludes((1, 0))
    motion.length = span.excludes((0, 1))
    return motion
  }
}

extension UIView {
  /// For Bezel's layout checks: per view and axis, the moves the ambiguity probes would find,
  /// shown for all the views at once (see `LayoutMotionAnalysis`); nothing shown for a view not
  /// laid out by the first view's engine.
  package static func layoutMotions(of views: [UIView])
    -> [(horizontal: LayoutMotion, vertical: LayoutMotion)]
  {
    let none = (horizontal: LayoutMotion(), vertical: LayoutMotion())
    guard let first = views.first, let engine = LayoutEngine.existing(for: first) else {
      return views.map { _ in none }
    }
    var analysis = LayoutMotionAnalysis(engine)
    return views.map { view in
      guard LayoutEngine.existing(for: view) === engine, engine.isRegistered(view) else {
        return none
      }
      let variables = view.layoutVariables
      return (
        analysis.motion(of: variables, axis: .horizontal),
        analysis.motion(of: variables, axis: .vertical)
      )
    }
  }

  /// `layoutAmbiguity` along one axis only.
  package func layoutAmbiguity(along axis: NSLayoutConstraint.Axis) -> LayoutAxisAmbiguity? {
    guard let engine = LayoutEngine.existing(for: self), engine.isRegistered(self) else {
      return nil
    }
    return engine.ambiguity(of: self, axis: axis)
  }
}
