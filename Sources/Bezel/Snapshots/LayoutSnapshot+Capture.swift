import UIKit

extension LayoutSnapshot {
  /// Takes a snapshot of the host's window as it is laid out now, on the host's device, in its
  /// orientation and with its traits.
  @MainActor
  public init(_ host: DeviceHost) {
    let device = host.device
    self.init(
      window: host.window, deviceName: device.name, idiom: device.idiom,
      orientation: host.orientation, traits: host.traits,
      screenSize: device.bounds(in: host.orientation), scale: device.scale,
      cornerRadius: device.cornerRadius?.value, sensorHousing: device.sensorHousing?.value)
    keyboardFrame = host.keyboardFrame
    if let manager = host.windowScene.statusBarManager {
      statusBarHeight = manager.isStatusBarHidden ? 0 : manager.statusBarFrame.height
      // `.default` is dark content in light mode and light content in dark mode
      // (UIApplication.h, `UIStatusBarStyleDefault`: "automatically chooses light or dark
      // content based on the user interface style").
      statusBarIsLight =
        manager.statusBarStyle == .lightContent
        || (manager.statusBarStyle == .default
          && host.window.traitCollection.userInterfaceStyle == .dark)
    }
    // Devices without a home button show the indicator: those whose portrait safe area has a
    // bottom hardware inset (notched iPhones, iPads with rounded screens).
    showsHomeIndicator =
      device.idiom != .tv && device.hardwareInsets(in: .portrait, era: host.era).bottom > 0
  }

  /// Takes a snapshot of `window` as it is laid out now, described as being on the device and
  /// in the environment given.
  ///
  /// The views are read through UIKit's public API only; the window is not laid out again.
  @MainActor
  public init(
    window: UIWindow, deviceName: String, idiom: UIUserInterfaceIdiom,
    orientation: Orientation, traits: HostTraits = HostTraits(), screenSize: CGSize,
    scale: CGFloat, cornerRadius: CGFloat? = nil, sensorHousing: SensorHousing? = nil
  ) {
    self.init(
      deviceName: deviceName, idiom: idiom, orientation: orientation,
      contentSizeCategory: traits.contentSizeCategory, layoutDirection: traits.layoutDirection,
      splitView: traits.splitView, screenSize: screenSize, windowSize: window.bounds.size,
      scale: scale, cornerRadius: cornerRadius, sensorHousing: sensorHousing,
      views: ViewTreeReader.read(window))
  }
}

/// Reads a window's view trees into view snapshots, depth first in pre-order.
@MainActor
enum ViewTreeReader {
  /// A view waiting to be read: its parent's index, depth, whether an ancestor is hidden, and
  /// where its superview's bounds origin is in window coordinates (nil to ask UIKit).
  private struct Pending {
    var view: UIView
    var parent: Int?
    var depth: Int
    var ancestorHidden: Bool
    var superviewOrigin: CGPoint?
  }

  static func read(_ window: UIWindow) -> [ViewSnapshot] {
    var views: [ViewSnapshot] = []
    var typeNames: [ObjectIdentifier: String] = [:]
    var typeCounts: [String: Int] = [:]
    // An explicit stack instead of recursion: a deep tree cannot overflow the call stack.
    // Window coordinates are the window's bounds coordinates.
    var stack = window.subviews.reversed().map {
      Pending(
        view: $0, parent: nil, depth: 0, ancestorHidden: window.isHidden,
        superviewOrigin: .zero)
    }
    while let pending = stack.popLast() {
      let view = pending.view
      let index = views.count
      let hidden = pending.ancestorHidden || view.isHidden
      let typeID = ObjectIdentifier(Swift.type(of: view))
      let type: String
      if let known = typeNames[typeID] {
        type = known
      } else {
        type = String(describing: Swift.type(of: view))
        typeNames[typeID] = type
      }
      let name: String
      if let identifier = view.accessibilityIdentifier, !identifier.isEmpty {
        name = identifier
      } else {
        // Views without an identifier are numbered per type, in the snapshot's order.
        let count = (typeCounts[type] ?? 0) + 1
        typeCounts[type] = count
        name = count == 1 ? type : "\(type)#\(count)"
      }
      // Without a transform, a view's bounds sit at its frame's origin in its superview
      // (UIView's frame is derived from center and bounds size); otherwise UIKit converts.
      let bounds = view.bounds
      var origin: CGPoint?
      if let superviewOrigin = pending.superviewOrigin, view.transform.isIdentity {
        let frame = view.frame
        origin = CGPoint(
          x: superviewOrigin.x + frame.minX - bounds.minX,
          y: superviewOrigin.y + frame.minY - bounds.minY)
      }
      func inWindow(_ rect: CGRect) -> CGRect {
        guard let origin else { return view.convert(rect, to: nil) }
        return rect.offsetBy(dx: origin.x, dy: origin.y)
      }
      var scroll: ScrollViewSnapshot?
      if let scrollView = view as? UIScrollView {
        scroll = ScrollViewSnapshot(
          contentSize: scrollView.contentSize, contentOffset: scrollView.contentOffset,
          adjustedContentInset: scrollView.adjustedContentInset,
          breakdown: scrollView.contentInsetBreakdown)
      }
      views.append(
        ViewSnapshot(
          name: name, type: type, depth: pending.depth, parent: pending.parent,
          isHidden: hidden, frame: inWindow(bounds), safeAreaInsets: view.safeAreaInsets,
          layoutMargins: view.layoutMargins,
          readableContentFrame: inWindow(readableFrame(of: view)),
          scroll: scroll, text: SnapshotText(of: view), layers: LayerCapture.layers(of: view),
          marks: MarkCapture.marks(of: view)))
      for subview in view.subviews.reversed() {
        stack.append(
          Pending(
            view: subview, parent: index, depth: pending.depth + 1, ancestorHidden: hidden,
            superviewOrigin: origin))
      }
    }
    return views
  }

  /// The frame the view's readable content guide has, without making the guide: a snapshot
  /// only reads (asking a view for `readableContentGuide` adds one to it).
  private static func readableFrame(of view: UIView) -> CGRect {
    view.readableContentFrame
  }
}
