import UIKit

/// A view controller described by a scene file.
struct SceneController: Sendable {
  /// What kind of controller it is, with the properties of that kind.
  indirect enum Kind: Sendable {
    /// A plain `UIViewController` with a view tree and child controllers.
    case plain(view: SceneView?, children: [SceneChild])
    /// A `UINavigationController`.
    case navigation(SceneNavigation)
    /// A `UITabBarController`.
    case tabBar(tabs: [SceneController], selected: Int)
    /// A `UISplitViewController`.
    case split(SceneSplit)
    /// A controller chosen by the device's idiom.
    case byIdiom(phone: SceneController, pad: SceneController, tv: SceneController?)
  }

  /// Where the controller's mapping starts.
  var location: SceneLocation
  var kind: Kind
  /// The name `SceneInstance.controller(named:)` finds it by.
  var name: String?
  var title: String?
  var additionalSafeAreaInsets: UIEdgeInsets?
  var viewRespectsSystemMinimumLayoutMargins: Bool?
  var prefersStatusBarHidden: Bool?
  /// The controller this one presents once the screen is shown, if any.
  var presents: ScenePresentation?

  /// The controller this one stands for on a device of `idiom`: itself, or for `byIdiom` the
  /// branch for the idiom (Apple TV takes the iPad branch unless it has its own).
  func resolved(for idiom: UIUserInterfaceIdiom) -> SceneController {
    guard case .byIdiom(let phone, let pad, let tv) = kind else { return self }
    switch idiom {
    case .phone: return phone.resolved(for: idiom)
    case .tv: return (tv ?? pad).resolved(for: idiom)
    default: return pad.resolved(for: idiom)
    }
  }
}

/// A controller presented by another once the screen is shown
/// (`present(_:animated:completion:)`, not animated).
struct ScenePresentation: Sendable {
  /// The detents a scene can give a sheet.
  enum Detent: String, Sendable, CaseIterable {
    case medium, large
  }

  /// Where the `presents:` mapping starts.
  var location: SceneLocation
  /// The presented controller's `modalPresentationStyle`.
  var style: UIModalPresentationStyle
  /// The sheet's detents, when the scene gives them; UIKit's default (`large` only) otherwise.
  var detents: [Detent]?
  /// The detent the sheet rests at, when the scene gives it.
  var selectedDetent: Detent?
  /// The presented controller, boxed: a controller holds its presentation.
  private var boxed: [SceneController]

  var controller: SceneController {
    get { boxed[0] }
    set { boxed = [newValue] }
  }

  init(
    location: SceneLocation, style: UIModalPresentationStyle, detents: [Detent]?,
    selectedDetent: Detent?, controller: SceneController
  ) {
    self.location = location
    self.style = style
    self.detents = detents
    self.selectedDetent = selectedDetent
    self.boxed = [controller]
  }
}

/// A child controller placed in a view of its parent's tree.
struct SceneChild: Sendable {
  /// The location of the `in:` value.
  var location: SceneLocation
  /// The name of the container view in the parent's tree.
  var container: String
  var controller: SceneController
}

/// A navigation controller's stack and bars.
struct SceneNavigation: Sendable {
  var viewControllers: [SceneController]
  var prefersLargeTitles: Bool?
  var navigationBarHidden: Bool?
  var toolbarHidden: Bool?
}

/// A split view controller's columns and display.
struct SceneSplit: Sendable {
  var primary: SceneController
  var secondary: SceneController?
  var style: UISplitViewController.Style
  var preferredDisplayMode: UISplitViewController.DisplayMode?
  var preferredPrimaryColumnWidthFraction: Double?
}
