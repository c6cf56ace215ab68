import Bezel
import BezelScene
import UIKit

/// Lays a scene's screens out on devices and draws each layout, for the gallery page.
@MainActor
public enum SceneGallery {
  /// One layout of the gallery: a screen on a device in an orientation.
  public struct Layout: Sendable, Hashable {
    /// The index of the scene's screen.
    public var screen: Int
    /// The device.
    public var device: Device
    /// The orientation.
    public var orientation: Orientation

    /// Creates a layout.
    public init(screen: Int, device: Device, orientation: Orientation) {
      self.screen = screen
      self.device = device
      self.orientation = orientation
    }
  }

  /// A drawn layout, with what UIKit logged while laying it out.
  public struct Drawing: Sendable {
    /// The page's entry for the drawing.
    public var entry: GalleryPage.Entry
    /// The snapshot the drawing shows.
    public var snapshot: LayoutSnapshot
    /// UIKit's messages, for example unsatisfiable constraints.
    public var diagnostics: [Diagnostic]
    /// For each of `diagnostics`, the scene constraints it lists, in its order.
    public var listedConstraints: [[ListedConstraint]] = []
  }

  /// The orientations the gallery shows a device in: portrait and landscape, and Apple TV in
  /// its one landscape orientation.
  nonisolated public static func orientations(for device: Device) -> [Orientation] {
    device.idiom == .tv ? [.landscapeLeft] : [.portrait, .landscapeLeft]
  }

  /// Every screen of `scene` on every device of `devices` in each of its orientations, screen by
  /// screen, in the devices' order.
  nonisolated public static func layouts(of scene: Scene, on devices: [Device]) -> [Layout] {
    scene.screens.indices.flatMap { screen in
      devices.flatMap { device in
        orientations(for: device).map {
          Layout(screen: screen, device: device, orientation: $0)
        }
      }
    }
  }

  /// The name the gallery and the command give an orientation: `portrait` or `landscape`
  /// (`upside-down`, `landscape-right` for the other two).
  nonisolated public static func name(of orientation: Orientation) -> String {
    SnapshotNames.shortName(of: orientation)
  }

  /// Builds `layout`'s screen, lays it out on its device and draws it.
  public static func draw(
    _ layout: Layout, of scene: Scene, traits: HostTraits = HostTraits()
  ) throws(SceneErrors) -> Drawing {
    var instance: SceneInstance?
    var snapshot: LayoutSnapshot?
    var failure: SceneErrors?
    let diagnostics = Diagnostics.capturing {
      do throws(SceneErrors) {
        let built = try scene.makeScreen(layout.screen, idiom: layout.device.idiom)
        let host = built.host(
          on: layout.device, orientation: layout.orientation, traits: traits)
        instance = built
        snapshot = LayoutSnapshot(host)
      } catch {
        failure = error
      }
    }
    guard let snapshot, instance != nil else {
      throw failure ?? SceneErrors([])
    }
    let screen = scene.screens[layout.screen].name
    let orientation = name(of: layout.orientation)
    let entry = GalleryPage.Entry(
      screen: screen, device: layout.device.name, family: family(of: layout.device),
      orientation: orientation,
      file: GalleryPage.fileName(
        screen: screen, device: layout.device.name, orientation: orientation),
      svg: snapshot.svg())
    return Drawing(
      entry: entry, snapshot: snapshot, diagnostics: diagnostics,
      listedConstraints: diagnostics.map { ListedConstraint.all(in: $0, of: instance) })
  }

  /// The gallery's family for a device.
  nonisolated public static func family(of device: Device) -> GalleryPage.Family {
    switch device.idiom {
    case .pad: .pad
    case .tv: .tv
    default: .phone
    }
  }
}
