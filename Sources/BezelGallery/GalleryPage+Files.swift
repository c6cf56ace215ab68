import BezelScene
import Foundation

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

  /// The files `write(to:)` writes, relative to its directory: each drawing's, then
  /// `index.html`.
  public var fileNames: [String] { entries.map(\.file) + ["index.html"] }

  /// Writes the page as `index.html` and each drawing as its SVG file into `directory`, creating
  /// folders as needed, and returns the page's location; a failure is a `PlainFile.Failure`.
  @discardableResult
  public func write(to directory: URL) throws -> URL {
    try PlainFile.createDirectory(directory.path)
    var folders: Set<String> = []
    for entry in entries {
      let file = directory.appendingPathComponent(entry.file)
      let folder = file.deletingLastPathComponent()
      if folders.insert(folder.path).inserted {
        try PlainFile.createDirectory(folder.path)
      }
      try PlainFile.write(entry.svg, to: file.path)
    }
    let page = directory.appendingPathComponent("index.html")
    try PlainFile.write(html(), to: page.path)
    return page
  }
}
