import Foundation
import UIKit

/// A device as the container tests host one: the window's size, its insets and its bars.
struct TestDevice: Sendable {
  var size: CGSize
  var insets: UIEdgeInsets
  var metrics: UIBarMetricsModel = .phone

  /// iPhone 8 in portrait: 375 × 667, status bar 20 (DIM, docs/sources.md).
  static let iPhone8 = TestDevice(
    size: CGSize(width: 375, height: 667),
    insets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
  /// iPhone X in portrait: 375 × 812, (44, 0, 34, 0) (DIM).
  static let iPhoneX = TestDevice(
    size: CGSize(width: 375, height: 812),
    insets: UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
  /// iPhone X in landscape: 812 × 375, (0, 44, 21, 44), compact bars (DIM; QMUI_iOS issue 633).
  static let iPhoneXLandscape = TestDevice(
    size: CGSize(width: 812, height: 375),
    insets: UIEdgeInsets(top: 0, left: 44, bottom: 21, right: 44),
    metrics: .phoneCompact)
  /// A 10.5" iPad Pro in portrait (834 × 1112, status bar 20) with iOS 12's bars (SST; Hackworth).
  static let iPadPro10_5 = TestDevice(
    size: CGSize(width: 834, height: 1112),
    insets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
    metrics: .pad)
  /// The same iPad running an app built for iOS 11: 44-point bars.
  static let iPadPro10_5iOS11 = TestDevice(
    size: CGSize(width: 834, height: 1112),
    insets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
    metrics: .padIOS11)
  /// A window with no device insets, as PinLayout's PinSafeAreaTests.swift uses.
  static let noInsets = TestDevice(size: CGSize(width: 375, height: 812), insets: .zero)
}

/// A window for `device` whose root is `controller`, laid out.
@MainActor
func host(_ controller: UIViewController, on device: TestDevice) -> UIWindow {
  let window = UIWindow(frame: CGRect(origin: .zero, size: device.size))
  window.deviceSafeAreaInsets = device.insets
  window.barMetrics = device.metrics
  window.rootViewController = controller
  window.layoutIfNeeded()
  return window
}

/// A plain subview of `parent` at `frame`, laid out.
@MainActor
func addSubview(to parent: UIView, frame: CGRect) -> UIView {
  let view = UIView(frame: frame)
  parent.addSubview(view)
  parent.window?.layoutIfNeeded()
  return view
}

/// A controller that records its containment and transition calls.
@MainActor
final class RecordingController: UIViewController {
  var events: [String] = []

  override func willMove(toParent parent: UIViewController?) {
    events.append("willMove(\(parent.map { String(describing: type(of: $0)) } ?? "nil"))")
  }

  override func didMove(toParent parent: UIViewController?) {
    events.append("didMove(\(parent.map { String(describing: type(of: $0)) } ?? "nil"))")
  }

  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    events.append("traitCollectionDidChange")
  }
}
