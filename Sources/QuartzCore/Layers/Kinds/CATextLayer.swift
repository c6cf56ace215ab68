import Foundation

/// A layer that draws a string.
///
/// Defaults are CATextLayer.h's.
open class CATextLayer: CALayer {
  /// The text: a `String` or an attributed string (default nil).
  open var string: Any?
  /// The font: a font name, a `CGFont` or a `CTFont` (default Helvetica).
  open var font: AnyObject? = "Helvetica" as NSString
  /// The font size; animatable (default 36).
  open var fontSize: CGFloat = 36 {
    willSet { willChange("fontSize") }
    didSet { didChange("fontSize") }
  }
  /// The text colour; animatable (default opaque white).
  open var foregroundColor: CGColor? = CGColor.white {
    willSet { willChange("foregroundColor") }
    didSet { didChange("foregroundColor") }
  }
  /// Whether the text wraps to the bounds (default `false`).
  open var isWrapped = false
  /// Where the text is truncated (default `.none`).
  open var truncationMode: CATextLayerTruncationMode = .none
  /// How the text is aligned (default `.natural`).
  open var alignmentMode: CATextLayerAlignmentMode = .natural
  /// Whether glyphs are positioned on whole pixels (default `false`).
  open var allowsFontSubpixelQuantization = false

  /// A text layer with CATextLayer.h's defaults.
  public override init() { super.init() }

  /// A copy of `layer`, its text included.
  public override init(layer: Any) {
    super.init(layer: layer)
    guard let source = layer as? CATextLayer else { return }
    suppressesActions = true
    defer { suppressesActions = false }
    string = source.string
    font = source.font
    fontSize = source.fontSize
    foregroundColor = source.foregroundColor
    isWrapped = source.isWrapped
    truncationMode = source.truncationMode
    alignmentMode = source.alignmentMode
    allowsFontSubpixelQuantization = source.allowsFontSubpixelQuantization
  }

  /// A text layer from an archive; Bezel reads none and gives the defaults.
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  override func makePresentationCopy() -> CALayer { CATextLayer(layer: self) }
}
