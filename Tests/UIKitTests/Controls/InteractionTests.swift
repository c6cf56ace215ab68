import Testing

@testable import UIKit

/// Interactions on views, and a control's context-menu interaction.
@MainActor
struct InteractionTests {
  /// An interaction that logs its moves.
  final class LoggingInteraction: NSObject, UIInteraction {
    private(set) weak var view: UIView?
    var log: [String] = []
    func willMove(to view: UIView?) { log.append("will \(view?.tag ?? -1)") }
    func didMove(to view: UIView?) {
      self.view = view
      log.append("did \(view?.tag ?? -1)")
    }
  }

  @Test func addingAndRemovingAnInteractionTellsItBeforeAndAfter() {
    let view = UIView()
    view.tag = 1
    let interaction = LoggingInteraction()
    view.addInteraction(interaction)
    #expect(view.interactions.count == 1)
    #expect(interaction.view === view)
    view.removeInteraction(interaction)
    #expect(view.interactions.isEmpty)
    #expect(interaction.log == ["will 1", "did 1", "will -1", "did -1"])
  }

  @Test func anInteractionAddedToASecondViewMovesThere() {
    let first = UIView()
    let second = UIView()
    second.tag = 2
    let interaction = LoggingInteraction()
    first.addInteraction(interaction)
    second.addInteraction(interaction)
    #expect(first.interactions.isEmpty)
    #expect(second.interactions.count == 1)
    #expect(interaction.view === second)
  }

  // Setting a button's menu enables its context-menu interaction, whose delegate the button
  // is; the configuration's menu is the button's.
  @Test func aButtonsMenuIsItsContextMenu() throws {
    let button = UIButton(type: .system)
    #expect(!button.isContextMenuInteractionEnabled)
    #expect(button.contextMenuInteraction == nil)
    let menu = UIMenu(title: "Share", children: [UIAction(title: "Copy") { _ in }])
    button.menu = menu
    #expect(button.isContextMenuInteractionEnabled)
    let interaction = try #require(button.contextMenuInteraction)
    #expect(interaction.view === button)
    #expect(interaction.delegate === button)
    #expect(interaction.presentMenu(at: .zero)?.children.map(\.title) == ["Copy"])
    button.menu = nil
    #expect(button.contextMenuInteraction == nil)
    #expect(button.interactions.isEmpty)
  }

  // showsMenuAsPrimaryAction: the touch down sends menuActionTriggered, the menu shows and
  // takes the touch; no touch-up event or primary action follows.
  @Test func aMenuShownAsPrimaryActionOpensOnTouchDown() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let log = ActionLog()
    let button = UIButton(primaryAction: UIAction(title: "Go") { _ in log.append("primary") })
    button.frame = CGRect(x: 100, y: 100, width: 100, height: 40)
    button.menu = UIMenu(children: [UIAction(title: "Copy") { _ in }])
    button.showsMenuAsPrimaryAction = true
    window.addSubview(button)
    log.observe(
      [
        "touchDown": .touchDown, "menuActionTriggered": .menuActionTriggered,
        "touchUpInside": .touchUpInside,
      ], of: button)
    let finger = Finger(window: window)
    finger.down(at: CGPoint(x: 150, y: 120))
    finger.up(at: CGPoint(x: 150, y: 120))
    #expect(log.entries == ["touchDown", "menuActionTriggered"])
    #expect(button.contextMenuInteraction?.presentedMenu?.children.map(\.title) == ["Copy"])
    #expect(!button.isTracking)
  }
}
