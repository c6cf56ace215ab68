import Bezel
import Foundation
import Testing
import UIKit

/// `requestGeometryUpdate(_:errorHandler:)` and `supportedInterfaceOrientations` turn a hosted
/// scene, on the next turn of the run loop, to an orientation both allow (UIWindowScene,
/// iOS 16), or refuse with UIKit's error.
@MainActor
struct DeviceHostGeometryRequestTests {
  /// A controller whose supported orientations a test sets.
  final class OrientedController: UIViewController {
    var supported: UIInterfaceOrientationMask = .allButUpsideDown
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { supported }
  }

  @Test func aLandscapeRequestTurnsTheSceneOnTheNextTurn() throws {
    let host = DeviceHost(OrientedController(), on: DeviceCatalog.iPhone16Pro)
    let scene = try #require(host.window.windowScene)
    host.perform { scene.requestGeometryUpdate(.iOS(interfaceOrientations: .landscapeLeft)) }
    #expect(scene.interfaceOrientation == .portrait)
    host.runPendingWork()
    #expect(scene.interfaceOrientation == .landscapeLeft)
    // The window takes the landscape size of the 402 × 874 screen.
    #expect(host.window.bounds.size == CGSize(width: 874, height: 402))
  }

  @Test func aRequestTheControllerDoesNotSupportIsDenied() throws {
    let controller = OrientedController()
    controller.supported = .portrait
    let host = DeviceHost(controller, on: DeviceCatalog.iPhone16Pro)
    let scene = try #require(host.window.windowScene)
    var received: (any Error)?
    host.perform {
      scene.requestGeometryUpdate(.iOS(interfaceOrientations: .landscape)) { received = $0 }
    }
    host.runPendingWork()
    let error = try #require(received as? UISceneError)
    // UISceneErrorDomain code 101, geometryRequestDenied (UISceneDefinitions.h).
    #expect(error.code == .geometryRequestDenied)
    #expect((error as NSError).domain == UISceneErrorDomain)
    #expect((error as NSError).code == 101)
    #expect(scene.interfaceOrientation == .portrait)
  }

  @Test func aMacRequestIsUnsupportedOnIOS() throws {
    let host = DeviceHost(OrientedController(), on: DeviceCatalog.iPadPro11)
    let scene = try #require(host.window.windowScene)
    var received: (any Error)?
    host.perform {
      scene.requestGeometryUpdate(
        UIWindowScene.GeometryPreferences.Mac(systemFrame: .zero)
      ) { received = $0 }
    }
    #expect((received as? UISceneError)?.code == .geometryRequestUnsupported)
  }

  // A controller that stops supporting the current orientation turns the scene when it says so.
  @Test func updatingSupportedOrientationsLeavesAnUnsupportedOrientation() throws {
    let controller = OrientedController()
    let host = DeviceHost(controller, on: DeviceCatalog.iPhoneSE3, orientation: .landscapeLeft)
    let scene = try #require(host.window.windowScene)
    controller.supported = .portrait
    host.perform { controller.setNeedsUpdateOfSupportedInterfaceOrientations() }
    host.runPendingWork()
    #expect(scene.interfaceOrientation == .portrait)
    #expect(host.window.bounds.size == CGSize(width: 375, height: 667))
  }

  // "The default value is all for the iPad idiom and allButUpsideDown for the iPhone idiom."
  @Test func defaultSupportedOrientationsFollowTheIdiom() {
    let phone = DeviceHost(UIViewController(), on: DeviceCatalog.iPhoneSE3)
    let pad = DeviceHost(UIViewController(), on: DeviceCatalog.iPadPro11)
    #expect(
      phone.perform { phone.rootViewController.supportedInterfaceOrientations } == .allButUpsideDown
    )
    #expect(pad.perform { pad.rootViewController.supportedInterfaceOrientations } == .all)
  }

  // A second window that filled the screen still fills it after the scene turns.
  @Test func aFullScreenSecondWindowFollowsTheRotation() throws {
    let host = DeviceHost(UIViewController(), on: DeviceCatalog.iPhoneSE3)
    let scene = try #require(host.window.windowScene)
    let overlay = host.perform { UIWindow(windowScene: scene) }
    #expect(overlay.frame.size == CGSize(width: 375, height: 667))
    host.rotate(to: .landscapeRight)
    #expect(overlay.frame.size == CGSize(width: 667, height: 375))
  }
}
