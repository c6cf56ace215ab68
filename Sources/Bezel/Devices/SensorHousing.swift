import UIKit

/// The cut-out at the top of a notched iPhone's screen: a notch or a Dynamic Island, with the
/// size Bezel draws it at.
///
/// The drawn size is a drawing model only: it never affects layout, which takes the sensor
/// housing's inset from `HardwareInsets`. The figures are approximations from published
/// measurements, rounded to what reads well at 1:1 in points:
/// - Dynamic Island: a pill of 126 × 37.33 points, 11.33 points below the screen's top edge,
///   the figure commonly measured on iPhone 14 Pro screenshots (378 × 112 pixels, 34 pixels
///   down, at 3x). Later models are drawn alike; their islands differ by a few points at most.
/// - Notch, 2017–2020 (iPhone X to 12): 209 × 30 points, the commonly quoted size of the
///   iPhone X notch (about 35 × 5 mm at 458 ppi and 3x); it lies within the 44-point top inset.
/// - Notch, 2021 on (iPhone 13, 14, 16e, 17e): 162 × 33 points. Apple announced the iPhone 13's
///   notch as 20 percent smaller; it is narrower and slightly taller than the first one.
///
/// The model ignores the few-percent differences in point density between panels (the 2x
/// iPhone XR and 11, the denser 12 and 13 mini).
public struct SensorHousing: Hashable, Sendable {
  /// The shape of the cut-out.
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    /// A notch open at the screen's top edge, with rounded lower corners.
    case notch
    /// A pill-shaped island a little below the screen's top edge.
    case dynamicIsland
  }

  /// The shape of the cut-out.
  public var kind: Kind
  /// The drawn size in portrait, in points (a drawing model, see the type's summary).
  public var size: CGSize
  /// The drawn distance from the screen's top edge in portrait, in points.
  public var offset: CGFloat

  /// Creates a sensor housing drawn at `size`, `offset` points below the top edge in portrait.
  public init(kind: Kind, size: CGSize, offset: CGFloat) {
    self.kind = kind
    self.size = size
    self.offset = offset
  }

  /// A Dynamic Island, drawn 126 × 37.33 points, 11.33 points below the top edge.
  public static let dynamicIsland = SensorHousing(
    kind: .dynamicIsland, size: CGSize(width: 126, height: 37.33), offset: 11.33)

  /// The notch of the iPhone X through 12, drawn 209 × 30 points.
  public static let notch = SensorHousing(
    kind: .notch, size: CGSize(width: 209, height: 30), offset: 0)

  /// The smaller notch of the iPhone 13 and later notched models, drawn 162 × 33 points.
  public static let smallerNotch = SensorHousing(
    kind: .notch, size: CGSize(width: 162, height: 33), offset: 0)

  /// The radius of the drawn shape's rounded corners: half the height for an island, a fifth
  /// of it for a notch's lower corners.
  public var cornerRadius: CGFloat {
    kind == .dynamicIsland ? size.height / 2 : (size.height / 5).rounded()
  }
}
