import Foundation

#if canImport(Glibc)
  import Glibc
  private let systemWrite = Glibc.write
#elseif canImport(Darwin)
  import Darwin
  private let systemWrite = Darwin.write
#endif

extension GalleryPage {
  /// The file name a drawing gets: the screen, device and orientation in lowercase letters,
  /// digits and hyphens, for example `svg/article/iphone-16-pro-portrait.svg`.
  public static func fileName(screen: String, device: String, orientation: String) -> String {
    "svg/\(slug(screen))/\(slug(device))-\(slug(orientation)).svg"
  }

  /// `text` in lowercase ASCII letters and digits, other runs of characters as one hyphen.
  static func slug(_ text: String) -> String {
    var result = ""
    var pendingHyphen = false
    for scalar in text.lowercased().unicodeScalars {
      if ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) {
        if pendingHyphen && !result.isEmpty { result += "-" }
        pendingHyphen = false
        result.unicodeScalars.append(scalar)
      } else {
        pendingHyphen = true
      }
    }
    return result.isEmpty ? "untitled" : result
  }

  /// Writes the page as `index.html` and each drawing as its SVG file into `directory`, creating
  /// folders as needed, and returns the page's location.
  @discardableResult
  public func write(to directory: URL) throws -> URL {
    let manager = FileManager.default
    try manager.createDirectory(at: directory, withIntermediateDirectories: true)
    var folders: Set<String> = []
    for entry in entries {
      let file = directory.appendingPathComponent(entry.file)
      let folder = file.deletingLastPathComponent()
      if folders.insert(folder.path).inserted {
        try manager.createDirectory(at: folder, withIntermediateDirectories: true)
      }
      try PlainFile.write(entry.svg, to: file.path)
    }
    let page = directory.appendingPathComponent("index.html")
    try PlainFile.write(html(), to: page.path)
    return page
  }
}

/// Writing a file with one `open` and `write` calls, which is many times faster than
/// Foundation's `Data.write(to:)` on Linux for the hundreds of small files of a gallery.
enum PlainFile {
  struct Failure: Error, CustomStringConvertible {
    var path: String
    var code: Int32
    var description: String { "\(path): \(String(cString: strerror(code)))" }
  }

  /// Replaces the contents of the file at `path` with `text` in UTF-8.
  static func write(_ text: String, to path: String) throws {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw Failure(path: path, code: errno) }
    defer { close(descriptor) }
    var text = text
    try text.withUTF8 { bytes in
      var offset = 0
      while offset < bytes.count {
        let written = systemWrite(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          throw Failure(path: path, code: errno)
        }
        offset += written
      }
    }
  }
}
