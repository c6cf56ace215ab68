import UIKit

// The host's window scene and device: what `UIApplication.shared`, `UIDevice.current` and
// `UIScreen` answer inside the host's work.
//
// Each host is an app on a device of its own (`SystemState`): its scene is the one scene of that
// app, its window the app's key window, so hosts in tests that run in parallel never see each
// other's scenes, windows, state or device. `UIApplication.shared.keyWindow`, `windows` and
// `connectedScenes` answer for the host whose work is under way (inside `perform`, its layout,
// the events it delivers); read outside every host, they answer for windows made there, never a
// host's.
extension DeviceHost {
  /// What `UIDevice.current` reports for `device` on `era` held in `orientation`.
  static func deviceFacts(_ device: Device, _ era: OSEra, _ orientation: Orientation)
    -> DeviceFacts
  {
    let major = era.reportedMajorVersion
    // iPads report "iPadOS" from iPadOS 15 on (react-native-device-info issue 1358, defold
    // pull request 6351: iPads on 15.x report "iPadOS" where they reported "iOS").
    let systemName =
      switch device.idiom {
      case .pad where major >= 15: "iPadOS"
      case .tv: "tvOS"
      default: "iOS"
      }
    return DeviceFacts(
      userInterfaceIdiom: device.idiom, model: device.model, name: device.name,
      systemName: systemName, systemVersion: era.systemVersion,
      orientation: orientation.deviceOrientation,
      hasProximitySensor: device.idiom == .phone && device.model == "iPhone")
  }

  /// A window scene for the app of the current context, as the app's configuration for the
  /// application role makes it.
  static func makeScene() -> UIWindowScene {
    let configuration = UISceneConfiguration(
      name: "Default Configuration", sessionRole: .windowApplication)
    let session = UISceneSession(
      role: .windowApplication, configuration: configuration,
      persistentIdentifier: "Bezel-Scene-1")
    return UIWindowScene(session: session, connectionOptions: UIScene.ConnectionOptions())
  }

  /// Puts the window in the scene and connects the scene, active in the foreground, as a
  /// launched app's scene is when a test first looks at it.
  func joinScene() {
    window.windowScene = windowScene
    windowScene.connectActive()
    // A geometry request turns the host (`requestGeometryUpdate(_:errorHandler:)`).
    windowScene.geometryRequestHandler = { [weak self] orientation in
      guard let self, let target = Orientation(orientation) else { return }
      self.rotate(to: target)
    }
  }

  /// Gives the scene, the screen and the device the host's orientation and traits.
  func configureScene() {
    let screen = window.screen
    screen.facts.interfaceOrientation = orientation.interfaceOrientation
    screen.facts.naturalSize = device.screenSize
    screen.facts.maximumFramesPerSecond = device.maximumFramesPerSecond
    screen.facts.traitCollection = windowTraits
    // Other windows of the scene move to the new screen too; one that filled the screen keeps
    // filling it, as the scene resizes its windows.
    let previousBounds = windowScene.hostedScreen?.bounds
    for other in windowScene.windows where other !== window {
      if let previousBounds, other.frame == previousBounds {
        other.frame = screen.bounds
      }
      other.screen = screen
    }
    windowScene.hostedScreen = screen
    windowScene.hostedInterfaceOrientation = orientation.interfaceOrientation
    windowScene.hostedTraitCollection = windowTraits
    windowScene.deviceStatusBarHeight = device.statusBarHeight(in: orientation, era: era)
    windowScene.supportsResizing = device.idiom == .pad
    system.device.orientation = orientation.deviceOrientation
  }

  /// The scene's geometry and traits, before a change.
  struct SceneGeometry {
    var coordinateSpace: any UICoordinateSpace
    var interfaceOrientation: UIInterfaceOrientation
    var traitCollection: UITraitCollection
  }

  var sceneGeometry: SceneGeometry {
    SceneGeometry(
      coordinateSpace: windowScene.coordinateSpace,
      interfaceOrientation: windowScene.interfaceOrientation,
      traitCollection: windowScene.traitCollection)
  }

  /// Tells what a rotation or a change of traits changed: the scene's delegate
  /// (`windowScene(_:didUpdate:interfaceOrientation:traitCollection:)`), the device's
  /// orientation observers while the app generates orientation notifications, and the text size
  /// observers.
  func sceneDidUpdate(from before: SceneGeometry) {
    let orientationChanged = before.interfaceOrientation != windowScene.interfaceOrientation
    let category = windowScene.traitCollection.preferredContentSizeCategory
    let categoryChanged = before.traitCollection.preferredContentSizeCategory != category
    let sizeChanged = before.coordinateSpace.bounds != windowScene.coordinateSpace.bounds
    guard
      orientationChanged || categoryChanged || sizeChanged
        || !before.traitCollection.isEqual(windowScene.traitCollection)
    else { return }
    perform {
      (windowScene.delegate as? any UIWindowSceneDelegate)?.windowScene(
        windowScene, didUpdate: before.coordinateSpace,
        interfaceOrientation: before.interfaceOrientation,
        traitCollection: before.traitCollection)
      if orientationChanged, UIDevice.current.isGeneratingDeviceOrientationNotifications {
        NotificationCenter.default.post(
          name: UIDevice.orientationDidChangeNotification, object: UIDevice.current)
      }
      if categoryChanged {
        NotificationCenter.default.post(
          name: UIContentSizeCategory.didChangeNotification, object: UIApplication.shared,
          userInfo: [UIContentSizeCategory.newValueUserInfoKey: category])
      }
    }
  }
}
