import Foundation

/// An object that manages image-based content and animates it: Core Animation's layer.
///
/// Not main-actor isolated and not `Sendable`, as in Apple's SDK. Members that iOS code overrides
/// are declared here, because Swift cannot override what an extension declares; their behaviour
/// is in the concern files (`CALayer+Tree.swift`, `CALayer+Geometry.swift`, …). Defaults are
/// those of Apple's documentation of each property.
open class CALayer: NSObject, CAMediaTiming {
  // MARK: Storage
  // The fields read on every layout skip the dynamic exclusivity check, as UIView's do: layers
  // are used from one thread, and no access to them overlaps another.

  @exclusivity(unchecked) var storedSublayers: [CALayer] = []
  /// Unowned: a superlayer holds its sublayers, and clears their links when it lets go of them.
  @exclusivity(unchecked) unowned(unsafe) var storedSuperlayer: CALayer?
  /// Bounds, position, anchor point, transform (other modules read them through accessors).
  @exclusivity(unchecked) final var storedGeometry = LayerGeometry()
  /// Actions looked up before a change, run after it (CALayer.h, `actionForKey:`).
  @exclusivity(unchecked) var pendingActions:
    [(key: String, action: (any CAAction)?, oldValue: Any?)] = []
  @exclusivity(unchecked) var needsDisplayFlag = false
  @exclusivity(unchecked) var needsLayoutFlag = false
  /// Whether a sublayer's subtree has a layer that needs layout.
  @exclusivity(unchecked) package var subtreeNeedsLayoutFlag = false
  /// Whether property changes skip implicit actions: while copying, and in presentation copies.
  @exclusivity(unchecked) var suppressesActions = false
  /// `needsDisplayOnBoundsChange`, and whether the delegate is the owner (below), stored beside
  /// the flags a layout reads: a layout of thousands of layers touches fewer cache lines.
  @exclusivity(unchecked) var storedNeedsDisplayOnBoundsChange = false
  @exclusivity(unchecked) var delegateIsOwner = false
  /// The rarely set properties, in a box made on the first write (`CALayer+Storage.swift`).
  @exclusivity(unchecked) var storedExtras: LayerExtras?
  // The owning view, unowned as it unlinks itself in its deinit (`CALayer+Owner.swift`).
  @exclusivity(unchecked) unowned(unsafe) var ownerLink: (any LayerGeometryOwner)?
  @exclusivity(unchecked) unowned(unsafe) var ownerDelegate: (any CALayerDelegate)?

  // MARK: Creating a layer
  /// A layer with Apple's defaults.
  public override init() { super.init() }
  deinit { for sublayer in storedSublayers { sublayer.storedSuperlayer = nil } }
  /// A copy of `layer`'s properties, as Core Animation makes presentation layers.
  ///
  /// Subclasses override it to copy their own, calling super.
  public init(layer: Any) {
    super.init()
    if let source = layer as? CALayer { copyProperties(from: source) }
  }
  /// A copy for `presentation()`, of the layer's Bezel class (each Bezel subclass overrides it).
  func makePresentationCopy() -> CALayer { CALayer(layer: self) }
  /// A layer from an archive; Bezel reads none and gives the defaults.
  public required init?(coder: NSCoder) { super.init() }
  /// The default value of the property named `key` (CALayer.h: `+defaultValueForKey:`).
  open class func defaultValue(forKey key: String) -> Any? { LayerDefaults.value(forKey: key) }
  /// Whether a change of the property named `key` requires redisplay; `false` unless overridden.
  open class func needsDisplay(forKey key: String) -> Bool { false }

  // MARK: The layer tree
  /// The layer's sublayers, back to front; nil when there are none.
  open var sublayers: [CALayer]? {
    get { storedSublayers.isEmpty ? nil : storedSublayers }
    set { replaceAllSublayers(with: newValue ?? []) }
  }
  /// The layer's superlayer.
  open var superlayer: CALayer? { storedSuperlayer }
  /// Appends `layer` to the sublayers, removing it from its previous superlayer.
  open func addSublayer(_ layer: CALayer) { insert(layer, at: storedSublayers.count) }
  /// Inserts `layer` at `idx` in the sublayers.
  open func insertSublayer(_ layer: CALayer, at idx: UInt32) { insert(layer, atIndex: idx) }
  /// Inserts `layer` just below `sibling`.
  open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
    insert(layer, relativeTo: sibling, above: false)
  }
  /// Inserts `layer` just above `sibling`.
  open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
    insert(layer, relativeTo: sibling, above: true)
  }
  /// Replaces the sublayer `oldLayer` with `newLayer`.
  open func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
    replace(oldLayer, with: newLayer)
  }
  /// Removes the layer from its superlayer, or from the layer it masks.
  open func removeFromSuperlayer() { detachFromSuperlayer() }

  // MARK: Geometry
  /// The layer's bounds rectangle; animatable (default `.zero`).
  open var bounds: CGRect {
    get { storedGeometry.bounds }
    set { setGeometry(\.bounds, newValue, key: "bounds") }
  }
  /// The layer's position in its superlayer's coordinates; animatable (default `.zero`).
  open var position: CGPoint {
    get { storedGeometry.position }
    set { setGeometry(\.position, newValue, key: "position") }
  }
  /// The anchor point in the unit square of the bounds; animatable (default (0.5, 0.5)).
  open var anchorPoint: CGPoint {
    get { storedGeometry.anchorPoint }
    set { setGeometry(\.anchorPoint, newValue, key: "anchorPoint") }
  }
  /// The transform applied about the anchor point; animatable (default identity).
  open var transform: CATransform3D {
    get { storedGeometry.transform }
    set { setGeometry(\.transform, newValue, key: "transform") }
  }
  /// The frame in the superlayer's coordinates, from bounds, position, anchor point, transform.
  open var frame: CGRect {
    get { frameFromGeometry }
    set { setFrame(newValue) }
  }
  /// The anchor point's z coordinate; animatable (default 0).
  open var anchorPointZ: CGFloat {
    get { extras.anchorPointZ }
    set { setExtra(\.anchorPointZ, newValue, key: "anchorPointZ") }
  }
  /// The position on the z axis; animatable (default 0).
  open var zPosition: CGFloat {
    get { extras.zPosition }
    set { setExtra(\.zPosition, newValue, key: "zPosition") }
  }
  /// The transform applied to the sublayers; animatable (default identity).
  open var sublayerTransform: CATransform3D {
    get { storedSublayerTransform }
    set { setSublayerTransform(newValue) }
  }
  /// The transform as an affine transform.
  open func affineTransform() -> CGAffineTransform { CATransform3DGetAffineTransform(transform) }
  /// Sets the transform to an affine transform.
  open func setAffineTransform(_ m: CGAffineTransform) {
    transform = CATransform3DMakeAffineTransform(m)
  }
  /// `p` in the coordinates of `l` (the root's when nil), converted to the layer's.
  open func convert(_ p: CGPoint, from l: CALayer?) -> CGPoint { convertPoint(p, from: l) }
  /// `p` in the layer's coordinates, converted to those of `l` (the root's when nil).
  open func convert(_ p: CGPoint, to l: CALayer?) -> CGPoint { convertPoint(p, to: l) }
  /// `r` in the coordinates of `l`, converted to the layer's: the bounding box of its corners.
  open func convert(_ r: CGRect, from l: CALayer?) -> CGRect { convertRect(r, from: l) }
  /// `r` in the layer's coordinates, converted to those of `l`.
  open func convert(_ r: CGRect, to l: CALayer?) -> CGRect { convertRect(r, to: l) }
  /// Whether the layer's coordinates are flipped vertically (default `false`).
  open var isGeometryFlipped = false
  /// The farthest descendant (or the layer) that contains `p`, in the superlayer's coordinates.
  open func hitTest(_ p: CGPoint) -> CALayer? { deepestLayer(containing: p) }
  /// Whether `p`, in the layer's coordinates, is inside its bounds.
  open func contains(_ p: CGPoint) -> Bool { bounds.contains(p) }

  // MARK: Appearance
  /// The background colour; animatable (default nil).
  open var backgroundColor: CGColor? = nil {
    willSet { willChange("backgroundColor") }
    didSet { didChange("backgroundColor") }
  }
  /// The radius of the rounded corners; animatable (default 0).
  open var cornerRadius: CGFloat {
    get { extras.cornerRadius }
    set { setExtra(\.cornerRadius, newValue, key: "cornerRadius") }
  }
  /// The width of the border; animatable (default 0).
  open var borderWidth: CGFloat {
    get { extras.borderWidth }
    set { setExtra(\.borderWidth, newValue, key: "borderWidth") }
  }
  /// The colour of the border; animatable (default opaque black).
  open var borderColor: CGColor? {
    get { extras.borderColor }
    set { setExtra(\.borderColor, newValue, key: "borderColor") }
  }
  /// The layer's opacity, 0 to 1; animatable (default 1).
  open var opacity: Float = 1 {
    willSet { willChange("opacity") }
    didSet { didChange("opacity") }
  }
  /// Whether the layer is hidden; animatable (default `false`).
  @exclusivity(unchecked) open var isHidden: Bool = false {
    willSet { willChange("hidden") }
    didSet { hiddenDidChange(from: oldValue) }
  }
  /// Whether sublayers are clipped to the bounds; animatable (default `false`).
  open var masksToBounds: Bool = false {
    willSet { willChange("masksToBounds") }
    didSet { didChange("masksToBounds") }
  }
  /// The shadow's colour; animatable (default opaque black).
  open var shadowColor: CGColor? {
    get { extras.shadowColor }
    set { setExtra(\.shadowColor, newValue, key: "shadowColor") }
  }
  /// The shadow's opacity; animatable (default 0).
  open var shadowOpacity: Float {
    get { extras.shadowOpacity }
    set { setExtra(\.shadowOpacity, newValue, key: "shadowOpacity") }
  }
  /// The shadow's offset; animatable (default (0, -3)).
  open var shadowOffset: CGSize {
    get { extras.shadowOffset }
    set { setExtra(\.shadowOffset, newValue, key: "shadowOffset") }
  }
  /// The shadow's blur radius; animatable (default 3).
  open var shadowRadius: CGFloat {
    get { extras.shadowRadius }
    set { setExtra(\.shadowRadius, newValue, key: "shadowRadius") }
  }
  /// The shadow's shape; animatable (default nil (the layer's alpha)).
  open var shadowPath: CGPath? {
    get { extras.shadowPath }
    set { setExtra(\.shadowPath, newValue, key: "shadowPath") }
  }
  /// The layer's content, typically a `CGImage`; animatable (default nil).
  open var contents: Any? {
    get { extras.contents }
    set { setExtra(\.contents, newValue, key: "contents") }
  }
  /// The part of the contents shown, in the unit square; animatable (default the unit square).
  open var contentsRect: CGRect {
    get { extras.contentsRect }
    set { setExtra(\.contentsRect, newValue, key: "contentsRect") }
  }
  /// The stretchable part of the contents, in the unit square; animatable (default unit square).
  open var contentsCenter: CGRect {
    get { extras.contentsCenter }
    set { setExtra(\.contentsCenter, newValue, key: "contentsCenter") }
  }
  /// A layer whose alpha masks this layer's content; animatable (default nil).
  open var mask: CALayer? {
    get { storedMask }
    set { setMask(newValue) }
  }
  /// The corners `cornerRadius` rounds (default all four).
  open var maskedCorners: CACornerMask = .allFour
  /// The curve of the rounded corners (default `.circular`).
  open var cornerCurve: CALayerCornerCurve {
    get { extras.cornerCurve }
    set { writableExtras.cornerCurve = newValue }
  }
  /// How the contents fit the bounds (default `.resize`).
  open var contentsGravity: CALayerContentsGravity {
    get { extras.contentsGravity }
    set { writableExtras.contentsGravity = newValue }
  }
  /// The scale of the contents' pixels (default 1).
  @exclusivity(unchecked) open var contentsScale: CGFloat = 1
  /// The pixel format of drawn contents (default `.RGBA8Uint`).
  open var contentsFormat: CALayerContentsFormat {
    get { extras.contentsFormat }
    set { writableExtras.contentsFormat = newValue }
  }
  /// The filter used to shrink the contents (default `.linear`).
  open var minificationFilter: CALayerContentsFilter {
    get { extras.minificationFilter }
    set { writableExtras.minificationFilter = newValue }
  }
  /// The filter used to enlarge the contents (default `.linear`).
  open var magnificationFilter: CALayerContentsFilter {
    get { extras.magnificationFilter }
    set { writableExtras.magnificationFilter = newValue }
  }
  /// The bias of the minification filter (default 0).
  open var minificationFilterBias: Float = 0
  /// Whether the contents are fully opaque (default `false`).
  open var isOpaque: Bool = false
  /// Whether the back of the layer is drawn; animatable (default `true`).
  open var isDoubleSided: Bool {
    get { extras.isDoubleSided }
    set { setExtra(\.isDoubleSided, newValue, key: "doubleSided") }
  }
  /// Whether the layer is rendered as a bitmap before compositing; animatable (default `false`).
  open var shouldRasterize: Bool {
    get { extras.shouldRasterize }
    set { setExtra(\.shouldRasterize, newValue, key: "shouldRasterize") }
  }
  /// The scale of the rasterized bitmap; animatable (default 1).
  open var rasterizationScale: CGFloat {
    get { extras.rasterizationScale }
    set { setExtra(\.rasterizationScale, newValue, key: "rasterizationScale") }
  }
  /// Whether edges are antialiased (default `false` on iOS).
  open var allowsEdgeAntialiasing: Bool = false
  /// Whether opacity applies to the layer and its sublayers as a group (default `true`).
  open var allowsGroupOpacity: Bool = true
  /// Which edges are antialiased (default all four).
  open var edgeAntialiasingMask: CAEdgeAntialiasingMask = .allFour
  /// The layer's name (default nil).
  open var name: String? = nil
  /// Default values and actions consulted after `actions` (default nil).
  open var style: [AnyHashable: Any]? {
    get { extras.style }
    set { writableExtras.style = newValue }
  }
  /// A Core Image filter used to composite the layer (default nil).
  open var compositingFilter: Any? {
    get { extras.compositingFilter }
    set { writableExtras.compositingFilter = newValue }
  }
  /// Core Image filters applied to the layer (default nil).
  open var filters: [Any]? {
    get { extras.filters }
    set { writableExtras.filters = newValue }
  }
  /// Core Image filters applied behind the layer (default nil).
  open var backgroundFilters: [Any]? {
    get { extras.backgroundFilters }
    set { writableExtras.backgroundFilters = newValue }
  }

  // MARK: Display and layout
  /// The object that draws, lays out and supplies actions for the layer; held weakly.
  open var delegate: (any CALayerDelegate)? {
    get { delegateIsOwner ? ownerDelegate : storedExtras?.delegate }
    set { setDelegate(newValue) }
  }
  /// Marks the layer's contents as needing to be redrawn.
  open func setNeedsDisplay() { markNeedsDisplay() }
  /// Marks the part `r` of the layer's contents as needing to be redrawn.
  open func setNeedsDisplay(_ r: CGRect) { setNeedsDisplay() }
  /// Whether the layer's contents need to be redrawn.
  open func needsDisplay() -> Bool { needsDisplayFlag }
  /// Redraws the contents now if they were marked as needing it.
  open func displayIfNeeded() { if needsDisplayFlag { display() } }
  /// Reloads the contents: the delegate's `display(_:)`, else `draw(in:)` through `drawContents`.
  open func display() { performDisplay() }
  /// Draws the layer's contents into `ctx`; the base implementation asks the delegate.
  open func draw(in ctx: CGContext) { delegate?.draw(self, in: ctx) }
  /// Renders the layer and its sublayers into `ctx`.
  open func render(in ctx: CGContext) { renderTree(in: ctx) }
  /// Whether the contents are redrawn when the bounds change (default `false`).
  open var needsDisplayOnBoundsChange: Bool {
    get { storedNeedsDisplayOnBoundsChange }
    set { storedNeedsDisplayOnBoundsChange = newValue }
  }
  /// Whether drawing is queued to a background thread (default `false`).
  open var drawsAsynchronously = false
  /// Marks the layer as needing layout.
  open func setNeedsLayout() { requestLayout() }
  /// Whether the layer needs layout.
  open func needsLayout() -> Bool { geometryOwner?.layerNeedsLayout(self) ?? needsLayoutFlag }
  /// Lays out the layer's tree now if it needs it.
  open func layoutIfNeeded() { layoutTreeIfNeeded() }
  /// Lays out the sublayers; the base asks the delegate (a view's `layoutSubviews`, on iOS).
  open func layoutSublayers() { delegate?.layoutSublayers(of: self) }
  /// The layer's preferred size: its bounds' size unless overridden.
  open func preferredFrameSize() -> CGSize { bounds.size }

  // MARK: Actions
  /// Actions by key, consulted after the delegate (default nil).
  open var actions: [String: any CAAction]?
  /// The action for `event`: delegate, then `actions`, then `style`, then the default.
  open func action(forKey event: String) -> (any CAAction)? { lookUpAction(forKey: event) }
  /// The default action for `event` (CALayer.h: `+defaultActionForKey:`).
  open class func defaultAction(forKey event: String) -> (any CAAction)? {
    LayerDefaults.action(forKey: event)
  }

  // MARK: Animations
  /// Adds a copy of `anim` to the layer under `key`, replacing any animation with that key.
  open func add(_ anim: CAAnimation, forKey key: String?) { addAnimation(anim, forKey: key) }
  /// The animation under `key`.
  open func animation(forKey key: String) -> CAAnimation? { animationEntry(forKey: key) }
  /// The keys of the layer's animations, in the order they were added.
  open func animationKeys() -> [String]? { keysOfAnimations() }
  /// Removes the animation under `key`.
  open func removeAnimation(forKey key: String) { removeAnimations { $0 == key } }
  /// Removes every animation.
  open func removeAllAnimations() { removeAnimations { _ in true } }
  /// The layer as it appears on screen now: a copy of the model values with every running
  /// animation applied at the current time.
  open func presentation() -> Self? { presentationLayer() }
  /// The model layer of a presentation layer; the layer itself otherwise.
  open func model() -> Self { (presentedModel as? Self) ?? self }

  // MARK: Key-value coding
  /// The value of the property named `key`, or of an arbitrary key set on the layer.
  open func value(forKey key: String) -> Any? { layerValue(forKey: key) }
  /// Sets the property named `key`, or stores an arbitrary key.
  open func setValue(_ value: Any?, forKey key: String) { setLayerValue(value, forKey: key) }
  /// The value at a key path, including structure fields ("transform.scale", "position.x").
  open func value(forKeyPath keyPath: String) -> Any? { layerValue(forKeyPath: keyPath) }
  /// Sets the value at a key path, including structure fields.
  open func setValue(_ value: Any?, forKeyPath keyPath: String) {
    setLayerValue(value, forKeyPath: keyPath)
  }

  // MARK: CAMediaTiming
  // A deliberate mirror: CALayer, CAAnimation and CAEmitterCell each store CAMediaTiming's
  // properties, as Apple's classes do; a protocol cannot store them for the three.

  /// When the layer's time begins, relative to its superlayer's (default 0).
  open var beginTime: CFTimeInterval = 0
  /// The layer's basic duration (default 0).
  open var duration: CFTimeInterval = 0
  /// How fast the layer's time runs relative to its superlayer's (default 1).
  open var speed: Float = 1
  /// An offset added to the layer's time (default 0).
  open var timeOffset: CFTimeInterval = 0
  /// How many times the layer's time repeats (default 0).
  open var repeatCount: Float = 0
  /// How long the layer's time repeats (default 0).
  open var repeatDuration: CFTimeInterval = 0
  /// Whether the layer's time runs backwards after forwards (default `false`).
  open var autoreverses = false
  /// What the layer shows outside its active time (default `.removed`).
  open var fillMode: CAMediaTimingFillMode {
    get { extras.fillMode }
    set { writableExtras.fillMode = newValue }
  }
}
