import Foundation
import Testing

@testable import UIKit

/// A button's role, its per-state symbol configurations, `init(frame:primaryAction:)` and the
/// configuration's line break modes, indicator and subtitle label, as UIButton.h and Apple's
/// documentation give them.
@MainActor @Suite struct ButtonRoleAndSymbolTests {
  // UIButton.h: UIButtonRoleNormal, Primary, Cancel, Destructive in order.
  @Test func rolesHaveApplesRawValuesAndNormalIsTheDefault() {
    #expect(
      [UIButton.Role.normal, .primary, .cancel, .destructive].map(\.rawValue) == [0, 1, 2, 3])
    #expect(UIButton().role == .normal)
  }

  // "Creates a new button with the specified frame, registers the primary action event, and
  // sets the title and image to the action's title and image."
  @Test func aButtonMadeWithAFrameAndAnActionTakesItsTitleAndImage() {
    var ran = 0
    let image = UIImage(size: CGSize(width: 10, height: 10))
    let button = UIButton(
      frame: CGRect(x: 1, y: 2, width: 80, height: 30),
      primaryAction: UIAction(title: "Send", image: image) { _ in ran += 1 })
    #expect(button.frame == CGRect(x: 1, y: 2, width: 80, height: 30))
    #expect(button.buttonType == .custom)
    #expect(button.title(for: .normal) == "Send")
    #expect(button.image(for: .normal) === image)
    button.sendActions(for: .primaryActionTriggered)
    #expect(ran == 1)
  }

  @Test func aPlainControlMadeWithAnActionRegistersIt() {
    var ran = 0
    let control = UIControl(frame: .zero, primaryAction: UIAction { _ in ran += 1 })
    control.sendActions(for: .primaryActionTriggered)
    #expect(ran == 1)
  }

  // As every per-state value: a state without its own falls back to the normal state's.
  @Test func symbolConfigurationsFollowTheState() {
    let button = UIButton(type: .system)
    let normal = UIImage.SymbolConfiguration(pointSize: 20)
    let selected = UIImage.SymbolConfiguration(pointSize: 30)
    button.setPreferredSymbolConfiguration(normal, forImageIn: .normal)
    button.setPreferredSymbolConfiguration(selected, forImageIn: .selected)
    #expect(button.preferredSymbolConfigurationForImage(in: .highlighted) == normal)
    #expect(button.currentPreferredSymbolConfiguration == normal)
    button.isSelected = true
    #expect(button.currentPreferredSymbolConfiguration == selected)
  }

  @Test func configurationDefaultsAreApples() {
    let configuration = UIButton.Configuration.filled()
    #expect(configuration.titleLineBreakMode == .byWordWrapping)
    #expect(configuration.subtitleLineBreakMode == .byWordWrapping)
    #expect(configuration.indicator == .automatic)
    #expect(configuration.imageReservation == 0)
    #expect(configuration.preferredSymbolConfigurationForImage == nil)
  }

  // Word and character wrapping allow several lines; the other modes one.
  @Test(arguments: [
    (NSLineBreakMode.byWordWrapping, 0), (.byCharWrapping, 0), (.byTruncatingTail, 1),
    (.byClipping, 1),
  ])
  func aConfiguredTitleBreaksAsItsModeSays(mode: NSLineBreakMode, lines: Int) {
    var configuration = UIButton.Configuration.plain()
    configuration.title = "Send"
    configuration.subtitle = "Now"
    configuration.titleLineBreakMode = mode
    configuration.subtitleLineBreakMode = mode
    let button = UIButton(configuration: configuration)
    #expect(button.titleLabel?.numberOfLines == lines)
    #expect(button.titleLabel?.lineBreakMode == mode)
    #expect(button.subtitleLabel?.numberOfLines == lines)
  }

  @Test func onlyAConfiguredSubtitleHasASubtitleLabel() {
    let plain = UIButton(type: .system)
    plain.setTitle("Send", for: .normal)
    #expect(plain.subtitleLabel == nil)
    var configuration = UIButton.Configuration.plain()
    configuration.title = "Send"
    configuration.subtitle = "Now"
    #expect(UIButton(configuration: configuration).subtitleLabel?.text == "Now")
  }
}
