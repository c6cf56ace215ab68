import Testing
import UIKit

/// A view with a fixed intrinsic content size, so that the arithmetic of a layout is plain.
final class SizedView: UIView {
  let contentSize: CGSize

  init(_ width: CGFloat, _ height: CGFloat) {
    contentSize = CGSize(width: width, height: height)
    super.init(frame: .zero)
  }

  required init?(coder: NSCoder) {
    nil
  }

  override var intrinsicContentSize: CGSize { contentSize }
}

/// The layout direction of the view that hosts a stack view in a test.
enum Direction: String, CaseIterable, Sendable, CustomTestStringConvertible {
  case leftToRight
  case rightToLeft

  var attribute: UISemanticContentAttribute {
    self == .leftToRight ? .forceLeftToRight : .forceRightToLeft
  }

  var testDescription: String { rawValue }

  /// The frame a view has in this direction, given its left-to-right frame in a superview
  /// `width` wide: right to left, the layout is the mirror image.
  func frame(_ leftToRight: CGRect, within width: CGFloat) -> CGRect {
    guard self == .rightToLeft else { return leftToRight }
    return CGRect(
      x: width - leftToRight.maxX, y: leftToRight.minY, width: leftToRight.width,
      height: leftToRight.height)
  }
}

/// Puts the stack view at `frame` in a 400 × 400 container laid out in `direction`, and lays
/// the container out.
@MainActor
@discardableResult
func host(_ stackView: UIStackView, frame: CGRect, direction: Direction = .leftToRight) -> UIView {
  let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
  container.semanticContentAttribute = direction.attribute
  stackView.frame = frame
  container.addSubview(stackView)
  container.layoutIfNeeded()
  return container
}

/// Puts the stack view in a 400 × 400 container laid out in `direction`, with only its top
/// and leading edges pinned, so that its size comes from its arranged subviews, and lays the
/// container out.
@MainActor
@discardableResult
func hostUnsized(_ stackView: UIStackView, direction: Direction = .leftToRight) -> UIView {
  let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
  container.semanticContentAttribute = direction.attribute
  stackView.translatesAutoresizingMaskIntoConstraints = false
  container.addSubview(stackView)
  NSLayoutConstraint.activate([
    stackView.topAnchor.constraint(equalTo: container.topAnchor),
    stackView.leadingAnchor.constraint(equalTo: container.leadingAnchor),
  ])
  container.layoutIfNeeded()
  return container
}

extension UIStackView {
  /// The active constraints with the given identifier among the stack view's and its
  /// arranged subviews', in activation order.
  func arrangementConstraints(_ identifier: String) -> [NSLayoutConstraint] {
    (constraints + arrangedSubviews.flatMap(\.constraints)).filter {
      $0.identifier == identifier && $0.isActive
    }
  }
}
