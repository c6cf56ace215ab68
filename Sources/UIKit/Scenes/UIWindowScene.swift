import Foundation

/// A scene that shows windows on a screen (UIWindowScene.h).
///
/// A host sets its screen, interface orientation, traits and status bar from its device; a
/// scene made by hand reports the main screen in portrait with the default traits.
@MainActor @preconcurrency
open class UIWindowScene: UIScene, UITraitEnvironment {
  /// The scene's windows, in the order they joined it.
  private var windowReferences: [WeakWindow] = []
  /// The screen, orientation and traits a host gives the scene.
  package var hostedScreen: UIScreen?
  package var hostedInterfaceOrientation = UIInterfaceOrientation.portrait
  package var hostedTraitCollection: UITraitCollection?
  /// The height of the status bar the device shows in the scene's orientation; 0 where it shows
  /// none (iPhones in landscape).
  package var deviceStatusBarHeight: CGFloat = 0
  /// Whether windows of the scene can be resized (iPad windowing).
  package var supportsResizing = false
  /// Turns the hosted scene to an orientation, for geometry requests
  /// (`UIWindowScene+GeometryRequest.swift`); set by the host.
  package var geometryRequestHandler: ((UIInterfaceOrientation) -> Void)?
  /// The orientations the last geometry request allowed.
  var requestedOrientations: UIInterfaceOrientationMask?
  private lazy var storedStatusBarManager = UIStatusBarManager(scene: self)
  private lazy var storedSizeRestrictions = UISceneSizeRestrictions(scene: self)

  public override init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
    super.init(session: session, connectionOptions: connectionOptions)
  }

  /// The screen that shows the scene.
  open var screen: UIScreen { hostedScreen ?? UIScreen.main }

  /// The orientation of the scene's interface.
  open var interfaceOrientation: UIInterfaceOrientation { hostedInterfaceOrientation }

  /// The scene's traits: the device's size classes, idiom, scale and the user's settings.
  open var traitCollection: UITraitCollection {
    hostedTraitCollection ?? UITraitCollection.defaultTraits
  }

  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

  /// The scene's coordinate space: its screen's, in the interface orientation.
  open var coordinateSpace: any UICoordinateSpace { screen.coordinateSpace }

  /// The scene's windows from back to front: by `windowLevel`, windows of one level in the order
  /// they joined the scene (a model: UIKit documents no order within a level).
  open var windows: [UIWindow] {
    let windows = windowReferences.compactMap(\.window)
    return windows.enumerated().sorted {
      ($0.element.windowLevel.rawValue, $0.offset) < ($1.element.windowLevel.rawValue, $1.offset)
    }.map(\.element)
  }

  /// The scene's key window (iOS 15).
  open var keyWindow: UIWindow? {
    windowReferences.lazy.compactMap(\.window).first { $0.isKeyWindow }
  }

  /// What the status bar shows over the scene.
  open var statusBarManager: UIStatusBarManager? { storedStatusBarManager }

  /// The limits on the scene's size, where the system lets windows be resized: on iPad, nil
  /// elsewhere ("The system provides this object only when it supports variable-sized
  /// windows", UISceneSizeRestrictions).
  open var sizeRestrictions: UISceneSizeRestrictions? {
    supportsResizing ? storedSizeRestrictions : nil
  }

  /// The scene's geometry now (iOS 16).
  open var effectiveGeometry: UIWindowScene.Geometry {
    Geometry(
      systemFrame: screen.bounds, interfaceOrientation: interfaceOrientation,
      coordinateSpace: coordinateSpace)
  }

  /// Adds `window` to the scene's windows, once.
  package func attach(_ window: UIWindow) {
    windowReferences.removeAll { $0.window == nil || $0.window === window }
    windowReferences.append(WeakWindow(window: window))
  }

  /// Removes `window` from the scene's windows.
  package func detach(_ window: UIWindow) {
    windowReferences.removeAll { $0.window == nil || $0.window === window }
  }

  /// The geometry of a window scene (UIWindowScene.h, `UIWindowSceneGeometry`).
  @MainActor @preconcurrency
  open class Geometry: NSObject {
    /// The scene's frame in the system's coordinates: the screen's bounds, as a full-screen
    /// scene fills it.
    public let systemFrame: CGRect
    public let interfaceOrientation: UIInterfaceOrientation
    /// The scene's coordinate space (iOS 26).
    public let coordinateSpace: any UICoordinateSpace
    /// Whether the user is resizing the scene: never on a hosted device.
    public let isInteractivelyResizing = false

    package init(
      systemFrame: CGRect, interfaceOrientation: UIInterfaceOrientation,
      coordinateSpace: any UICoordinateSpace
    ) {
      self.systemFrame = systemFrame
      self.interfaceOrientation = interfaceOrientation
      self.coordinateSpace = coordinateSpace
      super.init()
    }
  }
}

/// The delegate of a window scene: a scene delegate that holds the scene's window.
@MainActor @preconcurrency
public protocol UIWindowSceneDelegate: UISceneDelegate {
  /// The scene's main window.
  var window: UIWindow? { get set }
  /// Tells the delegate that the scene's orientation, traits or coordinate space changed.
  func windowScene(
    _ windowScene: UIWindowScene,
    didUpdate previousCoordinateSpace: any UICoordinateSpace,
    interfaceOrientation previousInterfaceOrientation: UIInterfaceOrientation,
    traitCollection previousTraitCollection: UITraitCollection)
}

extension UIWindowSceneDelegate {
  public var window: UIWindow? {
    get { nil }
    set {}
  }

  public func windowScene(
    _ windowScene: UIWindowScene,
    didUpdate previousCoordinateSpace: any UICoordinateSpace,
    interfaceOrientation previousInterfaceOrientation: UIInterfaceOrientation,
    traitCollection previousTraitCollection: UITraitCollection
  ) {}
}

/// A window held by its link: nil once the window is freed.
private struct WeakWindow {
  /// The window's link, where a weak reference would give the window a side table
  /// (`LayoutItemLink.swift`).
  private let link: LayoutItemLink

  @MainActor init(window: UIWindow) {
    link = window.itemLink
  }

  /// The window, nil once it is freed.
  var window: UIWindow? { link.view(as: UIWindow.self) }
}
