import Foundation

extension UIView {
  /// Resizes the view for its superview's new size, by its autoresizing mask.
  ///
  /// Apple's UIView documentation: "When more than one option along an axis is set, the default
  /// behavior is to distribute the size difference proportionally among the flexible portions."
  func autoresize(from oldSize: CGSize, to newSize: CGSize) {
    let mask = storedAutoresizingMask
    guard !mask.isEmpty else { return }
    var frame = self.frame
    let horizontal = distribute(
      delta: newSize.width - oldSize.width,
      parts: [frame.minX, frame.width, oldSize.width - frame.maxX],
      flexible: [
        mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
        mask.contains(.flexibleRightMargin),
      ])
    frame.origin.x += horizontal[0]
    frame.size.width += horizontal[1]
    let vertical = distribute(
      delta: newSize.height - oldSize.height,
      parts: [frame.minY, frame.height, oldSize.height - frame.maxY],
      flexible: [
        mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
        mask.contains(.flexibleBottomMargin),
      ])
    frame.origin.y += vertical[0]
    frame.size.height += vertical[1]
    self.frame = frame
  }

  private func distribute(delta: CGFloat, parts: [CGFloat], flexible: [Bool]) -> [CGFloat] {
    let count = flexible.filter { $0 }.count
    guard count > 0, delta != 0 else { return [0, 0, 0] }
    let total = zip(parts, flexible).filter { $0.1 }.map { max($0.0, 0) }.reduce(0, +)
    return zip(parts, flexible).map { part, isFlexible in
      guard isFlexible else { return 0 }
      return total > 0 ? delta * max(part, 0) / total : delta / CGFloat(count)
    }
  }

  /// The mask as UIKit prints it in autoresizing-constraint descriptions: `h=--& v=--&`, one symbol
  /// per margin, size, margin; `&` is flexible.
  ///
  /// A mask with no flexible part on an axis prints its trailing margin as flexible, as UIKit does.
  var autoresizingMaskSummary: String {
    let mask = storedAutoresizingMask
    func axis(_ a: Bool, _ b: Bool, _ c: Bool) -> String {
      if !a && !b && !c { return "--&" }
      return (a ? "&" : "-") + (b ? "&" : "-") + (c ? "&" : "-")
    }
    return "h="
      + axis(
        mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
        mask.contains(.flexibleRightMargin))
      + " v="
      + axis(
        mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
        mask.contains(.flexibleBottomMargin))
  }
}
