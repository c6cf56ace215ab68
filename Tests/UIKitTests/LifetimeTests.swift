import Testing
import UIKit

/// Laid-out trees are freed once nothing refers to them.
@MainActor
struct LifetimeTests {
  @Test func laidOutTreeIsFreed() {
    weak var weakRoot: UIView?
    weak var weakChild: UIView?
    weak var weakConstraint: NSLayoutConstraint?
    do {
      let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      let child = addConstrainedSubview(to: root)
      let constraint = child.widthAnchor.constraint(equalTo: root.widthAnchor)
      NSLayoutConstraint.activate([
        constraint, child.heightAnchor.constraint(equalToConstant: 10),
        child.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
      ])
      root.layoutIfNeeded()
      weakRoot = root
      weakChild = child
      weakConstraint = constraint
    }
    #expect(weakRoot == nil)
    #expect(weakChild == nil)
    #expect(weakConstraint == nil)
  }

  @Test func windowAndControllerAreFreed() {
    weak var weakWindow: UIWindow?
    weak var weakController: UIViewController?
    do {
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
      let controller = UIViewController()
      window.rootViewController = controller
      let label = UILabel()
      label.text = "Hello"
      label.translatesAutoresizingMaskIntoConstraints = false
      controller.view.addSubview(label)
      label.centerXAnchor.constraint(equalTo: controller.view.safeAreaLayoutGuide.centerXAnchor)
        .isActive = true
      window.layoutIfNeeded()
      weakWindow = window
      weakController = controller
    }
    #expect(weakWindow == nil)
    #expect(weakController == nil)
  }
}
