import BezelGallery
import BezelTestSupport
import Foundation
import Testing

/// A drawing shaped like the snapshot renderer's: a screen, a view, and one group per overlay.
private func drawing(fill: String) -> String {
  """
  <svg xmlns="http://www.w3.org/2000/svg" class="bezel-layout" viewBox="0 0 100 200" \
  width="100" height="200">
  <rect x="0" y="0" width="100" height="200" fill="#ffffff" stroke="#000000"/>
  <g class="views"><rect x="10" y="20" width="80" height="160" fill="\(fill)"/></g>
  <g class="overlay overlay-safe-area"><rect x="0" y="0" width="100" height="30" fill="#ff3b30"/></g>
  <g class="overlay overlay-margins"><rect x="16" y="30" width="68" height="140" fill="none" \
  stroke="#34c759" stroke-width="3"/></g>
  <g class="overlay overlay-readable"><rect x="20" y="40" width="60" height="120" fill="none" \
  stroke="#007aff" stroke-width="3"/></g>
  <g class="overlay overlay-scroll-insets"><rect x="0" y="170" width="100" height="30" \
  fill="#af52de"/></g>
  </svg>
  """
}

@Test(
  "The page shows every drawing, its overlay switches change the drawings, and its filter shows one family",
  .enabled(if: HeadlessBrowser.shouldRun, "no headless browser installed"))
func pageSwitchesAndFilterWorkInABrowser() throws {
  let entries = [
    GalleryPage.Entry(
      screen: "main", device: "Phone A", family: .phone, orientation: "portrait", file: "a.svg",
      svg: drawing(fill: "#8e8e93")),
    GalleryPage.Entry(
      screen: "main", device: "Pad B", family: .pad, orientation: "landscape", file: "b.svg",
      svg: drawing(fill: "#5856d6")),
    GalleryPage.Entry(
      screen: "main", device: "Pad C", family: .pad, orientation: "portrait", file: "c.svg",
      svg: drawing(fill: "#ff9500")),
  ]
  let report = try SelfTestReport.run(GalleryPage(title: "Test", entries: entries).html())
  #expect(report.drawings == 3)
  #expect(report.rendered == 3, "blank drawings: \(report.blank)")
  for (overlay, _) in GalleryPage.overlays {
    let entry = try #require(report.overlays[overlay])
    #expect(entry.drawn && entry.hidden && entry.changed && entry.restored, "\(overlay): \(entry)")
  }
  #expect(report.filter["all"]?.shown == 3)
  #expect(report.filter["phone"]?.shown == 1 && report.filter["phone"]?.others == 0)
  #expect(report.filter["pad"]?.shown == 2 && report.filter["pad"]?.others == 0)
}

@Test(
  "A blank drawing is reported as blank", .enabled(if: HeadlessBrowser.shouldRun, "no browser"))
func blankDrawingIsReported() throws {
  let blank = """
    <svg xmlns="http://www.w3.org/2000/svg" class="bezel-layout" viewBox="0 0 100 200" \
    width="100" height="200"><g class="views"></g></svg>
    """
  let entries = [
    GalleryPage.Entry(
      screen: "main", device: "Phone A", family: .phone, orientation: "portrait", file: "a.svg",
      svg: blank)
  ]
  let report = try SelfTestReport.run(GalleryPage(title: "Test", entries: entries).html())
  #expect(report.rendered == 0)
  #expect(report.blank == ["Phone A portrait"])
}
