import Bezel
import BezelGallery
import BezelScene
import Foundation

/// One drawn layout of a gallery, as the page and its pictures need it, in a form a worker
/// process sends its parent (one JSON object per line on standard output).
struct GalleryDrawing: Codable, Sendable {
  /// The index of the layout in the gallery's layouts.
  var index: Int
  var screen: String
  var device: String
  var family: String
  var orientation: String
  var file: String
  /// The drawing, as the page shows it.
  var svg: String
  /// The screen as the app looks, for a PNG picture; nil when no pictures are wanted.
  var appSVG: String?
  /// Whether UIKit logged problems while laying the layout out.
  var logged: Bool

  /// Draws layout `index` of `layouts`.
  @MainActor
  static func draw(
    _ index: Int, of layouts: [SceneGallery.Layout], in scene: Scene, pictures: Bool
  ) throws(SceneErrors) -> GalleryDrawing {
    let drawing = try SceneGallery.draw(layouts[index], of: scene)
    let entry = drawing.entry
    return GalleryDrawing(
      index: index, screen: entry.screen, device: entry.device, family: entry.family.rawValue,
      orientation: entry.orientation, file: entry.file, svg: entry.svg,
      appSVG: pictures ? drawing.snapshot.svg(.app) : nil, logged: !drawing.diagnostics.isEmpty)
  }

  /// The gallery page's entry.
  var entry: GalleryPage.Entry {
    GalleryPage.Entry(
      screen: screen, device: device, family: GalleryPage.Family(rawValue: family) ?? .phone,
      orientation: orientation, file: file, svg: svg)
  }

  /// What the progress shows while this layout is drawn: `article: iPhone 16 portrait`.
  static func label(_ layout: SceneGallery.Layout, in scene: Scene) -> String {
    "\(scene.screens[layout.screen].name): \(layout.device.name) "
      + SceneGallery.name(of: layout.orientation)
  }
}
