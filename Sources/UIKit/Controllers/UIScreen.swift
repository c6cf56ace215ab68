import Foundation

/// A display: its size in points and its scale.
@MainActor @preconcurrency
open class UIScreen: NSObject {
  public let bounds: CGRect
  public let scale: CGFloat
  public let nativeScale: CGFloat
  /// What the screen knows of its device: orientation, refresh rate, brightness, traits
  /// (`UIScreen+Device.swift`).
  package var facts = ScreenFacts()

  package init(bounds: CGRect, scale: CGFloat) {
    self.bounds = bounds
    self.scale = scale
    self.nativeScale = scale
    super.init()
  }

  /// The main screen: the screen of the window being set up or laid out, else the default
  /// screen, an iPhone 16 in portrait (`UIScreen.default`).
  ///
  /// A window's context is current while the window installs its root view controller and lays
  /// out and while a host sets it up, so a `loadView` that sizes its view to the main screen gets
  /// the screen of the device it is shown on, whatever other windows other tasks host meanwhile.
  /// Apple deprecates it in iOS 16 for the screen of the window scene
  /// (https://developer.apple.com/documentation/uikit/uiscreen/main).
  open class var main: UIScreen { WindowContext.currentScreen }
}
