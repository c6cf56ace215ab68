import UIKit

/// Both layout directions, for frame tests that must hold in each.
let bothDirections: [UIUserInterfaceLayoutDirection] = [.leftToRight, .rightToLeft]

/// A root view of the given size whose subtree lays out in `direction`.
@MainActor
func makeContainer(
  width: CGFloat = 320, height: CGFloat = 480,
  direction: UIUserInterfaceLayoutDirection = .leftToRight
) -> UIView {
  let container = UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
  container.semanticContentAttribute =
    direction == .rightToLeft ? .forceRightToLeft : .forceLeftToRight
  return container
}

/// A subview that uses Auto Layout.
@MainActor
func addConstrainedSubview(to superview: UIView) -> UIView {
  addConstrainedSubview(to: superview, UIView())
}

/// The given view, added as a subview that uses Auto Layout.
@MainActor
func addConstrainedSubview<View: UIView>(to superview: UIView, _ view: View) -> View {
  view.translatesAutoresizingMaskIntoConstraints = false
  superview.addSubview(view)
  return view
}

/// The frame a left-to-right frame has in `direction`: mirrored across the container's width in
/// right-to-left layouts.
func expected(
  _ frame: CGRect, in width: CGFloat, _ direction: UIUserInterfaceLayoutDirection
) -> CGRect {
  guard direction == .rightToLeft else { return frame }
  return CGRect(
    x: width - frame.maxX, y: frame.minY, width: frame.width, height: frame.height)
}

/// A view with a fixed intrinsic content size.
final class IntrinsicView: UIView {
  var size: CGSize

  init(_ width: CGFloat, _ height: CGFloat) {
    size = CGSize(width: width, height: height)
    super.init(frame: .zero)
  }

  required init?(coder: NSCoder) {
    size = .zero
    super.init(coder: coder)
  }

  override var intrinsicContentSize: CGSize { size }
}
