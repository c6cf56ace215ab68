import Foundation

/// A view that lays out a row or a column of views with Auto Layout constraints it manages.
///
/// As in UIKit, the stack view draws nothing and has no intrinsic content size: its arranged
/// subviews are tied to it and to each other by ordinary `NSLayoutConstraint`s, named with
/// UIKit's `UISV-…` identifiers, which it rebuilds in `updateConstraints()` whenever one of
/// its properties, its arranged subviews or their visibility change.
@MainActor @preconcurrency
open class UIStackView: UIView {
  var storedArrangedSubviews: [UIView] = []
  /// The arranged subviews' identities, for membership tests that do not search the list (the
  /// list holds the views, so no identity is reused while it is here).
  var arrangedIdentities: Set<ObjectIdentifier> = []
  var storedAxis = NSLayoutConstraint.Axis.horizontal
  var storedDistribution = Distribution.fill
  var storedAlignment = Alignment.fill
  var storedSpacing: CGFloat = 0
  /// Custom spacings by arranged subview, in the order they were set.
  var customSpacings: [(view: UIView, spacing: CGFloat)] = []
  var storedBaselineRelativeArrangement = false
  var storedLayoutMarginsRelativeArrangement = false

  /// The constraints of the current arrangement, and whether they need rebuilding.
  var arrangementConstraints: [NSLayoutConstraint] = []
  /// The identities of `arrangementConstraints` still in force: a subview that leaves takes its
  /// own out of this set, found through its referencing constraints, without scanning the list.
  var arrangementConstraintIdentities: Set<ObjectIdentifier> = []
  var arrangementIsStale = true
  /// The guides of the current arrangement: the gap guides of the equal-spacing and
  /// equal-centering distributions, and the spanners that stand in for the arranged subviews.
  var distributingGuides: [UILayoutGuide] = []
  var orderingSpanner: UILayoutGuide?
  var alignmentSpanner: UILayoutGuide?

  /// Creates a stack view with no arranged subviews.
  ///
  /// Its layout margins are zero: `-[UIStackView initWithFrame:]` sets them so.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    initializeDefaultLayoutMargins(.none)
  }

  /// Creates a stack view from an archive.
  ///
  /// As in UIKit's Swift interface, this initializer does not fail. Bezel decodes nothing from
  /// the archive.
  public required init(coder: NSCoder) {
    super.init(frame: .zero)
  }

  /// Creates a stack view that arranges `views`, adding them as subviews.
  public convenience init(arrangedSubviews views: [UIView]) {
    self.init(frame: .zero)
    for view in views {
      addArrangedSubview(view)
    }
  }

  // MARK: Arranged subviews

  /// The views the stack view arranges, in the order they appear along its axis.
  open var arrangedSubviews: [UIView] { storedArrangedSubviews }

  /// Adds `view` to the end of the arranged subviews, and as a subview if it is not one.
  open func addArrangedSubview(_ view: UIView) {
    insertArranged(view, at: storedArrangedSubviews.count)
  }

  /// Stops arranging `view`; it stays a subview (UIStackView.h: "Removes a subview from the
  /// list of arranged subviews without removing it as a subview of the receiver").
  open func removeArrangedSubview(_ view: UIView) {
    removeArranged(view)
  }

  /// Inserts `view` in the arranged subviews at `stackIndex`, or moves it there if it is
  /// already arranged; the order of `subviews` is not affected.
  open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
    insertArranged(view, at: stackIndex)
  }

  // MARK: Configuration

  /// The axis along which the arranged subviews are laid out; horizontal by default.
  open var axis: NSLayoutConstraint.Axis {
    get { storedAxis }
    set {
      guard newValue != storedAxis else { return }
      storedAxis = newValue
      arrangementDidChange(movesBaselineViews: true)
    }
  }

  /// How the arranged subviews are sized and placed along the axis.
  open var distribution: Distribution {
    get { storedDistribution }
    set {
      guard newValue != storedDistribution else { return }
      storedDistribution = newValue
      arrangementDidChange()
    }
  }

  /// How the arranged subviews are placed across the axis.
  open var alignment: Alignment {
    get { storedAlignment }
    set {
      guard newValue != storedAlignment else { return }
      storedAlignment = newValue
      arrangementDidChange(movesBaselineViews: true)
    }
  }

  /// The distance between adjacent arranged subviews: exact for the fill distributions, a
  /// minimum for equal spacing and equal centering (UIStackView.h).
  open var spacing: CGFloat {
    get { storedSpacing }
    set {
      guard newValue != storedSpacing else { return }
      storedSpacing = newValue
      arrangementDidChange()
    }
  }

  /// Sets the spacing after an arranged subview; ignored for a view that is not arranged.
  open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
    setSpacing(spacing, after: arrangedSubview)
  }

  /// The custom spacing after an arranged subview, or `spacingUseDefault` when it has none.
  open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
    spacing(after: arrangedSubview)
  }

  /// Whether the vertical spacing is measured between baselines (vertical stacks only).
  open var isBaselineRelativeArrangement: Bool {
    get { storedBaselineRelativeArrangement }
    set {
      guard newValue != storedBaselineRelativeArrangement else { return }
      storedBaselineRelativeArrangement = newValue
      arrangementDidChange()
    }
  }

  /// Whether the arranged subviews are laid out within the layout margins instead of the
  /// bounds.
  open var isLayoutMarginsRelativeArrangement: Bool {
    get { storedLayoutMarginsRelativeArrangement }
    set {
      guard newValue != storedLayoutMarginsRelativeArrangement else { return }
      storedLayoutMarginsRelativeArrangement = newValue
      arrangementDidChange()
    }
  }

  // MARK: UIView

  /// A subview that leaves stops being arranged.
  override func subviewWillLeave(_ subview: UIView) { removeArranged(subview) }
  /// A hidden arranged subview collapses; a shown one comes back.
  override func subviewVisibilityDidChange(_ subview: UIView) {
    arrangedSubviewVisibilityDidChange(subview)
  }
  /// An arranged subview's new size may change the proportions and the baselines.
  override func subviewContentSizeDidChange(_ subview: UIView) {
    arrangedSubviewContentSizeDidChange(subview)
  }

  /// Rebuilds the arrangement's constraints if anything changed since they were made.
  open override func updateConstraints() {
    updateArrangementIfNeeded()
    super.updateConstraints()
  }

  /// The view whose first baseline is the stack view's (see `baselineView(first:)`).
  open override var forFirstBaselineLayout: UIView {
    baselineView(first: true)?.forFirstBaselineLayout ?? self
  }

  /// The view whose last baseline is the stack view's (see `baselineView(first:)`).
  open override var forLastBaselineLayout: UIView {
    baselineView(first: false)?.forLastBaselineLayout ?? self
  }
}
