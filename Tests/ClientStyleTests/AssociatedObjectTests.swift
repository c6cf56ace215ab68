import Testing
import UIKit

// Keys for the tests' own associations.
nonisolated(unsafe) private var firstKey: UInt8 = 0
nonisolated(unsafe) private var secondKey: UInt8 = 0

/// An object whose lifetime the tests watch.
private final class Payload {}

/// `objc_setAssociatedObject` and `objc_getAssociatedObject` as layout libraries use them.
@MainActor
struct AssociatedObjectTests {
  @Test func stringRoundTrips() {
    let view = UIView()
    view.debugName = "header"
    #expect(view.debugName == "header")
  }

  @Test func optionalValueTypeRoundTrips() {
    let view = UIView()
    view.savedFrame = CGRect(x: 1, y: 2, width: 3, height: 4)
    #expect(view.savedFrame == CGRect(x: 1, y: 2, width: 3, height: 4))
  }

  @Test func dictionaryRoundTrips() {
    let view = UIView()
    view.namedTags["row"] = 3
    view.namedTags["column"] = 5
    #expect(view.namedTags == ["row": 3, "column": 5])
  }

  @Test func settingNilRemovesTheValue() {
    let view = UIView()
    view.savedFrame = .zero
    view.savedFrame = nil
    #expect(view.savedFrame == nil)
    #expect(objc_getAssociatedObject(view, &firstKey) == nil)
  }

  @Test func keysAreIndependent() {
    let view = UIView()
    objc_setAssociatedObject(view, &firstKey, 1, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    objc_setAssociatedObject(view, &secondKey, 2, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    #expect(objc_getAssociatedObject(view, &firstKey) as? Int == 1)
    #expect(objc_getAssociatedObject(view, &secondKey) as? Int == 2)
  }

  @Test func objectsAreIndependent() {
    let first = UIView()
    let second = UIView()
    first.debugName = "first"
    #expect(second.debugName == nil)
  }

  @Test func guidesAndConstraintsTakeValues() {
    let guide = UILayoutGuide()
    let constraint = NSLayoutConstraint()
    objc_setAssociatedObject(guide, &firstKey, "guide", .OBJC_ASSOCIATION_COPY)
    objc_setAssociatedObject(constraint, &firstKey, "constraint", .OBJC_ASSOCIATION_COPY)
    #expect(objc_getAssociatedObject(guide, &firstKey) as? String == "guide")
    #expect(objc_getAssociatedObject(constraint, &firstKey) as? String == "constraint")
  }

  @Test func removeAssociatedObjectsClearsEveryKey() {
    let view = UIView()
    objc_setAssociatedObject(view, &firstKey, 1, .OBJC_ASSOCIATION_RETAIN)
    objc_setAssociatedObject(view, &secondKey, 2, .OBJC_ASSOCIATION_RETAIN)
    objc_removeAssociatedObjects(view)
    #expect(objc_getAssociatedObject(view, &firstKey) == nil)
    #expect(objc_getAssociatedObject(view, &secondKey) == nil)
  }

  @Test func newViewsNeverSeeFreedViewsValues() {
    // Short-lived views are often allocated at a freed view's address.
    var stale = 0
    for index in 0..<200 {
      let view = UIView()
      if view.debugName != nil || view.savedFrame != nil { stale += 1 }
      view.debugName = "view \(index)"
      view.savedFrame = CGRect(x: index, y: 0, width: 1, height: 1)
    }
    #expect(stale == 0)
  }

  @Test func newObjectsNeverSeeFreedObjectsValues() {
    // NSObject has no hook at deallocation; the table tells a reused address by its weak
    // reference.
    var stale = 0
    for index in 0..<200 {
      let object = NSObject()
      if objc_getAssociatedObject(object, &firstKey) != nil { stale += 1 }
      objc_setAssociatedObject(object, &firstKey, index, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }
    #expect(stale == 0)
  }

  @Test func retainKeepsTheValueAliveWithItsObject() {
    let view = UIView()
    weak var weakPayload: Payload?
    do {
      let payload = Payload()
      weakPayload = payload
      objc_setAssociatedObject(view, &firstKey, payload, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }
    #expect(weakPayload != nil)
    #expect(objc_getAssociatedObject(view, &firstKey) as? Payload === weakPayload)
  }

  @Test func valuesAreReleasedWithTheirView() {
    weak var weakPayload: Payload?
    do {
      let view = UIView()
      let payload = Payload()
      weakPayload = payload
      objc_setAssociatedObject(view, &firstKey, payload, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }
    #expect(weakPayload == nil)
  }

  @Test func assignDoesNotRetain() {
    let view = UIView()
    weak var weakPayload: Payload?
    do {
      let payload = Payload()
      weakPayload = payload
      objc_setAssociatedObject(view, &firstKey, payload, .OBJC_ASSOCIATION_ASSIGN)
      #expect(objc_getAssociatedObject(view, &firstKey) as? Payload === payload)
    }
    #expect(weakPayload == nil)
  }

  @Test func copyCopiesACopyableObject() {
    let view = UIView()
    let text = NSMutableString(string: "abc")
    objc_setAssociatedObject(view, &firstKey, text, .OBJC_ASSOCIATION_COPY_NONATOMIC)
    text.append("def")
    // The stored copy was taken before the append.
    #expect((objc_getAssociatedObject(view, &firstKey) as? NSString).map(String.init) == "abc")
  }
}
