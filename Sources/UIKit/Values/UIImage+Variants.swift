import Foundation

// The variants of an image (UIImage.h): each is a new image with the same size and scale and one
// attribute changed; the original is unchanged, as UIImage is immutable.

extension UIImage {
  /// How a resizable image fills the area between its caps; raw values as UIImage.h's.
  public enum ResizingMode: Int, Sendable {
    case tile = 0
    case stretch = 1
  }

  /// The image, resizable with `capInsets` kept, its middle tiled.
  public func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage {
    resizableImage(withCapInsets: capInsets, resizingMode: .tile)
  }

  /// The image, resizable with `capInsets` kept, its middle filled as `resizingMode` says.
  public func resizableImage(
    withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode
  ) -> UIImage {
    variant {
      $0.capInsets = capInsets
      $0.resizingMode = resizingMode
    }
  }

  /// The image with `alignmentInsets` as its alignment rectangle's insets.
  public func withAlignmentRectInsets(_ alignmentInsets: UIEdgeInsets) -> UIImage {
    variant { $0.alignmentRectInsets = alignmentInsets }
  }

  /// The image, mirrored by image views in a right-to-left layout.
  public func imageFlippedForRightToLeftLayoutDirection() -> UIImage {
    variant { $0.flipsForRightToLeftLayoutDirection = true }
  }

  /// The image drawn in `color`, keeping its rendering mode (UIImage.h: "the new image uses
  /// the same rendering mode as the original image").
  public func withTintColor(_ color: UIColor) -> UIImage {
    variant { $0.tintColor = color }
  }

  /// The image drawn in `color` with `renderingMode`.
  public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
    variant {
      $0.tintColor = color
      $0.renderingMode = renderingMode
    }
  }
}
