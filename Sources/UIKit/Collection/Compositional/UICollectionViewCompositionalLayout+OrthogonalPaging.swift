import Foundation

extension UICollectionViewCompositionalLayout {
  /// Where a drag on an orthogonal section comes to rest.
  ///
  /// From where the scroll view would rest (`proposed`), where it is (`current`) and the drag's
  /// velocity (Apple, UICollectionLayoutSectionOrthogonalScrollingBehavior):
  /// - `.continuous` and `.paging` keep the scroll view's own target (paging is the scroll
  ///   view's, by its width);
  /// - `.continuousGroupLeadingBoundary` rests at the group boundary nearest the target, with
  ///   that group where the first one starts;
  /// - `.groupPaging` does the same one group at a time: the next or previous boundary from the
  ///   current offset in the direction of the velocity, the nearest when it is zero;
  /// - `.groupPagingCentered` pages the same way with the group centred in the scroll view.
  func orthogonalTargetOffset(
    section index: Int, proposed: CGPoint, current: CGPoint, velocity: CGPoint,
    scrollerSize: CGSize
  ) -> CGPoint {
    guard sections.indices.contains(index), let band = sections[index].band else {
      return proposed
    }
    let section = sections[index]
    let behavior = section.section.orthogonalScrollingBehavior
    guard behavior != .continuous, behavior != .paging, behavior != .none,
      let firstGroup = section.groups.min(by: { $0.items.lowerBound < $1.items.lowerBound })
    else { return proposed }
    let axis = scrollAxis.cross
    let contentLength = axis.length(section.bandContentSize)
    let visibleLength = axis.length(scrollerSize == .zero ? band.size : scrollerSize)
    let maximum = max(contentLength - visibleLength, 0)
    let mirrored = isMirrored && axis.isHorizontal
    let stops = section.groups.map { group -> CGFloat in
      let stop: CGFloat
      if behavior == .groupPagingCentered {
        stop = (axis.start(group.frame) + axis.end(group.frame)) / 2 - visibleLength / 2
      } else if mirrored {
        stop = axis.end(group.frame) - axis.end(firstGroup.frame) + maximum
      } else {
        stop = axis.start(group.frame) - axis.start(firstGroup.frame)
      }
      return min(max(stop, 0), maximum)
    }.sorted()
    let target = axis.isHorizontal ? proposed.x : proposed.y
    let now = axis.isHorizontal ? current.x : current.y
    let speed = axis.isHorizontal ? velocity.x : velocity.y
    var rest = stops.min(by: { abs($0 - target) < abs($1 - target) }) ?? target
    if behavior != .continuousGroupLeadingBoundary, speed != 0 {
      // One group at a time, in the direction of the drag.
      rest =
        speed > 0
        ? (stops.first(where: { $0 > now + 0.5 }) ?? stops.last ?? target)
        : (stops.last(where: { $0 < now - 0.5 }) ?? stops.first ?? target)
    }
    return axis.isHorizontal
      ? CGPoint(x: rest, y: proposed.y) : CGPoint(x: proposed.x, y: rest)
  }
}
