import Bezel
import Foundation
import Testing
import UIKit
import XCTest

/// How the image strategies turn a screen into a PNG image: Bezel's app-look drawing of the
/// hosted window, rasterized by `SVGRasterizer.installed`.
@MainActor
enum ImageRendering {
  /// The pixels per point of a controller's image on `config`: the traits' display scale, else
  /// the configuration's, else its device's.
  static func scale(of config: ViewImageConfig, traits: UITraitCollection) -> CGFloat {
    for collection in [traits, config.traits] where collection.displayScale > 0 {
      return collection.displayScale
    }
    return SnapshotHost.placement(of: config).0.scale
  }

  /// The pixels per point of a view's image: the traits' display scale, else the main
  /// screen's, as on iOS.
  static func viewScale(traits: UITraitCollection) -> CGFloat {
    traits.displayScale > 0 ? traits.displayScale : UIScreen.main.scale
  }

  /// The controller's screen on `config`'s device as a PNG image.
  static func image(
    of controller: UIViewController, on config: ViewImageConfig, traits: UITraitCollection
  ) -> UIImage {
    SnapshotHost.withHost(controller, on: config, traits: traits) { host in
      image { () throws(SVGRasterizer.Failure) in
        (try host.pngData(), host.device.scale)
      }
    }
  }

  /// `view` alone as a PNG image, at `size` or its own size (its fitting size when it has
  /// none), in a window of the device whose screen holds it; it goes back to its superview
  /// afterwards.
  static func image(of view: UIView, size: CGSize?, traits: UITraitCollection) -> UIImage {
    let superview = view.superview
    let index = superview?.subviews.firstIndex { $0 === view }
    let frame = view.frame
    if let size { view.frame.size = size }
    if view.frame.width == 0 || view.frame.height == 0 { view.sizeToFit() }
    let viewSize = view.frame.size
    let container = UIViewController()
    container.view.backgroundColor = nil
    view.removeFromSuperview()
    view.frame = CGRect(origin: .zero, size: viewSize)
    container.view.addSubview(view)
    let scale = viewScale(traits: traits)
    let result = SnapshotHost.withHost(container, on: .init(), traits: traits) { host in
      view.setNeedsLayout()
      view.layoutIfNeeded()
      return image { () throws(SVGRasterizer.Failure) in
        let snapshot = LayoutSnapshot(
          window: host.window, deviceName: host.device.name, idiom: host.device.idiom,
          orientation: .portrait, screenSize: viewSize, scale: scale)
        return (try snapshot.png(.app, scale: scale), scale)
      }
    }
    view.removeFromSuperview()
    view.frame = frame
    if let superview, let index {
      superview.insertSubview(view, at: min(index, superview.subviews.count))
    }
    return result
  }

  /// The image `render` draws; without a rasterizer, or when it fails, an empty image and a
  /// test failure saying why.
  private static func image(
    _ render: () throws(SVGRasterizer.Failure) -> (Data, CGFloat)
  ) -> UIImage {
    do {
      let (data, scale) = try render()
      if let image = UIImage(data: data, scale: scale) { return image }
      reportFailure("the rasterizer's output is not a PNG image")
    } catch {
      reportFailure(error.description)
    }
    return UIImage()
  }

  /// Fails the running test, in Swift Testing or XCTest.
  private static func reportFailure(_ message: String) {
    if Test.current != nil {
      Issue.record(Comment(rawValue: "Image snapshot: \(message)"))
    } else {
      XCTFail("Image snapshot: \(message)")
    }
  }
}
