/// The report's HTML: a summary line, then the failures, then every other snapshot in the
/// order taken; each failure shows its reference, new image and difference side by side.
enum SnapshotReportPage {
  static func html(_ entries: [SnapshotReport.Entry]) -> String {
    let failed = entries.filter { $0.status == .failed }
    let others = entries.filter { $0.status != .failed }
    let count = { (status: SnapshotReport.Status) in entries.filter { $0.status == status }.count }
    var page = """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <title>Snapshot report</title>
      <style>
      body { font-family: -apple-system, system-ui, sans-serif; margin: 24px; color: #1c1c1e; }
      .entry { border: 1px solid #d1d1d6; border-radius: 8px; padding: 12px; margin: 12px 0; }
      .status { font-weight: 600; text-transform: uppercase; font-size: 12px; }
      .failed .status { color: #d70015; } .matched .status { color: #248a3d; }
      .recorded .status { color: #0040dd; }
      .images { display: flex; gap: 16px; align-items: flex-start; flex-wrap: wrap; }
      figure { margin: 0; } figcaption { font-size: 12px; color: #636366; }
      img { max-width: 360px; max-height: 720px; border: 1px solid #e5e5ea;
        background: repeating-conic-gradient(#eee 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
      pre { white-space: pre-wrap; font-size: 12px; }
      </style>
      </head>
      <body>
      <h1>Snapshot report</h1>
      <p id="summary">\(entries.count) snapshots: \(count(.failed)) failed, \
      \(count(.matched)) matched, \(count(.recorded)) recorded.</p>

      """
    for entry in failed + others { page += section(entry) }
    page += "</body>\n</html>\n"
    return page
  }

  private static func section(_ entry: SnapshotReport.Entry) -> String {
    var html = "<section class=\"entry \(entry.status.rawValue)\">\n"
    html += "<div class=\"status\">\(entry.status.rawValue)</div>\n"
    html += "<h2>\(escape(entry.test))</h2>\n"
    if let message = entry.message { html += "<pre>\(escape(message))</pre>\n" }
    html += "<div class=\"images\">\n"
    if let reference = entry.reference { html += figure(reference, "Reference") }
    html += figure(entry.newImage, entry.status == .failed ? "New image" : "Image")
    if let difference = entry.difference { html += figure(difference, "Difference") }
    html += "</div>\n</section>\n"
    return html
  }

  private static func figure(_ path: String, _ caption: String) -> String {
    "<figure><img src=\"\(escape(path))\" alt=\"\(caption)\">"
      + "<figcaption>\(caption)</figcaption></figure>\n"
  }

  static func escape(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      default: result.append(character)
      }
    }
    return result
  }
}
