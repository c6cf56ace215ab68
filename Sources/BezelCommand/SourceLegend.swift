/// What the source keys in `bezel devices` stand for, in brief; `docs/sources.md` gives each in
/// full with its address.
enum SourceLegend {
  static let entries: [(key: String, meaning: String)] = [
    ("DIM", "iOS 14.4, 15.0 and 16.2 simulators measured by marcbouchenoire/dimmmensions"),
    ("SST", "pointfreeco/swift-snapshot-testing's device configurations"),
    ("DF-SPECS", "flutter_device_preview's device specs, probed on Xcode 26.6 simulators"),
    ("DF", "flutter_device_preview's hand-typed device catalog"),
    ("HIG", "Apple Human Interface Guidelines, Layout"),
    ("WWDC18-235", "WWDC 2018 session 235, UIKit: Apps for Every Size and Shape"),
    ("TINDER", "Tinder/Layout's snapshot configurations"),
    ("PIN-RM", "PinLayout's readable-margin tests"),
    ("POVIO", "PovioKit's window tests"),
    ("ASSETSPICKER", "AssetsPickerViewController's device table"),
    ("FPSAFE", "FlutterPrograms' safe-area header"),
    ("TEMOKI", "temoki/UIKit_DynamicType's measurements"),
    ("FLUTTER-120682", "Flutter issue 120682"),
    ("GK-67", "GKNavigationBar issue 67"),
    ("GK-47", "GKNavigationBarViewController pull request 47"),
    ("ONSEN-3083", "OnsenUI issue 3083"),
    ("MACGURU", "iPad Split View and Slide Over sizes (gist by macguru)"),
    ("DEVPREVIEW", "device_preview's presets"),
    ("CNB", "notes on WWDC 2018 session 235 with measured values (cnblogs)"),
    ("CSL", "csl.cool, iOS layout adaptation"),
    ("UYL-X", "Use Your Loaf, Supporting iPhone X"),
    ("HACK-14", "Geoff Hackworth on the iPhone 14 screen sizes"),
    ("HACK-iPad12", "Geoff Hackworth on iPad bar heights in iOS 12"),
    ("HACK-iPadPro", "Geoff Hackworth on the 11 and 12.9-inch iPads Pro"),
    ("KR", "gurongkang/KRTestLayout, iPhone 8 and X measured on iOS 11"),
    ("PIN-SA", "PinLayout's safe-area tests"),
    ("UYL-readable", "Use Your Loaf, Readable content guides"),
    ("STACKGUIDES", "the HIG's toolbar heights, as quoted on stackguides.com"),
    ("MEDIENMONSTER", "tvOS design guidelines (safe area)"),
    ("IMORE", "iMore, Designing Apple TV apps"),
    ("JAZZYCHAD", "iPad multitasking size classes (jazzychad)"),
    ("SO52317545", "Stack Overflow 52317545, size classes of the iPhone X models"),
    ("TN2154", "Apple Technical Note TN2154"),
  ]

  /// The legend lines for the keys that occur in `text`, in the legend's order.
  static func lines(for text: String) -> [String] {
    let words = Set(
      text.split { !($0.isLetter || $0.isNumber || $0 == "-") }.map(String.init))
    let used = entries.filter { words.contains($0.key) }
    guard !used.isEmpty else { return [] }
    let width = used.map(\.key.count).max() ?? 0
    return ["Sources (docs/sources.md gives each in full):"]
      + used.map {
        "  " + $0.key.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + $0.meaning
      }
  }
}
