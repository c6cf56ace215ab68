import Foundation

/// The key the mask view is kept under, in the association table, so that a view without a mask
/// carries no storage for one.
nonisolated(unsafe) private let maskViewKey = UnsafeRawPointer(
  UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))

extension UIView {
  /// The mask view, when this layer's mask is a view's layer set through `mask`.
  var maskView: UIView? {
    guard let maskLayer = storedLayer.mask, let view = maskLayer.delegate as? UIView else {
      return nil
    }
    return view
  }

  /// Makes `view`'s layer this layer's mask and keeps `view` alive while it masks (the layer
  /// holds its view weakly).
  func setMaskView(_ view: UIView?) {
    guard view !== maskView else { return }
    AssociationTable.shared.setValue(
      view, for: self, key: maskViewKey, policy: .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    storedLayer.mask = view?.layer
  }
}
