import Foundation

extension UIStackView {
  /// The layout of the arranged subviews across the stack view's axis (UIStackView.h; raw
  /// values fill 0, leading 1 = top, firstBaseline 2, center 3, trailing 4 = bottom,
  /// lastBaseline 5).
  public enum Alignment: Int, Sendable {
    /// Stretches the arranged subviews to fill the stack view across its axis.
    case fill = 0
    /// Aligns the leading edges in a vertical stack, the top edges in a horizontal one.
    case leading = 1
    /// Aligns first baselines (horizontal stacks only).
    case firstBaseline = 2
    /// Aligns the centres across the axis.
    case center = 3
    /// Aligns the trailing edges in a vertical stack, the bottom edges in a horizontal one.
    case trailing = 4
    /// Aligns last baselines (horizontal stacks only).
    case lastBaseline = 5

    /// The top edges of a horizontal stack's arranged subviews are aligned.
    public static var top: Alignment { .leading }
    /// The bottom edges of a horizontal stack's arranged subviews are aligned.
    public static var bottom: Alignment { .trailing }
  }
}

// The arrangement across the axis, after UIKit's `_UIAlignedLayoutArrangement` and
// `_UILayoutArrangement` (iOS 26.1, decompiled in EthanArbuckle/iPhone18-3_26.1_23B85_Restore),
// with the forms UIKit prints ("Let's Build UIStackView", kean.blog, 2017):
// - 'UISV-alignment': `first.top == view.top` for each other arranged subview (hidden ones
//   too), on the aligned attributes: top and bottom for fill, top, bottom, centre Y, first or
//   last baseline (leading, trailing, centre X in a vertical stack). A view without a baseline
//   is aligned by its top (first baseline) or bottom (last baseline) instead.
// - 'UISV-canvas-connection': the canvas's top and bottom to the first arranged subview where
//   the alignment pins that edge (`==`, or `<=` / `>=` where only a baseline pins it), else to
//   the 'UISV-alignment-spanner' guide; `canvas.centerY == first.centerY` for centre
//   alignment. A single arranged subview is connected directly, with `<=` / `>=` on the edges
//   the alignment leaves free.
// - 'UISV-spanning-boundary': the spanner encloses each visible arranged subview:
//   `spanner.top == view.top` @999.5 on a pinned edge, `spanner.top <= view.top` (required)
//   on a free one; 'UISV-spanning-fit': `spanner.height == 0` @51 (@0.001 when every arranged
//   subview is hidden), so that the spanner hugs the arranged subviews.
// - 'UISV-canvas-fit': `stackView.height == 0` @49 when a canvas connection is an inequality.
// - 'UISV-ambiguity-suppression': `view.height == 0` @25 for every arranged subview unless
//   the alignment is fill, so that a view with no intrinsic height collapses.
extension UIStackView {
  func addAlignmentConstraints(to builder: inout ArrangementBuilder) {
    let items = storedArrangedSubviews
    guard let reference = items.first else { return }
    let cross = AxisAttributes(axis: storedAxis == .horizontal ? .vertical : .horizontal)
    let pins = AlignmentPins(alignment: storedAlignment, axis: storedAxis)

    for attribute in pins.alignedAttributes(across: cross) {
      // Baselines are aligned to the first visible view that has one, when the first view
      // has none (`__62-[_UIAlignedLayoutArrangement _addConstraintGroupsAsNecessary]`).
      var anchor = reference
      if attribute == .firstBaseline || attribute == .lastBaseline,
        !reference.hasBaseline(first: attribute == .firstBaseline),
        let view = items.first(where: {
          !$0.storedIsHidden && $0.hasBaseline(first: attribute == .firstBaseline)
        })
      {
        anchor = view
      }
      for view in items where view !== anchor {
        let resolved = attribute.resolvedForBaselineAlignment(of: view)
        builder.add("UISV-alignment", anchor, resolved, .equal, view, resolved)
      }
    }

    let hasVisible = items.contains { !$0.storedIsHidden }
    let single = items.count == 1
    var spanner: UILayoutGuide?
    func target(connects: Bool) -> AnyObject {
      if hasVisible, single || connects { return reference }
      if let spanner { return spanner }
      let guide = arrangementGuide(alignmentSpanner, identifier: "UISV-alignment-spanner")
      alignmentSpanner = guide
      spanner = guide
      return guide
    }

    var connectsWithInequality = false
    let minimumTarget = target(connects: pins.minimum || pins.firstBaseline)
    if minimumTarget === reference, !pins.minimum {
      builder.add(
        "UISV-canvas-connection", canvas, cross.minimum, .lessThanOrEqual, reference, cross.minimum)
      connectsWithInequality = true
    } else {
      builder.add(
        "UISV-canvas-connection", canvas, cross.minimum, .equal, minimumTarget, cross.minimum)
    }
    let maximumTarget = target(connects: pins.maximum || pins.lastBaseline)
    if maximumTarget === reference, !pins.maximum {
      builder.add(
        "UISV-canvas-connection", canvas, cross.maximum, .greaterThanOrEqual, reference,
        cross.maximum)
      connectsWithInequality = true
    } else {
      builder.add(
        "UISV-canvas-connection", maximumTarget, cross.maximum, .equal, canvas, cross.maximum)
    }
    if pins.center {
      builder.add(
        "UISV-canvas-connection", canvas, cross.center, .equal, target(connects: true), cross.center
      )
    }
    if connectsWithInequality {
      builder.add("UISV-canvas-fit", self, cross.length, equalTo: 0, priority: .init(49))
    }

    if let spanner {
      builder.use(spanner)
      addSpanningConstraints(to: &builder, spanner: spanner, pins: pins, cross: cross)
    }

    if !pins.fills {
      for view in items {
        builder.add(
          "UISV-ambiguity-suppression", view, cross.length, equalTo: 0, priority: .init(25))
      }
    }
  }

  /// Makes the spanner enclose the visible arranged subviews and hug them.
  private func addSpanningConstraints(
    to builder: inout ArrangementBuilder, spanner: UILayoutGuide, pins: AlignmentPins,
    cross: AxisAttributes
  ) {
    let boundaryPriority = UILayoutPriority(999.5)
    for view in visibleArrangedSubviews {
      if pins.minimum {
        builder.add(
          "UISV-spanning-boundary", spanner, cross.minimum, .equal, view, cross.minimum,
          priority: boundaryPriority)
      } else {
        builder.add(
          "UISV-spanning-boundary", spanner, cross.minimum, .lessThanOrEqual, view, cross.minimum)
      }
      if pins.maximum {
        builder.add(
          "UISV-spanning-boundary", spanner, cross.maximum, .equal, view, cross.maximum,
          priority: boundaryPriority)
      } else {
        builder.add(
          "UISV-spanning-boundary", spanner, cross.maximum, .greaterThanOrEqual, view, cross.maximum
        )
      }
    }
    let fitting: UILayoutPriority = visibleArrangedSubviews.isEmpty ? .init(0.001) : .init(51)
    builder.add("UISV-spanning-fit", spanner, cross.length, equalTo: 0, priority: fitting)
  }
}

/// What an alignment ties across the axis.
struct AlignmentPins {
  /// The leading (top) and trailing (bottom) edges and the centres.
  var minimum = false
  var maximum = false
  var center = false
  /// First and last baselines; only a horizontal stack can align them.
  var firstBaseline = false
  var lastBaseline = false

  init(alignment: UIStackView.Alignment, axis: NSLayoutConstraint.Axis) {
    switch alignment {
    case .fill: (minimum, maximum) = (true, true)
    case .leading: minimum = true
    case .trailing: maximum = true
    case .center: center = true
    case .firstBaseline: firstBaseline = axis == .horizontal
    case .lastBaseline: lastBaseline = axis == .horizontal
    }
  }

  /// Whether the arranged subviews fill the stack view across the axis.
  var fills: Bool { minimum && maximum }

  func alignedAttributes(across cross: AxisAttributes) -> [NSLayoutConstraint.Attribute] {
    var attributes: [NSLayoutConstraint.Attribute] = []
    if minimum { attributes.append(cross.minimum) }
    if maximum { attributes.append(cross.maximum) }
    if center { attributes.append(cross.center) }
    if firstBaseline { attributes.append(.firstBaseline) }
    if lastBaseline { attributes.append(.lastBaseline) }
    return attributes
  }
}

extension NSLayoutConstraint.Attribute {
  /// The attribute to align `view` by: a baseline, or for a view without one its top (for a
  /// first baseline) or bottom (for a last baseline), as UIKit's
  /// `_UIAlignedLayoutArrangement` does.
  @MainActor
  func resolvedForBaselineAlignment(of view: UIView) -> NSLayoutConstraint.Attribute {
    switch self {
    case .firstBaseline: view.hasBaseline(first: true) ? .firstBaseline : .top
    case .lastBaseline: view.hasBaseline(first: false) ? .lastBaseline : .bottom
    default: self
    }
  }
}
