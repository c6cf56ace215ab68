import Foundation
import Testing

@testable import UIKit

/// Where a configured button puts its image, title and subtitle, in both layout directions.
@MainActor
struct ButtonConfigurationLayoutTests {
  /// Lays out a button showing `configuration` at `size` (its intrinsic size when nil).
  private func laidOut(
    _ configuration: UIButton.Configuration, size: CGSize? = nil, rightToLeft: Bool,
    _ body: (UIButton) -> Void
  ) {
    ButtonConfigurationSizeTests.sized(configuration, rightToLeft: rightToLeft) { button in
      button.frame = CGRect(origin: .zero, size: size ?? button.intrinsicContentSize)
      button.layoutIfNeeded()
      body(button)
    }
  }

  private var imageAndTitle: UIButton.Configuration {
    var configuration = UIButton.Configuration.plain()
    configuration.title = "Title"
    configuration.image = UIImage(size: CGSize(width: 20, height: 20))
    configuration.imagePadding = 8
    return configuration
  }

  // 92 × 34: the image at the leading inset, 12; the title 20 + 8 further, at 40; both at
  // y 7. Right to left the title starts at 12 and the image at 12 + 40 + 8 = 60.
  @Test(arguments: [false, true]) func aLeadingImageComesBeforeTheTitle(rightToLeft: Bool) {
    laidOut(imageAndTitle, rightToLeft: rightToLeft) { button in
      #expect(
        button.imageView?.frame == CGRect(x: rightToLeft ? 60 : 12, y: 7, width: 20, height: 20))
      #expect(
        button.titleLabel?.frame == CGRect(x: rightToLeft ? 12 : 40, y: 7, width: 40, height: 20))
    }
  }

  // Trailing: the title first, at 12; the image at 12 + 40 + 8 = 60 (mirrored right to left).
  @Test(arguments: [false, true]) func aTrailingImageComesAfterTheTitle(rightToLeft: Bool) {
    var configuration = imageAndTitle
    configuration.imagePlacement = .trailing
    laidOut(configuration, rightToLeft: rightToLeft) { button in
      #expect(button.imageView?.frame.minX == (rightToLeft ? 12 : 60))
      #expect(button.titleLabel?.frame.minX == (rightToLeft ? 40 : 12))
    }
  }

  // 64 × 62, image on top: the image centred, (64 − 20) / 2 = 22, at y 7; the title under it,
  // at 7 + 20 + 8 = 35, from x 12. The same in both directions.
  @Test(arguments: [false, true]) func aTopImageIsCentredAboveTheTitle(rightToLeft: Bool) {
    var configuration = imageAndTitle
    configuration.imagePlacement = .top
    laidOut(configuration, rightToLeft: rightToLeft) { button in
      #expect(button.imageView?.frame == CGRect(x: 22, y: 7, width: 20, height: 20))
      #expect(button.titleLabel?.frame == CGRect(x: 12, y: 35, width: 40, height: 20))
    }
  }

  // Bottom: the title at y 7, the image at 7 + 20 + 8 = 35.
  @Test func aBottomImageIsUnderTheTitle() {
    var configuration = imageAndTitle
    configuration.imagePlacement = .bottom
    laidOut(configuration, rightToLeft: false) { button in
      #expect(button.titleLabel?.frame.minY == 7)
      #expect(button.imageView?.frame.minY == 35)
    }
  }

  // 84 × 56: title and subtitle lead at 12 left to right; right to left they line up on the
  // right, the 40-wide title at 12 + 60 − 40 = 32. The subtitle is at 7 + 20 + 4 = 31.
  @Test(arguments: [false, true]) func titleAndSubtitleLineUpOnTheLeadingEdge(rightToLeft: Bool) {
    var configuration = UIButton.Configuration.gray()
    configuration.title = "Title"
    configuration.subtitle = "Subtitle"
    configuration.titlePadding = 4
    laidOut(configuration, rightToLeft: rightToLeft) { button in
      #expect(
        button.titleLabel?.frame == CGRect(x: rightToLeft ? 32 : 12, y: 7, width: 40, height: 20))
      let subtitle = button.subviews.compactMap { $0 as? UILabel }.first { $0.text == "Subtitle" }
      #expect(subtitle?.frame == CGRect(x: 12, y: 31, width: 60, height: 18))
    }
  }

  // Centred title alignment: the title at 12 + (60 − 40) / 2 = 22 in both directions.
  @Test(arguments: [false, true]) func centredTitlesShareACentre(rightToLeft: Bool) {
    var configuration = UIButton.Configuration.gray()
    configuration.title = "Title"
    configuration.subtitle = "Subtitle"
    configuration.titleAlignment = .center
    laidOut(configuration, rightToLeft: rightToLeft) { button in
      #expect(button.titleLabel?.frame.minX == 22)
    }
  }

  // In a 200 × 50 button the 40 × 20 title is centred in the 176 × 36 content region:
  // 12 + (176 − 40) / 2 = 80, 7 + (36 − 20) / 2 = 15.
  @Test(arguments: [false, true]) func contentIsCentredInALargerButton(rightToLeft: Bool) {
    var configuration = UIButton.Configuration.filled()
    configuration.title = "Title"
    laidOut(configuration, size: CGSize(width: 200, height: 50), rightToLeft: rightToLeft) {
      button in
      #expect(button.titleLabel?.frame == CGRect(x: 80, y: 15, width: 40, height: 20))
    }
  }

  // Leading alignment puts the content at the leading inset: x 12 left to right, and
  // 200 − 12 − 40 = 148 right to left.
  @Test(arguments: [false, true]) func leadingAlignmentFollowsTheDirection(rightToLeft: Bool) {
    var configuration = UIButton.Configuration.filled()
    configuration.title = "Title"
    laidOut(configuration, size: CGSize(width: 200, height: 34), rightToLeft: rightToLeft) {
      button in
      button.contentHorizontalAlignment = .leading
      button.setNeedsLayout()
      button.layoutIfNeeded()
      #expect(button.titleLabel?.frame.minX == (rightToLeft ? 148 : 12))
    }
  }

  // Uneven insets are directional: leading 30, trailing 10 in a 80-wide button put the title
  // at 30 + (40 − 40) / 2 = 30 left to right, and at 10 right to left.
  @Test(arguments: [false, true]) func contentInsetsAreDirectional(rightToLeft: Bool) {
    var configuration = UIButton.Configuration.plain()
    configuration.title = "Title"
    configuration.contentInsets = NSDirectionalEdgeInsets(
      top: 0, leading: 30, bottom: 0, trailing: 10)
    laidOut(configuration, rightToLeft: rightToLeft) { button in
      #expect(button.bounds.width == 80)
      #expect(button.titleLabel?.frame.minX == (rightToLeft ? 10 : 30))
    }
  }

  // The activity indicator sits where the image would, at 12; the image view hides.
  @Test func theActivityIndicatorSitsWhereTheImageWould() {
    var configuration = imageAndTitle
    configuration.showsActivityIndicator = true
    laidOut(configuration, rightToLeft: false) { button in
      let indicator = button.subviews.compactMap { $0 as? UIActivityIndicatorView }.first
      #expect(indicator?.frame == CGRect(x: 12, y: 7, width: 20, height: 20))
      #expect(indicator?.isAnimating == true)
      #expect(button.imageView?.isHidden == true)
    }
  }

  // A capsule's corners are half the button's height: 34 / 2.
  @Test func aCapsuleIsRoundedByHalfItsHeight() {
    var configuration = UIButton.Configuration.filled()
    configuration.title = "Title"
    configuration.cornerStyle = .capsule
    laidOut(configuration, rightToLeft: false) { button in
      let background = button.subviews.first
      #expect(background?.frame == button.bounds)
      #expect(background?.layer.cornerRadius == 17)
    }
  }
}
