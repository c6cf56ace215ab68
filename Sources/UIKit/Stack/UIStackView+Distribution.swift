import Foundation

extension UIStackView {
  /// The layout of the arranged subviews along the stack view's axis (UIStackView.h; raw
  /// values fill 0 … equalCentering 4).
  public enum Distribution: Int, Sendable {
    /// Fills the axis; overflow and underflow go by compression resistance and hugging, then
    /// by arrangement order.
    case fill = 0
    /// Fills the axis with arranged subviews of equal size.
    case fillEqually = 1
    /// Fills the axis with sizes proportional to the arranged subviews' intrinsic sizes.
    case fillProportionally = 2
    /// Keeps intrinsic sizes and divides the extra space equally between the arranged
    /// subviews.
    case equalSpacing = 3
    /// Spaces the arranged subviews' centres equally, keeping `spacing` as the minimum gap.
    case equalCentering = 4
  }
}

// The arrangement along the axis, after UIKit's `_UIOrderedLayoutArrangement` (iOS 26.1,
// decompiled in the EthanArbuckle/iPhone18-3_26.1_23B85_Restore repository), with the
// constraint forms printed by UIKit in "Let's Build UIStackView" (kean.blog, 2017):
// - 'UISV-canvas-connection': `canvas.leading == first.leading`, `last.trailing ==
//   canvas.trailing` (top and bottom in a vertical stack), to the first and last visible
//   arranged subviews, or to the 'UISV-ordering-spanner' guide when all are hidden;
// - 'UISV-spacing': `next.leading == previous.trailing + spacing` between visible neighbours,
//   `>=` for equal spacing and equal centering, baseline to baseline when
//   `isBaselineRelativeArrangement` in a vertical stack;
// - 'UISV-hiding': a hidden view's length `== 0` @999.999 (`0x4479FFF0`); 'UISV-spacing-hidden'
//   @50 places it after the previous visible view, half the spacing along;
// - 'UISV-fill-equally': `view.width == first.width`, required; between the 'UISV-distributing'
//   gap guides for equal spacing (required) and equal centering (@150 − index, at least 50);
// - 'UISV-fill-proportionally': `view.width == share × canvas.width` @999 − index (at least
//   751), share = intrinsic width / (sum of intrinsic widths + spacings);
// - 'UISV-distributing-edge': a gap guide from one view's trailing edge (centre) to the next
//   one's leading edge (centre); 'UISV-canvas-fit': `stackView.width == 0` @49 for equal
//   spacing and equal centering, so that an unconstrained stack view hugs its content.
extension UIStackView {
  /// The priority below required at which a hidden view collapses (`0x4479FFF0` in UIKit).
  static let hidingPriority = UILayoutPriority(999.999)
  /// The priority at which a hidden view is placed in its gap.
  static let hiddenSpacingPriority = UILayoutPriority(50)

  func addDistributionConstraints(to builder: inout ArrangementBuilder) {
    let items = storedArrangedSubviews
    guard !items.isEmpty else { return }
    let visible = visibleArrangedSubviews
    let attributes = AxisAttributes(axis: storedAxis)
    if let first = visible.first, let last = visible.last {
      builder.add(
        "UISV-canvas-connection", canvas, attributes.minimum, .equal, first, attributes.minimum)
      builder.add(
        "UISV-canvas-connection", last, attributes.maximum, .equal, canvas, attributes.maximum)
    } else {
      addAllHiddenConstraints(to: &builder, attributes: attributes)
      return
    }
    addSpacingConstraints(to: &builder, visible: visible, attributes: attributes)
    addHiddenViewConstraints(to: &builder, attributes: attributes)
    switch storedDistribution {
    case .fill:
      break
    case .fillEqually:
      addEqualLengthConstraints(to: &builder, visible: visible, attributes: attributes)
    case .fillProportionally:
      if let denominator = proportionalDenominator(visible: visible) {
        addProportionalConstraints(
          to: &builder, visible: visible, denominator: denominator, attributes: attributes)
      } else {
        addEqualLengthConstraints(to: &builder, visible: visible, attributes: attributes)
      }
    case .equalSpacing, .equalCentering:
      addDistributingGuides(to: &builder, visible: visible, attributes: attributes)
      builder.add("UISV-canvas-fit", self, attributes.length, equalTo: 0, priority: .init(49))
    }
  }

  /// With every arranged subview hidden, the canvas is connected to a spanner guide that
  /// fits to zero as weakly as possible (@0.001), and the hidden views hang from it @50.
  private func addAllHiddenConstraints(
    to builder: inout ArrangementBuilder, attributes: AxisAttributes
  ) {
    let spanner = arrangementGuide(orderingSpanner, identifier: "UISV-ordering-spanner")
    orderingSpanner = spanner
    builder.use(spanner)
    builder.add(
      "UISV-canvas-connection", canvas, attributes.minimum, .equal, spanner, attributes.minimum)
    builder.add(
      "UISV-canvas-connection", spanner, attributes.maximum, .equal, canvas, attributes.maximum)
    builder.add("UISV-spanning-fit", spanner, attributes.length, equalTo: 0, priority: .init(0.001))
    for view in storedArrangedSubviews {
      builder.add(
        "UISV-hiding", view, attributes.length, equalTo: 0, priority: UIStackView.hidingPriority)
      builder.add(
        "UISV-spacing-hidden", view, attributes.minimum, .equal, spanner, attributes.maximum,
        priority: UIStackView.hiddenSpacingPriority)
    }
  }

  private var gapRelation: NSLayoutConstraint.Relation {
    storedDistribution == .equalSpacing || storedDistribution == .equalCentering
      ? .greaterThanOrEqual : .equal
  }

  private func addSpacingConstraints(
    to builder: inout ArrangementBuilder, visible: [UIView], attributes: AxisAttributes
  ) {
    let baselines = storedAxis == .vertical && storedBaselineRelativeArrangement
    for (previous, next) in zip(visible, visible.dropFirst()) {
      let constant = gapConstant(
        after: previous, before: next, precededByVisible: true, followedByVisible: true)
      builder.add(
        "UISV-spacing", next, baselines ? .firstBaseline : attributes.minimum, gapRelation,
        previous, baselines ? .lastBaseline : attributes.maximum, constant: constant)
    }
  }

  /// Collapses each hidden arranged subview and places it in the gap it left: after the
  /// previous visible view, or before the first visible one.
  private func addHiddenViewConstraints(
    to builder: inout ArrangementBuilder, attributes: AxisAttributes
  ) {
    let items = storedArrangedSubviews
    guard let firstVisible = items.firstIndex(where: { !$0.storedIsHidden }),
      let lastVisible = items.lastIndex(where: { !$0.storedIsHidden })
    else { return }
    // The visible view before each hidden one, carried along rather than searched for, so that
    // a long stack with many hidden views costs one pass.
    var previousVisible: UIView?
    for (index, view) in items.enumerated() {
      guard view.storedIsHidden else {
        previousVisible = view
        continue
      }
      builder.add(
        "UISV-hiding", view, attributes.length, equalTo: 0, priority: UIStackView.hidingPriority)
      if index < firstVisible {
        let next = items[firstVisible]
        let constant = gapConstant(
          after: view, before: next, precededByVisible: false,
          followedByVisible: lastVisible > firstVisible)
        builder.add(
          "UISV-spacing-hidden", next, attributes.minimum, gapRelation, view, attributes.maximum,
          constant: constant, priority: UIStackView.hiddenSpacingPriority)
      } else if let previous = previousVisible {
        let constant = gapConstant(
          after: previous, before: view, precededByVisible: true,
          followedByVisible: lastVisible > index)
        builder.add(
          "UISV-spacing-hidden", view, attributes.minimum, gapRelation, previous,
          attributes.maximum, constant: constant, priority: UIStackView.hiddenSpacingPriority)
      }
    }
  }

  /// Makes every visible arranged subview as long as the first one.
  private func addEqualLengthConstraints(
    to builder: inout ArrangementBuilder, visible: [UIView], attributes: AxisAttributes
  ) {
    guard let reference = visible.first else { return }
    for view in visible.dropFirst() {
      builder.add(
        "UISV-fill-equally", view, attributes.length, .equal, reference, attributes.length)
    }
  }

  /// The sum of the visible arranged subviews' intrinsic lengths and the spacing between
  /// them, or nil when it is too small to share out, in which case UIKit fills equally
  /// (`_wantsProportionalDistribution`: the sum must exceed `max(spacing × (count − 1), 1)`,
  /// counting every arranged subview).
  private func proportionalDenominator(visible: [UIView]) -> CGFloat? {
    let lengths = visible.map { max(proportionalLength(of: $0), 0) }
    let denominator =
      lengths.reduce(0, +) + spacingLength * CGFloat(max(visible.count - 1, 0))
    let count = storedArrangedSubviews.count
    return denominator > max(spacingLength * CGFloat(count - 1), 1) ? denominator : nil
  }

  private func addProportionalConstraints(
    to builder: inout ArrangementBuilder, visible: [UIView], denominator: CGFloat,
    attributes: AxisAttributes
  ) {
    let indices = arrangedIndices()
    for view in visible {
      let share = max(proportionalLength(of: view), 0) / denominator
      guard share > 0 else {
        builder.add("UISV-fill-proportionally", view, attributes.length, equalTo: 0)
        continue
      }
      let index = indices[ObjectIdentifier(view)] ?? 0
      builder.add(
        "UISV-fill-proportionally", view, attributes.length, .equal, canvas, attributes.length,
        multiplier: share, priority: UILayoutPriority(Float(max(999 - index, 751))))
    }
  }

  /// The length a view asks for in a proportional fill: its intrinsic length along the axis,
  /// or for a stack view, the length of its content.
  private func proportionalLength(of view: UIView) -> CGFloat {
    let size = view.naturalSize
    return storedAxis == .horizontal ? size.width : size.height
  }

  /// Each arranged subview's place in `arrangedSubviews`, looked up once a rebuild instead of
  /// searched for once a view (only read by key: its order is never seen).
  private func arrangedIndices() -> [ObjectIdentifier: Int] {
    var indices: [ObjectIdentifier: Int] = [:]
    indices.reserveCapacity(storedArrangedSubviews.count)
    for (index, view) in storedArrangedSubviews.enumerated() {
      indices[ObjectIdentifier(view)] = index
    }
    return indices
  }

  /// Adds a gap guide between each pair of visible neighbours, all of the same length.
  private func addDistributingGuides(
    to builder: inout ArrangementBuilder, visible: [UIView], attributes: AxisAttributes
  ) {
    let centering = storedDistribution == .equalCentering
    let leadingEdge = centering ? attributes.center : attributes.maximum
    let trailingEdge = centering ? attributes.center : attributes.minimum
    var firstGuide: UILayoutGuide?
    let indices = centering ? arrangedIndices() : [:]
    for (gap, (previous, next)) in zip(visible, visible.dropFirst()).enumerated() {
      let existing = gap < distributingGuides.count ? distributingGuides[gap] : nil
      let guide = arrangementGuide(existing, identifier: "UISV-distributing")
      if existing == nil { distributingGuides.append(guide) }
      builder.use(guide)
      builder.add(
        "UISV-distributing-edge", guide, attributes.minimum, .equal, previous, leadingEdge)
      builder.add("UISV-distributing-edge", guide, attributes.maximum, .equal, next, trailingEdge)
      if let reference = firstGuide {
        let index = indices[ObjectIdentifier(previous)] ?? 0
        let priority =
          centering ? UILayoutPriority(Float(max(150 - index, 50))) : UILayoutPriority.required
        builder.add(
          "UISV-fill-equally", guide, attributes.length, .equal, reference, attributes.length,
          priority: priority)
      } else {
        firstGuide = guide
      }
    }
  }
}

/// The attributes of one axis: its two edges, its centre and its length.
struct AxisAttributes {
  let minimum: NSLayoutConstraint.Attribute
  let maximum: NSLayoutConstraint.Attribute
  let center: NSLayoutConstraint.Attribute
  let length: NSLayoutConstraint.Attribute

  /// Leading, trailing, centre X and width along a horizontal axis; top, bottom, centre Y
  /// and height along a vertical one.
  init(axis: NSLayoutConstraint.Axis) {
    if axis == .horizontal {
      (minimum, maximum, center, length) = (.leading, .trailing, .centerX, .width)
    } else {
      (minimum, maximum, center, length) = (.top, .bottom, .centerY, .height)
    }
  }
}
