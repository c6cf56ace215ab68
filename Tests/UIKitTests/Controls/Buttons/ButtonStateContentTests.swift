import Foundation
import Testing

@testable import UIKit

/// The classic button's content per state, with the normal state as every state's fallback
/// ("In general, if a property is not specified for a state, the default is to use the normal
/// value", UIButton.h), and its subviews.
@MainActor
struct ButtonStateContentTests {
  // UIButton() and UIButton(frame:) are custom buttons on iOS (UIButton.h: `buttonWithType:`
  // is the way to make the other types).
  @Test func aButtonMadeWithoutATypeIsCustom() {
    #expect(UIButton().buttonType == .custom)
    #expect(UIButton(frame: CGRect(x: 0, y: 0, width: 10, height: 10)).buttonType == .custom)
  }

  @Test func everyStateFallsBackToTheNormalState() {
    let button = UIButton()
    let image = UIImage(size: CGSize(width: 10, height: 10))
    let background = UIImage(size: CGSize(width: 20, height: 20))
    button.setTitle("Play", for: .normal)
    button.setTitleColor(.red, for: .normal)
    button.setTitleShadowColor(.black, for: .normal)
    button.setImage(image, for: .normal)
    button.setBackgroundImage(background, for: .normal)
    button.setAttributedTitle(NSAttributedString(string: "Play"), for: .normal)
    for state: UIControl.State in [.highlighted, .selected, .disabled, [.selected, .highlighted]] {
      #expect(button.title(for: state) == "Play")
      #expect(button.titleColor(for: state) == .red)
      #expect(button.titleShadowColor(for: state) == .black)
      #expect(button.image(for: state) === image)
      #expect(button.backgroundImage(for: state) === background)
      #expect(button.attributedTitle(for: state)?.string == "Play")
    }
  }

  @Test func theCurrentValuesFollowTheState() {
    let button = UIButton()
    let normal = UIImage(size: CGSize(width: 10, height: 10))
    let selected = UIImage(size: CGSize(width: 12, height: 12))
    button.setTitle("Follow", for: .normal)
    button.setTitle("Following", for: .selected)
    button.setTitleColor(.blue, for: .normal)
    button.setTitleColor(.gray, for: .selected)
    button.setImage(normal, for: .normal)
    button.setImage(selected, for: .selected)
    #expect(button.currentTitle == "Follow" && button.currentImage === normal)
    button.isSelected = true
    #expect(button.currentTitle == "Following")
    #expect(button.currentTitleColor == .gray)
    #expect(button.currentImage === selected)
    #expect(button.titleLabel?.text == "Following")
    #expect(button.titleLabel?.textColor == .gray)
    #expect(button.imageView?.image === selected)
  }

  // A custom button's title is white unless set; a system button's is its tint colour.
  @Test func unsetTitleColoursAreTheTypes() {
    #expect(UIButton(type: .custom).currentTitleColor == .white)
    let system = UIButton(type: .system)
    #expect(system.titleColor(for: .normal) == system.tintColor)
  }

  @Test func theSubviewsAreMadeWhenFirstAskedFor() {
    let button = UIButton()
    #expect(button.subviews.isEmpty)
    let label = button.titleLabel
    #expect(label?.superview === button)
    #expect(button.titleLabel === label)
    let imageView = button.imageView
    #expect(imageView?.superview === button)
    #expect(button.subviews.count == 2)
  }

  @Test func settingContentMakesItsSubview() {
    let button = UIButton()
    button.setTitle("Go", for: .normal)
    #expect(button.subviews.count == 1)
    #expect(button.subviews.first === button.titleLabel)
    button.setImage(UIImage(size: CGSize(width: 5, height: 5)), for: .normal)
    #expect(button.subviews.count == 2)
  }

  // Text given to the label directly, not through setTitle(_:for:), leaves it hidden (a
  // recorded `UIButtonLabel` with text 'button' and `hidden = YES`, fengyueran/iOSNote).
  @Test func aButtonWithoutATitleHidesItsLabel() {
    let button = UIButton(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
    button.titleLabel?.text = "button"
    #expect(button.titleLabel?.isHidden == true)
    button.setTitle("Shown", for: .normal)
    #expect(button.titleLabel?.isHidden == false)
  }

  @Test func anAttributedTitleTakesPrecedence() {
    let button = UIButton()
    button.setTitle("Plain", for: .normal)
    button.setAttributedTitle(NSAttributedString(string: "Styled"), for: .normal)
    #expect(button.currentTitle == "Plain")
    #expect(button.currentAttributedTitle?.string == "Styled")
    #expect(button.titleLabel?.text == "Styled")
  }

  @Test func theLabelAndImageViewLetTouchesThrough() {
    let button = UIButton()
    #expect(button.titleLabel?.isUserInteractionEnabled == false)
    #expect(button.imageView?.isUserInteractionEnabled == false)
  }

  @Test func classicFlagsHaveUIKitsDefaults() {
    let button = UIButton()
    #expect(button.adjustsImageWhenHighlighted)
    #expect(button.adjustsImageWhenDisabled)
    #expect(!button.showsTouchWhenHighlighted)
    #expect(!button.reversesTitleShadowWhenHighlighted)
    #expect(!button.changesSelectionAsPrimaryAction)
  }

  @Test func aSelectionTogglingButtonTogglesOnATap() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let button = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
    button.changesSelectionAsPrimaryAction = true
    window.addSubview(button)
    var selectedWhenSent: [Bool] = []
    button.addAction(
      UIAction { _ in selectedWhenSent.append(button.isSelected) }, for: .primaryActionTriggered)
    let finger = Finger(window: window)
    finger.down(at: CGPoint(x: 50, y: 22))
    finger.up(at: CGPoint(x: 50, y: 22))
    #expect(button.isSelected)
    #expect(selectedWhenSent == [true])
  }
}
