import Foundation
import Testing

@testable import UIKit

/// A classic button's edge insets are `UIEdgeInsets`: their left and right stay left and right
/// in a right-to-left layout, where the image follows the title.
///
/// UIKit does not flip them: apps supporting right-to-left languages swap left and right
/// themselves (wordpress-mobile/WordPress-iOS adcbab9dce8d,
/// WordPress/Classes/Extensions/UIEdgeInsets.swift, `flipInsetsForRightToLeftLayoutDirection`
/// swaps `contentEdgeInsets`, `imageEdgeInsets` and `titleEdgeInsets` when the layout direction
/// is right to left; organicmaps/organicmaps pull request 9442, "Fix image padding for buttons
/// in right-to-left layout"). `NSDirectionalEdgeInsets`, which a configuration's
/// `contentInsets` are, take "the user interface layout direction into account" (Apple's
/// documentation); `ButtonConfigurationLayoutTests.contentInsetsAreDirectional` covers them.
@MainActor
struct ButtonRightToLeftInsetTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var image: UIEdgeInsets = .zero
    var title: UIEdgeInsets = .zero
    var content: UIEdgeInsets = .zero
    var rightToLeft: Bool
    var imageX: CGFloat
    var titleX: CGFloat
    var testDescription: String { "\(name), \(rightToLeft ? "right to left" : "left to right")" }
  }

  // A 335 × 40.5 button at 2× with a 32-point image and a 54-point title, the pair 86 wide
  // (the recording of `ButtonContentLayoutTests`). Each item is centred in the content
  // rectangle less its own insets, at the same left and right in both directions; right to
  // left the title comes first and the image 54 after it.
  // - Image insets left 50: the image's area is 50…335, the pair starts at
  //   50 + (285 − 86) / 2 = 149.5; the title's area is the whole button, start 124.5.
  //   Left to right: image 149.5, title 124.5 + 32 = 156.5. Right to left: title 124.5,
  //   image 149.5 + 54 = 203.5 (flipped insets would give (285 − 86) / 2 + 54 = 153.5).
  // - Title insets right 100: the title's area is 0…235, the pair starts at
  //   (235 − 86) / 2 = 74.5. Left to right: title 74.5 + 32 = 106.5, image 124.5. Right to
  //   left: title 74.5, image 124.5 + 54 = 178.5.
  // - Content insets left 20: the content is 20…335, the pair starts at
  //   20 + (315 − 86) / 2 = 134.5. Left to right: image 134.5, title 166.5. Right to left:
  //   title 134.5, image 188.5.
  nonisolated static let cases: [Case] = [
    Case(
      name: "image insets", image: UIEdgeInsets(top: 0, left: 50, bottom: 0, right: 0),
      rightToLeft: false, imageX: 149.5, titleX: 156.5),
    Case(
      name: "image insets", image: UIEdgeInsets(top: 0, left: 50, bottom: 0, right: 0),
      rightToLeft: true, imageX: 203.5, titleX: 124.5),
    Case(
      name: "title insets", title: UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 100),
      rightToLeft: false, imageX: 124.5, titleX: 106.5),
    Case(
      name: "title insets", title: UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 100),
      rightToLeft: true, imageX: 178.5, titleX: 74.5),
    Case(
      name: "content insets", content: UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 0),
      rightToLeft: false, imageX: 134.5, titleX: 166.5),
    Case(
      name: "content insets", content: UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 0),
      rightToLeft: true, imageX: 188.5, titleX: 134.5),
  ]

  @Test(arguments: cases) func edgeInsetsKeepTheirSidesInBothDirections(_ recorded: Case) {
    let button = UIButton(type: .custom)
    if recorded.rightToLeft { button.semanticContentAttribute = .forceRightToLeft }
    let host = window(scale: 2)
    host.addSubview(button)
    button.frame = CGRect(x: 0, y: 0, width: 335, height: 40.5)
    button.setImage(UIImage(size: CGSize(width: 32, height: 32)), for: .normal)
    button.setTitle("download", for: .normal)
    button.imageEdgeInsets = recorded.image
    button.titleEdgeInsets = recorded.title
    button.contentEdgeInsets = recorded.content
    TextMeasurement.withModel(
      RecordedTextModel(sizes: ["download": CGSize(width: 54, height: 21.5)])
    ) {
      button.layoutIfNeeded()
      #expect(button.imageView?.frame.minX == recorded.imageX)
      #expect(button.titleLabel?.frame.minX == recorded.titleX)
    }
    withExtendedLifetime(host) {}
  }

  // contentRect(forBounds:) takes the left inset from the left side in both directions:
  // (10, 4) and 100 − 10 − 20 wide.
  @Test(arguments: [false, true]) func theContentRectKeepsLeftAndRight(rightToLeft: Bool) {
    let button = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
    if rightToLeft { button.semanticContentAttribute = .forceRightToLeft }
    button.contentEdgeInsets = UIEdgeInsets(top: 4, left: 10, bottom: 6, right: 20)
    #expect(
      button.effectiveUserInterfaceLayoutDirection == (rightToLeft ? .rightToLeft : .leftToRight))
    #expect(
      button.contentRect(forBounds: button.bounds) == CGRect(x: 10, y: 4, width: 70, height: 30))
  }

  // The insets stay as set: nothing swaps them when the direction changes.
  @Test func changingTheDirectionLeavesTheInsetsAsSet() {
    let button = UIButton(type: .custom)
    let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    button.contentEdgeInsets = insets
    button.imageEdgeInsets = insets
    button.titleEdgeInsets = insets
    button.semanticContentAttribute = .forceRightToLeft
    #expect(button.contentEdgeInsets == insets)
    #expect(button.imageEdgeInsets == insets)
    #expect(button.titleEdgeInsets == insets)
  }
}
