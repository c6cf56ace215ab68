import UIKit

/// The order VoiceOver reads a view tree in, as UIKit gives it when the app sets none.
///
/// The model (Cash App's AccessibilitySnapshot, which reproduces VoiceOver's order and checks
/// it on devices; its `ElementFrameComparisonController` demo and its parser's tests
/// `testUserInterfaceLayoutDirection` and `testVerticalSeperation`):
/// - Elements are read by rows, top to bottom: an element whose frame's top is 8 points or more
///   (25 on an iPad) below that of the first element of a row starts the next row. Within a row
///   they are read from the leading edge: left to right, or right to left (by right edges) when
///   the root view's layout direction is right-to-left.
/// - A view that is an accessibility element is read as one element: its subviews are not.
/// - A hidden view, one with an alpha under 0.01 (UIView.h: hit testing ignores such views too) or
///   with `accessibilityElementsHidden` is skipped with its subviews.
/// - A container's `accessibilityElements`, when set, are read in their order, as one block
///   placed in the rows by the container's frame; so are the elements of a view that sets
///   `shouldGroupAccessibilityChildren` or an `accessibilityContainerType`, sorted among
///   themselves.
/// - A shown view with `accessibilityViewIsModal` hides its siblings and theirs: only the elements
///   inside the frontmost such view are read.
extension AccessibilitySnapshot {
  /// The elements of `root`'s tree in reading order.
  @MainActor
  public init(of root: UIView) {
    let reader = ReadingOrder(
      rightToLeft: root.effectiveUserInterfaceLayoutDirection == .rightToLeft,
      rowThreshold: root.traitCollection.userInterfaceIdiom == .pad ? 25 : 8)
    let start = ReadingOrder.frontmostModal(in: root) ?? root
    let items = reader.items(of: start, includingItself: start !== root)
    self.init(elements: reader.flatten(reader.sorted(items)))
  }
}

/// Collects and sorts the elements of a tree.
@MainActor
private struct ReadingOrder {
  /// Something placed in the reading order: one element, or a block read in its own order.
  enum Item {
    case element(AccessibilitySnapshot.Element)
    case block(frame: CGRect, [Item])

    var frame: CGRect {
      switch self {
      case .element(let element): element.frame
      case .block(let frame, _): frame
      }
    }
  }

  let rightToLeft: Bool
  /// How far below a row's first element a top edge must be to start a new row.
  let rowThreshold: CGFloat

  /// The items `view` gives: itself as an element, or those of its subviews.
  func items(of view: UIView, includingItself: Bool = true) -> [Item] {
    guard !view.isHidden, view.alpha >= 0.01, !view.accessibilityElementsHidden else { return [] }
    if includingItself, view.isAccessibilityElement { return [.element(snapshot(of: view))] }
    if let elements = view.accessibilityElements {
      let items = elements.flatMap(items(ofListed:))
      return items.isEmpty ? [] : [.block(frame: view.accessibilityFrame, items)]
    }
    let children = view.subviews.flatMap { items(of: $0) }
    if view.shouldGroupAccessibilityChildren || view.accessibilityContainerType != .none,
      !children.isEmpty
    {
      return [.block(frame: view.accessibilityFrame, sorted(children))]
    }
    return children
  }

  /// The items an entry of `accessibilityElements` gives: a view's, or an element's.
  func items(ofListed entry: Any) -> [Item] {
    if let view = entry as? UIView { return items(of: view) }
    guard let element = entry as? UIAccessibilityElement, element.isAccessibilityElement else {
      return []
    }
    return [
      .element(
        AccessibilitySnapshot.Element(
          label: element.accessibilityLabel, value: element.accessibilityValue,
          hint: element.accessibilityHint, traits: element.accessibilityTraits,
          identifier: element.accessibilityIdentifier, frame: element.accessibilityFrame))
    ]
  }

  func snapshot(of view: UIView) -> AccessibilitySnapshot.Element {
    AccessibilitySnapshot.Element(
      label: view.accessibilityLabel, value: view.accessibilityValue,
      hint: view.accessibilityHint, traits: view.accessibilityTraits,
      identifier: view.accessibilityIdentifier, frame: view.accessibilityFrame)
  }

  /// `items` by rows, top to bottom, each from its leading edge; the sorts are stable, so items
  /// in the same place keep the order of the tree.
  func sorted(_ items: [Item]) -> [Item] {
    let byTop = items.enumerated().sorted {
      ($0.element.frame.minY, $0.offset) < ($1.element.frame.minY, $1.offset)
    }.map(\.element)
    var rows: [[Item]] = []
    for item in byTop {
      if let first = rows.last?.first,
        item.frame.minY - first.frame.minY < rowThreshold
      {
        rows[rows.count - 1].append(item)
      } else {
        rows.append([item])
      }
    }
    return rows.flatMap { row in
      row.enumerated().sorted { lhs, rhs in
        let left = rightToLeft ? -lhs.element.frame.maxX : lhs.element.frame.minX
        let right = rightToLeft ? -rhs.element.frame.maxX : rhs.element.frame.minX
        return (left, lhs.offset) < (right, rhs.offset)
      }.map(\.element)
    }
  }

  func flatten(_ items: [Item]) -> [AccessibilitySnapshot.Element] {
    items.flatMap { item -> [AccessibilitySnapshot.Element] in
      switch item {
      case .element(let element): [element]
      case .block(_, let items): flatten(items)
      }
    }
  }

  /// The last shown view with `accessibilityViewIsModal` in a depth-first walk (the frontmost).
  static func frontmostModal(in view: UIView) -> UIView? {
    guard !view.isHidden, view.alpha >= 0.01 else { return nil }
    for subview in view.subviews.reversed() {
      if let modal = frontmostModal(in: subview) { return modal }
    }
    return view.accessibilityViewIsModal ? view : nil
  }
}
