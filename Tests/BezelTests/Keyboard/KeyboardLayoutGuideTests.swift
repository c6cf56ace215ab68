import Bezel
import Foundation
import Testing
import UIKit

/// `view.keyboardLayoutGuide` on hosted screens, with the keyboard down and up.
///
/// Down, the guide is the bottom safe area ("When offscreen …, the topAnchor is tied to the
/// safeAreaLayoutGuide's bottomAnchor", UIKeyboardLayoutGuide.h); up, it runs from the
/// keyboard's top to the view's bottom. A root view fills the screen, so its guide's frame is the
/// keyboard's frame in screen coordinates. The guide spans the view's width in both layout
/// directions.
@MainActor
struct KeyboardLayoutGuideTests {
  final class FieldController: UIViewController {
    let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
    override func viewDidLoad() {
      super.viewDidLoad()
      view.addSubview(field)
    }
  }

  struct Case: Sendable, CustomStringConvertible {
    var device: Device
    var orientation: Orientation
    /// The guide's frame with the keyboard down and up.
    var hidden: CGRect
    var shown: CGRect
    var description: String { "\(device) \(orientation)" }
  }

  nonisolated static let cases: [Case] = [
    // iPhone 16, 393 × 852: bottom safe area 34 in portrait, 21 in landscape; keyboard 335 and
    // 208 tall (852 − 335 = 517; 393 − 208 = 185).
    Case(
      device: DeviceCatalog.iPhone16, orientation: .portrait,
      hidden: CGRect(x: 0, y: 818, width: 393, height: 34),
      shown: CGRect(x: 0, y: 517, width: 393, height: 335)),
    Case(
      device: DeviceCatalog.iPhone16, orientation: .landscapeLeft,
      hidden: CGRect(x: 0, y: 372, width: 852, height: 21),
      shown: CGRect(x: 0, y: 185, width: 852, height: 208)),
    // iPhone SE (3rd generation), 375 × 667 with a home button: no bottom safe area; keyboard
    // 260 and 206 tall (667 − 260 = 407; 375 − 206 = 169).
    Case(
      device: DeviceCatalog.iPhoneSE3, orientation: .portrait,
      hidden: CGRect(x: 0, y: 667, width: 375, height: 0),
      shown: CGRect(x: 0, y: 407, width: 375, height: 260)),
    Case(
      device: DeviceCatalog.iPhoneSE3, orientation: .landscapeRight,
      hidden: CGRect(x: 0, y: 375, width: 667, height: 0),
      shown: CGRect(x: 0, y: 169, width: 667, height: 206)),
    // iPad (10th generation), 820 × 1180: bottom safe area 20; keyboard 337 and 422 tall
    // (1180 − 337 = 843; 820 − 422 = 398).
    Case(
      device: DeviceCatalog.iPad10, orientation: .portrait,
      hidden: CGRect(x: 0, y: 1160, width: 820, height: 20),
      shown: CGRect(x: 0, y: 843, width: 820, height: 337)),
    Case(
      device: DeviceCatalog.iPad10, orientation: .landscapeLeft,
      hidden: CGRect(x: 0, y: 800, width: 1180, height: 20),
      shown: CGRect(x: 0, y: 398, width: 1180, height: 422)),
  ]

  nonisolated static let directions: [UIUserInterfaceLayoutDirection] = [
    .leftToRight, .rightToLeft,
  ]

  private func host(
    _ controller: UIViewController, _ test: Case, _ direction: UIUserInterfaceLayoutDirection
  )
    -> DeviceHost
  {
    DeviceHost(
      controller, on: test.device, orientation: test.orientation,
      traits: HostTraits(layoutDirection: direction))
  }

  @Test(arguments: cases, directions)
  func withTheKeyboardDownTheGuideIsTheBottomSafeArea(
    test: Case, direction: UIUserInterfaceLayoutDirection
  ) {
    let controller = FieldController()
    let host = host(controller, test, direction)
    #expect(host.perform { controller.view.keyboardLayoutGuide.layoutFrame } == test.hidden)
  }

  @Test(arguments: cases, directions)
  func withTheKeyboardUpTheGuideRunsFromItsTopToTheViewsBottom(
    test: Case, direction: UIUserInterfaceLayoutDirection
  ) {
    let controller = FieldController()
    let host = host(controller, test, direction)
    host.perform { _ = controller.field.becomeFirstResponder() }
    host.finish()
    #expect(host.perform { controller.view.keyboardLayoutGuide.layoutFrame } == test.shown)
  }

  @Test(arguments: cases, directions)
  func aViewPinnedToTheGuideFollowsTheKeyboardUpAndDown(
    test: Case, direction: UIUserInterfaceLayoutDirection
  ) {
    let controller = FieldController()
    let bar = UIView()
    let host = host(controller, test, direction)
    host.perform {
      bar.translatesAutoresizingMaskIntoConstraints = false
      controller.view.addSubview(bar)
      let guide = controller.view.keyboardLayoutGuide
      NSLayoutConstraint.activate([
        bar.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
        bar.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
        bar.bottomAnchor.constraint(equalTo: guide.topAnchor),
        bar.heightAnchor.constraint(equalToConstant: 44),
      ])
      controller.view.layoutIfNeeded()
    }
    // A 44-point bar sits on the guide's top, as wide as the view.
    let down = CGRect(
      x: 0, y: test.hidden.minY - 44, width: test.hidden.width, height: 44)
    let up = CGRect(x: 0, y: test.shown.minY - 44, width: test.shown.width, height: 44)
    #expect(bar.frame == down)
    host.perform { _ = controller.field.becomeFirstResponder() }
    host.finish()
    #expect(bar.frame == up)
    host.perform { _ = controller.field.resignFirstResponder() }
    host.finish()
    #expect(bar.frame == down)
  }

  @Test func withoutTheBottomSafeAreaTheHiddenGuideSitsAtTheViewsBottom() {
    let controller = FieldController()
    let host = DeviceHost(controller, on: DeviceCatalog.iPhone16)
    let frame = host.perform {
      controller.view.keyboardLayoutGuide.usesBottomSafeArea = false
      return controller.view.keyboardLayoutGuide.layoutFrame
    }
    #expect(frame == CGRect(x: 0, y: 852, width: 393, height: 0))
  }

  @Test func theGuideInAnInsetSubviewStartsAtTheKeyboardsTopInItsCoordinates() {
    let controller = FieldController()
    let panel = UIView(frame: CGRect(x: 10, y: 400, width: 300, height: 300))
    let host = DeviceHost(controller, on: DeviceCatalog.iPhone16)
    host.perform {
      controller.view.addSubview(panel)
      panel.addSubview(controller.field)
      _ = controller.field.becomeFirstResponder()
    }
    host.finish()
    // The keyboard's top, 517 in the window, is 117 in the panel, which ends at 300.
    #expect(
      host.perform { panel.keyboardLayoutGuide.layoutFrame }
        == CGRect(x: 0, y: 117, width: 300, height: 183))
  }

  @Test func thePinnedViewAnimatesWithTheKeyboardsDuration() throws {
    let controller = FieldController()
    let bar = UIView()
    let host = DeviceHost(controller, on: DeviceCatalog.iPhone16)
    host.perform {
      bar.translatesAutoresizingMaskIntoConstraints = false
      controller.view.addSubview(bar)
      NSLayoutConstraint.activate([
        bar.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
        bar.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor),
        bar.bottomAnchor.constraint(equalTo: controller.view.keyboardLayoutGuide.topAnchor),
        bar.heightAnchor.constraint(equalToConstant: 44),
      ])
      controller.view.layoutIfNeeded()
      _ = controller.field.becomeFirstResponder()
    }
    // From y 774 (818 − 44) to 473 (517 − 44): half-way through 0.25 seconds it is between.
    host.advance(by: 0.125)
    let middle = try #require(host.perform { bar.layer.presentation()?.frame.minY })
    #expect(middle < 774 && middle > 473)
    host.advance(by: 0.125)
    #expect(host.perform { bar.layer.presentation()?.frame.minY } == 473)
  }
}
