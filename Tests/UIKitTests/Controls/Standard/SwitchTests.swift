import Foundation
import Testing

@testable import UIKit

/// UISwitch: one size per era, toggled by a tap.
@MainActor
struct SwitchTests {
  // A switch given an 80 × 30 frame is 51 × 31 on iOS 16–18 simulators (getsentry/sentry-cocoa,
  // SentryUIRedactBuilderTests_Common.testDefaultIgnoredControls_shouldNotRedactUISwitch).
  @Test func aSwitchKeepsItsSizeWhateverItsFrame() {
    let toggle = UISwitch(frame: CGRect(x: 10, y: 40, width: 80, height: 30))
    #expect(toggle.frame == CGRect(x: 10, y: 40, width: 51, height: 31))
    toggle.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
    #expect(toggle.frame.size == CGSize(width: 51, height: 31))
    #expect(toggle.intrinsicContentSize == CGSize(width: 51, height: 31))
  }

  struct EraCase: Sendable, CustomTestStringConvertible {
    var metrics: UIControlMetrics
    var size: CGSize
    var testDescription: String { "\(size)" }
  }

  @Test(arguments: [
    EraCase(metrics: .iOS7, size: CGSize(width: 51, height: 31)),
    EraCase(metrics: .iOS13, size: CGSize(width: 51, height: 31)),
    EraCase(metrics: .iOS26, size: CGSize(width: 63, height: 28)),
  ])
  func aSwitchTakesItsWindowsEraSize(_ era: EraCase) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    window.context.controlMetrics = era.metrics
    let toggle = UISwitch()
    window.addSubview(toggle)
    #expect(toggle.frame.size == era.size)
    #expect(toggle.intrinsicContentSize == era.size)
  }

  @Test func setOnChangesTheValueAndSendsNothing() {
    let toggle = UISwitch()
    var sent = 0
    toggle.addAction(UIAction { _ in sent += 1 }, for: .valueChanged)
    toggle.setOn(true, animated: true)
    #expect(toggle.isOn)
    toggle.isOn = false
    #expect(!toggle.isOn && sent == 0)
  }

  @Test func aTapTogglesAndSendsValueChanged() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let toggle = UISwitch(frame: CGRect(x: 20, y: 20, width: 0, height: 0))
    window.addSubview(toggle)
    var values: [Bool] = []
    toggle.addAction(UIAction { _ in values.append(toggle.isOn) }, for: .valueChanged)
    let finger = Finger(window: window)
    finger.down(at: CGPoint(x: 40, y: 30))
    finger.up(at: CGPoint(x: 40, y: 30))
    #expect(values == [true])
  }

  // UISwitch.h: UISwitchStyleAutomatic = 0, Checkbox = 1, Sliding = 2; iOS shows sliding.
  @Test func stylesHaveApplesRawValuesAndIOSSlides() {
    #expect(UISwitch.Style.automatic.rawValue == 0)
    #expect(UISwitch.Style.checkbox.rawValue == 1)
    #expect(UISwitch.Style.sliding.rawValue == 2)
    let toggle = UISwitch()
    toggle.preferredStyle = .checkbox
    #expect(toggle.style == .sliding)
    #expect(toggle.onTintColor == nil && toggle.thumbTintColor == nil)
  }
}
