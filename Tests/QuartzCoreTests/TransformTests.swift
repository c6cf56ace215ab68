import QuartzCore
import Testing

// CATransform3D's math, derived by hand from CATransform3D.h's definitions (row vectors,
// `p' = p × M`, "t' = translate(tx, ty, tz) * t", "Concatenate 'b' to 'a': t' = a * b").

@Test func theIdentityIsTheIdentity() {
  #expect(CATransform3DIsIdentity(CATransform3DIdentity))
  #expect(CATransform3DIdentity.m11 == 1 && CATransform3DIdentity.m44 == 1)
  #expect(!CATransform3DIsIdentity(CATransform3DMakeScale(2, 1, 1)))
}

@Test func aTransformDifferingFromTheIdentityInAnyElementIsNotTheIdentity() {
  // A perspective (m34) and a w scale (m44) are the last elements compared; a negative zero
  // equals zero, as `==` on the elements has it.
  var perspective = CATransform3DIdentity
  perspective.m34 = -1.0 / 500
  #expect(!CATransform3DIsIdentity(perspective))
  var scaledW = CATransform3DIdentity
  scaledW.m44 = 2
  #expect(!CATransform3DIsIdentity(scaledW))
  var negativeZero = CATransform3DIdentity
  negativeZero.m41 = -0.0
  #expect(CATransform3DIsIdentity(negativeZero))
}

@Test func aTranslationIsInTheFourthRow() {
  let t = CATransform3DMakeTranslation(3, 4, 5)
  #expect(t.m41 == 3 && t.m42 == 4 && t.m43 == 5)
  #expect(t.apply(x: 1, y: 1) == (4, 5))
}

@Test func aRotationAboutZIsCoreGraphicsRotation() {
  // About z by 90°: a = cos = 0, b = sin = 1, c = −1, d = 0, so (1, 0) goes to (0, 1).
  let t = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
  #expect(abs(t.m11) < 1e-12 && t.m12 == 1 && t.m21 == -1 && abs(t.m22) < 1e-12)
  let p = t.apply(x: 1, y: 0)
  #expect(abs(p.x) < 1e-12 && abs(p.y - 1) < 1e-12)
}

@Test func aRotationAboutAZeroVectorIsTheIdentity() {
  #expect(CATransform3DMakeRotation(1, 0, 0, 0) == CATransform3DIdentity)
}

@Test func translateAppliesTheTranslationFirst() {
  // scale(2) then translate: translate(1, 0, 0) × scale(2) maps (0, 0) to (2, 0).
  let t = CATransform3DTranslate(CATransform3DMakeScale(2, 2, 1), 1, 0, 0)
  #expect(t.apply(x: 0, y: 0) == (2, 0))
  #expect(t.m41 == 2 && t.m11 == 2)
}

@Test func concatAppliesTheFirstArgumentFirst() {
  let a = CATransform3DMakeTranslation(1, 0, 0)
  let b = CATransform3DMakeScale(3, 3, 1)
  // (0, 0) → translate → (1, 0) → scale → (3, 0).
  #expect(CATransform3DConcat(a, b).apply(x: 0, y: 0) == (3, 0))
  #expect(CATransform3DConcat(b, a).apply(x: 0, y: 0) == (1, 0))
}

@Test func invertingUndoesTheTransform() {
  let t = CATransform3DConcat(
    CATransform3DMakeScale(2, 4, 1), CATransform3DMakeTranslation(6, 8, 0))
  let inverse = CATransform3DInvert(t)
  // The inverse of p × S + T is (p − T) / S: (0, 0) → (−3, −2).
  #expect(inverse.apply(x: 0, y: 0) == (-3, -2))
  #expect(CATransform3DConcat(t, inverse) == CATransform3DIdentity)
}

@Test func aSingularTransformInvertsToItself() {
  let t = CATransform3DMakeScale(0, 1, 1)
  #expect(CATransform3DInvert(t) == t)
}

@Test func anAffineTransformRoundTrips() {
  let affine = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
  let t = CATransform3DMakeAffineTransform(affine)
  #expect(CATransform3DIsAffine(t))
  #expect(CATransform3DGetAffineTransform(t) == affine)
  var perspective = t
  perspective.m34 = -1 / 500
  #expect(!CATransform3DIsAffine(perspective))
}

@Test func equalityComparesEveryEntry() {
  #expect(CATransform3DEqualToTransform(CATransform3DMakeScale(1, 1, 1), CATransform3DIdentity))
  #expect(CATransform3DMakeScale(1, 1, 2) != CATransform3DIdentity)
}
