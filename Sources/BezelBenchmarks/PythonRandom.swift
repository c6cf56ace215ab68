/// CPython's `random.Random`, for the draws the benchmark systems are defined by.
///
/// The churn system and the order of the edit widths are defined by a Python script in terms
/// of `random.Random(seed)`; reproducing its Mersenne Twister (MT19937, seeded by
/// `init_by_array` as CPython seeds an integer) and the methods it calls gives the same
/// system without shipping a copy of it.
public struct PythonRandom {
  private var state = [UInt32](repeating: 0, count: 624)
  private var index = 624

  /// Seeds as `random.Random(seed)` does for a non-negative integer below 2³².
  public init(seed: UInt32) {
    initialize(19_650_218)
    let key = [seed]
    var i = 1
    var j = 0
    for _ in 0..<max(624, key.count) {
      let previous = state[i - 1] ^ (state[i - 1] >> 30)
      state[i] = (state[i] ^ (previous &* 1_664_525)) &+ key[j] &+ UInt32(j)
      i += 1
      j += 1
      if i >= 624 {
        state[0] = state[623]
        i = 1
      }
      if j >= key.count { j = 0 }
    }
    for _ in 0..<623 {
      let previous = state[i - 1] ^ (state[i - 1] >> 30)
      state[i] = (state[i] ^ (previous &* 1_566_083_941)) &- UInt32(i)
      i += 1
      if i >= 624 {
        state[0] = state[623]
        i = 1
      }
    }
    state[0] = 0x8000_0000
  }

  private mutating func initialize(_ seed: UInt32) {
    state[0] = seed
    for i in 1..<624 {
      state[i] = 1_812_433_253 &* (state[i - 1] ^ (state[i - 1] >> 30)) &+ UInt32(i)
    }
    index = 624
  }

  private mutating func twist() {
    for i in 0..<624 {
      let y = (state[i] & 0x8000_0000) | (state[(i + 1) % 624] & 0x7FFF_FFFF)
      var next = state[(i + 397) % 624] ^ (y >> 1)
      if y & 1 != 0 { next ^= 0x9908_B0DF }
      state[i] = next
    }
    index = 0
  }

  /// The next 32 random bits (`genrand_uint32`).
  public mutating func next32() -> UInt32 {
    if index >= 624 { twist() }
    var y = state[index]
    index += 1
    y ^= y >> 11
    y ^= (y << 7) & 0x9D2C_5680
    y ^= (y << 15) & 0xEFC6_0000
    y ^= y >> 18
    return y
  }

  /// `random()`: a double in [0, 1) from 53 random bits.
  public mutating func random() -> Double {
    let a = Double(next32() >> 5)
    let b = Double(next32() >> 6)
    return (a * 67_108_864 + b) * (1.0 / 9_007_199_254_740_992)
  }

  /// `uniform(a, b)`.
  public mutating func uniform(_ a: Double, _ b: Double) -> Double {
    a + (b - a) * random()
  }

  /// `_randbelow(n)` for `0 < n < 2³²`: rejection sampling on `n.bit_length()` bits.
  public mutating func below(_ n: Int) -> Int {
    let bits = Int.bitWidth - n.leadingZeroBitCount
    while true {
      let r = Int(next32() >> UInt32(32 - bits))
      if r < n { return r }
    }
  }

  /// `sample(range(n), 2)` for `n` above 21, where CPython draws with a set of seen indices.
  public mutating func samplePair(_ n: Int) -> (Int, Int) {
    let a = below(n)
    var b = below(n)
    while b == a { b = below(n) }
    return (a, b)
  }

  /// `choice(elements)`.
  public mutating func choice<T>(_ elements: [T]) -> T {
    elements[below(elements.count)]
  }

  /// `shuffle(elements)`.
  public mutating func shuffle<T>(_ elements: inout [T]) {
    for i in stride(from: elements.count - 1, to: 0, by: -1) {
      elements.swapAt(i, below(i + 1))
    }
  }
}

/// Python's `round(x, digits)`: the exact value of `x`, rounded to `digits` decimals with
/// ties to even, as the nearest double.
///
/// `x · 10ᵈ` is computed with its rounding error recovered exactly by a fused multiply-add,
/// so that a product that lands on .5 only by rounding (2.675 · 100 = 267.5) is sent the way
/// the exact value lies (2.67, as CPython gives).
public func pythonRound(_ x: Double, _ digits: Int) -> Double {
  var scale = 1.0
  for _ in 0..<digits { scale *= 10 }
  let product = x * scale
  let error = (-product).addingProduct(x, scale)
  var n = product.rounded(.toNearestOrEven)
  let half = product - n
  if half == 0.5 && error > 0 { n += 1 }
  if half == -0.5 && error < 0 { n -= 1 }
  return n / scale
}
