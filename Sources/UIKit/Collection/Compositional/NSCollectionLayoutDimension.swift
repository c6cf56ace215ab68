import Foundation

/// One dimension of a compositional layout's size (NSCollectionLayoutDimension.h).
///
/// A fraction of the container's width or height, a number of points, or an estimate the
/// view's own size replaces.
/// Public rather than open: its factories return `Self`, which Swift builds only through a
/// required initializer, and UIKit's has none to make public.
@MainActor @preconcurrency
public class NSCollectionLayoutDimension: NSObject, @preconcurrency NSCopying {
  enum Kind: Equatable {
    case fractionalWidth, fractionalHeight, absolute, estimated, uniformAcrossSiblings
  }

  let kind: Kind
  /// The fraction, the points or the estimate.
  public var dimension: CGFloat { value }
  private let value: CGFloat

  required init(kind: Kind, value: CGFloat) {
    self.kind = kind
    self.value = value
    super.init()
  }

  /// A fraction of the container's width.
  public class func fractionalWidth(_ fractionalWidth: CGFloat) -> Self {
    Self(kind: .fractionalWidth, value: fractionalWidth)
  }

  /// A fraction of the container's height.
  public class func fractionalHeight(_ fractionalHeight: CGFloat) -> Self {
    Self(kind: .fractionalHeight, value: fractionalHeight)
  }

  /// A number of points.
  public class func absolute(_ absoluteDimension: CGFloat) -> Self {
    Self(kind: .absolute, value: absoluteDimension)
  }

  /// An estimate in points, which the view's preferred size replaces once it is shown.
  public class func estimated(_ estimatedDimension: CGFloat) -> Self {
    Self(kind: .estimated, value: estimatedDimension)
  }

  /// An estimate that the largest preferred size among the item's siblings in its group
  /// replaces for each of them (iOS 17).
  public class func uniformAcrossSiblings(estimate estimatedDimension: CGFloat) -> Self {
    Self(kind: .uniformAcrossSiblings, value: estimatedDimension)
  }

  public var isFractionalWidth: Bool { kind == .fractionalWidth }
  public var isFractionalHeight: Bool { kind == .fractionalHeight }
  public var isAbsolute: Bool { kind == .absolute }
  public var isEstimated: Bool { kind == .estimated }
  public var isUniformAcrossSiblings: Bool { kind == .uniformAcrossSiblings }

  /// Whether the view's preferred size decides the dimension.
  var selfSizes: Bool { kind == .estimated || kind == .uniformAcrossSiblings }

  /// The dimension in points in a container of `size`.
  func resolved(in size: CGSize) -> CGFloat {
    switch kind {
    case .fractionalWidth: return size.width * value
    case .fractionalHeight: return size.height * value
    case .absolute, .estimated, .uniformAcrossSiblings: return value
    }
  }

  public func copy(with zone: NSZone? = nil) -> Any { self }
}
