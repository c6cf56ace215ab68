import Foundation

/// The state a view's configurations are updated for: its traits, and custom states an app
/// keys by name.
@MainActor @preconcurrency
public protocol UIConfigurationState {
  init(traitCollection: UITraitCollection)
  var traitCollection: UITraitCollection { get set }
  subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? { get set }
}

/// The name of an app's own configuration state.
public struct UIConfigurationStateCustomKey: Hashable, RawRepresentable, Sendable {
  public var rawValue: String

  public init(rawValue: String) { self.rawValue = rawValue }

  public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// The state of a view: traits, and whether it is disabled, highlighted, selected, focused or
/// pinned.
///
/// Its equality is isolated to the main actor, as its custom states are (a main-actor
/// `UIConfigurationState` whose `AnyHashable` values are not `Sendable`).
public struct UIViewConfigurationState: UIConfigurationState, @MainActor Hashable {
  public var traitCollection: UITraitCollection
  public var isDisabled = false
  public var isHighlighted = false
  public var isSelected = false
  public var isFocused = false
  public var isPinned = false
  var customStates: [UIConfigurationStateCustomKey: AnyHashable] = [:]

  public init(traitCollection: UITraitCollection) {
    self.traitCollection = traitCollection
  }

  public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
    get { customStates[key] }
    set { customStates[key] = newValue }
  }
}

/// The state of a cell: a view's state, and whether it is editing, expanded, swiped,
/// reordering, dragged or a drop target.
public struct UICellConfigurationState: UIConfigurationState, @MainActor Hashable {
  /// Whether a cell is being dragged (UICellConfigurationState.h raw values).
  public enum DragState: Int, Sendable {
    case none = 0
    case lifting = 1
    case dragging = 2
  }

  /// Whether a cell is a drop target (UICellConfigurationState.h raw values).
  public enum DropState: Int, Sendable {
    case none = 0
    case notTargeted = 1
    case targeted = 2
  }

  public var traitCollection: UITraitCollection
  public var isDisabled = false
  public var isHighlighted = false
  public var isSelected = false
  public var isFocused = false
  public var isPinned = false
  public var isEditing = false
  public var isExpanded = false
  public var isSwiped = false
  public var isReordering = false
  public var cellDragState = DragState.none
  public var cellDropState = DropState.none
  var customStates: [UIConfigurationStateCustomKey: AnyHashable] = [:]

  public init(traitCollection: UITraitCollection) {
    self.traitCollection = traitCollection
  }

  public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
    get { customStates[key] }
    set { customStates[key] = newValue }
  }
}
