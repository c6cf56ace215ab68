import Foundation

extension UITableViewCell {
  /// The control a row shows on its leading side while editing (UITableViewCell.h raw values).
  public enum EditingStyle: Int, Sendable {
    case none = 0
    case delete = 1
    case insert = 2
  }

  /// How the cell looks when it has focus (UITableViewCell.h raw values).
  public enum FocusStyle: Int, Sendable {
    case `default` = 0
    case custom = 1
  }

  /// The states a cell passes to `willTransition(to:)` and `didTransition(to:)`
  /// (UITableViewCell.h: `UITableViewCellStateDefaultMask` 0, `ShowingEditControlMask` 1 << 0,
  /// `ShowingDeleteConfirmationMask` 1 << 1).
  public struct StateMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let showingEditControl = StateMask(rawValue: 1 << 0)
    public static let showingDeleteConfirmation = StateMask(rawValue: 1 << 1)
  }

  /// The width of the delete or insert control on the leading side while editing, and of the
  /// reorder control on the trailing side: Bezel's model of 38 points, the distance the
  /// content view of an editing cell moves on iOS 7 and later (Apple publishes no width).
  static let editingControlWidth: CGFloat = 38

  /// Whether the cell shows its reorder control now: editing, `showsReorderControl` and a row
  /// the data source lets move.
  var showsReorderControlNow: Bool {
    storedIsEditing && showsReorderControl && tableAllowsMove
  }

  /// The width the leading editing control takes from the content view.
  var leadingEditingWidth: CGFloat {
    guard storedIsEditing, storedEditingStyle != .none, shouldIndentWhileEditing else { return 0 }
    return Self.editingControlWidth
  }

  /// The accessory in use: the editing accessory while editing, else the accessory.
  var currentAccessoryView: UIView? { storedIsEditing ? editingAccessoryView : accessoryView }
  var currentAccessoryType: AccessoryType {
    storedIsEditing ? editingAccessoryType : accessoryType
  }

  /// Shows the accessory view in use and hides the other.
  func updateAccessoryVisibility() {
    if let accessoryView, accessoryView.isHidden != storedIsEditing {
      accessoryView.isHidden = storedIsEditing
    }
    if let editingAccessoryView, editingAccessoryView.isHidden == storedIsEditing {
      editingAccessoryView.isHidden = !storedIsEditing
    }
  }
}
