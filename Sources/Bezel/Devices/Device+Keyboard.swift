import UIKit

extension Device {
  /// The height of the software keyboard in `orientation`: what the stock English keyboard
  /// covers at the bottom of the screen, the strip below the keys on home-indicator devices
  /// included, with or without the predictive (suggestion) bar; nil on Apple TV.
  ///
  /// Measured with the bar (DF-SPECS `portraitKeyboardHeight`/`landscapeKeyboardHeight`, a text
  /// field's `keyboardFrameEnd` on Xcode 26.6 simulators, iOS 26):
  ///
  /// - iPhone with a home indicator, under 414 wide: 335 in portrait, 208 in landscape (iPhone
  ///   16, 16 Pro, 17, 17 Pro, 17e);
  /// - iPhone with a home indicator, 414 or wider: 345 and 208 (iPhone 16 Plus, 16 Pro Max,
  ///   17 Pro Max, Air);
  /// - iPhone with a home button: 260 and 206 (iPhone SE, 3rd generation);
  /// - iPad 744 wide: 340 and 428 (iPad mini, A17 Pro); 820 wide: 337 and 422 (iPad 10th
  ///   generation, iPad Air 11-inch); 834 wide: 340 and 428 (iPad Pro 11-inch, M4); 1024 or 1032
  ///   wide: 403 and 498 (iPad Pro 13-inch, M4; iPad Air 13-inch).
  ///
  /// Models, said so in `keyboardHeightSource`: other screens take the row of their kind and
  /// nearest width (the 320-wide and Plus home-button iPhones take the SE's; the 768- and
  /// 810-wide iPads the 820 row); every era takes the iOS 26 heights. Without the predictive
  /// bar an iPhone's keyboard is 44 points shorter (the SE's 260 and 206 less 44 are the
  /// keys-only 216 and 162 long published for these phones, and 335 − 44 = 291 is the iPhone X
  /// keyboard without the bar); an iPad keeps its height, its bar holding the shortcuts that
  /// stay when predictive text is off.
  public func keyboardHeight(
    in orientation: Orientation, predictiveBar: Bool = true, era: OSEra = .default
  ) -> CGFloat? {
    guard let row = keyboardRow else { return nil }
    var height = orientation.isLandscape ? row.landscape : row.portrait
    if !predictiveBar, idiom == .phone { height -= Self.predictiveBarHeight }
    return height
  }

  /// Where `keyboardHeight(in:predictiveBar:era:)`'s value comes from.
  public func keyboardHeightSource(predictiveBar: Bool = true, era: OSEra = .default) -> Source? {
    guard let row = keyboardRow else { return nil }
    var citation = "\(Cite.dfSpecs) \(row.measuredOn)"
    if !row.measured(for: self) { citation += "; a model: the nearest measured screen's" }
    if era < .iOS26 { citation += "; a model before iOS 26: the iOS 26 height" }
    if !predictiveBar, idiom == .phone {
      citation += "; less the 44-point predictive bar (a model)"
    }
    return Source(citation, era: era)
  }

  /// The predictive bar's height on an iPhone, a model (see `keyboardHeight`).
  static let predictiveBarHeight: CGFloat = 44

  private var keyboardRow: KeyboardRow? {
    let width = screenSize.width
    switch idiom {
    case .phone:
      let hasHomeIndicator = screenSize.height / width > 2
      guard hasHomeIndicator else { return .homeButtonPhone }
      return width < 414 ? .phone : .largePhone
    case .pad:
      if width >= 1000 { return .largePad }
      if width < 780 { return width < 760 ? .miniPad : .pad820 }
      return width < 827 ? .pad820 : .pad834
    default:
      return nil
    }
  }
}

/// One measured keyboard row of `Device.keyboardHeight`.
private struct KeyboardRow {
  var portrait: CGFloat
  var landscape: CGFloat
  var measuredOn: String
  /// The portrait screen widths and heights the row was measured on.
  var screens: [CGSize]

  func measured(for device: Device) -> Bool { screens.contains(device.screenSize) }

  static let phone = KeyboardRow(
    portrait: 335, landscape: 208, measuredOn: "iPhone 16, 16 Pro, 17, 17 Pro, 17e",
    screens: [
      CGSize(width: 393, height: 852), CGSize(width: 402, height: 874),
      CGSize(width: 390, height: 844),
    ])
  static let largePhone = KeyboardRow(
    portrait: 345, landscape: 208, measuredOn: "iPhone 16 Plus, 16 Pro Max, 17 Pro Max, Air",
    screens: [
      CGSize(width: 430, height: 932), CGSize(width: 440, height: 956),
      CGSize(width: 420, height: 912),
    ])
  static let homeButtonPhone = KeyboardRow(
    portrait: 260, landscape: 206, measuredOn: "iPhone SE (3rd generation)",
    screens: [CGSize(width: 375, height: 667)])
  static let miniPad = KeyboardRow(
    portrait: 340, landscape: 428, measuredOn: "iPad mini (A17 Pro)",
    screens: [CGSize(width: 744, height: 1133)])
  static let pad820 = KeyboardRow(
    portrait: 337, landscape: 422, measuredOn: "iPad (10th generation), iPad Air 11-inch",
    screens: [CGSize(width: 820, height: 1180)])
  static let pad834 = KeyboardRow(
    portrait: 340, landscape: 428, measuredOn: "iPad Pro 11-inch (M4)",
    screens: [CGSize(width: 834, height: 1210)])
  static let largePad = KeyboardRow(
    portrait: 403, landscape: 498, measuredOn: "iPad Pro 13-inch (M4), iPad Air 13-inch",
    screens: [CGSize(width: 1024, height: 1366), CGSize(width: 1032, height: 1376)])
}
