import QuartzCore
import Testing

// The damped spring m·x″ + c·x′ + k·x = 0 with m = 1, k = 100, c = 10 and no initial velocity:
// ω₀ = √(k/m) = 10, ζ = c / (2√(km)) = 0.5, ζω₀ = 5, ω_d = 10·√0.75 = 5√3.
// The remaining distance is e^(−5t)(cos ω_d t + B sin ω_d t) with B = ζω₀ / ω_d = 1/√3; its
// envelope is e^(−5t)·√(1 + 1/3) = e^(−5t)·2/√3, which falls to 0.001 at
// t = ln(2000/√3) / 5 = 1.41033…

@Test func theDefaultSpringSettlesWhereItsEnvelopeFallsToAThousandth() {
  let spring = CASpringAnimation()
  let expected = log(2000 / 3.0.squareRoot()) / 5
  #expect(abs(spring.settlingDuration - expected) < 1e-9)
}

@Test func aSpringsDefaultsAreApples() {
  let spring = CASpringAnimation()
  #expect(spring.mass == 1 && spring.stiffness == 100 && spring.damping == 10)
  #expect(spring.initialVelocity == 0)
}

@Test func theSpringStartsAtTheFullDistance() {
  #expect(CASpringAnimation().remaining(at: 0) == 1)
}

@Test func aPerceptualSpringWithoutBounceIsCriticallyDamped() {
  // WWDC23 "Animate with springs": stiffness (2π/d)², damping 4π(1 − bounce)/d; at d = 1 and
  // bounce 0, ζ = 4π / (2·2π) = 1.
  let spring = CASpringAnimation(perceptualDuration: 1, bounce: 0)
  #expect(abs(spring.stiffness - 4 * .pi * .pi) < 1e-9)
  #expect(abs(spring.damping - 4 * .pi) < 1e-9)
  #expect(abs(spring.bounce) < 1e-9)
  #expect(abs(spring.perceptualDuration - 1) < 1e-9)
}

@Test func aCriticallyDampedSpringFollowsItsClosedForm() {
  // ζ = 1, ω₀ = 2π, no initial velocity: the remaining distance is (1 + ω₀t)·e^(−ω₀t); at
  // t = 0.5 that is (1 + π)·e^(−π).
  let spring = CASpringAnimation(perceptualDuration: 1, bounce: 0)
  let expected = (1 + CGFloat.pi) * exp(-CGFloat.pi)
  #expect(abs(spring.remaining(at: 0.5) - expected) < 1e-12)
}

@Test func anUnderdampedSpringOvershoots() {
  // ζ = 0.5: half a period in, ω_d·t = π, the remaining distance is e^(−5t)·(cos π + B sin π)
  // = −e^(−5t), past the target. With ω_d = 5√3 that is t = π / (5√3).
  #expect(CASpringAnimation().remaining(at: CGFloat.pi / (5 * 3.0.squareRoot())) < 0)
}
