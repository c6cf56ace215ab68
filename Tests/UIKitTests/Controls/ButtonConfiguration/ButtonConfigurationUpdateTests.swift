import Foundation
import Testing

@testable import UIKit

/// How a configured button shows and updates its configuration.
@MainActor
struct ButtonConfigurationUpdateTests {
  private func hosted(_ button: UIButton) -> UIWindow {
    let host = window(scale: 2)
    host.addSubview(button)
    button.frame = CGRect(x: 0, y: 0, width: 120, height: 40)
    return host
  }

  @Test func primaryActionsTitleAndImageBecomeTheConfigurations() {
    let image = UIImage(size: CGSize(width: 10, height: 10))
    let action = UIAction(title: "Send", image: image) { _ in }
    let button = UIButton(configuration: .filled(), primaryAction: action)
    #expect(button.configuration?.title == "Send")
    #expect(button.configuration?.image === image)
    #expect(button.titleLabel?.text == "Send")
  }

  @Test func settingAConfigurationShowsItAtOnce() {
    let button = UIButton(type: .system)
    var configuration = UIButton.Configuration.plain()
    configuration.title = "Now"
    button.configuration = configuration
    #expect(button.titleLabel?.text == "Now")
    #expect(button.titleLabel?.isHidden == false)
  }

  @Test func aClassicTitleShowsWhenTheConfigurationHasNone() {
    let button = UIButton(configuration: .gray())
    button.setTitle("Classic", for: .normal)
    #expect(button.titleLabel?.text == "Classic")
  }

  @Test func aStateChangeRunsTheUpdateHandlerAtTheNextLayout() {
    let button = UIButton(configuration: .filled())
    var states: [Bool] = []
    button.configurationUpdateHandler = { states.append($0.isHighlighted) }
    let host = hosted(button)
    button.layoutIfNeeded()
    states.removeAll()
    button.isHighlighted = true
    #expect(states.isEmpty)
    button.layoutIfNeeded()
    #expect(states == [true])
    withExtendedLifetime(host) {}
  }

  @Test func requestsAreCoalescedIntoOneUpdate() {
    let button = UIButton(configuration: .filled())
    var count = 0
    button.configurationUpdateHandler = { _ in count += 1 }
    let host = hosted(button)
    button.layoutIfNeeded()
    count = 0
    button.setNeedsUpdateConfiguration()
    button.setNeedsUpdateConfiguration()
    button.isSelected = true
    button.layoutIfNeeded()
    #expect(count == 1)
    withExtendedLifetime(host) {}
  }

  @Test func aHandlerThatSetsTheConfigurationDoesNotUpdateAgain() {
    let button = UIButton(configuration: .plain())
    var count = 0
    button.configurationUpdateHandler = { button in
      count += 1
      button.configuration?.title = button.isSelected ? "On" : "Off"
    }
    let host = hosted(button)
    button.layoutIfNeeded()
    button.layoutIfNeeded()
    #expect(count == 1)
    #expect(button.titleLabel?.text == "Off")
    withExtendedLifetime(host) {}
  }

  final class Subclass: UIButton {
    var calls: [String] = []
    override func updateConfiguration() {
      calls.append("updateConfiguration")
      super.updateConfiguration()
    }
  }

  @Test func updateConfigurationRunsBeforeTheHandler() {
    let button = Subclass(type: .system)
    button.configuration = .tinted()
    button.configurationUpdateHandler = { ($0 as? Subclass)?.calls.append("handler") }
    let host = hosted(button)
    button.calls.removeAll()
    button.setNeedsUpdateConfiguration()
    button.layoutIfNeeded()
    #expect(button.calls == ["updateConfiguration", "handler"])
    withExtendedLifetime(host) {}
  }

  @Test func anUpdateHandlerMakesAButtonConfigured() {
    let button = UIButton(type: .custom)
    button.configurationUpdateHandler = { _ in }
    #expect(button.configuration == .plain())
  }

  @Test func aFilledButtonIsWhiteOnItsTint() {
    var configuration = UIButton.Configuration.filled()
    configuration.title = "Go"
    let button = UIButton(configuration: configuration)
    button.tintColor = .systemRed
    #expect(button.titleLabel?.textColor == .white)
    #expect(button.subviews.first?.backgroundColor == .systemRed)
  }

  @Test func aPlainButtonIsItsTintOnClear() {
    var configuration = UIButton.Configuration.plain()
    configuration.title = "Go"
    let button = UIButton(configuration: configuration)
    button.tintColor = .systemGreen
    #expect(button.titleLabel?.textColor == .systemGreen)
    #expect(button.subviews.first?.backgroundColor == .clear)
  }

  @Test func baseColorsReplaceTheStylesColors() {
    var configuration = UIButton.Configuration.filled()
    configuration.title = "Go"
    configuration.baseForegroundColor = .black
    configuration.baseBackgroundColor = .yellow
    let button = UIButton(configuration: configuration)
    #expect(button.titleLabel?.textColor == .black)
    #expect(button.subviews.first?.backgroundColor == .yellow)
  }

  @Test func updatedForAButtonKeepsTheValuesSet() {
    var configuration = UIButton.Configuration.bordered()
    configuration.title = "Keep"
    configuration.imagePadding = 5
    let button = UIButton(type: .system)
    button.isEnabled = false
    let updated = configuration.updated(for: button)
    #expect(updated.title == "Keep")
    #expect(updated.imagePadding == 5)
  }

  @Test func configurationsWithTheSameValuesAreEqual() {
    var first = UIButton.Configuration.borderedProminent()
    first.title = "A"
    var second = UIButton.Configuration.borderedProminent()
    second.title = "A"
    #expect(first == second)
    second.title = "B"
    #expect(first != second)
    #expect(UIButton.Configuration.borderless() != UIButton.Configuration.plain())
  }

  @Test func removingTheConfigurationMakesAClassicButton() {
    var configuration = UIButton.Configuration.filled()
    configuration.subtitle = "Sub"
    let button = UIButton(configuration: configuration)
    button.configuration = nil
    #expect(!button.subviews.contains { ($0 as? UILabel)?.text == "Sub" })
    #expect(button.subviews.allSatisfy { !($0 is BackgroundConfigurationView) })
  }

  @Test func attributedTitleTakesPrecedence() {
    var configuration = UIButton.Configuration.plain()
    configuration.title = "Plain"
    configuration.attributedTitle = AttributedString("Attributed")
    let button = UIButton(configuration: configuration)
    #expect(button.titleLabel?.text == "Attributed")
  }
}
