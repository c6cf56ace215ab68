import UIKit

/// Reads what a view draws besides its layers and text: images, symbols, bars' titles and items.
@MainActor
enum MarkCapture {
  /// The marks of `view`, from its top-left corner.
  static func marks(of view: UIView) -> [SnapshotMark] {
    switch view {
    case let imageView as UIImageView:
      guard let image = imageView.image else { return [] }
      let frame = imageRect(
        image.size, in: CGRect(origin: .zero, size: imageView.bounds.size),
        mode: imageView.contentMode)
      return [mark(image, frame: frame, tint: imageView)]
    // A button's image, background image and title are its subviews' (its image views and
    // title label), drawn as theirs.
    case is UIButton: return []
    case let bar as UINavigationBar: return BarMarks.navigationBar(bar)
    case let bar as UITabBar: return BarMarks.tabBar(bar)
    case let bar as UIToolbar: return BarMarks.toolbar(bar)
    case let control as UIControl: return ControlMarks.marks(of: control)
    case let indicator as UIActivityIndicatorView: return ControlMarks.spinner(indicator)
    case let progress as UIProgressView: return ControlMarks.progress(progress)
    case let picker as UIPickerView: return ControlMarks.pickerView(picker)
    default: return []
    }
  }

  /// A symbol in `view`'s tint colour, or an image placeholder.
  static func mark(_ image: UIImage, frame: CGRect, tint view: UIView) -> SnapshotMark {
    if image.isSymbolImage || image.renderingMode == .alwaysTemplate {
      let color =
        SnapshotText.color(view.tintColor, in: view) ?? SnapshotColor(red: 0, green: 0.48, blue: 1)
      return .symbol(frame: frame, color: color)
    }
    return .image(frame: frame)
  }

  /// Where an image of `size` is drawn in `bounds` for a content mode (UIView.h,
  /// `UIViewContentMode`: the scale modes fill, fit or fill keeping the aspect ratio; the
  /// others place the image at its size).
  static func imageRect(_ size: CGSize, in bounds: CGRect, mode: UIView.ContentMode) -> CGRect {
    guard size.width > 0, size.height > 0 else { return .zero }
    switch mode {
    case .scaleToFill, .redraw: return bounds
    case .scaleAspectFit, .scaleAspectFill:
      let sx = bounds.width / size.width
      let sy = bounds.height / size.height
      let scale = mode == .scaleAspectFit ? min(sx, sy) : max(sx, sy)
      let width = size.width * scale
      let height = size.height * scale
      return CGRect(
        x: bounds.midX - width / 2, y: bounds.midY - height / 2, width: width, height: height)
    default:
      var x = bounds.midX - size.width / 2
      var y = bounds.midY - size.height / 2
      if [.left, .topLeft, .bottomLeft].contains(mode) { x = bounds.minX }
      if [.right, .topRight, .bottomRight].contains(mode) { x = bounds.maxX - size.width }
      if [.top, .topLeft, .topRight].contains(mode) { y = bounds.minY }
      if [.bottom, .bottomLeft, .bottomRight].contains(mode) { y = bounds.maxY - size.height }
      return CGRect(x: x, y: y, width: size.width, height: size.height)
    }
  }
}
