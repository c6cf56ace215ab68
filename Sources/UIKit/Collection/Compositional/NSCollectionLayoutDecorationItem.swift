import Foundation

/// A view behind a section, such as its background (NSCollectionLayoutDecorationItem.h).
///
/// Its content insets inset it from the section's frame.
/// Public rather than open: its factories return `Self`, which Swift builds only through a
/// required initializer, and UIKit's has none to make public.
@MainActor @preconcurrency
public class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
  public var zIndex = 0
  public private(set) var elementKind: String

  required init(elementKind: String) {
    self.elementKind = elementKind
    super.init(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)),
      supplementaryItems: [])
  }

  /// A background filling the section, of a kind registered with the layout's
  /// `register(_:forDecorationViewOfKind:)`.
  public class func background(elementKind: String) -> Self {
    Self(elementKind: elementKind)
  }
}
