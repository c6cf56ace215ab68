import Testing
import UIKit

/// View controllers and windows as layout code uses them.
@MainActor
struct ViewControllerTests {
  @Test func rootViewControllerSizesTheViewAtOnce() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let controller = UIViewController()
    window.rootViewController = controller
    // No layout pass: setting the root view controller installs the view and sizes it to the
    // window's bounds synchronously.
    #expect(controller.view.superview === window)
    #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
  }

  @Test func viewLoadsOnFirstAccess() {
    let controller = UIViewController()
    #expect(!controller.isViewLoaded)
    let view: UIView? = controller.view
    #expect(view != nil)
    #expect(controller.isViewLoaded)
    #expect(controller.view === view)
  }

  @Test func defaultViewFillsTheMainScreen() {
    // UIViewController's loadView makes a view the size of the main screen.
    #expect(UIViewController().view.frame == UIScreen.main.bounds)
  }

  @Test func loadViewOverrideSuppliesTheView() {
    let controller = ContentViewController()
    #expect(controller.view is TestView)
    #expect(controller.content.superview === controller.view)
  }

  @Test func layoutGuideConstraintsGoOnTheControllersView() {
    let controller = ContentViewController()
    let view: UIView = controller.view
    // Both constraints made in viewDidLoad relate the content to the view or to a guide the
    // view owns.
    #expect(view.constraints.count == 2)
    #expect(controller.content.constraints.isEmpty)
  }

  @Test func contentIsLaidOutBelowTheTopLayoutGuide() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let controller = ContentViewController()
    window.rootViewController = controller
    window.layoutIfNeeded()
    // No bars: the top layout guide's bottom is the view's top, so y = 0 + 8; x = 16; the
    // content keeps its intrinsic size, 100 × 40.
    #expect(controller.content.frame == CGRect(x: 16, y: 8, width: 100, height: 40))
  }

  @Test func layoutSubviewsOverrideRuns() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let controller = ContentViewController()
    window.rootViewController = controller
    window.layoutIfNeeded()
    let view = controller.view as? TestView
    #expect((view?.layoutPasses ?? 0) >= 1)
  }
}
