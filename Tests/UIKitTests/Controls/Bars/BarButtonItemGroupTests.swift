import Foundation
import Testing

@testable import UIKit

/// Bar button item groups, primary actions and the iOS 26 background flags.
@MainActor
struct BarButtonItemGroupTests {
  @Test func aGroupSetsItsItemsButtonGroup() {
    let first = UIBarButtonItem()
    let second = UIBarButtonItem()
    let group = UIBarButtonItemGroup(barButtonItems: [first, second], representativeItem: nil)
    #expect(first.buttonGroup === group)
    #expect(second.buttonGroup === group)
    #expect(group.barButtonItems.count == 2)
  }

  @Test func anItemLeavingTheGroupLosesIt() {
    let kept = UIBarButtonItem()
    let removed = UIBarButtonItem()
    let group = UIBarButtonItemGroup(barButtonItems: [kept, removed], representativeItem: nil)
    group.barButtonItems = [kept]
    #expect(removed.buttonGroup == nil)
    #expect(kept.buttonGroup === group)
  }

  @Test func theRepresentativeItemBelongsToTheGroup() {
    let representative = UIBarButtonItem()
    let group = UIBarButtonItemGroup.fixedGroup(
      representativeItem: representative, items: [UIBarButtonItem()])
    #expect(group.representativeItem === representative)
    #expect(representative.buttonGroup === group)
    #expect(!group.isDisplayingRepresentativeItem)
  }

  @Test func theSharedBackgroundFlagsDefaultAsOnIOS26() {
    let item = UIBarButtonItem()
    #expect(item.sharesBackground)
    #expect(!item.hidesSharedBackground)
    item.hidesSharedBackground = true
    #expect(item.hidesSharedBackground)
  }

  @Test func aPrimaryActionGivesItsTitleAndImage() {
    let image = UIImage(size: CGSize(width: 20, height: 20))
    let item = UIBarButtonItem(primaryAction: UIAction(title: "Share", image: image) { _ in })
    #expect(item.title == "Share")
    #expect(item.image === image)
  }

  @Test func aTapPerformsThePrimaryAction() {
    var sender: Any?
    let item = UIBarButtonItem(title: "Go", primaryAction: UIAction { sender = $0.sender })
    _ = item.performTap(in: nil)
    #expect(sender as? UIBarButtonItem === item)
    #expect(item.title == "Go")
  }

  @Test func anInputAssistantItemStoresItsGroups() {
    let assistant = UITextInputAssistantItem()
    let group = UIBarButtonItemGroup(barButtonItems: [], representativeItem: nil)
    assistant.leadingBarButtonGroups = [group]
    #expect(assistant.leadingBarButtonGroups.first === group)
    #expect(assistant.allowsHidingShortcuts)
  }
}
