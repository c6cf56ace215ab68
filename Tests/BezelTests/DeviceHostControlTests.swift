import Bezel
import Testing
import UIKit

/// Controls and context menus driven through a hosted window.
@MainActor
struct DeviceHostControlTests {
  /// A controller with a 100 × 44 "Send" button centred on an iPhone 16.
  ///
  /// The button spans x 146.5 to 246.5 (of 393), y 400 to 444. The controller logs the button's actions and answers `sent:` as an app's
  /// `@objc func sent(_ sender: UIButton)` would, through `SelectorTarget`.
  final class SendController: UIViewController, SelectorTarget {
    var log: [String] = []
    lazy var button = UIButton(
      primaryAction: UIAction(title: "Send") { [unowned self] action in
        log.append("action from \(type(of: action.sender!))")
      })

    override func viewDidLoad() {
      super.viewDidLoad()
      button.frame = CGRect(x: 146.5, y: 400, width: 100, height: 44)
      view.addSubview(button)
      button.addAction(UIAction { [unowned self] _ in log.append("touchDown") }, for: .touchDown)
      button.addTarget(self, action: Selector("sent:"), for: .touchUpInside)
    }

    func method(for selector: Selector) -> ((_ sender: Any?, _ event: UIEvent?) -> Void)? {
      switch selector {
      case "sent:": { [unowned self] sender, _ in log.append("sent: from \(type(of: sender!))") }
      default: nil
      }
    }
  }

  // The finger goes down (touchDown), lifts inside (touchUpInside with the primary action):
  // the actions go out in the order they were added — the primary action first.
  @Test func aTappedButtonFiresTouchDownThenItsActionAndTarget() {
    let controller = SendController()
    let host = DeviceHost(controller, on: DeviceCatalog.iPhone16)
    #expect(host.tap(at: CGPoint(x: 196.5, y: 422)) === controller.button)
    #expect(controller.log == ["touchDown", "action from UIButton", "sent: from UIButton"])
  }

  // A tap on the trailing side of the current page's indicator moves one page on: a discrete
  // interaction (UIPageControl.h, `interactionState`).
  @Test func aTappedPageControlMovesOnePageAsADiscreteInteraction() {
    let controller = UIViewController()
    let control = UIPageControl(frame: CGRect(x: 96.5, y: 400, width: 200, height: 30))
    control.numberOfPages = 3
    controller.view.addSubview(control)
    let host = DeviceHost(controller, on: DeviceCatalog.iPhone16)
    #expect(control.interactionState == .none)
    host.tap(at: CGPoint(x: 280, y: 415))
    #expect(control.currentPage == 1)
    #expect(control.interactionState == .discrete)
  }

  @Test func aTapBesideTheButtonFiresNothing() {
    let controller = SendController()
    let host = DeviceHost(controller, on: DeviceCatalog.iPhone16)
    host.tap(at: CGPoint(x: 20, y: 422))
    #expect(controller.log.isEmpty)
  }

  /// A view whose context menu offers Copy and a disabled Delete, logging its delegate calls.
  final class MenuView: UIView, UIContextMenuInteractionDelegate {
    var log: [String] = []

    func contextMenuInteraction(
      _ interaction: UIContextMenuInteraction,
      configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration? {
      log.append("configuration at (\(location.x), \(location.y))")
      return UIContextMenuConfiguration(identifier: "photo" as NSString, previewProvider: nil) {
        [unowned self] _ in
        UIMenu(children: [
          UIAction(title: "Copy") { [unowned self] action in
            log.append("copy from \(action.sender.map { "\(type(of: $0))" } ?? "nil")")
          },
          UIAction(title: "Delete", attributes: .disabled) { _ in },
        ])
      }
    }

    func contextMenuInteraction(
      _ interaction: UIContextMenuInteraction,
      willDisplayMenuFor configuration: UIContextMenuConfiguration,
      animator: UIContextMenuInteractionAnimating?
    ) { log.append("will display \(configuration.identifier)") }

    func contextMenuInteraction(
      _ interaction: UIContextMenuInteraction,
      willEndFor configuration: UIContextMenuConfiguration,
      animator: UIContextMenuInteractionAnimating?
    ) { log.append("will end") }
  }

  /// A 200 × 200 menu view at (96.5, 300) on an iPhone 16, with an inner view at (50, 50):
  /// a press on the inner view opens the menu view's menu.
  private func menuScreen() -> (DeviceHost, MenuView) {
    let controller = UIViewController()
    let view = MenuView(frame: CGRect(x: 96.5, y: 300, width: 200, height: 200))
    view.addInteraction(UIContextMenuInteraction(delegate: view))
    view.addSubview(UIView(frame: CGRect(x: 50, y: 50, width: 50, height: 50)))
    controller.view.addSubview(view)
    return (DeviceHost(controller, on: DeviceCatalog.iPhone16), view)
  }

  // (166.5, 370) in the window is (70, 70) in the menu view.
  @Test func aLongPressAsksTheDelegateAtThePressedPointAndShowsTheMenu() {
    let (host, view) = menuScreen()
    let menu = host.longPressForContextMenu(at: CGPoint(x: 166.5, y: 370))
    #expect(menu?.children.map(\.title) == ["Copy", "Delete"])
    #expect(host.presentedMenu === menu)
    #expect(view.log == ["configuration at (70.0, 70.0)", "will display photo"])
  }

  @Test func choosingAnActionRunsItAndClosesTheMenu() {
    let (host, view) = menuScreen()
    host.longPressForContextMenu(at: CGPoint(x: 166.5, y: 370))
    #expect(!host.chooseMenuAction(titled: "Delete"))  // disabled
    #expect(host.chooseMenuAction(titled: "Copy"))
    #expect(host.presentedMenu == nil)
    #expect(view.log.suffix(2) == ["will end", "copy from MenuView"])
  }

  @Test func aLongPressWhereNoViewHasAMenuOpensNone() {
    let (host, view) = menuScreen()
    #expect(host.longPressForContextMenu(at: CGPoint(x: 20, y: 100)) == nil)
    #expect(host.presentedMenu == nil)
    #expect(view.log.isEmpty)
  }

  // A long press on a button with a menu: the button hears the touch go down, then the menu
  // takes it (touchCancel), and no touch-up or primary action follows.
  @Test func aLongPressedButtonShowsItsMenuAndCancelsItsTouch() {
    let controller = SendController()
    let host = DeviceHost(controller, on: DeviceCatalog.iPhone16)
    controller.button.menu = UIMenu(children: [UIAction(title: "Schedule") { _ in }])
    controller.button.addAction(
      UIAction { [unowned controller] _ in controller.log.append("touchCancel") },
      for: .touchCancel)
    let menu = host.longPressForContextMenu(at: CGPoint(x: 196.5, y: 422))
    #expect(menu?.children.map(\.title) == ["Schedule"])
    #expect(controller.log == ["touchDown", "touchCancel"])
  }

  // showsMenuAsPrimaryAction: a tap opens the menu; choosing an action runs it with the
  // button as its sender.
  @Test func aTapOpensAMenuShownAsPrimaryAction() {
    let controller = SendController()
    let host = DeviceHost(controller, on: DeviceCatalog.iPhone16)
    var senders: [String] = []
    controller.button.menu = UIMenu(children: [
      UIAction(title: "Schedule") { action in
        senders.append(action.sender.map { "\(type(of: $0))" } ?? "nil")
      }
    ])
    controller.button.showsMenuAsPrimaryAction = true
    host.tap(at: CGPoint(x: 196.5, y: 422))
    #expect(host.presentedMenu?.children.map(\.title) == ["Schedule"])
    #expect(controller.log == ["touchDown"])
    #expect(host.chooseMenuAction(titled: "Schedule"))
    #expect(senders == ["UIButton"])
  }

  /// A controller that answers `archive:` (as `@objc func archive(_:)` would).
  final class ArchivingController: UIViewController, SelectorTarget {
    var archived: [String] = []
    func method(for selector: Selector) -> ((_ sender: Any?, _ event: UIEvent?) -> Void)? {
      selector == "archive:"
        ? { [unowned self] sender, _ in
          archived.append(sender.map { "\(type(of: $0))" } ?? "nil")
        } : nil
    }
  }

  // A command sends its selector up the responder chain from the menu's view: the button's
  // superview, then the controller, which performs it.
  @Test func choosingACommandSendsItsSelectorUpTheChain() {
    let controller = ArchivingController()
    let button = UIButton(type: .system)
    button.frame = CGRect(x: 146.5, y: 400, width: 100, height: 44)
    button.menu = UIMenu(children: [UICommand(title: "Archive", action: "archive:")])
    controller.view.addSubview(button)
    let host = DeviceHost(controller, on: DeviceCatalog.iPhone16)
    host.longPressForContextMenu(at: CGPoint(x: 196.5, y: 422))
    #expect(host.chooseMenuAction(titled: "Archive"))
    #expect(controller.archived == ["UIButton"])
  }
}
