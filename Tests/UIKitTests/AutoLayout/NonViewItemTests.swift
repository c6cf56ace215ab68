import Foundation
import Testing

@testable import UIKit

/// An item that is neither a view nor a layout guide: UIKit makes the constraint, raises
/// NSInvalidArgumentException ("Constraint items must each be a view or layout guide"), reports
/// the items it was given and, holding them weakly as it does every item since iOS 10, forgets
/// each once it is freed.
@MainActor
struct NonViewItemTests {
  @Test func aConstraintReportsTheObjectsItWasMadeWith() {
    let first = NSObject()
    let second = NSObject()
    let messages = UIKitDiagnostics.capturing {
      let constraint = NSLayoutConstraint(
        item: first, attribute: .width, relatedBy: .equal, toItem: second, attribute: .height,
        multiplier: 1, constant: 0)
      #expect(constraint.firstItem === first)
      #expect(constraint.secondItem === second)
      #expect(constraint.firstAttribute == .width)
      #expect(constraint.secondAttribute == .height)
    }
    let raised = messages.filter { $0.kind == .exception(name: "NSInvalidArgumentException") }
    #expect(raised.count == 1)
    #expect(
      raised.first?.text.contains("Constraint items must each be a view or layout guide.") == true)
  }

  @Test func aConstraintForgetsItsObjectsOnceTheyAreFreed() {
    var constraint: NSLayoutConstraint?
    weak var weakFirst: NSObject?
    _ = UIKitDiagnostics.capturing {
      do {
        let first = NSObject()
        let second = NSObject()
        weakFirst = first
        constraint = NSLayoutConstraint(
          item: first, attribute: .width, relatedBy: .equal, toItem: second,
          attribute: .width, multiplier: 1, constant: 0)
        #expect(constraint?.firstItem === first)
      }
    }
    // The constraint kept neither object alive.
    #expect(weakFirst == nil)
    #expect(constraint?.firstItem == nil)
    #expect(constraint?.secondItem == nil)
  }

  @Test func aConstraintWithNoSecondItemHasNone() {
    let first = NSObject()
    _ = UIKitDiagnostics.capturing {
      let constraint = NSLayoutConstraint(
        item: first, attribute: .width, relatedBy: .equal, toItem: nil,
        attribute: .notAnAttribute, multiplier: 1, constant: 10)
      #expect(constraint.firstItem === first)
      #expect(constraint.secondItem == nil)
      #expect(constraint.secondAttribute == .notAnAttribute)
    }
  }

  @Test func anAnchorTermHoldsAnObjectWeakly() {
    var term: AnchorTerm?
    weak var weakObject: NSObject?
    do {
      let object = NSObject()
      weakObject = object
      term = AnchorTerm(item: object, attribute: .left, coefficient: 1)
      #expect(term?.item === object)
      #expect(term?.layoutItem == nil)
    }
    #expect(weakObject == nil)
    #expect(term?.item == nil)
  }

  @Test func anAnchorTermOfAViewHoldsItThroughItsLink() {
    let view = UIView()
    let term = AnchorTerm(item: view, attribute: .top, coefficient: 1)
    #expect(term.item === view)
    #expect(term.layoutItem === view)
  }
}
