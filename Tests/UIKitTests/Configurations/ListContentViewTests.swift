import Foundation
import Testing

@testable import UIKit

/// `UIListContentView`'s layout of a list content configuration, on the spacing model of
/// `UIListContentConfiguration.Metrics` (11 points above and below, 16 at the sides, 3 between
/// a text and its subtitle, 16 between the image and the text).
@MainActor
struct ListContentViewTests {
  /// The height a label of `font` takes for one line of `text` (the text model's measure).
  private func lineHeight(_ text: String, _ font: UIFont) -> CGFloat {
    let label = UILabel(frame: .zero)
    label.font = font
    label.text = text
    return label.sizeThatFits(CGSize(width: 1000, height: CGFloat.greatestFiniteMagnitude)).height
  }

  /// Whether two coordinates agree within floating-point error (a frame read back through its
  /// layer's position carries the rounding of a fractional height).
  private func isClose(_ value: CGFloat, _ expected: CGFloat) -> Bool {
    abs(value - expected) < 1e-9
  }

  private func lineWidth(_ text: String, _ font: UIFont) -> CGFloat {
    let label = UILabel(frame: .zero)
    label.font = font
    label.text = text
    return label.sizeThatFits(CGSize(width: 1000, height: CGFloat.greatestFiniteMagnitude)).width
  }

  /// A content view 320 points wide, as tall as it fits, laid out in `direction`.
  private func laidOut(
    _ configuration: UIListContentConfiguration,
    direction: UISemanticContentAttribute = .forceLeftToRight
  ) -> UIListContentView {
    let view = UIListContentView(configuration: configuration)
    view.semanticContentAttribute = direction
    let height = view.sizeThatFits(CGSize(width: 320, height: 0)).height
    view.frame = CGRect(x: 0, y: 0, width: 320, height: height)
    view.layoutIfNeeded()
    return view
  }

  // Body text: 11 + h + 11 tall; the text spans the width inside the 16-point margins.
  @Test(arguments: [UISemanticContentAttribute.forceLeftToRight, .forceRightToLeft])
  func aCellsTextSitsBetweenItsMargins(direction: UISemanticContentAttribute) {
    var configuration = UIListContentConfiguration.cell()
    configuration.text = "Title"
    let view = laidOut(configuration, direction: direction)
    let h = lineHeight("Title", .preferredFont(forTextStyle: .body))
    #expect(view.bounds.height == 11 + h + 11)
    let frame = view.textLabel.frame
    #expect(frame.minX == 16 && frame.width == 288 && frame.height == h)
    #expect(isClose(frame.minY, 11))
  }

  // Subtitle under the text, 3 points below it: 11 + h1 + 3 + h2 + 11 tall.
  @Test func aSubtitleSitsThreePointsUnderTheText() {
    var configuration = UIListContentConfiguration.subtitleCell()
    configuration.text = "Title"
    configuration.secondaryText = "Subtitle"
    let view = laidOut(configuration)
    let h1 = lineHeight("Title", .preferredFont(forTextStyle: .body))
    let h2 = lineHeight("Subtitle", .preferredFont(forTextStyle: .subheadline))
    #expect(view.bounds.height == 11 + h1 + 3 + h2 + 11)
    #expect(view.secondaryTextLabel.frame == CGRect(x: 16, y: 11 + h1 + 3, width: 288, height: h2))
  }

  // A value cell puts the value at the trailing margin: x = 320 − 16 − w in left-to-right, 16
  // in right-to-left, where the text takes 320 − 16 − its width.
  @Test(arguments: [false, true])
  func aValueCellsValueSitsAtTheTrailingMargin(rightToLeft: Bool) {
    var configuration = UIListContentConfiguration.valueCell()
    configuration.text = "Name"
    configuration.secondaryText = "Value"
    let view = laidOut(
      configuration, direction: rightToLeft ? .forceRightToLeft : .forceLeftToRight)
    let font = UIFont.preferredFont(forTextStyle: .body)
    let (w1, w2) = (lineWidth("Name", font), lineWidth("Value", font))
    #expect(isClose(view.textLabel.frame.minX, rightToLeft ? 320 - 16 - w1 : 16))
    #expect(isClose(view.secondaryTextLabel.frame.minX, rightToLeft ? 16 : 320 - 16 - w2))
    #expect(isClose(view.secondaryTextLabel.frame.minY, 11))
  }

  // A 30 × 30 image at the leading margin, the text 16 after it (16 + 30 + 16 = 62); the row is
  // 11 + max(30, h) + 11 tall and the image centred in it.
  @Test(arguments: [false, true])
  func anImageSitsBeforeTheText(rightToLeft: Bool) {
    var configuration = UIListContentConfiguration.cell()
    configuration.text = "Title"
    configuration.image = UIImage(size: CGSize(width: 30, height: 30))
    let view = laidOut(
      configuration, direction: rightToLeft ? .forceRightToLeft : .forceLeftToRight)
    let h = lineHeight("Title", .preferredFont(forTextStyle: .body))
    let content = max(30, h)
    #expect(view.bounds.height == 11 + content + 11)
    let imageX: CGFloat = rightToLeft ? 274 : 16  // 320 − 16 − 30 in right-to-left
    #expect(view.imageView.frame.minX == imageX)
    #expect(view.imageView.frame.minY == 11 + (content - 30) / 2)
    #expect(view.textLabel.frame.minX == (rightToLeft ? 16 : 62))
    #expect(view.textLabel.frame.width == 242)  // 320 − 62 − 16
  }

  // `maximumSize` scales an image down keeping its aspect: 60 × 30 within 40 wide is 40 × 20.
  @Test func theMaximumSizeScalesTheImageDown() {
    var configuration = UIListContentConfiguration.cell()
    configuration.image = UIImage(size: CGSize(width: 60, height: 30))
    configuration.imageProperties.maximumSize = CGSize(width: 40, height: 0)
    let view = laidOut(configuration)
    #expect(view.imageView.frame.size == CGSize(width: 40, height: 20))
  }

  // The horizontal margins preserve the superview's when wider: 20 instead of 16.
  @Test func widerSuperviewMarginsArePreserved() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
    container.layoutMargins = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
    var configuration = UIListContentConfiguration.cell()
    configuration.text = "Title"
    let view = UIListContentView(configuration: configuration)
    container.addSubview(view)
    view.frame = container.bounds
    view.layoutIfNeeded()
    #expect(view.textLabel.frame.minX == 20)
    #expect(view.textLabel.frame.width == 280)
  }

  @Test func aGroupedHeaderUpperCasesItsText() {
    var configuration = UIListContentConfiguration.groupedHeader()
    configuration.text = "Settings"
    let view = laidOut(configuration)
    #expect(view.textLabel.text == "SETTINGS")
    #expect(view.textLabel.font == .preferredFont(forTextStyle: .footnote))
  }

  @Test func settingAnotherListConfigurationUpdatesTheView() {
    var configuration = UIListContentConfiguration.cell()
    configuration.text = "One"
    let view = laidOut(configuration)
    configuration.text = "Two"
    view.configuration = configuration
    #expect(view.textLabel.text == "Two")
    #expect(view.supports(configuration))
  }
}
