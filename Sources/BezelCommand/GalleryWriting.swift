import ArgumentParser
import Bezel
import BezelGallery
import BezelScene
import Foundation

/// Lays a scene out on every device in the catalog and writes the gallery, with a progress bar
/// on a terminal.
enum GalleryWriting {
  /// Writes the gallery of `scene`, read from `input` (nil for the bundled example), refusing
  /// before any work when a file it would write is the input; with `pictures`, a PNG beside
  /// each SVG when a rasterizer is installed, and a message saying what to install otherwise.
  @MainActor
  static func write(
    _ scene: Scene, from input: String?, to directory: String, devices selection: DeviceSelection,
    pictures wantsPictures: Bool = false, limit: DiagnosticLimit,
    progress style: ProgressBar.Style, jobs: JobOptions
  ) throws {
    let devices = try selection.devices()
    let layouts = SceneGallery.layouts(of: scene, on: devices)
    try OutputPath.refuseOverwriting(
      input, with: OutputPath.galleryFiles(of: scene, layouts: layouts, in: directory))
    let progress = ProgressBar(total: layouts.count, style: style)
    let rasterizer = wantsPictures ? SVGRasterizer.installed : nil
    let labels = layouts.map { GalleryDrawing.label($0, in: scene) }
    let processes = jobs.processes(for: layouts.count)
    var drawings: [GalleryDrawing] = []
    if processes > 1 {
      drawings = try GalleryJobs.draw(
        count: layouts.count, labels: labels, source: input.map { .file($0) } ?? .example,
        devices: selection.names, pictures: rasterizer != nil, processes: processes,
        progress: progress)
    } else {
      drawings.reserveCapacity(layouts.count)
      for index in layouts.indices {
        progress.update(index, labels[index])
        do throws(SceneErrors) {
          drawings.append(
            try GalleryDrawing.draw(index, of: layouts, in: scene, pictures: rasterizer != nil))
        } catch {
          progress.finish()
          SceneInput.report(error, limit: limit)
          throw SceneInput.badData
        }
      }
    }
    progress.finish()
    let entries = drawings.map(\.entry)
    let pictures = drawings.compactMap { drawing in
      drawing.appSVG.map { (file: String(drawing.file.dropLast(4)) + ".png", svg: $0) }
    }
    let logged = drawings.filter(\.logged).map { "\($0.screen): \($0.device) \($0.orientation)" }
    let page = GalleryPage(
      title: scene.name,
      subtitle: "\(entries.count) layouts on \(devices.count) devices, drawn by Bezel",
      entries: entries)
    let url = URL(fileURLWithPath: directory)
    let index: URL
    do {
      index = try page.write(to: url)
    } catch {
      printError("bezel: cannot write the gallery to \(directory): \(error)")
      throw OutputPath.cannotCreate
    }
    if let rasterizer {
      try GalleryPictures.write(pictures, in: directory, with: rasterizer)
    } else if wantsPictures {
      printError("bezel: no PNGs beside the SVGs: \(SVGRasterizer.unavailableMessage)")
    }
    if !logged.isEmpty {
      printError(
        "bezel: UIKit logged problems for \(logged.count) layouts (first: \(logged[0])); "
          + "`bezel check` lists them")
    }
    print("Wrote \(entries.count) drawings and \(index.path)")
  }
}

/// The `--device` option of the gallery commands: some devices instead of the whole catalog.
struct DeviceSelection: ParsableArguments {
  @Option(
    name: .customLong("device"),
    help: "Only this device (repeatable); by default every device in the catalog.")
  var names: [String] = []

  /// The devices named, in the catalog's order, or the whole catalog.
  func devices() throws -> [Device] {
    guard !names.isEmpty else { return DeviceCatalog.all }
    var chosen: [Device] = []
    for name in names {
      guard let device = DeviceCatalog.device(named: name) else {
        throw ValidationError("unknown device '\(name)'; `bezel devices` lists them")
      }
      chosen.append(device)
    }
    return DeviceCatalog.all.filter { device in chosen.contains { $0.name == device.name } }
  }

  func validate() throws { _ = try devices() }
}
