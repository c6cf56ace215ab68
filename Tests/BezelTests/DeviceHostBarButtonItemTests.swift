import Bezel
import Foundation
import Testing
import UIKit

/// Tapping bar button items: the primary action, else target–action, else the menu
/// (UIBarButtonItem.h).
@MainActor
struct DeviceHostBarButtonItemTests {
  /// A controller that answers `save:` as `@objc func save(_ sender: UIBarButtonItem)` would,
  /// logging what it is sent.
  final class Screen: UIViewController, SelectorTarget {
    var log: [String] = []

    func method(for selector: Selector) -> ((_ sender: Any?, _ event: UIEvent?) -> Void)? {
      guard selector == "save:" else { return nil }
      return { [unowned self] sender, _ in
        log.append("save \((sender as? UIBarButtonItem)?.title ?? "?")")
      }
    }
  }

  /// `screen` in a navigation controller on an iPhone 16, showing `item` on the right.
  private func host(_ screen: Screen, showing item: UIBarButtonItem) -> DeviceHost {
    screen.navigationItem.rightBarButtonItem = item
    return DeviceHost(
      UINavigationController(rootViewController: screen), on: DeviceCatalog.iPhone16)
  }

  @Test func aTapSendsTheActionToTheTarget() {
    let screen = Screen()
    let item = UIBarButtonItem(title: "Save", style: .done, target: screen, action: "save:")
    let host = host(screen, showing: item)
    #expect(host.tap(item) == nil)
    #expect(screen.log == ["save Save"])
  }

  // With no target the action goes along the responder chain; nothing is first responder, so
  // it starts at the window and reaches the controllers through their views.
  @Test func aTapWithNoTargetSendsTheActionAlongTheResponderChain() {
    let screen = Screen()
    let field = UITextField()
    screen.view.addSubview(field)
    let item = UIBarButtonItem(title: "Save", style: .plain, target: nil, action: "save:")
    let host = host(screen, showing: item)
    host.perform { _ = field.becomeFirstResponder() }
    host.tap(item)
    #expect(screen.log == ["save Save"])
  }

  @Test func thePrimaryActionWinsOverTargetAndActionWithTheItemAsSender() {
    let screen = Screen()
    var senders: [Any?] = []
    let item = UIBarButtonItem(
      primaryAction: UIAction(title: "Share") { action in senders.append(action.sender) })
    item.target = screen
    item.action = "save:"
    #expect(item.title == "Share")
    let host = host(screen, showing: item)
    host.tap(item)
    #expect(senders.count == 1 && (senders.first as? UIBarButtonItem) === item)
    #expect(screen.log.isEmpty)
  }

  @Test func aSystemItemKeepsItsOwnTitleWithAPrimaryAction() {
    let item = UIBarButtonItem(systemItem: .add, primaryAction: UIAction(title: "New") { _ in })
    #expect(item.title == nil)
  }

  @Test func anItemWithOnlyAMenuOpensItOnATapAndRunsTheChosenAction() {
    let screen = Screen()
    var chosen: [String] = []
    let menu = UIMenu(children: [
      UIAction(title: "Copy") { _ in chosen.append("Copy") },
      UIAction(title: "Move") { _ in chosen.append("Move") },
    ])
    let item = UIBarButtonItem(title: "More", menu: menu)
    let host = host(screen, showing: item)
    #expect(host.tap(item) === menu)
    #expect(host.presentedMenu === menu)
    #expect(host.chooseMenuAction(titled: "Move"))
    #expect(chosen == ["Move"])
    #expect(host.presentedMenu == nil)
  }

  // An item whose tap performs an action shows its menu on a long press instead.
  @Test func anItemWithAnActionAndAMenuOpensTheMenuOnALongPress() {
    let screen = Screen()
    let menu = UIMenu(children: [UIAction(title: "Copy") { _ in }])
    let item = UIBarButtonItem(
      title: "Save", image: nil, target: screen, action: "save:", menu: menu)
    let host = host(screen, showing: item)
    #expect(host.tap(item) == nil)
    #expect(screen.log == ["save Save"])
    #expect(host.longPress(item) === menu)
    host.dismissMenu()
    #expect(host.presentedMenu == nil)
  }

  @Test func aDisabledItemDoesNothing() {
    let screen = Screen()
    let item = UIBarButtonItem(title: "Save", style: .done, target: screen, action: "save:")
    item.isEnabled = false
    let host = host(screen, showing: item)
    host.tap(item)
    #expect(screen.log.isEmpty)
  }

  @Test func tappingTheEditButtonTogglesEditing() {
    let screen = Screen()
    let host = host(screen, showing: screen.editButtonItem)
    host.tap(screen.editButtonItem)
    #expect(screen.isEditing)
    #expect(screen.editButtonItem.title == "Done")
  }

  @Test func anItemNoControllerShowsIsNotTapped() {
    let screen = Screen()
    let shown = UIBarButtonItem(title: "Save", style: .done, target: screen, action: "save:")
    let other = UIBarButtonItem(title: "Other", style: .plain, target: screen, action: "save:")
    let host = host(screen, showing: shown)
    #expect(host.tap(other) == nil)
    #expect(screen.log.isEmpty)
  }
}
