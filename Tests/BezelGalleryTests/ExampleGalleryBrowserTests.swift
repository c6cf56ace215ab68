import Bezel
import BezelGallery
import BezelScene
import Foundation
import Testing

/// The bundled example's gallery, every device and orientation, opened in a real browser.
@MainActor
@Test(
  "Every drawing of the bundled example's gallery renders, and every overlay switch changes one",
  .enabled(if: HeadlessBrowser.shouldRun, "no headless browser installed"))
func exampleGalleryRendersEveryDeviceInABrowser() throws {
  let scene = Scene.bagelTimes
  let layouts = SceneGallery.layouts(of: scene, on: DeviceCatalog.all)
  let entries = try layouts.map { try SceneGallery.draw($0, of: scene).entry }
  let report = try SelfTestReport.run(GalleryPage(title: scene.name, entries: entries).html())
  #expect(report.drawings == layouts.count)
  #expect(report.rendered == layouts.count, "blank drawings: \(report.blank.prefix(10))")
  for (overlay, _) in GalleryPage.overlays {
    let entry = try #require(report.overlays[overlay])
    #expect(entry.drawn && entry.hidden && entry.changed && entry.restored, "\(overlay): \(entry)")
  }
  let phones = layouts.filter { $0.device.idiom == .phone }.count
  let pads = layouts.filter { $0.device.idiom == .pad }.count
  #expect(report.filter["phone"]?.shown == phones && report.filter["phone"]?.others == 0)
  #expect(report.filter["pad"]?.shown == pads && report.filter["pad"]?.others == 0)
  #expect(report.filter["all"]?.shown == layouts.count)
}
