import Foundation

/// UIKit's attributes for Swift's `AttributedString` (`AttributeScopes.UIKitAttributes`, iOS
/// 15), keyed by UIKit's attribute names so they convert to and from `NSAttributedString`.
///
/// Linux's Foundation has the attribute machinery and the Foundation scope but no UIKit scope,
/// and no conversions between `AttributedString` and `NSAttributedString`; these are UIKit's
/// (`AttributedString+NSAttributedString.swift`).
extension AttributeScopes {
  /// The attributes UIKit defines, with Foundation's.
  public struct UIKitAttributes: AttributeScope {
    public let font: FontAttribute
    public let paragraphStyle: ParagraphStyleAttribute
    public let foregroundColor: ForegroundColorAttribute
    public let backgroundColor: BackgroundColorAttribute
    public let ligature: LigatureAttribute
    public let kern: KernAttribute
    public let tracking: TrackingAttribute
    public let strikethroughStyle: StrikethroughStyleAttribute
    public let underlineStyle: UnderlineStyleAttribute
    public let strokeColor: StrokeColorAttribute
    public let strokeWidth: StrokeWidthAttribute
    public let shadow: ShadowAttribute
    public let textEffect: TextEffectAttribute
    public let attachment: AttachmentAttribute
    public let baselineOffset: BaselineOffsetAttribute
    public let underlineColor: UnderlineColorAttribute
    public let strikethroughColor: StrikethroughColorAttribute
    public let obliqueness: ObliquenessAttribute
    public let expansion: ExpansionAttribute
    public let foundation: AttributeScopes.FoundationAttributes

    /// A `UIFont` (`NSAttributedString.Key.font`).
    public enum FontAttribute: AttributedStringKey {
      public typealias Value = UIFont
      public static let name = NSAttributedString.Key.font.rawValue
    }
    public enum ParagraphStyleAttribute: AttributedStringKey {
      public typealias Value = NSParagraphStyle
      public static let name = NSAttributedString.Key.paragraphStyle.rawValue
    }
    public enum ForegroundColorAttribute: AttributedStringKey {
      public typealias Value = UIColor
      public static let name = NSAttributedString.Key.foregroundColor.rawValue
    }
    public enum BackgroundColorAttribute: AttributedStringKey {
      public typealias Value = UIColor
      public static let name = NSAttributedString.Key.backgroundColor.rawValue
    }
    public enum LigatureAttribute: AttributedStringKey {
      public typealias Value = Int
      public static let name = NSAttributedString.Key.ligature.rawValue
    }
    public enum KernAttribute: AttributedStringKey {
      public typealias Value = CGFloat
      public static let name = NSAttributedString.Key.kern.rawValue
    }
    public enum TrackingAttribute: AttributedStringKey {
      public typealias Value = CGFloat
      public static let name = NSAttributedString.Key.tracking.rawValue
    }
    public enum StrikethroughStyleAttribute: AttributedStringKey {
      public typealias Value = NSUnderlineStyle
      public static let name = NSAttributedString.Key.strikethroughStyle.rawValue
    }
    public enum UnderlineStyleAttribute: AttributedStringKey {
      public typealias Value = NSUnderlineStyle
      public static let name = NSAttributedString.Key.underlineStyle.rawValue
    }
    public enum StrokeColorAttribute: AttributedStringKey {
      public typealias Value = UIColor
      public static let name = NSAttributedString.Key.strokeColor.rawValue
    }
    public enum StrokeWidthAttribute: AttributedStringKey {
      public typealias Value = CGFloat
      public static let name = NSAttributedString.Key.strokeWidth.rawValue
    }
    public enum ShadowAttribute: AttributedStringKey {
      public typealias Value = NSShadow
      public static let name = NSAttributedString.Key.shadow.rawValue
    }
    public enum TextEffectAttribute: AttributedStringKey {
      public typealias Value = NSAttributedString.TextEffectStyle
      public static let name = NSAttributedString.Key.textEffect.rawValue
    }
    public enum AttachmentAttribute: AttributedStringKey {
      public typealias Value = NSTextAttachment
      public static let name = NSAttributedString.Key.attachment.rawValue
    }
    public enum BaselineOffsetAttribute: AttributedStringKey {
      public typealias Value = CGFloat
      public static let name = NSAttributedString.Key.baselineOffset.rawValue
    }
    public enum UnderlineColorAttribute: AttributedStringKey {
      public typealias Value = UIColor
      public static let name = NSAttributedString.Key.underlineColor.rawValue
    }
    public enum StrikethroughColorAttribute: AttributedStringKey {
      public typealias Value = UIColor
      public static let name = NSAttributedString.Key.strikethroughColor.rawValue
    }
    public enum ObliquenessAttribute: AttributedStringKey {
      public typealias Value = CGFloat
      public static let name = NSAttributedString.Key.obliqueness.rawValue
    }
    public enum ExpansionAttribute: AttributedStringKey {
      public typealias Value = CGFloat
      public static let name = NSAttributedString.Key.expansion.rawValue
    }
  }

  /// UIKit's attribute scope (`\.uiKit`).
  public var uiKit: UIKitAttributes.Type { UIKitAttributes.self }
}

extension AttributeDynamicLookup {
  /// UIKit's attributes by name: `text.font`, `container.foregroundColor`.
  public subscript<T: AttributedStringKey>(
    dynamicMember keyPath: KeyPath<AttributeScopes.UIKitAttributes, T>
  ) -> T {
    self[T.self]
  }
}
