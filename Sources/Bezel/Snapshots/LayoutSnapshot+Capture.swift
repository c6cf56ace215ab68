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
  static func read(_ window: UIWindow) -> [ViewSnapshot] {
    var views: [ViewSnapshot] = []
    var typeCounts: [String: Int] = [:]
    // An explicit stack instead of recursion: a deep tree cannot overflow the call stack.
    // Each entry: the view, its parent's index, its depth, and whether an ancestor is hidden.
    var stack: [(UIView, Int?, Int, Bool)] = window.subviews.reversed().map {
      ($0, nil, 0, window.isHidden)
    }
    while let (view, parent, depth, ancestorHidden) = stack.popLast() {
      let index = views.count
      let hidden = ancestorHidden || view.isHidden
      views.append(snapshot(of: view, parent: parent, depth: depth, hidden: hidden, &typeCounts))
      for subview in view.subviews.reversed() {
        stack.append((subview, index, depth + 1, hidden))
      }
    }
    return views
  }

  private static func snapshot(
    of view: UIView, parent: Int?, depth: Int, hidden: Bool, _ typeCounts: inout [String: Int]
  ) -> ViewSnapshot {
    let type = String(describing: Swift.type(of: view))
    let name: String
    if let identifier = view.accessibilityIdentifier, !identifier.isEmpty {
      name = identifier
    } else {
      // Views without an identifier are numbered per type, in the snapshot's order.
      let count = (typeCounts[type] ?? 0) + 1
      typeCounts[type] = count
      name = count == 1 ? type : "\(type)#\(count)"
    }
    var scroll: ScrollViewSnapshot?
    if let scrollView = view as? UIScrollView {
      scroll = ScrollViewSnapshot(
        contentSize: scrollView.contentSize, contentOffset: scrollView.contentOffset,
        adjustedContentInset: scrollView.adjustedContentInset,
        breakdown: scrollView.contentInsetBreakdown)
    }
    return ViewSnapshot(
      name: name, type: type, depth: depth, parent: parent, isHidden: hidden,
      frame: view.convert(view.bounds, to: nil), safeAreaInsets: view.safeAreaInsets,
      layoutMargins: view.layoutMargins,
      readableContentFrame: view.convert(view.readableContentGuide.layoutFrame, to: nil),
      scroll: scroll)
  }
}
