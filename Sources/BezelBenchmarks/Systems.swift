import BezelSolver

/// The benchmark systems, built exactly as the published definitions build them: same
/// variables, same constraints, same order.
public enum Systems {
  /// N views in a row inside a fixed container, widths equal to the first one (strong), as
  /// UIStackView's fill-equally writes them.
  ///
  /// Solution: every width 40, `vᵢ.l = 8 + 48·i`.
  public static func chain(_ n: Int) -> ConstraintSystem {
    var s = ConstraintSystem(name: "chain-\(n)")
    let w = Double(48 * n + 8)
    s.add([("cl", 1)], 0, .equal, .required)
    s.add([("cr", 1)], -w, .equal, .required)
    s.add([("v0.l", 1), ("cl", -1)], -8, .equal, .required)
    for i in 0..<n {
      if i > 0 {
        s.add([("v\(i).l", 1), ("v\(i-1).l", -1), ("v\(i-1).w", -1)], -8, .equal, .required)
      }
      s.add([("v\(i).w", 1)], -20, .greaterThanOrEqual, .required)
      if i > 0 { s.add([("v\(i).w", 1), ("v0.w", -1)], 0, .equal, .strong) }
    }
    s.add([("v\(n-1).l", 1), ("v\(n-1).w", 1), ("cr", -1)], 8, .equal, .required)
    var solution = [0, w]
    for i in 0..<n { solution += [8 + 48 * Double(i), 40] }
    s.solution = solution
    return s
  }

  static let subviews = ["av", "nm", "dt", "bd", "im", "lk", "cm", "sh"]

  /// M social-feed cells stacked vertically in a container of width W (pinned when `width` is
  /// given, left free for an edit variable otherwise): 34 variables and 39 constraints a cell.
  public static func feed(_ m: Int, width: Double? = 375) -> ConstraintSystem {
    var s = ConstraintSystem(name: width == nil ? "feed-unpinned-\(m)" : "feed-\(m)")
    let R = Strength.required
    let S = Strength.strong
    let MD = Strength.medium
    let WK = Strength.weak
    _ = s.variable("W")
    if let width { s.add([("W", 1)], -width, .equal, R) }
    for i in 0..<m {
      let T = "c\(i).top"
      _ = s.variable(T)
      _ = s.variable("c\(i).h")
      for v in subviews { for a in ["l", "t", "w", "h"] { _ = s.variable("c\(i).\(v).\(a)") } }
      func p(_ v: String, _ a: String) -> String { "c\(i).\(v).\(a)" }
      if i == 0 {
        s.add([(T, 1)], 0, .equal, R)
      } else {
        s.add([(T, 1), ("c\(i-1).top", -1), ("c\(i-1).h", -1)], 0, .equal, R)
      }
      s.add([(p("av", "l"), 1)], -8, .equal, R)
      s.add([(p("av", "t"), 1), (T, -1)], -8, .equal, R)
      s.add([(p("av", "w"), 1)], -48, .equal, R)
      s.add([(p("av", "h"), 1), (p("av", "w"), -1)], 0, .equal, R)
      s.add([(p("nm", "l"), 1), (p("av", "l"), -1), (p("av", "w"), -1)], -8, .equal, R)
      s.add([(p("nm", "t"), 1), (p("av", "t"), -1)], 0, .equal, R)
      s.add([(p("nm", "h"), 1)], -20, .equal, S)
      s.add([(p("nm", "w"), 1)], -120, .equal, WK)
      s.add([(p("nm", "w"), 1)], 0, .greaterThanOrEqual, R)
      s.add(
        [(p("dt", "l"), 1), (p("nm", "l"), -1), (p("nm", "w"), -1)], -8, .greaterThanOrEqual, R)
      s.add([(p("dt", "l"), 1), (p("dt", "w"), 1), ("W", -1)], 8, .equal, R)
      s.add([(p("dt", "t"), 1), (p("nm", "t"), -1)], 0, .equal, R)
      s.add([(p("dt", "w"), 1)], -60, .equal, MD)
      s.add([(p("dt", "h"), 1)], -20, .equal, S)
      s.add([(p("bd", "l"), 1), (p("nm", "l"), -1)], 0, .equal, R)
      s.add([(p("bd", "t"), 1), (p("nm", "t"), -1), (p("nm", "h"), -1)], -4, .equal, R)
      s.add([(p("bd", "l"), 1), (p("bd", "w"), 1), ("W", -1)], 8, .equal, R)
      s.add([(p("bd", "h"), 1)], -40, .greaterThanOrEqual, R)
      s.add([(p("bd", "h"), 1)], -60, .equal, WK)
      s.add([(p("im", "l"), 1)], -8, .equal, R)
      s.add(
        [(p("im", "t"), 1), (p("av", "t"), -1), (p("av", "h"), -1)], -8, .greaterThanOrEqual, R)
      s.add(
        [(p("im", "t"), 1), (p("bd", "t"), -1), (p("bd", "h"), -1)], -8, .greaterThanOrEqual, R)
      s.add([(p("im", "t"), 1), (p("bd", "t"), -1), (p("bd", "h"), -1)], -8, .equal, MD)
      s.add([(p("im", "w"), 1), ("W", -1)], 16, .equal, R)
      s.add([(p("im", "h"), 1), (p("im", "w"), -0.5625)], 0, .equal, R)
      s.add([(p("lk", "l"), 1)], -8, .equal, R)
      s.add([(p("lk", "t"), 1), (p("im", "t"), -1), (p("im", "h"), -1)], -8, .equal, R)
      s.add([(p("lk", "h"), 1)], -32, .equal, R)
      s.add([(p("cm", "l"), 1), (p("lk", "l"), -1), (p("lk", "w"), -1)], -8, .equal, R)
      s.add([(p("cm", "t"), 1), (p("lk", "t"), -1)], 0, .equal, R)
      s.add([(p("cm", "w"), 1), (p("lk", "w"), -1)], 0, .equal, R)
      s.add([(p("cm", "h"), 1), (p("lk", "h"), -1)], 0, .equal, R)
      s.add([(p("sh", "l"), 1), (p("cm", "l"), -1), (p("cm", "w"), -1)], -8, .equal, R)
      s.add([(p("sh", "t"), 1), (p("lk", "t"), -1)], 0, .equal, R)
      s.add([(p("sh", "w"), 1), (p("lk", "w"), -1)], 0, .equal, R)
      s.add([(p("sh", "h"), 1), (p("lk", "h"), -1)], 0, .equal, R)
      s.add([(p("sh", "l"), 1), (p("sh", "w"), 1), ("W", -1)], 8, .equal, R)
      s.add([("c\(i).h", 1), (p("lk", "t"), -1), (p("lk", "h"), -1), (T, 1)], -8, .equal, R)
    }
    if let width { s.solution = feedClosedForm(m, width: width) }
    return s
  }

  /// The feed's frames by hand-written arithmetic, in the system's variable order: the lower bound
  /// for any layout engine.
  ///
  /// Below W = 260 the weak `nm.w == 120` gives way.
  public static func feedClosedForm(_ m: Int, width w: Double) -> [Double] {
    var out = [w]
    out.reserveCapacity(1 + 34 * m)
    let nameWidth = w >= 260 ? 120 : max(w - 140, 0)
    let imageHeight = 0.5625 * (w - 16)
    let buttonWidth = (w - 32) / 3
    var top = 0.0
    for _ in 0..<m {
      let h = 148 + imageHeight
      let likeTop = top + 108 + imageHeight
      out += [top, h, 8, top + 8, 48, 48, 64, top + 8, nameWidth, 20]
      out += [w - 68, top + 8, 60, 20, 64, top + 32, w - 72, 60]
      out += [8, top + 100, w - 16, imageHeight, 8, likeTop, buttonWidth, 32]
      out += [
        16 + buttonWidth, likeTop, buttonWidth, 32, 24 + 2 * buttonWidth, likeTop, buttonWidth, 32,
      ]
      top += h
    }
    return out
  }

  /// The 50 widths of the edit case, 240 … 1220, in the order `random.Random(7)` shuffles them.
  public static func editWidths() -> [Double] {
    var widths = (0..<50).map { 240 + 20 * Double($0) }
    var rng = PythonRandom(seed: 7)
    rng.shuffle(&widths)
    return widths
  }

  /// The churn base (1000 variables, each ≥ 0, steps of at most 100, a weighted weak stay)
  /// and the 1000 extra constraints added and removed around it, drawn from
  /// `random.Random(1234)`.
  public static func churn(variables n: Int = 1000, extra k: Int = 1000) -> (
    base: ConstraintSystem, extra: [ConstraintSystem.Item]
  ) {
    var rng = PythonRandom(seed: 1234)
    var s = ConstraintSystem(name: "churn")
    var stays: [(Double, Double)] = []
    for _ in 0..<n {
      let b = pythonRound(rng.uniform(0, 1000), 2)
      let w = pythonRound(rng.uniform(1, 2), 3)
      stays.append((b, w))
    }
    for i in 0..<n {
      s.add([("x\(i)", 1)], 0, .greaterThanOrEqual, .required)
      if i > 0 { s.add([("x\(i)", 1), ("x\(i-1)", -1)], 100, .greaterThanOrEqual, .required) }
      s.add([("x\(i)", 1)], -stays[i].0, .equal, Strength(Strength.weak.value * stays[i].1))
    }
    let relations: [Constraint.Relation] = [.equal, .lessThanOrEqual, .greaterThanOrEqual]
    var extra: [ConstraintSystem.Item] = []
    for _ in 0..<k {
      let (a, b) = rng.samplePair(n)
      let relation = rng.choice(relations)
      let constant = pythonRound(rng.uniform(-200, 200), 2)
      let level = rng.choice([Strength.strong.value, Strength.medium.value])
      let strength = Strength(level * pythonRound(rng.uniform(1, 2), 3))
      extra.append(ConstraintSystem.Item([(a, 1), (b, -1)], constant, relation, strength))
    }
    return (s, extra)
  }
}
