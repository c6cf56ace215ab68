import Foundation

/// One frame a custom group's item provider places an item at, in the group's coordinates
/// (NSCollectionLayoutGroup.h).
@MainActor @preconcurrency
open class NSCollectionLayoutGroupCustomItem: NSObject, @preconcurrency NSCopying {
  open private(set) var frame: CGRect
  open private(set) var zIndex: Int

  public convenience init(frame: CGRect) {
    self.init(frame: frame, zIndex: 0)
  }

  public init(frame: CGRect, zIndex: Int) {
    self.frame = frame
    self.zIndex = zIndex
    super.init()
  }

  open func copy(with zone: NSZone? = nil) -> Any { self }
}

/// Returns the frames of a custom group's items for its environment.
public typealias NSCollectionLayoutGroupCustomItemProvider =
  @MainActor (NSCollectionLayoutEnvironment) -> [NSCollectionLayoutGroupCustomItem]
