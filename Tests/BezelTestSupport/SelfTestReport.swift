import Foundation

/// The findings of a gallery page's self-test, as the page writes them when opened with
/// `#selftest` (`GalleryPage.script`).
public struct SelfTestReport: Decodable {
  public struct Overlay: Decodable {
    public var drawn: Bool
    public var changed: Bool
    public var hidden: Bool
    public var restored: Bool
  }
  public struct Filter: Decodable {
    public var shown: Int
    public var others: Int
  }
  public var drawings: Int
  public var rendered: Int
  public var blank: [String]
  public var overlays: [String: Overlay]
  public var filter: [String: Filter]

  /// Writes `html` to a temporary folder, opens it in the headless browser with `#selftest`,
  /// and reads the report from the dumped DOM.
  public static func run(_ html: String) throws -> SelfTestReport {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("bezel-gallery-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let page = folder.appendingPathComponent("index.html")
    try html.write(to: page, atomically: true, encoding: .utf8)
    return try run(page: page)
  }

  /// Opens the page written at `page` in the headless browser with `#selftest`, and reads the
  /// report from the dumped DOM.
  public static func run(page: URL) throws -> SelfTestReport {
    guard var url = URLComponents(url: page, resolvingAgainstBaseURL: false) else {
      throw HeadlessBrowser.Failure(description: "\(page) is not a file address")
    }
    url.fragment = "selftest"
    guard let address = url.url else {
      throw HeadlessBrowser.Failure(description: "\(page) is not a file address")
    }
    let dom = try HeadlessBrowser.dumpDOM(of: address)
    guard let start = dom.range(of: "<pre id=\"bezel-selftest\""),
      let open = dom[start.upperBound...].range(of: ">"),
      let close = dom[open.upperBound...].range(of: "</pre>")
    else { throw HeadlessBrowser.Failure(description: "the page wrote no self-test report") }
    let json = String(dom[open.upperBound..<close.lowerBound])
      .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
      .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
    guard !json.isEmpty else {
      throw HeadlessBrowser.Failure(description: "the self-test did not finish")
    }
    return try JSONDecoder().decode(SelfTestReport.self, from: Data(json.utf8))
  }
}
