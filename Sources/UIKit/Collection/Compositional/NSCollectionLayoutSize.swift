import Foundation

/// A width and a height of a compositional layout's item, group or supplementary item
/// (NSCollectionLayoutDimension.h).
@MainActor @preconcurrency
open class NSCollectionLayoutSize: NSObject, @preconcurrency NSCopying {
  open private(set) var widthDimension: NSCollectionLayoutDimension
  open private(set) var heightDimension: NSCollectionLayoutDimension

  public init(
    widthDimension width: NSCollectionLayoutDimension,
    heightDimension height: NSCollectionLayoutDimension
  ) {
    widthDimension = width
    heightDimension = height
    super.init()
  }

  /// The size in points in a container of `size`.
  func resolved(in size: CGSize) -> CGSize {
    CGSize(width: widthDimension.resolved(in: size), height: heightDimension.resolved(in: size))
  }

  open func copy(with zone: NSZone? = nil) -> Any { self }
}
