import Testing

@testable import UIKit

/// Auto Layout's frames on the pixel grid.
///
/// Each edge goes to its nearest pixel (half-way up), and the frame is rebuilt from whole pixels,
/// so a size already on the grid is kept exactly. Origins
/// are compared within 1e-9: a view keeps its centre, and the origin read back from it can differ
/// from the pixel's exact quotient in the last bits, as a layer's frame derived from its position
/// does.
@MainActor
struct PixelRoundingTests {
  /// A window on a screen of `scale`, `width` points wide, whose root view lays out in `direction`.
  private func makeWindow(
    scale: CGFloat, width: CGFloat, direction: UIUserInterfaceLayoutDirection = .leftToRight
  ) -> (UIWindow, UIView) {
    let bounds = CGRect(x: 0, y: 0, width: width, height: 400)
    let window = UIWindow(frame: bounds)
    window.screen = UIScreen(bounds: bounds, scale: scale)
    let root = makeContainer(width: width, height: 400, direction: direction)
    window.addSubview(root)
    return (window, root)
  }

  struct LeadingCase: Sendable, CustomTestStringConvertible {
    var scale: CGFloat
    var leading: CGFloat
    /// The leading edge's pixel, worked by hand from `leading × scale`, in each direction.
    var leftToRightPixel: CGFloat
    var rightToLeftPixel: CGFloat
    var testDescription: String { "\(leading) pt at \(Int(scale))×" }
  }

  // A 100-point view with its leading edge `leading` points in from a 600-point container's. Left
  // to right its left edge is at leading × scale pixels; right to left its right edge is at
  // (600 − leading) × scale. Either way it stays 100 × scale pixels wide.
  nonisolated static let leadingCases: [LeadingCase] = [
    // 253.7 × 1 = 253.7 → 254; (600 − 253.7) × 1 = 346.3 → 346.
    LeadingCase(scale: 1, leading: 253.7, leftToRightPixel: 254, rightToLeftPixel: 346),
    // 253.7 × 2 = 507.4 → 507; 346.3 × 2 = 692.6 → 693.
    LeadingCase(scale: 2, leading: 253.7, leftToRightPixel: 507, rightToLeftPixel: 693),
    // 253.7 × 3 = 761.1 → 761; 346.3 × 3 = 1038.9 → 1039.
    LeadingCase(scale: 3, leading: 253.7, leftToRightPixel: 761, rightToLeftPixel: 1039),
    // On the grid: 10.5 × 2 = 21; 589.5 × 2 = 1179.
    LeadingCase(scale: 2, leading: 10.5, leftToRightPixel: 21, rightToLeftPixel: 1179),
    // Half-way: 10.25 × 2 = 20.5 → 21; 589.75 × 2 = 1179.5 → 1180.
    LeadingCase(scale: 2, leading: 10.25, leftToRightPixel: 21, rightToLeftPixel: 1180),
    // Half-way: 10.5 × 3 = 31.5 → 32; 589.5 × 3 = 1768.5 → 1769.
    LeadingCase(scale: 3, leading: 10.5, leftToRightPixel: 32, rightToLeftPixel: 1769),
    // Half-way at 1×: 10.5 → 11; 589.5 → 590.
    LeadingCase(scale: 1, leading: 10.5, leftToRightPixel: 11, rightToLeftPixel: 590),
  ]

  @Test(arguments: leadingCases, bothDirections)
  func aSizeOnTheGridIsKeptWhereverTheOriginFalls(
    _ example: LeadingCase, direction: UIUserInterfaceLayoutDirection
  ) {
    let (window, root) = makeWindow(scale: example.scale, width: 600, direction: direction)
    let view = addConstrainedSubview(to: root)
    NSLayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: example.leading),
      view.topAnchor.constraint(equalTo: root.topAnchor),
      view.widthAnchor.constraint(equalToConstant: 100),
      view.heightAnchor.constraint(equalToConstant: 100),
    ])
    window.layoutIfNeeded()
    #expect(view.frame.width == 100)
    #expect(view.frame.height == 100)
    let expectedMinX =
      direction == .leftToRight
      ? example.leftToRightPixel / example.scale
      : (example.rightToLeftPixel - 100 * example.scale) / example.scale
    // The origin is read back from the centre, as a layer's frame is from its position, so it
    // may lose the last bits (253.66666666666663 for 761 / 3); the size never does.
    #expect(abs(view.frame.minX - expectedMinX) < 1e-9)
  }

  struct CentredCase: Sendable, CustomTestStringConvertible {
    var scale: CGFloat
    var containerWidth: CGFloat
    /// The natural width, in pixels.
    var widthPixels: CGFloat
    /// The left edge's pixel, worked by hand.
    var leftPixel: CGFloat
    var testDescription: String {
      "\(widthPixels) px in \(containerWidth) pt at \(Int(scale))×"
    }
  }

  // A view of a natural width centred in its container: the left edge is at
  // (containerWidth − width) / 2 points, rounded; the width never changes.
  nonisolated static let centredCases: [CentredCase] = [
    // 23 px at 3× in 1080 pt: (3240 − 23) / 2 = 1608.5 px, half-way → 1609.
    CentredCase(scale: 3, containerWidth: 1080, widthPixels: 23, leftPixel: 1609),
    // The same in 1112 pt and 1194 pt: (3336 − 23) / 2 = 1656.5 → 1657; (3582 − 23) / 2 =
    // 1779.5 → 1780.
    CentredCase(scale: 3, containerWidth: 1112, widthPixels: 23, leftPixel: 1657),
    CentredCase(scale: 3, containerWidth: 1194, widthPixels: 23, leftPixel: 1780),
    // 7 px at 1× in 100 pt: (100 − 7) / 2 = 46.5 → 47.
    CentredCase(scale: 1, containerWidth: 100, widthPixels: 7, leftPixel: 47),
    // 8 px at 1× in 100 pt: 46, on the grid.
    CentredCase(scale: 1, containerWidth: 100, widthPixels: 8, leftPixel: 46),
    // 15 px at 2× in 100 pt: (200 − 15) / 2 = 92.5 → 93.
    CentredCase(scale: 2, containerWidth: 100, widthPixels: 15, leftPixel: 93),
    // 15 px at 2× in 101 pt, the centre off the grid: (202 − 15) / 2 = 93.5 → 94.
    CentredCase(scale: 2, containerWidth: 101, widthPixels: 15, leftPixel: 94),
    // 22 px at 3× in 100 pt: (300 − 22) / 2 = 139, on the grid.
    CentredCase(scale: 3, containerWidth: 100, widthPixels: 22, leftPixel: 139),
  ]

  @Test(arguments: centredCases, bothDirections)
  func aCentredViewKeepsItsNaturalWidth(
    _ example: CentredCase, direction: UIUserInterfaceLayoutDirection
  ) {
    let (window, root) = makeWindow(
      scale: example.scale, width: example.containerWidth, direction: direction)
    let width = example.widthPixels / example.scale
    let view = addConstrainedSubview(to: root, IntrinsicView(width, 20))
    NSLayoutConstraint.activate([
      view.centerXAnchor.constraint(equalTo: root.centerXAnchor),
      view.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    window.layoutIfNeeded()
    #expect(view.frame.width == width)
    #expect(abs(view.frame.minX - example.leftPixel / example.scale) < 1e-9)
  }

  // Noise in the last bits of a half-way value does not move an edge: 1631.5 pixels computed
  // as 1631.4999999999998 still rounds up.
  @Test func noiseAtHalfWayDoesNotMoveAnEdge() {
    let exact: CGFloat = 1631.5 / 3
    #expect(nearestPixel(exact.nextDown, scale: 3) == 1632)
    #expect(nearestPixel(exact, scale: 3) == 1632)
    #expect(nearestPixel(exact.nextUp, scale: 3) == 1632)
    #expect(nearestPixel(1631.49 / 3, scale: 3) == 1631)
  }

  // Neighbours that share an edge share its pixel: three equal views across 100 points at 2×
  // have edges at 0, 66.67, 133.33 and 200 pixels, rounded to 0, 67, 133 and 200, so they are
  // 33.5, 33 and 33.5 points wide with no gap or overlap.
  @Test(arguments: bothDirections)
  func neighboursShareTheirRoundedEdge(direction: UIUserInterfaceLayoutDirection) {
    let (window, root) = makeWindow(scale: 2, width: 100, direction: direction)
    let views = (0..<3).map { _ in addConstrainedSubview(to: root) }
    var constraints = [
      views[0].leadingAnchor.constraint(equalTo: root.leadingAnchor),
      views[2].trailingAnchor.constraint(equalTo: root.trailingAnchor),
    ]
    for (left, right) in zip(views, views.dropFirst()) {
      constraints.append(right.leadingAnchor.constraint(equalTo: left.trailingAnchor))
      constraints.append(right.widthAnchor.constraint(equalTo: left.widthAnchor))
    }
    for view in views {
      constraints.append(view.topAnchor.constraint(equalTo: root.topAnchor))
      constraints.append(view.heightAnchor.constraint(equalToConstant: 10))
    }
    NSLayoutConstraint.activate(constraints)
    window.layoutIfNeeded()
    let widths = views.map(\.frame.width)
    #expect(widths == [33.5, 33, 33.5])
    let ordered = direction == .leftToRight ? views : views.reversed()
    #expect(ordered[0].frame.minX == 0)
    #expect(ordered[0].frame.maxX == ordered[1].frame.minX)
    #expect(ordered[1].frame.maxX == ordered[2].frame.minX)
    #expect(ordered[2].frame.maxX == 100)
  }
}
