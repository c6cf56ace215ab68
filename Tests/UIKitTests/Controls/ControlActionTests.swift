import Testing

@testable import UIKit

/// `UIAction`s added to controls and buttons made from them.
@MainActor
struct ControlActionTests {
  @Test func anActionRunsWithTheControlAsItsSender() {
    let control = UIControl()
    var senders: [Any?] = []
    let action = UIAction { action in senders.append(action.sender) }
    #expect(action.sender == nil)
    control.addAction(action, for: .valueChanged)
    control.sendActions(for: .valueChanged)
    #expect(senders.count == 1)
    #expect(senders.first as? UIControl === control)
    #expect(action.sender as? UIControl === control)
  }

  // "Actions are uniqued based on their identifier, and subsequent actions with the same
  // identifier replace previously added actions. You may add multiple UIActions for
  // corresponding controlEvents, and you may add the same action to multiple controlEvents"
  // (UIControl.h).
  @Test func anActionWithTheSameIdentifierReplacesTheEarlierOne() {
    let control = UIControl()
    var calls: [String] = []
    let id = UIAction.Identifier("save")
    control.addAction(UIAction(identifier: id) { _ in calls.append("old") }, for: .valueChanged)
    control.addAction(UIAction(identifier: id) { _ in calls.append("new") }, for: .touchDown)
    control.sendActions(for: .valueChanged)
    control.sendActions(for: .touchDown)
    #expect(calls == ["new", "new"])
  }

  @Test func theSameActionCanServeSeveralEvents() {
    let control = UIControl()
    var calls = 0
    let action = UIAction { _ in calls += 1 }
    control.addAction(action, for: .valueChanged)
    control.addAction(action, for: .touchDown)
    control.sendActions(for: [.valueChanged, .touchDown])
    #expect(calls == 1)
    control.removeAction(action, for: .valueChanged)
    control.sendActions(for: .valueChanged)
    control.sendActions(for: .touchDown)
    #expect(calls == 2)
  }

  @Test func removeActionIdentifiedByStopsThatAction() {
    let control = UIControl()
    var calls: [String] = []
    control.addAction(
      UIAction(identifier: .init("a")) { _ in calls.append("a") }, for: .valueChanged)
    control.addAction(
      UIAction(identifier: .init("b")) { _ in calls.append("b") }, for: .valueChanged)
    control.removeAction(identifiedBy: .init("a"), for: .valueChanged)
    control.sendActions(for: .valueChanged)
    #expect(calls == ["b"])
  }

  // "Pass nil to use an auto-generated identifier" (UIAction.h): two actions, two identifiers.
  @Test func actionsWithoutIdentifiersGetDistinctOnes() {
    let a = UIAction { _ in }
    let b = UIAction { _ in }
    #expect(a.identifier != b.identifier)
    #expect(!a.identifier.rawValue.isEmpty)
  }

  @Test func anActionKeepsWhatItWasMadeWith() {
    let image = UIImage(size: CGSize(width: 10, height: 10))
    let action = UIAction(
      title: "Delete", subtitle: "All items", image: image, identifier: .init("delete"),
      discoverabilityTitle: "Delete everything", attributes: [.destructive], state: .on
    ) { _ in }
    #expect(action.title == "Delete")
    #expect(action.subtitle == "All items")
    #expect(action.image === image)
    #expect(action.identifier.rawValue == "delete")
    #expect(action.discoverabilityTitle == "Delete everything")
    #expect(action.attributes == .destructive)
    #expect(action.state == .on)
  }

  // UIButton(type:primaryAction:): "registers the primary action event, and sets the title
  // and image to the action's title and image".
  @Test func aButtonMadeFromAnActionTakesItsTitleAndImage() {
    let image = UIImage(size: CGSize(width: 12, height: 12))
    let action = UIAction(title: "Send", image: image) { _ in }
    let button = UIButton(primaryAction: action)
    #expect(button.buttonType == .system)
    #expect(button.title(for: .normal) == "Send")
    #expect(button.image(for: .normal) === image)
    #expect(button.allControlEvents == .primaryActionTriggered)
    let custom = UIButton(type: .custom, primaryAction: action)
    #expect(custom.buttonType == .custom)
    #expect(custom.currentTitle == "Send")
  }

  @Test func aControlMadeWithAPrimaryActionSendsItForThatEvent() {
    var calls = 0
    let control = UIControl(frame: .zero, primaryAction: UIAction { _ in calls += 1 })
    control.sendActions(for: .primaryActionTriggered)
    #expect(calls == 1)
  }

  @Test(arguments: [
    (UIMenuElement.Attributes.disabled, UInt(1) << 0), (.destructive, 1 << 1),
    (.hidden, 1 << 2), (.keepsMenuPresented, 1 << 3),
  ])
  func attributesHaveApplesRawValues(_ attribute: UIMenuElement.Attributes, _ raw: UInt) {
    #expect(attribute.rawValue == raw)
  }

  @Test func statesHaveApplesRawValues() {
    #expect(UIMenuElement.State.off.rawValue == 0)
    #expect(UIMenuElement.State.on.rawValue == 1)
    #expect(UIMenuElement.State.mixed.rawValue == 2)
  }
}
