import ArgumentParser
import BezelGallery
import BezelScene
import Foundation

/// Checks on where a command writes, made before any work: an output path must name
/// something, and no output may be written over the scene file being read.
enum OutputPath {
  /// The exit code for an output that cannot be written (`EX_CANTCREAT`).
  static let cannotCreate = ExitCode(73)

  /// Refuses an empty `-o`.
  static func validate(_ path: String?) throws {
    guard path?.isEmpty != true else {
      throw ValidationError("-o/--output names no file: give a path")
    }
  }

  /// Refuses to write `outputs` when one of them is the input file.
  static func refuseOverwriting(_ input: String?, with outputs: [String]) throws {
    guard let input else { return }
    for output in outputs where PlainFile.isSameFile(output, input) {
      throw ValidationError(
        "the output '\(output)' is the scene file '\(input)'; bezel does not write over its input")
    }
  }

  /// The files a gallery of `layouts` of `scene` written into `directory` would write, and the
  /// directory itself.
  static func galleryFiles(
    of scene: Scene, layouts: [SceneGallery.Layout], in directory: String
  ) -> [String] {
    let folder = URL(fileURLWithPath: directory)
    let names = layouts.map { layout in
      GalleryPage.fileName(
        screen: scene.screens[layout.screen].name, device: layout.device.name,
        orientation: SceneGallery.name(of: layout.orientation))
    }
    // With a rasterizer, each drawing's PNG is written beside it.
    let pictures = names.map { String($0.dropLast(4)) + ".png" }
    return [directory]
      + (names + pictures + ["index.html"]).map { folder.appendingPathComponent($0).path }
  }
}
