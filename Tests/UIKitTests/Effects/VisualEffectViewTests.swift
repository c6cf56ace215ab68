import Foundation
import Testing

@testable import UIKit

/// `UIVisualEffectView` lays out as on iOS: its content view fills it.
@MainActor
struct VisualEffectViewTests {
  @Test func theContentViewFillsTheEffectViewAndFollowsItsSize() {
    let effectView = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
    effectView.frame = CGRect(x: 10, y: 20, width: 300, height: 120)
    #expect(effectView.contentView.frame == CGRect(x: 0, y: 0, width: 300, height: 120))
    effectView.frame.size = CGSize(width: 200, height: 80)
    #expect(effectView.contentView.frame == CGRect(x: 0, y: 0, width: 200, height: 80))
  }

  @Test(arguments: [UISemanticContentAttribute.forceLeftToRight, .forceRightToLeft])
  func contentPinnedToTheContentViewsLeadingEdgeFollowsTheLayoutDirection(
    direction: UISemanticContentAttribute
  ) {
    let effectView = UIVisualEffectView(effect: UIBlurEffect(style: .dark))
    effectView.frame = CGRect(x: 0, y: 0, width: 300, height: 100)
    effectView.semanticContentAttribute = direction
    effectView.contentView.semanticContentAttribute = direction
    let label = UIView()
    label.translatesAutoresizingMaskIntoConstraints = false
    effectView.contentView.addSubview(label)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: effectView.contentView.leadingAnchor, constant: 16),
      label.topAnchor.constraint(equalTo: effectView.contentView.topAnchor, constant: 8),
      label.widthAnchor.constraint(equalToConstant: 100),
      label.heightAnchor.constraint(equalToConstant: 20),
    ])
    effectView.layoutIfNeeded()
    // Leading 16: x 16 left to right; 300 − 16 − 100 = 184 right to left.
    let expectedX: CGFloat = direction == .forceRightToLeft ? 184 : 16
    #expect(label.frame == CGRect(x: expectedX, y: 8, width: 100, height: 20))
  }

  @Test func aSubviewAddedToTheEffectViewItselfIsReported() {
    let effectView = UIVisualEffectView(effect: nil)
    let messages = UIKitDiagnostics.capturing { effectView.addSubview(UIView()) }
    #expect(messages.count == 1)
    #expect(effectView.subviews.count == 2)
  }

  @Test func effectsKeepTheirStyles() {
    let blur = UIBlurEffect(style: .systemThinMaterialDark)
    let vibrancy = UIVibrancyEffect(blurEffect: blur, style: .secondaryLabel)
    #expect(vibrancy.blurEffect.style == .systemThinMaterialDark)
    #expect(UIVisualEffectView(effect: vibrancy).effect === vibrancy)
  }

  @Test func effectStylesHaveApplesRawValues() {
    #expect(UIBlurEffect.Style.regular.rawValue == 4)
    #expect(UIBlurEffect.Style.systemChromeMaterialDark.rawValue == 20)
    #expect(UIVibrancyEffectStyle.separator.rawValue == 7)
  }
}
