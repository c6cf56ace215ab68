import BezelGallery
import Testing

@Test func fileNamesAreLowercaseSlugs() {
  #expect(
    GalleryPage.fileName(
      screen: "Article", device: "iPad Pro (11-inch) (4th generation)", orientation: "portrait")
      == "svg/article/ipad-pro-11-inch-4th-generation-portrait.svg")
  #expect(
    GalleryPage.fileName(screen: "", device: "iPhone 16", orientation: "landscape")
      == "svg/untitled/iphone-16-landscape.svg")
}

private func entry(_ device: String, _ family: GalleryPage.Family, screen: String = "main")
  -> GalleryPage.Entry
{
  GalleryPage.Entry(
    screen: screen, device: device, family: family, orientation: "portrait", file: "x.svg",
    svg: "<svg class=\"bezel-layout\"><g class=\"views\"/></svg>")
}

@Test func pageEscapesNamesAndOffersOnlyTheFamiliesItShows() {
  let html = GalleryPage(title: "A <b> & \"c\"", entries: [entry("Phone <1>", .phone)]).html()
  #expect(html.contains("<title>A &lt;b&gt; &amp; &quot;c&quot;</title>"))
  #expect(html.contains("data-device=\"Phone &lt;1&gt;\""))
  #expect(html.contains("value=\"phone\""))
  #expect(!html.contains("value=\"pad\""))
  #expect(!html.contains("value=\"tv\""))
}

@Test func pageGroupsDrawingsByScreenInFirstSeenOrder() {
  let page = GalleryPage(
    title: "T",
    entries: [
      entry("A", .phone, screen: "list"), entry("B", .pad, screen: "article"),
      entry("C", .pad, screen: "list"),
    ])
  #expect(page.screens == ["list", "article"])
  let html = page.html()
  let list = html.range(of: "data-screen=\"list\"")!.lowerBound
  let article = html.range(of: "data-screen=\"article\"")!.lowerBound
  let deviceC = html.range(of: "data-device=\"C\"")!.lowerBound
  #expect(list < deviceC && deviceC < article)
}
