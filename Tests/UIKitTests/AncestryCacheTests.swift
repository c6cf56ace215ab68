import Foundation
import Testing

@testable import UIKit

/// The ancestry cache of a view is cleared only by changes to its own tree: a view deallocated
/// anywhere else leaves it alone, and the deallocation of its tree's root is seen.
@MainActor
struct AncestryCacheTests {
  @Test func aViewDeallocatedElsewhereLeavesTheCacheCurrent() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let child = UIView()
    window.addSubview(child)
    #expect(child.window === window)
    #expect(child.ancestryCacheIsTrusted)
    do { _ = UIView() }
    #expect(child.ancestryCacheIsTrusted)
  }

  @Test func aDeallocatedRootGivesItsSurvivingGrandchildrenANewRootAndDirection() {
    var root: UIView? = UIView()
    root?.semanticContentAttribute = .forceRightToLeft
    let child = UIView()
    let grandchild = UIView()
    root?.addSubview(child)
    child.addSubview(grandchild)
    #expect(grandchild.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    root = nil
    #expect(child.superview == nil)
    #expect(grandchild.rootView === child)
    #expect(grandchild.effectiveUserInterfaceLayoutDirection == .leftToRight)
  }
}
