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
  weak var storedSuperlayer: CALayer?
  /// Read directly by the owning view's accessors (package, final: a field load, no call).
  @exclusivity(unchecked) package internal(set) final var storedGeometry = LayerGeometry()
  var storedSublayerTransform = CATransform3DIdentity
  var storedMask: CALayer?
  weak var maskOwner: CALayer?
  /// Animations in the order they were added, so that `animationKeys()` keeps that order.
  var animationEntries: [(key: String, animation: CAAnimation)] = []
  /// Actions looked up before a change, run after it (CALayer.h: `actionForKey:` is called when
  /// a property is about to change).
  @exclusivity(unchecked) var pendingActions:
    [(key: String, action: (any CAAction)?, oldValue: Any?)] = []
  @exclusivity(unchecked) var needsDisplayFlag = false
  @exclusivity(unchecked) var needsLayoutFlag = false
  /// Whether a sublayer's subtree has a layer that needs layout.
  @exclusivity(unchecked) var subtreeNeedsLayoutFlag = false
  var extraValues: [String: Any] = [:]
  /// For a presentation copy, the layer it presents.
  weak var presentedModel: CALayer?
  /// Whether property changes skip implicit actions: while copying, and in presentation copies.
  @exclusivity(unchecked) var suppressesActions = false
  /// The object told when the layer's bounds, position, anchor point or transform change.
  ///
  /// Bezel's hook for the view that owns the layer: a `UIView` sets itself here and keeps no copy
  /// of its geometry. The owner is not told of changes it makes through
  /// `setGeometryFromOwner(_:)`.
  package weak var geometryOwner: (any LayerGeometryOwner)?

  // MARK: Creating a layer

  /// A layer with Apple's defaults.
  public override init() { super.init() }
  /// A copy of `layer`'s properties, as Core Animation makes presentation layers.
  ///
  /// Subclasses override it to copy their own properties, calling super.
  public init(layer: Any) {
    super.init()
    if let source = layer as? CALayer { copyProperties(from: source) }
  }
  /// A copy of the layer for `presentation()`, of its Bezel class; each Bezel subclass
  /// overrides it.
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
  /// The frame in the superlayer's coordinates, derived from bounds, position, anchor point and
  /// transform.
  open var frame: CGRect {
    get { frameFromGeometry }
    set { setFrame(newValue) }
  }
  /// The anchor point's z coordinate; animatable (default 0).
  open var anchorPointZ: CGFloat = 0 {
    willSet { willChange("anchorPointZ") }
    didSet { didChange("anchorPointZ") }
  }
  /// The position on the z axis; animatable (default 0).
  open var zPosition: CGFloat = 0 {
    willSet { willChange("zPosition") }
    didSet { didChange("zPosition") }
  }
  /// The transform applied to the sublayers; animatable (default identity).
  open var sublayerTransform: CATransform3D {
    get { storedSublayerTransform }
    set {
      guard !LayerInvalidGeometry.refuse(LayerInvalidGeometry.reason(transform: newValue))
      else { return }
      willChange("sublayerTransform")
      storedSublayerTransform = newValue
      didChange("sublayerTransform")
    }
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
  open func convert(_ p: CGPoint, to l: CALayer?) -> CGPoint {
    (l ?? rootLayer).convertPoint(p, from: self)
  }
  /// `r` in the coordinates of `l`, converted to the layer's: the bounding box of its corners.
  open func convert(_ r: CGRect, from l: CALayer?) -> CGRect { convertRect(r, from: l) }
  /// `r` in the layer's coordinates, converted to those of `l`.
  open func convert(_ r: CGRect, to l: CALayer?) -> CGRect {
    (l ?? rootLayer).convertRect(r, from: self)
  }
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
  open var cornerRadius: CGFloat = 0 {
    willSet { willChange("cornerRadius") }
    didSet { didChange("cornerRadius") }
  }
  /// The width of the border; animatable (default 0).
  open var borderWidth: CGFloat = 0 {
    willSet { willChange("borderWidth") }
    didSet { didChange("borderWidth") }
  }
  /// The colour of the border; animatable (default opaque black).
  open var borderColor: CGColor? = CGColor.black {
    willSet { willChange("borderColor") }
    didSet { didChange("borderColor") }
  }
  /// The layer's opacity, 0 to 1; animatable (default 1).
  open var opacity: Float = 1 {
    willSet { willChange("opacity") }
    didSet { didChange("opacity") }
  }
  /// Whether the layer is hidden; animatable (default `false`).
  open var isHidden: Bool = false {
    willSet { willChange("hidden") }
    didSet {
      didChange("hidden")
      if isHidden != oldValue { geometryOwner?.layerHiddenDidChange(self) }
    }
  }
  /// Whether sublayers are clipped to the bounds; animatable (default `false`).
  open var masksToBounds: Bool = false {
    willSet { willChange("masksToBounds") }
    didSet { didChange("masksToBounds") }
  }
  /// The shadow's colour; animatable (default opaque black).
  open var shadowColor: CGColor? = CGColor.black {
    willSet { willChange("shadowColor") }
    didSet { didChange("shadowColor") }
  }
  /// The shadow's opacity; animatable (default 0).
  open var shadowOpacity: Float = 0 {
    willSet { willChange("shadowOpacity") }
    didSet { didChange("shadowOpacity") }
  }
  /// The shadow's offset; animatable (default (0, -3)).
  open var shadowOffset: CGSize = CGSize(width: 0, height: -3) {
    willSet { willChange("shadowOffset") }
    didSet { didChange("shadowOffset") }
  }
  /// The shadow's blur radius; animatable (default 3).
  open var shadowRadius: CGFloat = 3 {
    willSet { willChange("shadowRadius") }
    didSet { didChange("shadowRadius") }
  }
  /// The shadow's shape; animatable (default nil (the layer's alpha)).
  open var shadowPath: CGPath? = nil {
    willSet { willChange("shadowPath") }
    didSet { didChange("shadowPath") }
  }
  /// The layer's content, typically a `CGImage`; animatable (default nil).
  open var contents: Any? = nil {
    willSet { willChange("contents") }
    didSet { didChange("contents") }
  }
  /// The part of the contents shown, in the unit square; animatable (default the unit square).
  open var contentsRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1) {
    willSet { willChange("contentsRect") }
    didSet { didChange("contentsRect") }
  }
  /// The stretchable part of the contents, in the unit square; animatable (default the unit
  /// square).
  open var contentsCenter: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1) {
    willSet { willChange("contentsCenter") }
    didSet { didChange("contentsCenter") }
  }
  /// A layer whose alpha masks this layer's content; animatable (default nil).
  open var mask: CALayer? {
    get { storedMask }
    set { setMask(newValue) }
  }
  /// The corners `cornerRadius` rounds (default all four).
  open var maskedCorners: CACornerMask = [
    .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
  ]
  /// The curve of the rounded corners (default `.circular`).
  open var cornerCurve: CALayerCornerCurve = .circular
  /// How the contents fit the bounds (default `.resize`).
  open var contentsGravity: CALayerContentsGravity = .resize
  /// The scale of the contents' pixels (default 1).
  open var contentsScale: CGFloat = 1
  /// The pixel format of drawn contents (default `.RGBA8Uint`).
  open var contentsFormat: CALayerContentsFormat = .RGBA8Uint
  /// The filter used to shrink the contents (default `.linear`).
  open var minificationFilter: CALayerContentsFilter = .linear
  /// The filter used to enlarge the contents (default `.linear`).
  open var magnificationFilter: CALayerContentsFilter = .linear
  /// The bias of the minification filter (default 0).
  open var minificationFilterBias: Float = 0
  /// Whether the contents are fully opaque (default `false`).
  open var isOpaque: Bool = false
  /// Whether the back of the layer is drawn; animatable (default `true`).
  open var isDoubleSided: Bool = true {
    willSet { willChange("doubleSided") }
    didSet { didChange("doubleSided") }
  }
  /// Whether the layer is rendered as a bitmap before compositing; animatable (default `false`).
  open var shouldRasterize: Bool = false {
    willSet { willChange("shouldRasterize") }
    didSet { didChange("shouldRasterize") }
  }
  /// The scale of the rasterized bitmap; animatable (default 1).
  open var rasterizationScale: CGFloat = 1 {
    willSet { willChange("rasterizationScale") }
    didSet { didChange("rasterizationScale") }
  }
  /// Whether edges are antialiased (default `false` on iOS).
  open var allowsEdgeAntialiasing: Bool = false
  /// Whether opacity applies to the layer and its sublayers as a group (default `true`).
  open var allowsGroupOpacity: Bool = true
  /// Which edges are antialiased (default all four).
  open var edgeAntialiasingMask: CAEdgeAntialiasingMask = [
    .layerLeftEdge, .layerRightEdge, .layerBottomEdge, .layerTopEdge,
  ]
  /// The layer's name (default nil).
  open var name: String? = nil
  /// Default values and actions consulted after `actions` (default nil).
  open var style: [AnyHashable: Any]? = nil
  /// A Core Image filter used to composite the layer (default nil).
  open var compositingFilter: Any? = nil
  /// Core Image filters applied to the layer (default nil).
  open var filters: [Any]? = nil
  /// Core Image filters applied behind the layer (default nil).
  open var backgroundFilters: [Any]? = nil

  // MARK: Display and layout

  /// The object that draws, lays out and supplies actions for the layer; held weakly.
  open weak var delegate: (any CALayerDelegate)?
  /// Marks the layer's contents as needing to be redrawn.
  open func setNeedsDisplay() {
    needsDisplayFlag = true
    geometryOwner?.layerDidRequestDisplay(self)
  }
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
  open var needsDisplayOnBoundsChange = false
  /// Whether drawing is queued to a background thread (default `false`).
  open var drawsAsynchronously = false
  /// Marks the layer as needing layout.
  open func setNeedsLayout() {
    // A view's layer: the view holds the mark, and its layout pass lays the layer out.
    if let owner = geometryOwner, owner.layerSetNeedsLayout(self) { return }
    markNeedsLayout()
  }
  /// Whether the layer needs layout.
  open func needsLayout() -> Bool { geometryOwner?.layerNeedsLayout(self) ?? needsLayoutFlag }
  /// Lays out the layer's tree now if it needs it.
  open func layoutIfNeeded() { layoutTreeIfNeeded() }
  /// Lays out the sublayers; the base implementation asks the delegate (a view's
  /// `layoutSubviews` runs from here on iOS).
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
  open func animation(forKey key: String) -> CAAnimation? {
    animationEntries.last { $0.key == key }?.animation
  }
  /// The keys of the layer's animations, in the order they were added.
  open func animationKeys() -> [String]? {
    animationEntries.isEmpty ? nil : animationEntries.map(\.key)
  }
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
  open var fillMode: CAMediaTimingFillMode = .removed
}
