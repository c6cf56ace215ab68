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

  /// Writes the page as `index.html` and each drawing as its SVG file into `directory`, creating
  /// folders as needed, and returns the page's location.
  @discardableResult
  public func write(to directory: URL) throws -> URL {
    let manager = FileManager.default
    try manager.createDirectory(at: directory, withIntermediateDirectories: true)
    for entry in entries {
      let file = directory.appendingPathComponent(entry.file)
      try manager.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(entry.svg.utf8).write(to: file)
    }
    let page = directory.appendingPathComponent("index.html")
    try Data(html().utf8).write(to: page)
    return page
  }
}
