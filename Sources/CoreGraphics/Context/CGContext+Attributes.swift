import Foundation

// Setters of the graphics state. A non-finite value is ignored, as iOS ignores such values.
// `setFillColor(red:…)` and its relatives make the color in the device spaces CoreGraphics uses
// for them (CGContextSetRGBFillColor: "the device RGB color space").

extension CGContext {
  /// Sets the fill color.
  public func setFillColor(_ color: CGColor) {
    state.fillColor = color
  }

  /// Sets the fill color to a gray in the device gray space.
  public func setFillColor(gray: CGFloat, alpha: CGFloat) {
    guard gray.isFinite, alpha.isFinite else { return }
    state.fillColor = CGColor(space: CGColorSpaceCreateDeviceGray(), components: [gray, alpha])
  }

  /// Sets the fill color to an RGB color in the device RGB space.
  public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    guard [red, green, blue, alpha].allSatisfy(\.isFinite) else { return }
    state.fillColor = CGColor(
      space: CGColorSpaceCreateDeviceRGB(), components: [red, green, blue, alpha])
  }

  /// Sets the fill color to a CMYK color in the device CMYK space.
  public func setFillColor(
    cyan: CGFloat, magenta: CGFloat, yellow: CGFloat, black: CGFloat, alpha: CGFloat
  ) {
    guard [cyan, magenta, yellow, black, alpha].allSatisfy(\.isFinite) else { return }
    state.fillColor = CGColor(
      space: CGColorSpaceCreateDeviceCMYK(), components: [cyan, magenta, yellow, black, alpha])
  }

  /// Sets the stroke color.
  public func setStrokeColor(_ color: CGColor) {
    state.strokeColor = color
  }

  /// Sets the stroke color to a gray in the device gray space.
  public func setStrokeColor(gray: CGFloat, alpha: CGFloat) {
    guard gray.isFinite, alpha.isFinite else { return }
    state.strokeColor = CGColor(space: CGColorSpaceCreateDeviceGray(), components: [gray, alpha])
  }

  /// Sets the stroke color to an RGB color in the device RGB space.
  public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    guard [red, green, blue, alpha].allSatisfy(\.isFinite) else { return }
    state.strokeColor = CGColor(
      space: CGColorSpaceCreateDeviceRGB(), components: [red, green, blue, alpha])
  }

  /// Sets the stroke color to a CMYK color in the device CMYK space.
  public func setStrokeColor(
    cyan: CGFloat, magenta: CGFloat, yellow: CGFloat, black: CGFloat, alpha: CGFloat
  ) {
    guard [cyan, magenta, yellow, black, alpha].allSatisfy(\.isFinite) else { return }
    state.strokeColor = CGColor(
      space: CGColorSpaceCreateDeviceCMYK(), components: [cyan, magenta, yellow, black, alpha])
  }

  /// Sets the line width, in user space.
  public func setLineWidth(_ width: CGFloat) {
    guard width.isFinite else { return }
    state.lineWidth = width
  }

  /// Sets the line cap.
  public func setLineCap(_ cap: CGLineCap) {
    state.lineCap = cap
  }

  /// Sets the line join.
  public func setLineJoin(_ join: CGLineJoin) {
    state.lineJoin = join
  }

  /// Sets the miter limit.
  public func setMiterLimit(_ limit: CGFloat) {
    guard limit.isFinite else { return }
    state.miterLimit = limit
  }

  /// Sets the dash pattern; empty lengths make lines solid.
  public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
    guard phase.isFinite, lengths.allSatisfy(\.isFinite) else { return }
    state.lineDashPhase = phase
    state.lineDashLengths = lengths
  }

  /// Sets the flatness tolerance for curves.
  public func setFlatness(_ flatness: CGFloat) {
    guard flatness.isFinite else { return }
    state.flatness = flatness
  }

  /// Sets the global alpha, clamped to 0...1.
  public func setAlpha(_ alpha: CGFloat) {
    guard alpha.isFinite else { return }
    state.alpha = min(max(alpha, 0), 1)
  }

  /// Sets the blend mode.
  public func setBlendMode(_ mode: CGBlendMode) {
    state.blendMode = mode
  }

  /// Sets a shadow of `color`; a nil color turns shadows off.
  public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
    guard offset.width.isFinite, offset.height.isFinite, blur.isFinite else { return }
    state.shadowOffset = offset
    state.shadowBlur = blur
    state.shadowColor = color
  }

  /// Sets a shadow of black at a third of opacity, the color CGContextSetShadow documents.
  public func setShadow(offset: CGSize, blur: CGFloat) {
    setShadow(offset: offset, blur: blur, color: CGColor(gray: 0, alpha: 1.0 / 3.0))
  }

  /// Sets whether shapes are antialiased.
  public func setShouldAntialias(_ shouldAntialias: Bool) {
    state.shouldAntialias = shouldAntialias
  }

  /// Sets whether antialiasing is allowed; Bezel records only `setShouldAntialias`.
  public func setAllowsAntialiasing(_ allowsAntialiasing: Bool) {}

  /// Sets the rendering intent.
  public func setRenderingIntent(_ intent: CGColorRenderingIntent) {
    state.renderingIntent = intent
  }

  /// Sets the text drawing mode.
  public func setTextDrawingMode(_ mode: CGTextDrawingMode) {
    state.textDrawingMode = mode
  }

  /// Sets the extra space between characters.
  public func setCharacterSpacing(_ spacing: CGFloat) {
    guard spacing.isFinite else { return }
    state.characterSpacing = spacing
  }

  /// The interpolation quality for scaled images.
  public var interpolationQuality: CGInterpolationQuality {
    get { state.interpolationQuality }
    set { state.interpolationQuality = newValue }
  }
}
