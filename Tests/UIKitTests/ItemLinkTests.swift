import Testing

@testable import UIKit

/// What UIKit holds weakly — a constraint's items, a guide's owning view, a recognizer's view, a
/// scene's windows, a subview's superview — reads nil once the object is freed, and does not
/// keep it alive.
@MainActor
struct ItemLinkTests {
  @Test func aConstraintMadeFromAnchorsLosesItsItemsWhenTheyAreFreed() {
    var constraint: NSLayoutConstraint?
    weak var weakFirst: UIView?
    do {
      let first = UIView()
      let second = UIView()
      constraint = first.widthAnchor.constraint(equalTo: second.widthAnchor)
      #expect(constraint?.firstItem === first)
      #expect(constraint?.secondItem === second)
      weakFirst = first
    }
    #expect(weakFirst == nil)
    #expect(constraint?.firstItem == nil)
    #expect(constraint?.secondItem == nil)
  }

  @Test func aConstraintMadeFromViewsLosesItsItemsWhenTheyAreFreed() {
    var constraint: NSLayoutConstraint?
    do {
      let first = UIView()
      let second = UIView()
      constraint = NSLayoutConstraint(
        item: first, attribute: .leading, relatedBy: .equal, toItem: second,
        attribute: .trailing, multiplier: 1, constant: 8)
      #expect(constraint?.firstItem === first)
      #expect(constraint?.secondItem === second)
    }
    #expect(constraint?.firstItem == nil)
    #expect(constraint?.secondItem == nil)
    // The attributes and numbers stay as they were made.
    #expect(constraint?.firstAttribute == .leading)
    #expect(constraint?.secondAttribute == .trailing)
    #expect(constraint?.constant == 8)
  }

  @Test func aSubviewKeptAfterItsSuperviewIsFreedHasNoSuperview() {
    let child = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
    weak var weakParent: UIView?
    do {
      let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      parent.addSubview(child)
      parent.layoutIfNeeded()
      #expect(child.superview === parent)
      weakParent = parent
    }
    #expect(weakParent == nil)
    #expect(child.superview == nil)
    #expect(child.window == nil)
    // The child is the root of its own tree now.
    let other = UIView()
    child.addSubview(other)
    #expect(other.window == nil)
    #expect(child.isDescendant(of: child))
  }

  @Test func aGuideKeptAfterItsOwningViewIsFreedHasNoOwnerAndAZeroFrame() {
    var guide: UILayoutGuide?
    var marginsGuide: UILayoutGuide?
    do {
      let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
      let added = UILayoutGuide()
      view.addLayoutGuide(added)
      guide = added
      marginsGuide = view.layoutMarginsGuide
      view.layoutIfNeeded()
      // The default margins are 8 on every side (UIView.h, `layoutMargins`).
      #expect(marginsGuide?.layoutFrame == CGRect(x: 8, y: 8, width: 184, height: 84))
      #expect(added.owningView === view)
    }
    #expect(guide?.owningView == nil)
    #expect(marginsGuide?.owningView == nil)
    #expect(marginsGuide?.layoutFrame == .zero)
  }

  @Test func aRecognizerKeptAfterItsViewIsFreedHasNoView() {
    let recognizer = UITapGestureRecognizer()
    weak var weakView: UIView?
    do {
      let view = UIView()
      view.addGestureRecognizer(recognizer)
      #expect(recognizer.view === view)
      weakView = view
    }
    #expect(weakView == nil)
    #expect(recognizer.view == nil)
  }

  @Test func aScrollViewIsFreedWhileItsPanRecognizerIsKept() {
    var pan: UIPanGestureRecognizer?
    weak var weakScrollView: UIScrollView?
    do {
      let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      pan = scrollView.panGestureRecognizer
      weakScrollView = scrollView
    }
    #expect(weakScrollView == nil)
    #expect(pan?.view == nil)
  }

  @Test func aFreedWindowLeavesItsSceneAndIsNoLongerKey() {
    inOwnSystem { _ in
      let session = UISceneSession(
        role: .windowApplication,
        configuration: UISceneConfiguration(name: nil, sessionRole: .windowApplication),
        persistentIdentifier: "links")
      let scene = UIWindowScene(session: session, connectionOptions: UIScene.ConnectionOptions())
      scene.connect()
      let kept = UIWindow(windowScene: scene)
      weak var weakWindow: UIWindow?
      do {
        let window = UIWindow(windowScene: scene)
        window.makeKeyAndVisible()
        #expect(UIApplication.shared.keyWindow === window)
        #expect(scene.windows == [kept, window])
        weakWindow = window
      }
      #expect(weakWindow == nil)
      #expect(scene.windows == [kept])
      #expect(UIApplication.shared.keyWindow == nil)
    }
  }
}
