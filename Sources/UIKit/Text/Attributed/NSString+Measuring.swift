import Foundation

/// Measuring plain strings with attributes (NSStringDrawing.h): the same as an attributed
/// string with those attributes throughout.
extension NSString {
  /// The size of the string on lines broken only at its line breaks.
  public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
    NSAttributedString(string: String(self), attributes: attrs).size()
  }

  /// The bounding rectangle of the string laid out within `size` (see
  /// `NSAttributedString.boundingRect(with:options:context:)`).
  public func boundingRect(
    with size: CGSize, options: NSStringDrawingOptions = [],
    attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?
  ) -> CGRect {
    NSAttributedString(string: String(self), attributes: attributes)
      .boundingRect(with: size, options: options, context: context)
  }

  /// Draws the string from a point.
  ///
  /// Nothing is drawn on this platform.
  public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
    NSAttributedString(string: String(self), attributes: attrs).draw(at: point)
  }

  /// Draws the string wrapped within a rectangle.
  ///
  /// Nothing is drawn on this platform.
  public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
    NSAttributedString(string: String(self), attributes: attrs).draw(in: rect)
  }

  /// Draws the string with options.
  ///
  /// Nothing is drawn on this platform.
  public func draw(
    with rect: CGRect, options: NSStringDrawingOptions = [],
    attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?
  ) {
    NSAttributedString(string: String(self), attributes: attributes)
      .draw(with: rect, options: options, context: context)
  }
}

/// The same measuring on Swift strings, as UIKit's Swift overlay declares it.
extension StringProtocol {
  /// The size of the string on lines broken only at its line breaks.
  public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
    NSAttributedString(string: String(self), attributes: attrs).size()
  }

  /// The bounding rectangle of the string laid out within `size`.
  public func boundingRect(
    with size: CGSize, options: NSStringDrawingOptions = [],
    attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?
  ) -> CGRect {
    NSAttributedString(string: String(self), attributes: attributes)
      .boundingRect(with: size, options: options, context: context)
  }

  /// Draws the string from a point.
  ///
  /// Nothing is drawn on this platform.
  public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
    NSAttributedString(string: String(self), attributes: attrs).draw(at: point)
  }

  /// Draws the string wrapped within a rectangle.
  ///
  /// Nothing is drawn on this platform.
  public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
    NSAttributedString(string: String(self), attributes: attrs).draw(in: rect)
  }

  /// Draws the string with options.
  ///
  /// Nothing is drawn on this platform.
  public func draw(
    with rect: CGRect, options: NSStringDrawingOptions = [],
    attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?
  ) {
    NSAttributedString(string: String(self), attributes: attributes)
      .draw(with: rect, options: options, context: context)
  }
}
