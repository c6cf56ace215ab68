import Foundation
import QuartzCore

extension UIWindowScene {
  /// What an app asks of its scene's geometry (UIWindowScene.h, iOS 16): subclass by platform.
  @MainActor @preconcurrency
  open class GeometryPreferences: NSObject {
    public override init() {
      super.init()
    }
  }
}

extension UIWindowScene.GeometryPreferences {
  /// The interface orientations an iPhone or iPad app asks for.
  // swift-format-ignore: TypeNamesShouldBeCapitalized
  @MainActor @preconcurrency
  open class iOS: UIWindowScene.GeometryPreferences {
    open var interfaceOrientations: UIInterfaceOrientationMask = []

    public override init() {
      super.init()
    }

    public convenience init(interfaceOrientations: UIInterfaceOrientationMask) {
      self.init()
      self.interfaceOrientations = interfaceOrientations
    }
  }

  /// The frame a Mac Catalyst app asks for; an iOS scene cannot take it.
  @MainActor @preconcurrency
  open class Mac: UIWindowScene.GeometryPreferences {
    open var systemFrame: CGRect = .zero

    public override init() {
      super.init()
    }

    public convenience init(systemFrame: CGRect) {
      self.init()
      self.systemFrame = systemFrame
    }
  }
}

// A geometry request (UIWindowScene.h, `requestGeometryUpdate(_:errorHandler:)`, iOS 16): the
// scene turns to an orientation both the request and its deciding controller allow, on the
// next turn of the run loop, since the system answers asynchronously. A request no controller
// orientation meets is denied with UIKit's error ("None of the requested orientations are
// supported by the view controller", UISceneErrorDomain code 101); a Mac request on iOS is
// unsupported (code 100).
extension UIWindowScene {
  /// Asks the system to change the scene's geometry; `errorHandler` hears of a refusal.
  public func requestGeometryUpdate(
    _ geometryPreferences: UIWindowScene.GeometryPreferences,
    errorHandler: ((any Error) -> Void)? = nil
  ) {
    guard let preferences = geometryPreferences as? UIWindowScene.GeometryPreferences.iOS else {
      errorHandler?(
        UISceneError(
          .geometryRequestUnsupported,
          userInfo: [NSLocalizedDescriptionKey: "The requested geometry is not supported"]))
      return
    }
    let supported = supportedOrientations
    let allowed = preferences.interfaceOrientations.intersection(supported)
    guard !allowed.isEmpty else {
      let description =
        "None of the requested orientations are supported by the view controller. "
        + "Requested: \(preferences.interfaceOrientations.names); "
        + "Supported: \(supported.names)"
      errorHandler?(
        UISceneError(.geometryRequestDenied, userInfo: [NSLocalizedDescriptionKey: description]))
      return
    }
    requestedOrientations = allowed
    scheduleOrientationUpdate()
  }

  /// The deciding controller's supported orientations changed.
  func supportedOrientationsDidChange() {
    scheduleOrientationUpdate()
  }

  /// The orientations the key window's deciding controller and the app both allow.
  var supportedOrientations: UIInterfaceOrientationMask {
    let window = keyWindow ?? windows.first
    let app = UIApplication.shared.supportedInterfaceOrientations(for: window)
    guard let window, let decider = UIViewController.orientationDecider(of: window) else {
      return app
    }
    return app.intersection(decider.supportedInterfaceOrientations)
  }

  /// Turns the scene, on the next turn of the run loop, to the first orientation allowed by
  /// the last request and the controllers, unless it is in one already.
  private func scheduleOrientationUpdate() {
    CoreAnimationContext.current.enqueueForNextTurn { [weak self] in
      MainActor.assumeIsolated { self?.updateOrientation() }
    }
  }

  private func updateOrientation() {
    var allowed = supportedOrientations
    if let requested = requestedOrientations, !requested.intersection(allowed).isEmpty {
      allowed = requested.intersection(allowed)
    }
    guard !allowed.contains(interfaceOrientation.mask),
      let target = UIInterfaceOrientation.preferenceOrder.first(where: { allowed.contains($0.mask) }
      ),
      let handler = geometryRequestHandler
    else { return }
    handler(target)
  }
}

extension UIInterfaceOrientation {
  /// The mask of this one orientation (`1 << rawValue`, UIApplication.h).
  var mask: UIInterfaceOrientationMask { UIInterfaceOrientationMask(rawValue: 1 << UInt(rawValue)) }

  /// The order in which a scene picks among allowed orientations.
  ///
  /// A model: UIKit does not
  /// document which landscape it turns to first; this takes landscape-right, the orientation of
  /// a phone turned to the left, as the simulator's "Rotate Left" does.
  static let preferenceOrder: [UIInterfaceOrientation] = [
    .portrait, .landscapeRight, .landscapeLeft, .portraitUpsideDown,
  ]
}

extension UIInterfaceOrientationMask {
  /// The names of the orientations in the mask, as the denial message lists them.
  var names: String {
    let all: [(UIInterfaceOrientationMask, String)] = [
      (.portrait, "portrait"), (.landscapeLeft, "landscapeLeft"),
      (.landscapeRight, "landscapeRight"), (.portraitUpsideDown, "portraitUpsideDown"),
    ]
    let present = all.filter { contains($0.0) }.map(\.1)
    return present.isEmpty ? "none" : present.joined(separator: ", ")
  }
}
