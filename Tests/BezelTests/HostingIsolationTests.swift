import Bezel
import Foundation
import Testing
import UIKit

/// Hosts on different devices, in tasks that interleave or tests that run in parallel, each see
/// their own screen, safe area and text size, and nothing of the other's.
@MainActor
struct HostingIsolationTests {
  /// A controller that records the main screen as its `loadView` and its layout read it, and
  /// shows a label in the body text style that follows the content size category.
  final class Probe: UIViewController {
    var mainScreenInLoadView: Screen?
    var mainScreenInLayout: Screen?
    let label = UILabel()

    override func loadView() {
      mainScreenInLoadView = Screen(UIScreen.main)
      view = UIView(frame: UIScreen.main.bounds)
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      label.font = .preferredFont(forTextStyle: .body)
      label.adjustsFontForContentSizeCategory = true
      label.text = "Hello World"
      label.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(label)
      NSLayoutConstraint.activate([
        label.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor),
        label.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      ])
    }

    override func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      mainScreenInLayout = Screen(UIScreen.main)
    }
  }

  /// A screen's size and scale.
  struct Screen: Equatable, Sendable {
    var size: CGSize
    var scale: CGFloat

    init(size: CGSize, scale: CGFloat) {
      self.size = size
      self.scale = scale
    }

    @MainActor init(_ screen: UIScreen) {
      self.init(size: screen.bounds.size, scale: screen.scale)
    }
  }

  /// What a hosted controller sees at one moment.
  struct Reading: Sendable {
    var windowScreen: Screen
    var mainScreenInLoadView: Screen?
    var mainScreenInLayout: Screen?
    var safeArea: UIEdgeInsets
    var fontSize: CGFloat
    var lineHeight: CGFloat
    var labelHeight: CGFloat

    @MainActor init(_ host: DeviceHost, _ probe: Probe) {
      windowScreen = Screen(host.window.screen)
      mainScreenInLoadView = probe.mainScreenInLoadView
      mainScreenInLayout = probe.mainScreenInLayout
      safeArea = probe.view.safeAreaInsets
      fontSize = probe.label.font.pointSize
      lineHeight = probe.label.font.lineHeight
      labelHeight = probe.label.intrinsicContentSize.height
    }

    /// Whether the label is as tall as its line, rounded up to the screen's whole pixels.
    var labelIsOneLineOnThePixelGrid: Bool {
      let pixels = labelHeight * windowScreen.scale
      return abs(pixels - pixels.rounded()) < 1e-9 && labelHeight >= lineHeight
        && labelHeight - lineHeight < 1 / windowScreen.scale
    }
  }

  /// The steps the tasks of a test have reached.
  @MainActor final class Steps {
    private(set) var reached: [String] = []

    func reach(_ step: String) {
      reached.append(step)
    }

    /// Suspends until another task has reached `step`.
    func wait(for step: String) async {
      while !reached.contains(step) { await Task.yield() }
    }
  }

  // iPhone X: 375 × 812 points at 3× (Apple's HIG device table); portrait safe area 44 at the
  // top for the sensor housing and 34 at the bottom for the home indicator, landscape 44 at the
  // sides and 21 at the bottom (WWDC 2018 session 235; DIM: RootGeometry.swift). iPad Pro
  // 9.7-inch: 768 × 1024 points at 2× (HIG), a 20-point status bar in every orientation. Body
  // text is 17 points at the Large text size and 21 at Extra Extra Large (HIG, Dynamic Type
  // sizes).
  @Test func twoHostsInInterleavedTasksEachSeeTheirOwnDevice() async {
    let steps = Steps()
    let phone = Task { @MainActor in
      let probe = Probe()
      let host = DeviceHost(probe, on: DeviceCatalog.iPhoneX)
      steps.reach("phone hosted")
      await steps.wait(for: "pad hosted")
      let portrait = Reading(host, probe)
      host.rotate(to: .landscapeLeft)
      steps.reach("phone rotated")
      await steps.wait(for: "pad rotated")
      return (portrait, Reading(host, probe))
    }
    let pad = Task { @MainActor in
      let probe = Probe()
      await steps.wait(for: "phone hosted")
      let host = DeviceHost(
        probe, on: DeviceCatalog.iPadPro9_7,
        traits: HostTraits(contentSizeCategory: .extraExtraLarge))
      steps.reach("pad hosted")
      await steps.wait(for: "phone rotated")
      let portrait = Reading(host, probe)
      host.rotate(to: .landscapeLeft)
      steps.reach("pad rotated")
      return (portrait, Reading(host, probe))
    }
    let (phonePortrait, phoneLandscape) = await phone.value
    let (padPortrait, padLandscape) = await pad.value

    let phoneScreen = Screen(size: CGSize(width: 375, height: 812), scale: 3)
    #expect(phonePortrait.windowScreen == phoneScreen)
    #expect(phonePortrait.mainScreenInLoadView == phoneScreen)
    #expect(phonePortrait.mainScreenInLayout == phoneScreen)
    #expect(phonePortrait.safeArea == UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
    #expect(phonePortrait.fontSize == 17)
    #expect(phonePortrait.labelIsOneLineOnThePixelGrid)
    let phoneRotated = Screen(size: CGSize(width: 812, height: 375), scale: 3)
    #expect(phoneLandscape.windowScreen == phoneRotated)
    #expect(phoneLandscape.mainScreenInLayout == phoneRotated)
    #expect(phoneLandscape.safeArea == UIEdgeInsets(top: 0, left: 44, bottom: 21, right: 44))

    let padScreen = Screen(size: CGSize(width: 768, height: 1024), scale: 2)
    #expect(padPortrait.windowScreen == padScreen)
    #expect(padPortrait.mainScreenInLoadView == padScreen)
    #expect(padPortrait.mainScreenInLayout == padScreen)
    #expect(padPortrait.safeArea == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    #expect(padPortrait.fontSize == 21)
    #expect(padPortrait.labelIsOneLineOnThePixelGrid)
    let padRotated = Screen(size: CGSize(width: 1024, height: 768), scale: 2)
    #expect(padLandscape.windowScreen == padRotated)
    #expect(padLandscape.mainScreenInLayout == padRotated)
    #expect(padLandscape.safeArea == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))

    #expect(UIScreen.main.bounds.size == CGSize(width: 393, height: 852))
  }

  // Swift Testing runs the arguments' cases in parallel: each yields between hosting and
  // reading, so that the others run meanwhile. A 17-point label is 20.5 points tall at 2× and
  // 20.33 at 3× (Steven Curtis, "What is intrinsicContentSize Anyway?"; IntrinsicVC.swift).
  @Test(arguments: [DeviceCatalog.iPhoneX, DeviceCatalog.iPadPro9_7, DeviceCatalog.iPhone8])
  func loadViewReadsTheScreenOfTheDeviceItIsHostedOn(device: Device) async {
    let probe = Probe()
    let host = DeviceHost(probe, on: device)
    for _ in 0..<10 { await Task.yield() }
    let screen = Screen(size: device.bounds(in: .portrait), scale: device.scale)
    #expect(probe.mainScreenInLoadView == screen)
    #expect(Screen(host.window.screen) == screen)
    let labelHeight: CGFloat = device.scale == 2 ? 20.5 : 61 / 3
    #expect(abs(probe.label.intrinsicContentSize.height - labelHeight) < 1e-9)
  }

  @Test func aControllerPushedAfterHostingReadsTheDevicesScreenInLoadView() {
    let navigation = UINavigationController(rootViewController: UIViewController())
    let host = DeviceHost(navigation, on: DeviceCatalog.iPadPro9_7)
    let probe = Probe()
    navigation.pushViewController(probe, animated: false)
    probe.loadViewIfNeeded()
    #expect(probe.mainScreenInLoadView == Screen(size: CGSize(width: 768, height: 1024), scale: 2))
    #expect(probe.view.window === host.window)
  }
}
