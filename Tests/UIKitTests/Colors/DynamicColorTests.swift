import Foundation
import Testing

@testable import UIKit

/// Dynamic colors resolve per trait collection; the system colors carry their light, dark and
/// increased-contrast values (the pre-2025 Human Interface Guidelines tables).
@MainActor
struct DynamicColorTests {
  private let dark = UITraitCollection(userInterfaceStyle: .dark)
  private let light = UITraitCollection(userInterfaceStyle: .light)

  private func rgba(_ color: UIColor) -> [CGFloat] {
    var r: CGFloat = 0
    var g: CGFloat = 0
    var b: CGFloat = 0
    var a: CGFloat = 0
    _ = color.getRed(&r, green: &g, blue: &b, alpha: &a)
    return [r * 255, g * 255, b * 255, a].map { ($0 * 1000).rounded() / 1000 }
  }

  @Test func aDynamicColorIsWhatItsProviderGivesForTheTraits() {
    let color = UIColor { $0.userInterfaceStyle == .dark ? .red : .blue }
    #expect(color.resolvedColor(with: dark) == .red)
    #expect(color.resolvedColor(with: light) == .blue)
  }

  @Test func aFixedColorResolvesToItself() {
    let color = UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 1)
    #expect(color.resolvedColor(with: dark) === color)
  }

  @Test(arguments: [
    // (style, contrast, expected red, green, blue): HIG's systemBlue table.
    (UIUserInterfaceStyle.light, UIAccessibilityContrast.normal, [0.0, 122, 255]),
    (.dark, .normal, [10, 132, 255]),
    (.light, .high, [0, 64, 221]),
    (.dark, .high, [64, 156, 255]),
  ])
  func systemBlueHasItsFourAppearances(
    style: UIUserInterfaceStyle, contrast: UIAccessibilityContrast, expected: [Double]
  ) {
    let traits = UITraitCollection(traitsFrom: [
      UITraitCollection(userInterfaceStyle: style),
      UITraitCollection(accessibilityContrast: contrast),
    ])
    let resolved = UIColor.systemBlue.resolvedColor(with: traits)
    #expect(rgba(resolved) == expected.map { CGFloat($0) } + [1])
  }

  @Test func componentsResolveWithTheCurrentTraits() {
    var white: CGFloat = -1
    var alpha: CGFloat = -1
    dark.performAsCurrent {
      _ = UIColor.systemBackground.getWhite(&white, alpha: &alpha)
    }
    // systemBackground is black in the dark appearance.
    #expect(white == 0 && alpha == 1)
    _ = UIColor.systemBackground.getWhite(&white, alpha: &alpha)
    #expect(white == 1)
  }

  @Test func aSystemColorEqualsItselfButNotItsLightValue() {
    #expect(UIColor.systemRed == UIColor.systemRed)
    #expect(UIColor.systemRed != UIColor(red: 1, green: 59 / 255, blue: 48 / 255, alpha: 1))
  }

  @Test func aDynamicColorWithAnotherAlphaStaysDynamic() {
    let faded = UIColor.systemBackground.withAlphaComponent(0.5)
    #expect(faded.resolvedColor(with: dark) == UIColor(white: 0, alpha: 0.5))
    #expect(faded.resolvedColor(with: light) == UIColor(white: 1, alpha: 0.5))
  }

  private func darkWindowTraits() -> UITraitCollection {
    UITraitCollection(traitsFrom: [.defaultTraits, UITraitCollection(userInterfaceStyle: .dark)])
  }

  @Test func aViewsLayerTakesItsBackgroundResolvedWithItsTraits() {
    let controller = UIViewController()
    let window = UIWindow()
    window.rootViewController = controller
    window.windowTraitCollection = darkWindowTraits()
    controller.view.backgroundColor = .systemBackground
    #expect(controller.view.layer.backgroundColor?.components == [0, 1])
  }

  @Test func aViewsBackgroundIsResolvedAgainWhenItsTraitsChange() {
    let controller = UIViewController()
    let window = UIWindow()
    window.rootViewController = controller
    controller.view.backgroundColor = .systemBackground
    #expect(controller.view.layer.backgroundColor?.components == [1, 1])
    window.windowTraitCollection = darkWindowTraits()
    #expect(controller.view.layer.backgroundColor?.components == [0, 1])
    #expect(controller.view.layer.animationKeys() == nil)
  }

  @Test func aProviderThatNeverSettlesResolvesToBlack() {
    final class Box: @unchecked Sendable { var color: UIColor? }
    let box = Box()
    let looping = UIColor { _ in box.color ?? .red }
    box.color = looping
    #expect(looping.resolvedColor(with: dark) == UIColor(white: 0, alpha: 1))
  }
}
