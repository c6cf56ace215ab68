import Foundation
import Testing

@testable import UIKit

/// An image's variants keep its size and scale and change one attribute; the original stays.
@MainActor
struct UIImageVariantTests {
  private let image = UIImage(size: CGSize(width: 40, height: 30), scale: 2)

  @Test func aResizableImageKeepsItsCaps() {
    let caps = UIEdgeInsets(top: 4, left: 5, bottom: 6, right: 7)
    let resizable = image.resizableImage(withCapInsets: caps, resizingMode: .stretch)
    #expect(resizable.capInsets == caps)
    #expect(resizable.resizingMode == .stretch)
    #expect(resizable.size == image.size && resizable.scale == 2)
    #expect(image.capInsets == .zero)
  }

  @Test func resizingTilesUnlessToldOtherwise() {
    #expect(image.resizableImage(withCapInsets: .zero).resizingMode == .tile)
    #expect(UIImage.ResizingMode.stretch.rawValue == 1)
  }

  @Test func alignmentInsetsAreTheImagesOwn() {
    let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    #expect(image.withAlignmentRectInsets(insets).alignmentRectInsets == insets)
    #expect(image.alignmentRectInsets == .zero)
  }

  @Test func aFlippedImageFlipsForRightToLeft() {
    #expect(image.imageFlippedForRightToLeftLayoutDirection().flipsForRightToLeftLayoutDirection)
    #expect(!image.flipsForRightToLeftLayoutDirection)
  }

  @Test func aTintedImageKeepsItsRenderingModeUnlessGivenOne() {
    let template = image.withRenderingMode(.alwaysTemplate)
    #expect(template.withTintColor(.red).renderingMode == .alwaysTemplate)
    #expect(
      template.withTintColor(.red, renderingMode: .alwaysOriginal).renderingMode == .alwaysOriginal)
  }
}
