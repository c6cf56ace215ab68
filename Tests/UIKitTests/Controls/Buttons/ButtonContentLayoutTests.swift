import Foundation
import Testing

@testable import UIKit

/// A classic button's title label and image view, laid out as iOS recorded them.
@MainActor
struct ButtonContentLayoutTests {
  /// A button `size` large at `scale`, with a 32 × 32 image and the title "download", which
  /// iOS measured `titleSize` large.
  private func imageAndTitleButton(
    size: CGSize, titleSize: CGSize, scale: CGFloat = 2, rightToLeft: Bool = false
  ) -> (UIWindow, UIButton) {
    let button = UIButton(type: .custom)
    if rightToLeft { button.semanticContentAttribute = .forceRightToLeft }
    let host = window(scale: scale)
    host.addSubview(button)
    button.frame = CGRect(origin: .zero, size: size)
    button.setImage(UIImage(size: CGSize(width: 32, height: 32)), for: .normal)
    button.setTitle("download", for: .normal)
    return (host, button)
  }

  private func laidOut(
    _ hosted: (UIWindow, UIButton), titleSize: CGSize, _ body: (UIButton) -> Void
  ) {
    withExtendedLifetime(hosted.0) {
      TextMeasurement.withModel(RecordedTextModel(sizes: ["download": titleSize])) {
        hosted.1.layoutIfNeeded()
        body(hosted.1)
      }
    }
  }

  // e-com-net.com, "UIButton setImageEdgeInsets、setTitleEdgeInsets、setContentEdgeInsets":
  // a 335-point button, a 32-point image and a 54 × 21.5 title measured in Debug View Hierarchy.
  // The pair is 86 wide and centred: (335 − 86) / 2 = 124.5 for the image, 124.5 + 32 = 156.5
  // for the title.
  @Test func imageAndTitleAreCentredTogether() {
    let size = CGSize(width: 54, height: 21.5)
    let hosted = imageAndTitleButton(size: CGSize(width: 335, height: 40.5), titleSize: size)
    laidOut(hosted, titleSize: size) { button in
      #expect(button.imageView?.frame.minX == 124.5)
      #expect(button.titleLabel?.frame == CGRect(x: 156.5, y: 9.5, width: 54, height: 21.5))
    }
  }

  // Right to left, the image follows the title: the title at 124.5, the image at 124.5 + 54.
  @Test func rightToLeftTheImageFollowsTheTitle() {
    let size = CGSize(width: 54, height: 21.5)
    let hosted = imageAndTitleButton(
      size: CGSize(width: 335, height: 40.5), titleSize: size, rightToLeft: true)
    laidOut(hosted, titleSize: size) { button in
      #expect(button.titleLabel?.frame.minX == 124.5)
      #expect(button.imageView?.frame.minX == 178.5)
    }
  }

  struct InsetCase: Sendable, CustomTestStringConvertible {
    var image: UIEdgeInsets
    var title: UIEdgeInsets
    var content: UIEdgeInsets
    var imageX: CGFloat
    var titleX: CGFloat
    var testDescription: String { "image \(imageX), title \(titleX)" }
  }

  // The same recordings with insets: each item is centred as if the content were inset by its
  // own insets. Image insets (0, 50, 0, 0): (335 − 50 − 86) / 2 + 50 = 149.5. Title insets
  // (0, 0, 0, 100): (335 − 100 − 86) / 2 + 32 = 106.5. Content insets (0, 20, 0, 0):
  // (335 − 20 − 86) / 2 + 20 = 134.5 and 166.5.
  nonisolated static let insetCases: [InsetCase] = [
    InsetCase(
      image: UIEdgeInsets(top: 0, left: 50, bottom: 0, right: 0), title: .zero, content: .zero,
      imageX: 149.5, titleX: 156.5),
    InsetCase(
      image: UIEdgeInsets(top: 0, left: 50, bottom: 0, right: 0),
      title: UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 100), content: .zero, imageX: 149.5,
      titleX: 106.5),
    InsetCase(
      image: .zero, title: .zero, content: UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 0),
      imageX: 134.5, titleX: 166.5),
  ]

  @Test(arguments: insetCases) func edgeInsetsMoveTheImageAndTitle(_ inset: InsetCase) {
    let size = CGSize(width: 54, height: 21.5)
    let hosted = imageAndTitleButton(size: CGSize(width: 335, height: 40.5), titleSize: size)
    hosted.1.imageEdgeInsets = inset.image
    hosted.1.titleEdgeInsets = inset.title
    hosted.1.contentEdgeInsets = inset.content
    laidOut(hosted, titleSize: size) { button in
      #expect(button.imageView?.frame.minX == inset.imageX)
      #expect(button.titleLabel?.frame.minX == inset.titleX)
    }
  }

  // A recursive description published by dev.mo4tech.com ("iOS UIButton UITextField frame
  // setting method"): an 88 × 56 button, `UIImageView` (9.5 12; 32 32) and `UIButtonLabel`
  // (41.5 17.5; 37 21.5) 'download'. (88 − 69) / 2 = 9.5; the title's y, (56 − 21.5) / 2 =
  // 17.25, rounds to 17.5 at 2×.
  @Test func aTitleIsCentredVerticallyOnThePixelGrid() {
    let size = CGSize(width: 37, height: 21.5)
    let hosted = imageAndTitleButton(size: CGSize(width: 88, height: 56), titleSize: size)
    laidOut(hosted, titleSize: size) { button in
      #expect(button.imageView?.frame == CGRect(x: 9.5, y: 12, width: 32, height: 32))
      #expect(button.titleLabel?.frame == CGRect(x: 41.5, y: 17.5, width: 37, height: 21.5))
    }
  }

  // idrisr/notes, UIKit/UIButton.md: an 86 × 22 button, `UIImageView` (0 0; 13 22) and
  // `UIButtonLabel` (13 0.5; 73 21.5) 'PREV PG'; the image view comes first among the subviews.
  @Test func theImageViewAndLabelAreSubviewsInCreationOrder() {
    let button = UIButton(type: .custom)
    let host = window(scale: 2)
    host.addSubview(button)
    button.frame = CGRect(x: 0, y: 0, width: 86, height: 22)
    button.setImage(UIImage(size: CGSize(width: 13, height: 22)), for: .normal)
    button.setTitle("PREV PG", for: .normal)
    TextMeasurement.withModel(
      RecordedTextModel(sizes: ["PREV PG": CGSize(width: 73, height: 21.5)])
    ) {
      button.layoutIfNeeded()
      #expect(button.subviews.first === button.imageView)
      #expect(button.subviews.last === button.titleLabel)
      #expect(button.imageView?.frame == CGRect(x: 0, y: 0, width: 13, height: 22))
      #expect(button.titleLabel?.frame == CGRect(x: 13, y: 0.5, width: 73, height: 21.5))
    }
    withExtendedLifetime(host) {}
  }

  struct DefaultButtonCase: Sendable, CustomTestStringConvertible {
    var scale: CGFloat
    var labelFrame: CGRect
    var testDescription: String { "@\(Int(scale))x" }
  }

  // A default button "Button" in the 15-point font, as recorded: `UIButton` 46 × 30 with
  // `UIButtonLabel` (0.333333 6; 45.6667 18) on an iPhone 8 Plus simulator at 3× (a Chisel
  // `fv UIButton` guide) and (0 6; 46 18) at 2× (a recursive description of an iOS 11 app).
  // iOS's unrounded title, 45.6 × 17.9, rounds up to 137 × 54 pixels at 3× and 92 × 36 at 2×;
  // the button is the title's width rounded up to 46, and 18 + 2 × 6 tall.
  nonisolated static let defaultButtonCases: [DefaultButtonCase] = [
    DefaultButtonCase(
      scale: 3, labelFrame: CGRect(x: 1.0 / 3, y: 6, width: 137.0 / 3, height: 18)),
    DefaultButtonCase(scale: 2, labelFrame: CGRect(x: 0, y: 6, width: 46, height: 18)),
  ]

  @Test(arguments: defaultButtonCases) func aDefaultButtonIsAsRecorded(
    _ recorded: DefaultButtonCase
  ) {
    let model = RecordedTextModel(sizes: ["Button": CGSize(width: 45.6, height: 17.9)])
    TextMeasurement.withModel(model) {
      let button = UIButton(type: .system)
      let host = window(scale: recorded.scale)
      host.addSubview(button)
      button.setTitle("Button", for: .normal)
      button.sizeToFit()
      button.layoutIfNeeded()
      #expect(button.frame.size == CGSize(width: 46, height: 30))
      // A frame is kept as a centre and bounds, so a third of a point reads back within 1e-9.
      let frame = button.titleLabel?.frame ?? .zero
      #expect(abs(frame.minX - recorded.labelFrame.minX) < 1e-9)
      #expect(abs(frame.width - recorded.labelFrame.width) < 1e-9)
      #expect(frame.minY == recorded.labelFrame.minY && frame.height == recorded.labelFrame.height)
      withExtendedLifetime(host) {}
    }
  }

  // "With an 18-pt system font, the title label height is 21.0 ... add 6-pts top and bottom and
  // the button frame height is 33-pts" (Stack Overflow answer 70778238).
  @Test func aTitleGetsSixPointsAboveAndBelow() {
    TextMeasurement.withModel(RecordedTextModel(sizes: ["Go": CGSize(width: 20, height: 21)])) {
      let button = UIButton()
      button.titleLabel?.font = .systemFont(ofSize: 18)
      button.setTitle("Go", for: .normal)
      #expect(button.intrinsicContentSize == CGSize(width: 20, height: 33))
    }
  }

  // Content insets replace the title's padding; title and image insets never size the button
  // ("The button does not use this property to determine intrinsicContentSize and
  // sizeThatFits", UIButton.titleEdgeInsets).
  @Test func onlyContentInsetsChangeTheIntrinsicSize() {
    TextMeasurement.withModel(RecordedTextModel(sizes: ["Go": CGSize(width: 20, height: 21)])) {
      let button = UIButton()
      button.setTitle("Go", for: .normal)
      button.titleEdgeInsets = UIEdgeInsets(top: 5, left: 10, bottom: 5, right: 10)
      button.imageEdgeInsets = UIEdgeInsets(top: 5, left: 10, bottom: 5, right: 10)
      #expect(button.intrinsicContentSize == CGSize(width: 20, height: 33))
      button.contentEdgeInsets = UIEdgeInsets(top: 2, left: 8, bottom: 2, right: 8)
      #expect(button.intrinsicContentSize == CGSize(width: 36, height: 25))
    }
  }

  // Setting the title label's font re-sizes the button, as a `UIButtonLabel` tells its button.
  @Test func aNewTitleFontResizesTheButton() {
    let button = UIButton()
    button.setTitle("Subscribe", for: .normal)
    let before = button.intrinsicContentSize
    button.titleLabel?.font = .systemFont(ofSize: 30)
    #expect(button.intrinsicContentSize.width > before.width)
    #expect(button.intrinsicContentSize.height > before.height)
  }

  // A background image shows in an image view behind the content, the size of the bounds
  // (a 288 × 40 button's first subview is a 288 × 40 `UIImageView`, a recorded iOS 10 app).
  @Test func theBackgroundImageFillsTheButtonBehindTheContent() {
    let button = UIButton(frame: CGRect(x: 16, y: 195, width: 288, height: 40))
    button.setTitle("Log in", for: .normal)
    button.setBackgroundImage(UIImage(size: CGSize(width: 10, height: 10)), for: .normal)
    button.layoutIfNeeded()
    #expect(button.subviews.first is UIImageView)
    #expect(button.subviews.first?.frame == CGRect(x: 0, y: 0, width: 288, height: 40))
    #expect(button.backgroundRect(forBounds: button.bounds) == button.bounds)
  }

  @Test func aBackgroundImageIsTheSmallestSize() {
    let button = UIButton()
    button.setBackgroundImage(UIImage(size: CGSize(width: 60, height: 44)), for: .normal)
    #expect(button.intrinsicContentSize == CGSize(width: 60, height: 44))
  }

  // contentRect(forBounds:) is the bounds less the content insets.
  @Test func theContentRectIsTheBoundsLessTheContentInsets() {
    let button = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
    button.contentEdgeInsets = UIEdgeInsets(top: 4, left: 10, bottom: 6, right: 20)
    #expect(
      button.contentRect(forBounds: button.bounds) == CGRect(x: 10, y: 4, width: 70, height: 30))
  }

  /// A subclass that places its title itself.
  final class TitleOnTopButton: UIButton {
    override func titleRect(forContentRect contentRect: CGRect) -> CGRect {
      CGRect(x: contentRect.minX, y: contentRect.minY, width: contentRect.width, height: 10)
    }
  }

  @Test func layoutUsesAnOverriddenTitleRect() {
    let button = TitleOnTopButton(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
    button.setTitle("Top", for: .normal)
    button.layoutIfNeeded()
    #expect(button.titleLabel?.frame == CGRect(x: 0, y: 0, width: 100, height: 10))
  }
}
