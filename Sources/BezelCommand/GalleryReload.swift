import BezelScene
import Foundation

/// The script `bezel gallery --watch` adds to its page so that an open page follows the scene.
enum GalleryReload {
  /// A script that fetches the page once a second and reloads it when its text changes.
  ///
  /// A page opened from a file, where browsers refuse the fetch, is reloaded by hand instead.
  static let script = """
    <script class="bezel-watch">
    (() => {
      let last = null;
      setInterval(async () => {
        try {
          const text = await (await fetch(location.href, { cache: "no-store" })).text();
          if (last !== null && text !== last) location.reload();
          last = text;
        } catch (error) {}
      }, 1000);
    })();
    </script>

    """

  /// Adds the script before the end of the page `index.html` in `directory`; a page that cannot
  /// be read or has no `</body>` is left as it is.
  static func add(toPageIn directory: String) {
    let path = URL(fileURLWithPath: directory).appendingPathComponent("index.html").path
    guard let page = try? String(contentsOfFile: path, encoding: .utf8),
      let end = page.range(of: "</body>", options: .backwards)
    else { return }
    let reloading = page.replacingCharacters(in: end.lowerBound..<end.lowerBound, with: script)
    try? PlainFile.write(reloading, to: path)
  }
}
