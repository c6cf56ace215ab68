import Foundation
import Testing
import UIKit

/// What a view derives from its chain of superviews — its window, its layout direction, whether
/// it descends from another view — follows every change to the chain.
@MainActor
struct AncestryTests {
  @Test func aViewIsInTheWindowOfItsAncestors() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let container = UIView()
    let child = UIView()
    container.addSubview(child)
    #expect(child.window == nil)
    window.addSubview(container)
    #expect(child.window === window)
    #expect(window.window === window)
    container.removeFromSuperview()
    #expect(child.window == nil)
  }

  @Test func aViewLeavesTheWindowThatIsDeallocated() {
    var window: UIWindow? = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let child = UIView()
    window?.addSubview(child)
    #expect(child.window != nil)
    window = nil
    #expect(child.window == nil)
    #expect(child.superview == nil)
  }

  @Test func descendantsAreFoundThroughEveryLevel() {
    let root = UIView()
    let middle = UIView()
    let leaf = UIView()
    let other = UIView()
    root.addSubview(middle)
    middle.addSubview(leaf)
    #expect(leaf.isDescendant(of: root))
    #expect(leaf.isDescendant(of: leaf))
    #expect(!root.isDescendant(of: leaf))
    #expect(!leaf.isDescendant(of: other))
    // A view cannot become a subview of its own descendant.
    leaf.addSubview(root)
    #expect(root.superview == nil)
    #expect(leaf.subviews.isEmpty)
  }

  @Test func aMovedViewTakesTheLayoutDirectionOfItsNewSuperview() {
    let rightToLeft = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    rightToLeft.semanticContentAttribute = .forceRightToLeft
    let leftToRight = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let card = UIView()
    let label = UIView()
    card.addSubview(label)
    rightToLeft.addSubview(card)
    #expect(label.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    leftToRight.addSubview(card)
    #expect(label.effectiveUserInterfaceLayoutDirection == .leftToRight)
    card.semanticContentAttribute = .forceRightToLeft
    #expect(label.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    card.semanticContentAttribute = .unspecified
    leftToRight.semanticContentAttribute = .forceRightToLeft
    #expect(label.effectiveUserInterfaceLayoutDirection == .rightToLeft)
  }

  @Test func leadingConstraintsFollowTheDirectionOfTheNewSuperview() {
    let rightToLeft = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    rightToLeft.semanticContentAttribute = .forceRightToLeft
    let leftToRight = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    let label = UIView()
    label.translatesAutoresizingMaskIntoConstraints = false
    card.addSubview(label)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 10),
      label.widthAnchor.constraint(equalToConstant: 30),
      label.topAnchor.constraint(equalTo: card.topAnchor),
      label.heightAnchor.constraint(equalToConstant: 10),
    ])
    rightToLeft.addSubview(card)
    rightToLeft.layoutIfNeeded()
    #expect(label.frame == CGRect(x: 60, y: 0, width: 30, height: 10))
    leftToRight.addSubview(card)
    leftToRight.layoutIfNeeded()
    #expect(label.frame == CGRect(x: 10, y: 0, width: 30, height: 10))
  }
}
