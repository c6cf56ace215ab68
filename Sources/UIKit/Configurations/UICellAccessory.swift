import Foundation

/// A control or view shown beside a list cell's content: a disclosure indicator, a checkmark,
/// editing controls, an outline disclosure, a label or a view of the app's.
@MainActor @preconcurrency
public struct UICellAccessory {
  /// When an accessory shows.
  public enum DisplayedState: Sendable {
    case always
    case whenEditing
    case whenNotEditing
  }

  /// The width an accessory reserves: its view's, the system's standard, or a number.
  public enum LayoutDimension: Sendable {
    case actual
    case standard
    case custom(CGFloat)
  }

  /// The index an accessory takes among the others on its side.
  public typealias Position = ([UICellAccessory]) -> Int
  /// The closure an accessory's control calls when tapped.
  public typealias ActionHandler = () -> Void

  /// Which side of the cell a custom accessory is on.
  public enum Placement {
    case leading(
      displayed: DisplayedState = .always, at: Position = UICellAccessory.position(after: .none))
    case trailing(
      displayed: DisplayedState = .always, at: Position = UICellAccessory.position(after: .none))
  }

  /// The position after the last accessory of a kind, or first when none is there.
  nonisolated public static func position(after accessory: AccessoryType) -> Position {
    { accessories in (accessories.lastIndex { $0.kind == accessory } ?? -1) + 1 }
  }

  /// The position before the first accessory of a kind, or last when none is there.
  nonisolated public static func position(before accessory: AccessoryType) -> Position {
    { accessories in accessories.firstIndex { $0.kind == accessory } ?? accessories.count }
  }

  /// The kinds of accessory, for positions.
  public enum AccessoryType: Hashable, Sendable {
    case none, disclosureIndicator, outlineDisclosure, checkmark, delete, insert, reorder
    case multiselect, label, customView, popUpMenu, detail
  }

  let kind: AccessoryType
  public var displayedState: DisplayedState
  public var isHidden: Bool?
  public var reservedLayoutWidth: LayoutDimension
  public var tintColor: UIColor?
  let isLeading: Bool
  let actionHandler: ActionHandler?
  let text: String?
  let font: UIFont?
  let customView: UIView?

  init(
    _ kind: AccessoryType, displayed: DisplayedState, leading: Bool = false, isHidden: Bool?,
    width: LayoutDimension, tint: UIColor?, action: ActionHandler? = nil, text: String? = nil,
    font: UIFont? = nil, view: UIView? = nil
  ) {
    self.kind = kind
    displayedState = displayed
    isLeading = leading
    self.isHidden = isHidden
    reservedLayoutWidth = width
    tintColor = tint
    actionHandler = action
    self.text = text
    self.font = font
    customView = view
  }
}
