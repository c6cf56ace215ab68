import Testing

@testable import UIKit

// iOS 13's standard images are symbol images (UIImage.h, "Getting standard system images"),
// each the symbol `UIImage+StandardImages.swift` names.
@Test(arguments: [
  (UIImage.add, "plus.circle"),
  (UIImage.remove, "minus.circle"),
  (UIImage.actions, "ellipsis.circle"),
  (UIImage.checkmark, "checkmark.circle.fill"),
  (UIImage.strokedCheckmark, "checkmark.circle"),
])
func standardImageIsTheSymbolItNames(image: UIImage, name: String) {
  #expect(image.isSymbolImage)
  #expect(image.attributes.symbolName == name)
}

@Test func standardImageIsSizedLikeTheSameSymbolByName() {
  #expect(UIImage.checkmark.size == UIImage(systemName: "checkmark.circle.fill")?.size)
}
