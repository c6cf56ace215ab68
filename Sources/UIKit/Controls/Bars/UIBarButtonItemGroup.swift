import Foundation

/// A set of bar button items shown together, or as one representative item where there is not
/// room for them all (iOS 9).
///
/// The group sets each item's `buttonGroup`; an item leaving the group loses it.
@MainActor @preconcurrency
open class UIBarButtonItemGroup: NSObject {
  /// The group's items, in order.
  open var barButtonItems: [UIBarButtonItem] {
    didSet { adopt(barButtonItems, replacing: oldValue) }
  }
  /// The item shown in place of the group when there is not room for all its items; nil shows
  /// the items.
  open var representativeItem: UIBarButtonItem? {
    didSet {
      if oldValue?.buttonGroup === self { oldValue?.buttonGroup = nil }
      representativeItem?.buttonGroup = self
    }
  }
  /// Whether the representative item shows in place of the items: never on Linux, where bars
  /// have room for every item (a model: nothing is collapsed).
  open var isDisplayingRepresentativeItem: Bool { false }
  /// Whether the group is hidden (iOS 16; stored).
  open var isHidden = false
  /// Whether the group's items hide the background they would share (iOS 26; stored).
  open var hidesSharedBackground = false

  public init(barButtonItems: [UIBarButtonItem], representativeItem: UIBarButtonItem?) {
    self.barButtonItems = barButtonItems
    self.representativeItem = representativeItem
    super.init()
    adopt(barButtonItems, replacing: [])
    representativeItem?.buttonGroup = self
  }

  public init?(coder: NSCoder) {
    barButtonItems = []
    super.init()
  }

  /// A group of `items` that always shows (iOS 16).
  open class func fixedGroup(
    representativeItem: UIBarButtonItem? = nil, items: [UIBarButtonItem]
  ) -> UIBarButtonItemGroup {
    UIBarButtonItemGroup(barButtonItems: items, representativeItem: representativeItem)
  }

  private func adopt(_ items: [UIBarButtonItem], replacing old: [UIBarButtonItem]) {
    for item in old where item.buttonGroup === self && !items.contains(where: { $0 === item }) {
      item.buttonGroup = nil
    }
    for item in items { item.buttonGroup = self }
  }
}

/// The shortcut items a responder shows above the keyboard on iPad (iOS 9); stored only.
@MainActor @preconcurrency
open class UITextInputAssistantItem: NSObject {
  /// Whether the system may hide the shortcuts (default `true`).
  open var allowsHidingShortcuts = true
  /// The groups shown at the keyboard's leading edge.
  open var leadingBarButtonGroups: [UIBarButtonItemGroup] = []
  /// The groups shown at the keyboard's trailing edge.
  open var trailingBarButtonGroups: [UIBarButtonItemGroup] = []

  public override init() {
    super.init()
  }
}
