import Foundation

/// Conversions between Swift's `AttributedString` and `NSAttributedString` with UIKit's
/// attributes (Foundation's `init(_:including:)` pair, which Linux's Foundation lacks).
///
/// The attributes of UIKit's scope (`AttributeScopes.UIKitAttributes`) and Foundation's `link`
/// convert, under UIKit's attribute names; numbers become `NSNumber`s and back, underline styles
/// their raw values. Attributes of other scopes, and values of the wrong type, are left out
/// rather than thrown about.
extension NSAttributedString {
  /// The attributed string's text with the attributes of `scope` (`\.uiKit`, `\.foundation`).
  public convenience init<S: AttributeScope>(
    _ attrStr: AttributedString, including scope: KeyPath<AttributeScopes, S.Type>
  ) throws {
    self.init(attrStr, scope: S.self)
  }

  /// The attributed string's text with the attributes of `scope`.
  public convenience init<S: AttributeScope>(_ attrStr: AttributedString, including scope: S.Type)
    throws
  {
    self.init(attrStr, scope: S.self)
  }

  /// The attributed string's text with UIKit's attributes.
  public convenience init(_ attrStr: AttributedString) {
    self.init(attrStr, scope: AttributeScopes.UIKitAttributes.self)
  }

  private convenience init<S: AttributeScope>(_ text: AttributedString, scope: S.Type) {
    let conversions = AttributeConversion.all(for: S.self)
    var pieces: [NSTextStorage.Piece] = []
    for run in text.runs {
      var attributes: [NSAttributedString.Key: Any] = [:]
      for conversion in conversions {
        if let value = conversion.read(run) { attributes[conversion.key] = value }
      }
      pieces.append(
        NSTextStorage.Piece(text: String(text[run.range].characters), attributes: attributes))
    }
    self.init(attributedString: NSTextStorage.built(from: pieces))
  }
}

extension AttributedString {
  /// The text of `nsStr` with its attributes of `scope` (`\.uiKit`, `\.foundation`).
  public init<S: AttributeScope>(
    _ nsStr: NSAttributedString, including scope: KeyPath<AttributeScopes, S.Type>
  ) throws {
    self.init(nsStr, scope: S.self)
  }

  /// The text of `nsStr` with its attributes of `scope`.
  public init<S: AttributeScope>(_ nsStr: NSAttributedString, including scope: S.Type) throws {
    self.init(nsStr, scope: S.self)
  }

  /// The text of `nsStr` with its UIKit attributes.
  public init(_ nsStr: NSAttributedString) {
    self.init(nsStr, scope: AttributeScopes.UIKitAttributes.self)
  }

  private init<S: AttributeScope>(_ text: NSAttributedString, scope: S.Type) {
    let conversions = AttributeConversion.all(for: S.self)
    let string = text.string as NSString
    var result = AttributedString()
    text.enumerateAttributes(in: NSRange(location: 0, length: text.length), options: []) {
      attributes, range, _ in
      var container = AttributeContainer()
      for conversion in conversions {
        if let value = attributes[conversion.key] { conversion.write(&container, value) }
      }
      result.append(AttributedString(string.substring(with: range), attributes: container))
    }
    self = result
  }
}

/// How one attribute converts between the two kinds of attributed string.
struct AttributeConversion {
  let key: NSAttributedString.Key
  let read: (AttributedString.Runs.Run) -> Any?
  let write: (inout AttributeContainer, Any) -> Void

  /// Values are `Sendable`, as `AttributedString`'s run and container subscripts ask.
  init<K: AttributedStringKey>(
    _ key: K.Type, toObject: @escaping (K.Value) -> Any, fromObject: @escaping (Any) -> K.Value?
  ) where K.Value: Sendable {
    self.key = NSAttributedString.Key(K.name)
    read = { run in run[K.self].map(toObject) }
    write = { container, value in
      if let converted = fromObject(value) { container[K.self] = converted }
    }
  }

  /// An attribute whose value is the same object on both sides.
  static func same<K: AttributedStringKey>(_ key: K.Type) -> AttributeConversion
  where K.Value: Sendable {
    AttributeConversion(key, toObject: { $0 }, fromObject: { $0 as? K.Value })
  }

  /// A length stored as an `NSNumber`.
  static func length<K: AttributedStringKey>(_ key: K.Type) -> AttributeConversion
  where K.Value == CGFloat {
    AttributeConversion(
      key, toObject: { NSNumber(value: Double($0)) },
      fromObject: { AttributedTextLayout.isNumber($0) ? AttributedTextLayout.number($0) : nil })
  }

  /// A line style stored as its raw value.
  static func lineStyle<K: AttributedStringKey>(_ key: K.Type) -> AttributeConversion
  where K.Value == NSUnderlineStyle {
    AttributeConversion(
      key, toObject: { NSNumber(value: $0.rawValue) },
      fromObject: { value in
        if let style = value as? NSUnderlineStyle { return style }
        guard AttributedTextLayout.isNumber(value) else { return nil }
        return NSUnderlineStyle(rawValue: Int(AttributedTextLayout.number(value)))
      })
  }

  /// The conversions of a scope: UIKit's attributes for UIKit's scope, and the link for it and
  /// Foundation's.
  static func all<S: AttributeScope>(for scope: S.Type) -> [AttributeConversion] {
    let isUIKit = S.self == AttributeScopes.UIKitAttributes.self
    let isFoundation = S.self == AttributeScopes.FoundationAttributes.self
    var result: [AttributeConversion] = []
    if isUIKit || isFoundation {
      result.append(
        AttributeConversion(
          AttributeScopes.FoundationAttributes.LinkAttribute.self, toObject: { $0 },
          fromObject: { value in
            if let url = value as? URL { return url }
            return (value as? String).flatMap { URL(string: $0) }
          }))
    }
    guard isUIKit else { return result }
    typealias UIKit = AttributeScopes.UIKitAttributes
    result += [
      .same(UIKit.FontAttribute.self), .same(UIKit.ParagraphStyleAttribute.self),
      .same(UIKit.ForegroundColorAttribute.self), .same(UIKit.BackgroundColorAttribute.self),
      AttributeConversion(
        UIKit.LigatureAttribute.self, toObject: { NSNumber(value: $0) },
        fromObject: {
          AttributedTextLayout.isNumber($0) ? Int(AttributedTextLayout.number($0)) : nil
        }),
      .length(UIKit.KernAttribute.self), .length(UIKit.TrackingAttribute.self),
      .lineStyle(UIKit.StrikethroughStyleAttribute.self),
      .lineStyle(UIKit.UnderlineStyleAttribute.self),
      .same(UIKit.StrokeColorAttribute.self), .length(UIKit.StrokeWidthAttribute.self),
      .same(UIKit.ShadowAttribute.self),
      AttributeConversion(
        UIKit.TextEffectAttribute.self, toObject: { $0.rawValue },
        fromObject: { value in
          if let style = value as? NSAttributedString.TextEffectStyle { return style }
          return (value as? String).map { NSAttributedString.TextEffectStyle(rawValue: $0) }
        }),
      .same(UIKit.AttachmentAttribute.self), .length(UIKit.BaselineOffsetAttribute.self),
      .same(UIKit.UnderlineColorAttribute.self), .same(UIKit.StrikethroughColorAttribute.self),
      .length(UIKit.ObliquenessAttribute.self), .length(UIKit.ExpansionAttribute.self),
    ]
    return result
  }
}

extension AttributedTextLayout {
  /// Whether a value is a number `number(_:)` reads.
  static func isNumber(_ value: Any) -> Bool {
    value is CGFloat || value is Double || value is Float || value is Int || value is NSNumber
  }
}
