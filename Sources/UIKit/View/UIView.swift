internal import BezelSolver
import Foundation

/// A rectangular area on the screen, and the node of the view hierarchy that layout works on.
@MainActor @preconcurrency
open class UIView: UIResponder, UIAppearance, UITraitEnvironment {
  // Geometry. The backing layer holds bounds, position (the center), anchor point and
  // transform: the one copy (`UIView+Layer.swift`). A view's layer is never replaced. Used on
  // the main actor as the view is; nonisolated so that the view's deinit can unlink it.
  nonisolated(unsafe) let storedLayer: CALayer

  // Hierarchy.
  /// The superview, unowned: a view's `deinit` clears it in each of its subviews, so that it
  /// reads nil once the superview is freed as a weak reference would, without giving the
  /// superview a side table (`LayoutItemLink.swift`).
  @exclusivity(unchecked) unowned(unsafe) var storedSuperview: UIView?
  @exclusivity(unchecked) var storedSubviews: [UIView] = []
  /// What few views have (`UIView+Extras.swift`), in a box made on the first write.
  @exclusivity(unchecked) var extras: ViewExtras?
  /// The anchors handed out (`UIView+Anchors.swift`).
  @exclusivity(unchecked) var storedAnchorCache: LayoutAnchorCache?
  /// The view controller whose view this is, held weakly in the extras.
  var owningViewController: UIViewController? {
    get { extras?.owningViewController }
    set {
      if newValue != nil || extras != nil { writableExtras.owningViewController = newValue }
      if newValue != nil, !isControllerView {
        isControllerView = true
        storedSuperview?.subviewKinds = nil
      }
    }
  }
  /// Whether a controller has owned the view.
  ///
  /// Its insets then take part of their value from the controller's state (bars, additional
  /// insets), so they are computed whenever its superview is laid out. Read in the layout pass,
  /// where a weak load per subview would cost more.
  @exclusivity(unchecked) var isControllerView = false

  // Auto Layout.
  @exclusivity(unchecked) var storedTranslatesAutoresizingMask = true
  // What a layout pass reads of every view it writes a frame to or visits, kept together so
  // that the pass touches few of the view's cache lines (a tree of thousands of views does not
  // stay in the cache between passes).
  /// The engine this view is registered in, with its internal constraints there.
  @exclusivity(unchecked) var registration: ItemRegistration? {
    didSet { frameSymbols = .none }
  }
  /// Where the solver of the engine the view is registered in keeps its four variables.
  ///
  /// ``VariableSymbols/none`` until a layout finds them, and again whenever the registration
  /// changes. Kept here rather than in the registration, so that writing a subview's frame reads
  /// no object besides the view and its layer (`LayoutEngine.alignmentRect(ofRegistered:)`).
  @exclusivity(unchecked) var frameSymbols = VariableSymbols.none
  var storedAutoresizesSubviews = true
  /// Whether `layoutSubviews` is due; set through ``needsLayoutFlag``.
  @exclusivity(unchecked) var storedNeedsLayout = true
  /// Whether the subviews the engine places are at its frames, as the last layout left them:
  /// cleared by anything that marks the view for layout but a scroll, and by moving such a
  /// subview by hand (`applyEngineFramesToSubviews`).
  @exclusivity(unchecked) var subviewFramesMatchEngine = false
  /// Whether the view outlived its superview and has yet to take its subtree's constraints out
  /// of what the superview left (`UIView+Deallocation.swift`).
  @exclusivity(unchecked) var outlivedItsSuperview = false
  /// Whether the safe area and margins must be computed again: the view moved or was resized,
  /// or its superview's were recomputed or laid out.
  @exclusivity(unchecked) var insetsNeedUpdate = true
  /// Whether this view or one below it needs layout or its insets updated.
  ///
  /// A layout pass walks only the subtrees that have work. Set on a view, it is set on its
  /// ancestors.
  @exclusivity(unchecked) var subtreeNeedsLayout = true
  /// Whether a subview may have been marked (``subtreeNeedsLayout``) since the layout pass last
  /// looked through the subviews: a pass over a scroll view of clean rows skips them all.
  @exclusivity(unchecked) var subviewsMayHaveMarks = true
  /// Which kinds of subview a bounds change or a layout reaches (`UIView+LayoutPass.swift`); nil
  /// until asked, and again once a subview comes, goes or changes kind.
  @exclusivity(unchecked) var subviewKinds: SubviewKinds?
  /// Whether the layout pass is running the view's `layoutSubviews`: a mark from below stops
  /// here, as the pass goes on to the subviews next.
  @exclusivity(unchecked) var isLayingOutSubviews = false
  /// `preservesSuperviewLayoutMargins`, stored here to be near the flags above.
  @exclusivity(unchecked) var storedPreservesSuperviewLayoutMargins = false
  @exclusivity(unchecked) var storedContentMode = ContentMode.scaleToFill
  /// Whether the view is a `UIWindow`: layout asks for every view it places, and a stored answer
  /// costs less than a cast.
  let isWindow: Bool
  /// Whether `storedSafeAreaInsets` is zero: what a pass asks of the insets for every view it
  /// moves, in a byte beside the flags rather than the insets' 32.
  @exclusivity(unchecked) var safeAreaInsetsAreZero = true
  /// The guides UIKit maintains for the view, made so far, in kind order
  /// (`UIView+SystemLayoutGuides.swift`).
  @exclusivity(unchecked) var storedSystemGuides: [UILayoutGuide] = []

  // Activation appends to these for every constraint; nothing else is accessing them meanwhile,
  // so the dynamic exclusivity checks are left out.
  @exclusivity(unchecked) var installedConstraints: [NSLayoutConstraint] = []
  @exclusivity(unchecked) var storedLayoutGuides: [UILayoutGuide] = []
  lazy var layoutVariables = LayoutVariables()
  /// The engine this view owns while it is the root of its tree.
  @exclusivity(unchecked) var ownedEngine: LayoutEngine?
  // What the view derives from its chain of superviews (`UIView+Ancestry.swift`).
  @exclusivity(unchecked) var cachedRootLiveness: RootLiveness?
  /// Whether this view is alive, for the caches below it while it is a root.
  @exclusivity(unchecked) var rootLiveness: RootLiveness?
  // The root and window are held by their links, where a weak reference would give them side
  // tables (`LayoutItemLink.swift`).
  @exclusivity(unchecked) var cachedRootLink: LayoutItemLink?
  @exclusivity(unchecked) var cachedWindowLink: LayoutItemLink?
  @exclusivity(unchecked) var cachedDirection = UIUserInterfaceLayoutDirection.leftToRight
  @exclusivity(unchecked) var ancestryIsCurrent = false
  /// The link constraints, anchors and the engine hold the view by, once one is made.
  @exclusivity(unchecked) var storedItemLink: LayoutItemLink?
  /// Active constraints that mention this view, in activation order.
  @exclusivity(unchecked) var referencingConstraints: [NSLayoutConstraint] = []
  var hugging = (horizontal: UILayoutPriority.defaultLow, vertical: UILayoutPriority.defaultLow)
  var compressionResistance = (
    horizontal: UILayoutPriority.defaultHigh, vertical: UILayoutPriority.defaultHigh
  )
  var storedAutoresizingMask: AutoresizingMask = []

  // Layout cycle: the flags every pass reads are above, with the Auto Layout fields.
  /// The safe-area insets and bounds the subviews' insets were last computed from.
  @exclusivity(unchecked) var insetsPassedToSubviews = UIEdgeInsets.zero
  @exclusivity(unchecked) var boundsPassedToSubviews = CGRect.zero
  /// While a `layoutIfNeeded()` runs in this view's tree (this view being its root), the rounds
  /// of layout it and the calls nested in it may still run; -1 outside any.
  @exclusivity(unchecked) var layoutRoundsLeft = -1
  /// Views the layout passes started here have visited, for tests; kept here, not in the
  /// extras, as every root that lays out counts.
  @exclusivity(unchecked) var layoutVisitCount = 0
  @exclusivity(unchecked) var needsUpdateConstraintsFlag = true
  /// Whether this view or one below it needs its constraints updated, so that an update pass
  /// walks only the subtrees that have work (UIKit marks the ancestors of such a view too).
  @exclusivity(unchecked) var constraintUpdatePending = true

  // Layout margins (`UIView+LayoutMargins.swift`).
  /// What the view's own margins are until set: the input a view's role gives (a stack view's,
  /// a controller's root view's).
  @exclusivity(unchecked) var defaultLayoutMargins = DefaultLayoutMargins.standard
  /// The margins last applied to the guides, to call `layoutMarginsDidChange` once per change.
  @exclusivity(unchecked) var appliedLayoutMargins = UIEdgeInsets(
    top: 8, left: 8, bottom: 8, right: 8)

  // Safe area (`UIView+SafeArea.swift`); whether it is zero is above, with the flags.
  @exclusivity(unchecked) var storedSafeAreaInsets = UIEdgeInsets.zero {
    didSet { safeAreaInsetsAreZero = storedSafeAreaInsets == .zero }
  }

  // Drawing (`UIView+Drawing.swift`).
  /// Whether this view or one below it has a layer that needs display.
  @exclusivity(unchecked) var subtreeNeedsDisplay = false
  /// Whether the base `draw(_:)` ran during the display under way.
  @exclusivity(unchecked) var drawReachedBase = false

  // Appearance and direction.
  @exclusivity(unchecked) var storedSemanticContentAttribute = UISemanticContentAttribute
    .unspecified
  /// The background colour, one value with the layer's `backgroundColor`.
  ///
  /// Set here, the layer gets its `cgColor`, resolved with the view's traits; set on the layer,
  /// the view reports it (`UIView+Tint.swift`).
  open var backgroundColor: UIColor? {
    get { backgroundColorOfLayer() }
    set {
      storedBackgroundColor = newValue
      applyBackgroundColor()
    }
  }
  /// The view's alpha: its layer's `opacity`, one value (a `Float`, as the layer stores it).
  open var alpha: CGFloat {
    get { CGFloat(storedLayer.opacity) }
    set { setAlpha(newValue) }
  }
  open var isOpaque = true
  /// Whether subviews are clipped: the layer's `masksToBounds`.
  open var clipsToBounds: Bool {
    get { storedLayer.masksToBounds }
    set { storedLayer.masksToBounds = newValue }
  }
  open var tag: Int {
    get { extras?.tag ?? 0 }
    set { if newValue != 0 || extras != nil { writableExtras.tag = newValue } }
  }
  /// A view whose alpha masks this view's content (UIView.h, `maskView`).
  ///
  /// Its layer becomes this layer's `mask`. It is not a subview; its frame is in this view's
  /// coordinates.
  open var mask: UIView? {
    get { maskView }
    set { setMaskView(newValue) }
  }
  open var isUserInteractionEnabled = true
  open var isMultipleTouchEnabled = false
  open var isExclusiveTouch = false
  /// The recognizers attached to the view, in the order they were added; nil when none
  /// (`UIView+GestureRecognizers.swift`).
  open var gestureRecognizers: [UIGestureRecognizer]? {
    get { storedGestureRecognizers.isEmpty ? nil : storedGestureRecognizers }
    set { replaceGestureRecognizers(with: newValue ?? []) }
  }
  open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    attachGestureRecognizer(gestureRecognizer)
  }
  open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    detachGestureRecognizer(gestureRecognizer)
  }
  /// Whether `gestureRecognizer`, taking touches hit on this view, may begin; `true` unless a
  /// subclass says otherwise.
  open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    true
  }
  /// The farthest descendant that contains `point`, in this view's coordinates
  /// (`UIView+HitTesting.swift`).
  open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    hitTestSubviews(point, with: event)
  }
  /// Whether `point`, in this view's coordinates, is inside the view: in its bounds.
  open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.contains(point) }
  /// The tint: the first one set on the view or an ancestor, else the system's (systemBlue);
  /// dimmed when the tint adjustment mode in effect is `.dimmed` (`UIView+Tint.swift`).
  open var tintColor: UIColor! {
    get { effectiveTintColor }
    set { setTintColor(newValue) }
  }
  /// How the tint is adjusted: `.automatic` takes the nearest ancestor's other mode, else normal.
  open var tintAdjustmentMode: TintAdjustmentMode {
    get { effectiveTintAdjustmentMode }
    set { setTintAdjustmentMode(newValue) }
  }
  /// Called when the tint in effect or its adjustment mode changes.
  open func tintColorDidChange() {}
  open var accessibilityIdentifier: String? {
    get { extras?.accessibilityIdentifier }
    set {
      if newValue != nil || extras != nil { writableExtras.accessibilityIdentifier = newValue }
    }
  }

  public init(frame: CGRect) {
    // The frame goes through the layer as a frame set later does: an invalid one is refused,
    // and the view starts at zero.
    let position = CGPoint(
      x: frame.origin.x + frame.size.width / 2, y: frame.origin.y + frame.size.height / 2)
    let reason =
      InvalidGeometry.reason(position: position)
      ?? InvalidGeometry.reason(bounds: CGRect(origin: .zero, size: frame.size))
    let frame = reason == nil ? frame : .zero
    storedLayer = UIView.makeBackingLayer(Self.layerClass)
    isWindow = Self.self is UIWindow.Type
    let anchor = storedLayer.geometryAnchorPoint
    storedLayer.setPositionAndBoundsWithoutActions(
      position: CGPoint(
        x: frame.minX + anchor.x * frame.width, y: frame.minY + anchor.y * frame.height),
      bounds: CGRect(origin: .zero, size: frame.size))
    super.init()
    adoptLayer()
    _ = InvalidGeometry.refuse(reason)
  }

  public required init?(coder: NSCoder) {
    storedLayer = UIView.makeBackingLayer(Self.layerClass)
    isWindow = Self.self is UIWindow.Type
    super.init()
    adoptLayer()
  }

  public override convenience init() {
    self.init(frame: .zero)
  }

  deinit {
    rootLiveness?.markDeallocated()
    storedItemLink?.clear()
    // The layer may outlive the view (code kept `view.layer`): it must not reach the view.
    storedLayer.releaseOwner()
    let hasSubviews = !storedSubviews.isEmpty
    // The engine names the view unowned, as its slot's target (`LayoutTarget.swift`).
    let isRegistered = registration != nil
    if hasSubviews || isRegistered {
      runningAsMainActor {
        if hasSubviews { unlinkSubviews() }
        if isRegistered { clearLayoutTarget() }
      }
    }
  }

  /// The class of the view's backing layer (UIView.h: `layerClass`, default `CALayer`).
  open class var layerClass: AnyClass { CALayer.self }
  /// The view's backing layer, made from `layerClass` when the view is; its delegate.
  open var layer: CALayer { storedLayer }
  /// The layer's action for `event`: `NSNull` (no implicit animation) outside an animation
  /// block (UIView.h, `actionForLayer:forKey:`; "View-based animations", Core Animation guide).
  open func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
    viewAction(for: layer, forKey: event)
  }
  /// Lays out the backing layer's sublayers: runs the view's `layoutSubviews`.
  open func layoutSublayers(of layer: CALayer) { layOutFromLayer(layer) }
  /// Draws the backing layer: runs the view's `draw(_:)` with `ctx` current.
  open func draw(_ layer: CALayer, in ctx: CGContext) { drawBackingLayer(layer, in: ctx) }

  /// Draws the view's content into the current context (`UIGraphicsGetCurrentContext()`),
  /// whose user space is the view's bounds; the base implementation draws nothing.
  ///
  /// Called when the view is displayed after `setNeedsDisplay()` (`UIView+Drawing.swift`);
  /// never call it directly.
  open func draw(_ rect: CGRect) { drawReachedBase = true }
  /// Marks the view's content as needing to be drawn again at the next display.
  open func setNeedsDisplay() { storedLayer.setNeedsDisplay() }
  /// Marks the part `invalidRect` of the view's content as needing to be drawn again; Bezel
  /// draws the whole bounds again.
  open func setNeedsDisplay(_ invalidRect: CGRect) { storedLayer.setNeedsDisplay() }
  /// How the view's drawn content is placed when its bounds change (default `.scaleToFill`);
  /// `.redraw` draws it again instead.
  open var contentMode: ContentMode {
    get { storedContentMode }
    set { setContentMode(newValue) }
  }

  /// Whether the view relies on constraint-based layout (UIView.h); `false` unless overridden.
  open class var requiresConstraintBasedLayout: Bool { false }

  open override var next: UIResponder? {
    owningViewController ?? storedSuperview
  }

  /// Makes the first responder in this view or below it resign (`UIResponder+FirstResponder.swift`).
  ///
  /// With `force` the responder is not asked: it resigns whatever its `canResignFirstResponder`
  /// or a text field's delegate would answer (UIView, `endEditing(_:)`).
  ///
  /// - Returns: `false` when the first responder below refused to resign; `true` otherwise,
  ///   including when no first responder is below this view (no editing is left under way).
  @discardableResult
  open func endEditing(_ force: Bool) -> Bool { endEditingBelow(force: force) }

  // MARK: Overridable members
  // Swift cannot override what an extension declares, so every member that UIKit code overrides
  // is declared here and implemented in the concern files (`UIView+Geometry.swift`, …).

  open var frame: CGRect {
    get { frameFromGeometry }
    set { setFrame(newValue) }
  }

  open var bounds: CGRect {
    get { storedBounds }
    set { setBounds(newValue) }
  }

  open var center: CGPoint {
    get { storedCenter }
    set { setCenter(newValue) }
  }

  open var transform: CGAffineTransform {
    get { storedTransform }
    set { setTransform(newValue) }
  }

  // Each mutating entry point checks the invariants when it returns, when a test asks for it
  // (`UIView+InvariantChecks.swift`); the moved view's former tree is checked too.
  open func addSubview(_ view: UIView) {
    UIView.checked(after: "addSubview", in: [self, view.storedSuperview]) {
      insert(view, at: storedSubviews.count)
    }
  }
  open func insertSubview(_ view: UIView, at index: Int) {
    UIView.checked(after: "insertSubview(_:at:)", in: [self, view.storedSuperview]) {
      insert(view, at: index)
    }
  }
  open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
    UIView.checked(after: "insertSubview(_:aboveSubview:)", in: [self, view.storedSuperview]) {
      insert(view, above: siblingSubview)
    }
  }
  open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
    UIView.checked(after: "insertSubview(_:belowSubview:)", in: [self, view.storedSuperview]) {
      insert(view, below: siblingSubview)
    }
  }
  open func bringSubviewToFront(_ view: UIView) {
    UIView.checked(after: "bringSubviewToFront", in: [self]) { moveSubview(view, toFront: true) }
  }
  open func sendSubviewToBack(_ view: UIView) {
    UIView.checked(after: "sendSubviewToBack", in: [self]) { moveSubview(view, toFront: false) }
  }
  open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
    UIView.checked(after: "exchangeSubview", in: [self]) { exchangeSubviews(index1, index2) }
  }
  open func removeFromSuperview() {
    UIView.checked(after: "removeFromSuperview", in: [self, storedSuperview]) {
      detachFromSuperview()
    }
  }
  open func didAddSubview(_ subview: UIView) {}
  open func willRemoveSubview(_ subview: UIView) {}
  open func willMove(toSuperview newSuperview: UIView?) {}
  open func didMoveToSuperview() {}
  open func willMove(toWindow newWindow: UIWindow?) {}
  open func didMoveToWindow() {}

  open func setNeedsLayout() { needsLayoutFlag = true }
  open func layoutIfNeeded() {
    UIView.checked(after: "layoutIfNeeded", in: [self]) { layoutIfNeededFromHere() }
  }
  /// Lays out subviews; the base implementation applies constraint-based layout (UIView.h:
  /// "when constraints-based layout is used the base implementation applies the
  /// constraints-based layout, otherwise it does nothing").
  open func layoutSubviews() { applyEngineFramesToSubviews() }
  open func setNeedsUpdateConstraints() {
    needsUpdateConstraintsFlag = true
    markConstraintUpdatePending()
  }
  open func needsUpdateConstraints() -> Bool { needsUpdateConstraintsFlag }
  open func updateConstraintsIfNeeded() {
    UIView.checked(after: "updateConstraintsIfNeeded", in: [self]) { updateConstraintsBottomUp() }
  }
  open func updateConstraints() {}

  open var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
  }
  open func invalidateIntrinsicContentSize() { intrinsicContentSizeDidChange() }
  open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }
  open func sizeToFit() { resizeToFit() }
  open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
    fittingSize(targetSize, horizontal: .fittingSizeLevel, vertical: .fittingSizeLevel)
  }
  open func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize {
    fittingSize(
      targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
  }

  open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    axis == .horizontal ? hugging.horizontal : hugging.vertical
  }
  open func setContentHuggingPriority(
    _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
  ) {
    setHugging(priority, for: axis)
  }
  open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis)
    -> UILayoutPriority
  {
    axis == .horizontal ? compressionResistance.horizontal : compressionResistance.vertical
  }
  open func setContentCompressionResistancePriority(
    _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
  ) {
    setCompressionResistance(priority, for: axis)
  }

  open var translatesAutoresizingMaskIntoConstraints: Bool {
    get { storedTranslatesAutoresizingMask }
    set { setTranslatesAutoresizingMask(newValue) }
  }
  open var autoresizingMask: AutoresizingMask {
    get { storedAutoresizingMask }
    set { storedAutoresizingMask = newValue }
  }
  open var autoresizesSubviews: Bool {
    get { storedAutoresizesSubviews }
    set { storedAutoresizesSubviews = newValue }
  }

  open var alignmentRectInsets: UIEdgeInsets { .zero }
  open func alignmentRect(forFrame frame: CGRect) -> CGRect { frame.inset(by: alignmentRectInsets) }
  open func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect {
    let insets = alignmentRectInsets
    return alignmentRect.inset(
      by: UIEdgeInsets(
        top: -insets.top, left: -insets.left, bottom: -insets.bottom,
        right: -insets.right))
  }
  open var forFirstBaselineLayout: UIView { self }
  /// The first baseline's distance from the top of the alignment rectangle, or nil for a view
  /// without text, whose baselines are its bottom edge.
  var firstBaselineOffsetFromTop: CGFloat? { nil }
  /// Called after the bounds' size changed, for subclasses whose content depends on it.
  func boundsSizeDidChange(from oldSize: CGSize) {}
  /// Called after the safe-area insets changed, before the public callbacks.
  func safeAreaInsetsDidUpdate() {}
  /// The last baseline's distance from the bottom of the alignment rectangle.
  var lastBaselineOffsetFromBottom: CGFloat { 0 }
  open var forLastBaselineLayout: UIView { self }

  /// The effective margins: the view's own, moved inside the safe area and the superview's
  /// margins as its settings ask (the getter returns the effective value, the setter stores the
  /// view's own: SO 47003878, an own top of 28 under a 20-point safe area reads back 48).
  open var layoutMargins: UIEdgeInsets {
    get { effectiveLayoutMargins }
    set {
      guard !InvalidLayoutValue.refuse("layoutMargins", newValue) else { return }
      setOwnLayoutMargins(.absolute(newValue), by: .app)
    }
  }
  /// The effective margins with leading and trailing for the layout direction: the same value as
  /// `layoutMargins`, read by the effective layout direction (UIView.directionalLayoutMargins:
  /// "When you set this property, UIKit updates the layoutMargins property accordingly, taking
  /// into account the current layout direction").
  open var directionalLayoutMargins: NSDirectionalEdgeInsets {
    get { directionalMargins(from: effectiveLayoutMargins) }
    set {
      guard !InvalidLayoutValue.refuse("directionalLayoutMargins", newValue) else { return }
      setOwnLayoutMargins(.directional(newValue), by: .app)
    }
  }
  open var preservesSuperviewLayoutMargins: Bool {
    get { storedPreservesSuperviewLayoutMargins }
    set {
      guard newValue != storedPreservesSuperviewLayoutMargins else { return }
      storedPreservesSuperviewLayoutMargins = newValue
      storedSuperview?.subviewKinds = nil
      marginsInputsDidChange()
    }
  }
  @exclusivity(unchecked) open var insetsLayoutMarginsFromSafeArea = true {
    didSet { if insetsLayoutMarginsFromSafeArea != oldValue { marginsInputsDidChange() } }
  }
  open func layoutMarginsDidChange() {}

  /// The insets of the part of the view that bars, the device and ancestors do not cover,
  /// computed when the view is laid out; zero outside a window.
  open var safeAreaInsets: UIEdgeInsets { storedSafeAreaInsets }
  open func safeAreaInsetsDidChange() {}
  /// The guide for the view's bounds inset by its safe area.
  open var safeAreaLayoutGuide: UILayoutGuide { makeSafeAreaLayoutGuide() }
  /// The guide for a readable column of text inside the margins.
  open var readableContentGuide: UILayoutGuide { makeReadableContentGuide() }
  /// The guide for the part of the view the keyboard covers (iOS 15).
  open var keyboardLayoutGuide: UIKeyboardLayoutGuide { makeKeyboardLayoutGuide() }

  /// The insets the view passes on to its subviews: its own, unless a subclass absorbs some
  /// edges (a scroll view takes them into its content inset).
  var safeAreaInsetsForSubviews: UIEdgeInsets { safeAreaInsets }

  /// Whether constraints to this view's edges, made by views inside it, attach to its content
  /// rather than its bounds (a scroll view's do: Apple, "Constraints between the edges or margins
  /// of the scroll view and its content attach to the scroll view's content area").
  var edgesAttachToContent: Bool { false }
  /// The guide such constraints attach to, when `edgesAttachToContent`.
  var contentEdgesGuide: UILayoutGuide? { nil }

  // What a container hears of its subviews; a stack view overrides them to arrange its own.
  /// Called as `subview` leaves this view's subviews.
  func subviewWillLeave(_ subview: UIView) {}
  /// Called when `subview` was hidden or shown.
  func subviewVisibilityDidChange(_ subview: UIView) {}
  /// Called when `subview`'s intrinsic content size changed.
  func subviewContentSizeDidChange(_ subview: UIView) {}

  open var traitCollection: UITraitCollection { inheritedTraitCollection }
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

  /// Whether the view is hidden; a stack view collapses a hidden arranged subview.
  open var isHidden: Bool {
    get { storedIsHidden }
    set { setHidden(newValue) }
  }

  open var semanticContentAttribute: UISemanticContentAttribute {
    get { storedSemanticContentAttribute }
    set { setSemanticContentAttribute(newValue) }
  }
  open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
    resolvedLayoutDirection
  }

  /// Returns the first view with the given tag in a depth-first, pre-order search of this view's
  /// subtree: this view, then each subview's subtree in `subviews` order (Apple documents only
  /// that the search covers "the current view and all of its subviews"; UIView.viewWithTag(_:),
  /// https://developer.apple.com/documentation/uikit/uiview/viewwithtag(_:)).
  open func viewWithTag(_ tag: Int) -> UIView? {
    if self.tag == tag { return self }
    for subview in storedSubviews {
      if let match = subview.viewWithTag(tag) { return match }
    }
    return nil
  }
}
