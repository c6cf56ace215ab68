import Foundation
import Testing

@testable import UIKit

/// A configured button's intrinsic size: the content plus the button size's insets.
@MainActor
struct ButtonConfigurationSizeTests {
  /// Titles and subtitles the text model measures at whole points, so the arithmetic shows.
  static let model = RecordedTextModel(sizes: [
    "Title": CGSize(width: 40, height: 20), "Subtitle": CGSize(width: 60, height: 18),
  ])

  /// A button showing `configuration` in a 2× window, measured with `model`.
  static func sized(
    _ configuration: UIButton.Configuration, rightToLeft: Bool = false,
    _ body: (UIButton) -> Void
  ) {
    TextMeasurement.withModel(model) {
      let host = window(scale: 2)
      let button = UIButton(configuration: configuration)
      if rightToLeft { button.semanticContentAttribute = .forceRightToLeft }
      host.addSubview(button)
      body(button)
      withExtendedLifetime(host) {}
    }
  }

  struct InsetCase: Sendable, CustomTestStringConvertible {
    var size: UIButton.Configuration.Size
    var insets: NSDirectionalEdgeInsets
    var testDescription: String { "\(size)" }
  }

  // The insets recorded in Button.BCConfiguration.swift (Sereivoan Yong, 2023), iOS 15–17.
  nonisolated static let insetCases: [InsetCase] = [
    InsetCase(
      size: .medium, insets: NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)),
    InsetCase(
      size: .large, insets: NSDirectionalEdgeInsets(top: 15, leading: 20, bottom: 15, trailing: 20)),
    InsetCase(
      size: .small, insets: NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)),
    InsetCase(
      size: .mini, insets: NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)),
  ]

  @Test(arguments: insetCases) func contentInsetsFollowTheButtonSize(_ inset: InsetCase) {
    var configuration = UIButton.Configuration.filled()
    configuration.buttonSize = inset.size
    #expect(configuration.contentInsets == inset.insets)
  }

  @Test func setDefaultContentInsetsRestoresTheSizesInsets() {
    var configuration = UIButton.Configuration.plain()
    configuration.contentInsets = .zero
    configuration.buttonSize = .large
    #expect(configuration.contentInsets == .zero)
    configuration.setDefaultContentInsets()
    #expect(configuration.contentInsets.top == 15)
  }

  // 40 × 20 title + (12 + 12, 7 + 7) = 64 × 34.
  @Test func aTitledMediumButtonIsItsTitlePlusInsets() {
    var configuration = UIButton.Configuration.filled()
    configuration.title = "Title"
    Self.sized(configuration) { button in
      #expect(button.intrinsicContentSize == CGSize(width: 64, height: 34))
    }
  }

  // 40 × 20 title + (20 + 20, 15 + 15) = 80 × 50.
  @Test func aLargeButtonHasLargerInsets() {
    var configuration = UIButton.Configuration.filled()
    configuration.title = "Title"
    configuration.buttonSize = .large
    Self.sized(configuration) { button in
      #expect(button.intrinsicContentSize == CGSize(width: 80, height: 50))
    }
  }

  // Image 20 × 20, padding 8, title 40 × 20: 20 + 8 + 40 + 24 = 92 wide, 20 + 14 = 34 tall.
  @Test func anImageBesideTheTitleAddsItsWidthAndThePadding() {
    var configuration = UIButton.Configuration.plain()
    configuration.title = "Title"
    configuration.image = UIImage(size: CGSize(width: 20, height: 20))
    configuration.imagePadding = 8
    Self.sized(configuration) { button in
      #expect(button.intrinsicContentSize == CGSize(width: 92, height: 34))
    }
  }

  // Image on top: max(20, 40) + 24 = 64 wide, 20 + 8 + 20 + 14 = 62 tall.
  @Test func anImageAboveTheTitleAddsItsHeightAndThePadding() {
    var configuration = UIButton.Configuration.plain()
    configuration.title = "Title"
    configuration.image = UIImage(size: CGSize(width: 20, height: 20))
    configuration.imagePadding = 8
    configuration.imagePlacement = .top
    Self.sized(configuration) { button in
      #expect(button.intrinsicContentSize == CGSize(width: 64, height: 62))
    }
  }

  // Title 40 × 20 over subtitle 60 × 18, 4 apart: 60 + 24 = 84 wide, 20 + 4 + 18 + 14 = 56 tall.
  @Test func aSubtitleStacksUnderTheTitle() {
    var configuration = UIButton.Configuration.gray()
    configuration.title = "Title"
    configuration.subtitle = "Subtitle"
    configuration.titlePadding = 4
    Self.sized(configuration) { button in
      #expect(button.intrinsicContentSize == CGSize(width: 84, height: 56))
    }
  }

  // The padding only separates two things: an image alone is 20 + 24 by 20 + 14.
  @Test func paddingNeedsBothImageAndText() {
    var configuration = UIButton.Configuration.plain()
    configuration.image = UIImage(size: CGSize(width: 20, height: 20))
    configuration.imagePadding = 8
    Self.sized(configuration) { button in
      #expect(button.intrinsicContentSize == CGSize(width: 44, height: 34))
    }
  }

  // The activity indicator (20 × 20, medium) takes the image's place: 20 + 6 + 40 + 24 = 90.
  @Test func theActivityIndicatorTakesTheImagesPlace() {
    var configuration = UIButton.Configuration.filled()
    configuration.title = "Title"
    configuration.image = UIImage(size: CGSize(width: 30, height: 30))
    configuration.imagePadding = 6
    configuration.showsActivityIndicator = true
    Self.sized(configuration) { button in
      #expect(button.intrinsicContentSize == CGSize(width: 90, height: 34))
    }
  }

  // With the system font model: a 17-point body title is 20.29 points tall, 20.33 at 3×
  // (IntrinsicVC.swift's 17-point label), so a medium button is 7 + 20.33 + 7 tall.
  @Test func aMediumBodyTitleMakesA34PointButtonAt3x() {
    var configuration = UIButton.Configuration.filled()
    configuration.title = "Continue"
    let host = window(scale: 3)
    let button = UIButton(configuration: configuration)
    host.addSubview(button)
    #expect(button.titleLabel?.font.pointSize == 17)
    #expect(abs(button.intrinsicContentSize.height - (14 + 61.0 / 3)) < 0.001)
    withExtendedLifetime(host) {}
  }

  @Test func smallAndMiniButtonsUseSmallerFonts() {
    var configuration = UIButton.Configuration.tinted()
    configuration.title = "Title"
    configuration.buttonSize = .small
    let small = UIButton(configuration: configuration)
    configuration.buttonSize = .mini
    let mini = UIButton(configuration: configuration)
    #expect(small.titleLabel?.font.pointSize == 15)
    #expect(mini.titleLabel?.font.pointSize == 13)
  }
}
