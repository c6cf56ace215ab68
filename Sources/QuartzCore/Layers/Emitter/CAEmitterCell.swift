import Foundation

/// A source of particles emitted by an emitter layer.
///
/// Defaults are CAEmitterCell.h's: a cell emits nothing (`birthRate` and `lifetime` 0) until
/// configured; its colour is opaque white and its scale 1.
open class CAEmitterCell: NSObject, CAMediaTiming {
  /// The cell's name, used in key paths (default nil).
  open var name: String?
  /// Whether the cell emits (default `true`).
  open var isEnabled = true
  /// Particles created per second (default 0).
  open var birthRate: Float = 0
  /// Each particle's lifetime in seconds (default 0).
  open var lifetime: Float = 0
  /// The range of the lifetime (default 0).
  open var lifetimeRange: Float = 0
  /// The emission direction's latitude (default 0).
  open var emissionLatitude: CGFloat = 0
  /// The emission direction's longitude (default 0).
  open var emissionLongitude: CGFloat = 0
  /// The angle around the emission direction (default 0).
  open var emissionRange: CGFloat = 0
  /// The initial speed (default 0).
  open var velocity: CGFloat = 0
  /// The range of the speed (default 0).
  open var velocityRange: CGFloat = 0
  /// The acceleration along x (default 0).
  open var xAcceleration: CGFloat = 0
  /// The acceleration along y (default 0).
  open var yAcceleration: CGFloat = 0
  /// The acceleration along z (default 0).
  open var zAcceleration: CGFloat = 0
  /// The particles' scale (default 1).
  open var scale: CGFloat = 1
  /// The range of the scale (default 0).
  open var scaleRange: CGFloat = 0
  /// The change of the scale per second (default 0).
  open var scaleSpeed: CGFloat = 0
  /// The rotation speed in radians per second (default 0).
  open var spin: CGFloat = 0
  /// The range of the rotation speed (default 0).
  open var spinRange: CGFloat = 0
  /// The colour particles are multiplied by (default opaque white).
  open var color: CGColor? = CGColor.white
  /// The range of the red component (default 0).
  open var redRange: Float = 0
  /// The range of the green component (default 0).
  open var greenRange: Float = 0
  /// The range of the blue component (default 0).
  open var blueRange: Float = 0
  /// The range of the alpha component (default 0).
  open var alphaRange: Float = 0
  /// The change of red per second (default 0).
  open var redSpeed: Float = 0
  /// The change of green per second (default 0).
  open var greenSpeed: Float = 0
  /// The change of blue per second (default 0).
  open var blueSpeed: Float = 0
  /// The change of alpha per second (default 0).
  open var alphaSpeed: Float = 0
  /// The particles' image, typically a `CGImage` (default nil).
  open var contents: Any?
  /// The part of the contents used, in the unit square (default the unit square).
  open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
  /// The scale of the contents' pixels (default 1).
  open var contentsScale: CGFloat = 1
  /// The filter used to shrink the contents (default linear).
  open var minificationFilter = "linear"
  /// The filter used to enlarge the contents (default linear).
  open var magnificationFilter = "linear"
  /// The bias of the minification filter (default 0).
  open var minificationFilterBias: Float = 0
  /// Cells emitted by each particle (default nil).
  open var emitterCells: [CAEmitterCell]?
  /// Default values consulted by key (default nil).
  open var style: [AnyHashable: Any]?
  // CAMediaTiming's properties: a deliberate mirror of CALayer's and CAAnimation's.
  /// When the cell's time begins (default 0).
  open var beginTime: CFTimeInterval = 0
  /// The cell's duration (default 0).
  open var duration: CFTimeInterval = 0
  /// The cell's speed (default 1).
  open var speed: Float = 1
  /// An offset added to the cell's time (default 0).
  open var timeOffset: CFTimeInterval = 0
  /// How many times the cell repeats (default 0).
  open var repeatCount: Float = 0
  /// How long the cell repeats (default 0).
  open var repeatDuration: CFTimeInterval = 0
  /// Whether the cell's time runs backwards after forwards (default `false`).
  open var autoreverses = false
  /// What the cell shows outside its active time (default `.removed`).
  open var fillMode: CAMediaTimingFillMode = .removed

  /// A cell with CAEmitterCell.h's defaults.
  public override init() { super.init() }

  /// A cell from an archive; Bezel reads none and gives the defaults.
  public required init?(coder: NSCoder) { super.init() }

  /// The default value of the property named `key`.
  open class func defaultValue(forKey key: String) -> Any? { nil }
}
