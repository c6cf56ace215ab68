import Foundation
import UIKit

/// A program that turns Bezel's SVG drawings into PNG images: librsvg's `rsvg-convert`, or
/// `resvg`.
///
/// Bezel draws in SVG and needs no rasterizer; PNG output is optional. The rasterizer is looked
/// up as `BEZEL_RASTERIZER` (a path to `rsvg-convert` or `resvg`), then `rsvg-convert` and
/// `resvg` on the `PATH`; on Debian and Ubuntu, `apt-get install librsvg2-bin` installs
/// `rsvg-convert`. librsvg is chosen first: it is packaged by every Linux distribution, draws
/// the same bytes for the same SVG on every run, and takes a fraction of a second per
/// drawing, where a headless browser takes several times as long and sizes its screenshot by
/// its window rather than by the drawing.
public struct SVGRasterizer: Hashable, Sendable {
  /// Which program a rasterizer runs, by the arguments it takes.
  public enum Program: String, Hashable, Sendable {
    /// librsvg's `rsvg-convert`.
    case rsvgConvert = "rsvg-convert"
    /// `resvg`.
    case resvg
  }

  /// Why a drawing could not be rasterized.
  public enum Failure: Error, Hashable, Sendable, CustomStringConvertible {
    /// No rasterizer is installed.
    case unavailable
    /// The rasterizer could not be run, or failed: its message.
    case failed(String)

    public var description: String {
      switch self {
      case .unavailable: SVGRasterizer.unavailableMessage
      case .failed(let message): "the SVG rasterizer failed: \(message)"
      }
    }
  }

  /// What to tell someone who asked for a PNG without a rasterizer installed.
  public static let unavailableMessage =
    "PNG needs an SVG rasterizer: install librsvg's rsvg-convert (apt-get install "
    + "librsvg2-bin) or resvg, or set BEZEL_RASTERIZER to one"

  /// The program's path.
  public var executable: String
  /// Which program it is.
  public var program: Program

  /// A rasterizer running the program at `executable`.
  public init(executable: String, program: Program) {
    self.executable = executable
    self.program = program
  }

  /// The rasterizer installed on this machine, or nil (looked up once).
  public static let installed: SVGRasterizer? = {
    let environment = ProcessInfo.processInfo.environment
    if let explicit = environment["BEZEL_RASTERIZER"], !explicit.isEmpty {
      let name = explicit.split(separator: "/").last.map(String.init) ?? explicit
      return SVGRasterizer(
        executable: explicit, program: name.hasPrefix("resvg") ? .resvg : .rsvgConvert)
    }
    let directories = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
    for program in [Program.rsvgConvert, .resvg] {
      for directory in directories {
        let path = "\(directory)/\(program.rawValue)"
        if FileManager.default.isExecutableFile(atPath: path) {
          return SVGRasterizer(executable: path, program: program)
        }
      }
    }
    return nil
  }()

  /// The PNG image of `svg`, `scale` pixels per SVG unit (point).
  public func png(from svg: String, scale: CGFloat = 1) throws(Failure) -> Data {
    let zoom = scale.isFinite && scale > 0 ? scale : 1
    let files = FileManager.default
    let scratch = files.temporaryDirectory
      .appendingPathComponent("bezel-raster-\(UUID().uuidString)")
    do {
      try files.createDirectory(at: scratch, withIntermediateDirectories: true)
    } catch {
      throw .failed("cannot create \(scratch.path): \(error)")
    }
    defer { try? files.removeItem(at: scratch) }
    let input = scratch.appendingPathComponent("in.svg")
    let output = scratch.appendingPathComponent("out.png")
    guard files.createFile(atPath: input.path, contents: Data(svg.utf8)) else {
      throw .failed("cannot write \(input.path)")
    }
    let zoomText = SnapshotNumber.string(zoom)
    let arguments: [String] =
      switch program {
      case .rsvgConvert: ["--zoom=\(zoomText)", "--format=png", "-o", output.path, input.path]
      case .resvg: ["--zoom", zoomText, input.path, output.path]
      }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      throw .failed("cannot run \(executable): \(error)")
    }
    let message = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0, let data = files.contents(atPath: output.path) else {
      let text = String(decoding: message, as: UTF8.self)
      throw .failed(
        "\(executable) exited with \(process.terminationStatus): "
          + text.trimmingCharacters(in: .whitespacesAndNewlines))
    }
    return data
  }
}
