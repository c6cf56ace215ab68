/// An HTML page showing layout drawings of one or more screens on many devices, with switches for
/// the overlays and a filter by device family.
///
/// The page is one self-contained file: the drawings are inlined, so it works opened from the file
/// system, offline, with no server. Each drawing is an SVG whose overlays are groups with the
/// classes `overlay-safe-area`, `overlay-margins`, `overlay-readable` and `overlay-scroll-insets`;
/// the switches hide and show them through the page's style sheet.
public struct GalleryPage: Sendable {
  /// One drawing: a screen on a device in an orientation.
  public struct Entry: Sendable, Hashable {
    /// The scene's screen the drawing shows.
    public var screen: String
    /// The device's name.
    public var device: String
    /// The device's family, used by the filter.
    public var family: Family
    /// The orientation's name, for example `portrait`.
    public var orientation: String
    /// The drawing's SVG file, relative to the page.
    public var file: String
    /// The drawing itself, inlined in the page.
    public var svg: String

    /// Creates an entry.
    public init(
      screen: String, device: String, family: Family, orientation: String, file: String,
      svg: String
    ) {
      self.screen = screen
      self.device = device
      self.family = family
      self.orientation = orientation
      self.file = file
      self.svg = svg
    }
  }

  /// The device families the page can filter by.
  public enum Family: String, Sendable, Hashable, CaseIterable {
    /// iPhones and the iPod touch.
    case phone
    /// iPads.
    case pad
    /// Apple TVs.
    case tv

    /// The family's name as the page shows it.
    public var title: String {
      switch self {
      case .phone: "iPhone"
      case .pad: "iPad"
      case .tv: "Apple TV"
      }
    }
  }

  /// The overlays the page can switch on and off, with the class their SVG groups carry.
  public static let overlays: [(cssClass: String, title: String)] = [
    ("overlay-safe-area", "Safe area"),
    ("overlay-margins", "Layout margins"),
    ("overlay-readable", "Readable content guide"),
    ("overlay-scroll-insets", "Scroll insets"),
  ]

  /// The page's title.
  public var title: String
  /// A line under the title, for example what the drawings were laid out with.
  public var subtitle: String
  /// The drawings, in the order the page shows them within each screen.
  public var entries: [Entry]

  /// Creates a page.
  public init(title: String, subtitle: String = "", entries: [Entry]) {
    self.title = title
    self.subtitle = subtitle
    self.entries = entries
  }

  /// The screens, in the order of their first drawing.
  public var screens: [String] {
    var seen: [String] = []
    for entry in entries where !seen.contains(entry.screen) { seen.append(entry.screen) }
    return seen
  }

  /// The page's HTML.
  public func html() -> String {
    var html = ""
    html.reserveCapacity(entries.reduce(16_384) { $0 + $1.svg.utf8.count + 512 })
    html += "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
    html += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
    html += "<title>\(escaped(title))</title>\n<style>\n\(Self.styleSheet)</style>\n</head>\n"
    html += "<body>\n<header>\n<h1>\(escaped(title))</h1>\n"
    if !subtitle.isEmpty { html += "<p class=\"subtitle\">\(escaped(subtitle))</p>\n" }
    html += controls()
    html += "</header>\n<main>\n"
    for screen in screens {
      html += "<section class=\"screen\" data-screen=\"\(escaped(screen))\">\n"
      if screens.count > 1 { html += "<h2>\(escaped(screen))</h2>\n" }
      html += "<div class=\"grid\">\n"
      for entry in entries where entry.screen == screen { html += figure(entry) }
      html += "</div>\n</section>\n"
    }
    html += "</main>\n<pre id=\"bezel-selftest\" hidden></pre>\n"
    html += "<script>\n\(Self.script)</script>\n</body>\n</html>\n"
    return html
  }

  private func controls() -> String {
    var html = "<form class=\"controls\">\n<fieldset class=\"overlays\"><legend>Overlays</legend>\n"
    for overlay in Self.overlays {
      html +=
        "<label><input type=\"checkbox\" name=\"overlay\" value=\"\(overlay.cssClass)\" checked> "
      html += "\(escaped(overlay.title))</label>\n"
    }
    html += "</fieldset>\n<fieldset class=\"families\"><legend>Devices</legend>\n"
    html += "<label><input type=\"radio\" name=\"family\" value=\"all\" checked> All</label>\n"
    let families = Family.allCases.filter { family in entries.contains { $0.family == family } }
    for family in families {
      html += "<label><input type=\"radio\" name=\"family\" value=\"\(family.rawValue)\"> "
      html += "\(family.title)</label>\n"
    }
    html += "</fieldset>\n</form>\n"
    return html
  }

  private func figure(_ entry: Entry) -> String {
    var html = "<figure class=\"drawing\" data-family=\"\(entry.family.rawValue)\" "
    html += "data-device=\"\(escaped(entry.device))\" "
    html += "data-orientation=\"\(escaped(entry.orientation))\">\n"
    html += entry.svg
    if !entry.svg.hasSuffix("\n") { html += "\n" }
    html += "<figcaption>\(escaped(entry.device)) · \(escaped(entry.orientation)) · "
    html += "<a href=\"\(escaped(entry.file))\">SVG</a></figcaption>\n</figure>\n"
    return html
  }

  private func escaped(_ text: String) -> String { HTMLEscaping.escaped(text) }
}
