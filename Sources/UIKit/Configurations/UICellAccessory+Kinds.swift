import Foundation

extension UICellAccessory {
  /// The options of the system accessories: whether hidden, the width reserved and the tint.
  public struct DisclosureIndicatorOptions {
    public var isHidden: Bool?
    public var reservedLayoutWidth: LayoutDimension
    public var tintColor: UIColor?
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension = .standard,
      tintColor: UIColor? = nil
    ) {
      self.isHidden = isHidden
      self.reservedLayoutWidth = reservedLayoutWidth
      self.tintColor = tintColor
    }
  }

  public typealias CheckmarkOptions = DisclosureIndicatorOptions
  public typealias ReorderOptions = DisclosureIndicatorOptions
  public typealias DetailOptions = DisclosureIndicatorOptions

  /// The options of the accessories with a filled background: delete, insert and multiselect.
  public struct FilledOptions {
    public var isHidden: Bool?
    public var reservedLayoutWidth: LayoutDimension
    public var tintColor: UIColor?
    public var backgroundColor: UIColor?
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension = .standard,
      tintColor: UIColor? = nil, backgroundColor: UIColor? = nil
    ) {
      self.isHidden = isHidden
      self.reservedLayoutWidth = reservedLayoutWidth
      self.tintColor = tintColor
      self.backgroundColor = backgroundColor
    }
  }

  public typealias DeleteOptions = FilledOptions
  public typealias InsertOptions = FilledOptions
  public typealias MultiselectOptions = FilledOptions

  /// The style of an outline disclosure: a header's or a cell's.
  public enum OutlineDisclosureStyle: Sendable {
    case automatic, header, cell
  }

  public struct OutlineDisclosureOptions {
    public var style: OutlineDisclosureStyle
    public var isHidden: Bool?
    public var reservedLayoutWidth: LayoutDimension
    public var tintColor: UIColor?
    public init(
      style: OutlineDisclosureStyle = .automatic, isHidden: Bool? = nil,
      reservedLayoutWidth: LayoutDimension = .standard, tintColor: UIColor? = nil
    ) {
      self.style = style
      self.isHidden = isHidden
      self.reservedLayoutWidth = reservedLayoutWidth
      self.tintColor = tintColor
    }
  }

  public struct LabelOptions {
    public var isHidden: Bool?
    public var reservedLayoutWidth: LayoutDimension
    public var tintColor: UIColor?
    public var font: UIFont?
    public var adjustsFontForContentSizeCategory: Bool
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension = .actual,
      tintColor: UIColor? = nil, font: UIFont? = nil, adjustsFontForContentSizeCategory: Bool = true
    ) {
      self.isHidden = isHidden
      self.reservedLayoutWidth = reservedLayoutWidth
      self.tintColor = tintColor
      self.font = font
      self.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory
    }
  }

  /// A view of the app's as an accessory.
  public struct CustomViewConfiguration {
    public var customView: UIView
    public var placement: Placement
    public var isHidden: Bool?
    public var reservedLayoutWidth: LayoutDimension
    public var tintColor: UIColor?
    public var maintainsFixedSize: Bool
    public init(
      customView: UIView, placement: Placement, isHidden: Bool? = nil,
      reservedLayoutWidth: LayoutDimension = .standard, tintColor: UIColor? = nil,
      maintainsFixedSize: Bool = false
    ) {
      self.customView = customView
      self.placement = placement
      self.isHidden = isHidden
      self.reservedLayoutWidth = reservedLayoutWidth
      self.tintColor = tintColor
      self.maintainsFixedSize = maintainsFixedSize
    }
  }

  public static func disclosureIndicator(
    displayed: DisplayedState = .always, options: DisclosureIndicatorOptions = .init()
  ) -> UICellAccessory {
    Self(
      .disclosureIndicator, displayed: displayed, isHidden: options.isHidden,
      width: options.reservedLayoutWidth, tint: options.tintColor)
  }

  public static func checkmark(
    displayed: DisplayedState = .always, options: CheckmarkOptions = .init()
  ) -> UICellAccessory {
    Self(
      .checkmark, displayed: displayed, isHidden: options.isHidden,
      width: options.reservedLayoutWidth, tint: options.tintColor)
  }

  public static func detail(
    displayed: DisplayedState = .always, options: DetailOptions = .init(),
    actionHandler: ActionHandler? = nil
  ) -> UICellAccessory {
    Self(
      .detail, displayed: displayed, isHidden: options.isHidden, width: options.reservedLayoutWidth,
      tint: options.tintColor, action: actionHandler)
  }

  public static func delete(
    displayed: DisplayedState = .whenEditing, options: DeleteOptions = .init(),
    actionHandler: ActionHandler? = nil
  ) -> UICellAccessory {
    Self(
      .delete, displayed: displayed, leading: true, isHidden: options.isHidden,
      width: options.reservedLayoutWidth, tint: options.tintColor, action: actionHandler)
  }

  public static func insert(
    displayed: DisplayedState = .whenEditing, options: InsertOptions = .init(),
    actionHandler: ActionHandler? = nil
  ) -> UICellAccessory {
    Self(
      .insert, displayed: displayed, leading: true, isHidden: options.isHidden,
      width: options.reservedLayoutWidth, tint: options.tintColor, action: actionHandler)
  }

  public static func reorder(
    displayed: DisplayedState = .whenEditing, options: ReorderOptions = .init()
  ) -> UICellAccessory {
    Self(
      .reorder, displayed: displayed, isHidden: options.isHidden,
      width: options.reservedLayoutWidth, tint: options.tintColor)
  }

  public static func multiselect(
    displayed: DisplayedState = .whenEditing, options: MultiselectOptions = .init()
  ) -> UICellAccessory {
    Self(
      .multiselect, displayed: displayed, leading: true, isHidden: options.isHidden,
      width: options.reservedLayoutWidth, tint: options.tintColor)
  }

  public static func outlineDisclosure(
    displayed: DisplayedState = .always, options: OutlineDisclosureOptions = .init(),
    actionHandler: ActionHandler? = nil
  ) -> UICellAccessory {
    Self(
      .outlineDisclosure, displayed: displayed, isHidden: options.isHidden,
      width: options.reservedLayoutWidth, tint: options.tintColor, action: actionHandler)
  }

  public static func label(
    text: String, displayed: DisplayedState = .always, options: LabelOptions = .init()
  ) -> UICellAccessory {
    Self(
      .label, displayed: displayed, isHidden: options.isHidden, width: options.reservedLayoutWidth,
      tint: options.tintColor, text: text, font: options.font)
  }

  public static func customView(configuration: CustomViewConfiguration) -> UICellAccessory {
    let (leading, displayed): (Bool, DisplayedState) =
      switch configuration.placement {
      case .leading(let displayed, _): (true, displayed)
      case .trailing(let displayed, _): (false, displayed)
      }
    return Self(
      .customView, displayed: displayed, leading: leading, isHidden: configuration.isHidden,
      width: configuration.reservedLayoutWidth, tint: configuration.tintColor,
      view: configuration.customView)
  }

  /// A button that shows a menu; laid out as a label-sized control of the standard width.
  public static func popUpMenu(
    _ menu: UIMenu, displayed: DisplayedState = .always,
    options: DisclosureIndicatorOptions = .init(),
    selectedElementDidChangeHandler: ((UIMenu) -> Void)? = nil
  ) -> UICellAccessory {
    Self(
      .popUpMenu, displayed: displayed, isHidden: options.isHidden,
      width: options.reservedLayoutWidth, tint: options.tintColor)
  }
}
