import Foundation

/// A view that displays an image; its intrinsic size is the image's size.
@MainActor @preconcurrency
open class UIImageView: UIView {
  open var image: UIImage? {
    didSet { if image !== oldValue { invalidateIntrinsicContentSize() } }
  }
  open var highlightedImage: UIImage?

  // UIImageView's documentation: `isUserInteractionEnabled` is false by default for this class.
  // An image view is not opaque: every recorded `UIImageView` lists `opaque = NO`
  // (swift-snapshot-testing's testUIView.2.txt, iOS 12 and 13).
  public override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
    isOpaque = false
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    isUserInteractionEnabled = false
    isOpaque = false
  }

  public convenience init(image: UIImage?) {
    self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    self.image = image
  }

  open override var intrinsicContentSize: CGSize {
    guard let image else {
      return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }
    return image.size
  }

  open override func sizeThatFits(_ size: CGSize) -> CGSize { image?.size ?? .zero }
}

extension UIView {
  /// How a view lays out its content when its size changes (UIView.h, `UIViewContentMode`).
  public enum ContentMode: Int, Sendable {
    case scaleToFill = 0
    case scaleAspectFit = 1
    case scaleAspectFill = 2
    case redraw = 3
    case center = 4
    case top = 5
    case bottom = 6
    case left = 7
    case right = 8
    case topLeft = 9
    case topRight = 10
    case bottomLeft = 11
    case bottomRight = 12
  }
}
