import Foundation
import Testing

@testable import UIKit

/// A flow layout of 100 × 100 items that scales every item by `scale`.
@MainActor
private final class ScalingFlowLayout: UICollectionViewFlowLayout {
  var scale: CGFloat = 0.5

  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]?
  {
    super.layoutAttributesForElements(in: rect)?.map { original in
      let attributes = original.copyAttributes()
      attributes.transform = CGAffineTransform(scaleX: scale, y: scale)
      return attributes
    }
  }
}

/// `transform` and `transform3D` of UICollectionViewLayoutAttributes (UICollectionViewLayoutAttributes.h),
/// their copies and equality, and the views that show them.
@Suite(.checksInvariants)
@MainActor
struct CollectionLayoutAttributesTransformTests {
  private let indexPath = IndexPath(item: 0, section: 0)

  @Test func theTransformsAreIdentityAndLinked() {
    let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
    #expect(attributes.transform == .identity)
    #expect(CATransform3DIsIdentity(attributes.transform3D))
    attributes.transform = CGAffineTransform(translationX: 4, y: 6)
    #expect(attributes.transform3D.m41 == 4 && attributes.transform3D.m42 == 6)
    attributes.transform3D = CATransform3DMakeScale(2, 3, 1)
    #expect(attributes.transform == CGAffineTransform(scaleX: 2, y: 3))
  }

  @Test func aCopyKeepsTheTransformAndIsEqual() throws {
    let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
    attributes.frame = CGRect(x: 1, y: 2, width: 30, height: 40)
    attributes.transform = CGAffineTransform(rotationAngle: 0.5)
    let copy = try #require(attributes.copy() as? UICollectionViewLayoutAttributes)
    #expect(copy !== attributes)
    #expect(copy.transform == attributes.transform)
    #expect(copy.isEqual(attributes))
    copy.alpha = 0.5
    #expect(!copy.isEqual(attributes))
  }

  // The first item's view keeps its layout center (50, 50 in left-to-right; 320 − 50 = 270
  // mirrored) and 100 × 100 bounds, scaled by half about that center: its frame is 50 × 50.
  @Test(arguments: [false, true])
  func aCellShowsItsAttributesTransformAboutItsCenter(rightToLeft: Bool) throws {
    let layout = ScalingFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
    if rightToLeft { collectionView.semanticContentAttribute = .forceRightToLeft }
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
    let source = ItemsDataSource(counts: [3])
    collectionView.dataSource = source
    collectionView.layoutIfNeeded()
    let cell = try #require(collectionView.cellForItem(at: indexPath))
    let centerX: CGFloat = rightToLeft ? 270 : 50
    #expect(cell.center == CGPoint(x: centerX, y: 50))
    #expect(cell.bounds.size == CGSize(width: 100, height: 100))
    #expect(cell.transform == CGAffineTransform(scaleX: 0.5, y: 0.5))
    #expect(cell.frame == CGRect(x: centerX - 25, y: 25, width: 50, height: 50))
    withExtendedLifetime(source) {}
  }
}
