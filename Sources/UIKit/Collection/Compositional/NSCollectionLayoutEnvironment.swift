import Foundation

/// The space a compositional layout's part is laid out in (NSCollectionLayoutContainer).
@MainActor @preconcurrency
public protocol NSCollectionLayoutContainer: NSObjectProtocol {
  var contentSize: CGSize { get }
  var effectiveContentSize: CGSize { get }
  var contentInsets: NSDirectionalEdgeInsets { get }
  var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// What a section provider and a custom group read: the container and the traits.
@MainActor @preconcurrency
public protocol NSCollectionLayoutEnvironment: NSObjectProtocol {
  var container: NSCollectionLayoutContainer { get }
  var traitCollection: UITraitCollection { get }
}

/// A container of a size with insets; the effective size is the size less the insets.
final class CollectionLayoutContainer: NSObject, NSCollectionLayoutContainer {
  let contentSize: CGSize
  let contentInsets: NSDirectionalEdgeInsets

  init(contentSize: CGSize, contentInsets: NSDirectionalEdgeInsets = .zero) {
    self.contentSize = contentSize
    self.contentInsets = contentInsets
  }

  var effectiveContentInsets: NSDirectionalEdgeInsets { contentInsets }

  var effectiveContentSize: CGSize {
    CGSize(
      width: max(contentSize.width - contentInsets.leading - contentInsets.trailing, 0),
      height: max(contentSize.height - contentInsets.top - contentInsets.bottom, 0))
  }
}

final class CollectionLayoutEnvironment: NSObject, NSCollectionLayoutEnvironment {
  let container: NSCollectionLayoutContainer
  let traitCollection: UITraitCollection

  init(container: NSCollectionLayoutContainer, traitCollection: UITraitCollection) {
    self.container = container
    self.traitCollection = traitCollection
  }
}
