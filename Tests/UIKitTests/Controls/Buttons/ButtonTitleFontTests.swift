import Foundation
import Testing

@testable import UIKit

/// The title font a button starts with, by type, and the sizes it gives, as iOS recorded them.
@MainActor
struct ButtonTitleFontTests {
  // JK0369/ExCustomButton_bold 55624cf3abfe, ExCustomButton/ViewController.swift (2023):
  // `print(button.titleLabel?.font)` of a `UIButton()` subclass prints `.SFUI-Regular … 18.00pt`.
  @Test func aButtonMadeWithoutATypeHasTheEighteenPointSystemFont() {
    #expect(UIButton().titleLabel?.font.pointSize == 18)
    #expect(
      UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 40)).titleLabel?.font.pointSize == 18)
    #expect(UIButton(type: .custom).titleLabel?.font.pointSize == 18)
  }

  // A system button's 'Button' is 18 points tall in a 30-point button, the 15-point font's line
  // (the Chisel `fv UIButton` recording in ButtonContentLayoutTests).
  @Test(arguments: [UIButton.ButtonType.system, .detailDisclosure, .infoLight, .contactAdd, .close])
  func theOtherTypesHaveTheFifteenPointSystemFont(_ type: UIButton.ButtonType) {
    #expect(UIButton(type: type).titleLabel?.font.pointSize == 15)
  }

  struct Direction: Sendable, CustomTestStringConvertible {
    var rightToLeft: Bool
    var testDescription: String { rightToLeft ? "right to left" : "left to right" }
  }

  nonisolated static let directions = [Direction(rightToLeft: false), Direction(rightToLeft: true)]

  // An app's comment on a `UIButtonTypeCustom` button of frame (0 20; 100 40) with the title
  // 'button' and a background image (APIDemo's UIVC.m, 2018, a 3× simulator):
  // `<UIButtonLabel; frame = (23.3333 9.33333; 53.3333 21.6667); text = 'button'; …>` and
  // `<UIImageView; frame = (0 0; 100 40); clipsToBounds = YES; opaque = NO; …>`. The 18-point
  // line, 21.48 points, rounds up to 65 pixels (21.6667); a width just over 53 to 160 pixels.
  // Centred: (100 − 53.3333) / 2 = 23.3333; (40 − 21.6667) / 2 = 9.1667, 27.5 pixels, rounds
  // to 28 (9.3333). The title is centred, so right to left gives the same frames.
  @Test(arguments: directions) func aCustomButtonsTitleAndBackgroundAreAsRecorded(
    _ direction: Direction
  ) {
    let model = RecordedTextModel(sizes: ["button": CGSize(width: 53.2, height: 21.48)])
    TextMeasurement.withModel(model) {
      let host = window(scale: 3)
      let button = UIButton(type: .custom)
      if direction.rightToLeft { button.semanticContentAttribute = .forceRightToLeft }
      host.addSubview(button)
      button.frame = CGRect(x: 0, y: 20, width: 100, height: 40)
      button.setTitle("button", for: .normal)
      button.setBackgroundImage(UIImage(size: CGSize(width: 60, height: 60)), for: .normal)
      button.setTitleColor(.black, for: .normal)
      button.layoutIfNeeded()
      let label = button.titleLabel?.frame ?? .zero
      #expect(abs(label.minX - 70.0 / 3) < 1e-9 && abs(label.minY - 28.0 / 3) < 1e-9)
      #expect(abs(label.width - 160.0 / 3) < 1e-9 && abs(label.height - 65.0 / 3) < 1e-9)
      let background = button.subviews.first
      #expect(background is UIImageView && background !== button.imageView)
      #expect(background?.frame == CGRect(x: 0, y: 0, width: 100, height: 40))
      #expect(background?.clipsToBounds == true && background?.isOpaque == false)
      withExtendedLifetime(host) {}
    }
  }

  // "With an 18-pt system font, the title label height is 21.0 ... add 6-pts top and bottom and
  // the button frame height is 33-pts" (Stack Overflow answer 70778238): a `UIButton()` with a
  // title and no font of its own is that tall, its 21.48-point line rounded to 21.
  @Test func aButtonMadeWithoutATypeIsThirtyThreePointsTall() {
    let button = UIButton()
    button.setTitle("Go", for: .normal)
    #expect(button.intrinsicContentSize.height == 33)
  }

  // JK0369/ExCustomButton_bold 55624cf3abfe, ExCustomButton/ViewController.swift, printed in
  // viewDidLayoutSubviews on iOS 16: a `UIButton()` with a 30 × 30 image, the title '버튼',
  // content insets (4, 12, 4, 12), image insets (0, −3, 0, 3), title insets (0, 3, 0, −3),
  // centred by constraints at its intrinsic size: image (9 4; 30 30), title (45 8; 32 22).
  // By hand: 12 + 30 + 32 + 12 = 86 wide, max(30, 22) + 4 + 4 = 38 tall; the content rectangle
  // (12 4; 62 30); the image's, inset by its insets, (9 4; 62 30), the pair 62 wide starts at 9;
  // the title's (15 4; 62 30), the title after the image at 15 + 30 = 45, y 4 + (30 − 22) / 2.
  @Test func edgeInsetsPlaceACustomButtonsContentAsRecorded() {
    let model = RecordedTextModel(sizes: ["버튼": CGSize(width: 32, height: 22)])
    TextMeasurement.withModel(model) {
      let host = window(scale: 3)
      let button = UIButton()
      host.addSubview(button)
      button.setTitle("버튼", for: .normal)
      button.setImage(UIImage(size: CGSize(width: 30, height: 30)), for: .normal)
      button.contentEdgeInsets = UIEdgeInsets(top: 4, left: 12, bottom: 4, right: 12)
      button.imageEdgeInsets = UIEdgeInsets(top: 0, left: -3, bottom: 0, right: 3)
      button.titleEdgeInsets = UIEdgeInsets(top: 0, left: 3, bottom: 0, right: -3)
      #expect(button.intrinsicContentSize == CGSize(width: 86, height: 38))
      button.frame = CGRect(origin: .zero, size: button.intrinsicContentSize)
      button.layoutIfNeeded()
      #expect(button.imageView?.frame == CGRect(x: 9, y: 4, width: 30, height: 30))
      #expect(button.titleLabel?.frame == CGRect(x: 45, y: 8, width: 32, height: 22))
      withExtendedLifetime(host) {}
    }
  }
}
