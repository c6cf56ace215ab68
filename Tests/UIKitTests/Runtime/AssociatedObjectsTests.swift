import Foundation
import Testing

@testable import UIKit

/// A class instance to attach values to.
private final class Owner {}

/// A class value whose lifetime the tests watch.
private final class Token {}

/// Keys with distinct, stable addresses, as `&someGlobal` gives clients.
private final class Keys {
  let storage = UnsafeMutableRawPointer.allocate(byteCount: 64, alignment: 8)

  deinit { storage.deallocate() }

  func key(_ index: Int) -> UnsafeRawPointer { UnsafeRawPointer(storage + index) }
}

@Suite struct AssociatedObjectsTests {
  private let keys = Keys()

  @Test func setThenGetReturnsValue() {
    let owner = Owner()
    objc_setAssociatedObject(owner, keys.key(0), "hello", .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    #expect(objc_getAssociatedObject(owner, keys.key(0)) as? String == "hello")
  }

  @Test func settingAgainOverwrites() {
    let owner = Owner()
    objc_setAssociatedObject(owner, keys.key(0), 1, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    objc_setAssociatedObject(owner, keys.key(0), 2, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    #expect(objc_getAssociatedObject(owner, keys.key(0)) as? Int == 2)
  }

  @Test func settingNilRemoves() {
    let owner = Owner()
    objc_setAssociatedObject(owner, keys.key(0), "x", .OBJC_ASSOCIATION_COPY_NONATOMIC)
    objc_setAssociatedObject(owner, keys.key(0), nil, .OBJC_ASSOCIATION_COPY_NONATOMIC)
    #expect(objc_getAssociatedObject(owner, keys.key(0)) == nil)
  }

  @Test func unsetKeyGivesNil() {
    #expect(objc_getAssociatedObject(Owner(), keys.key(5)) == nil)
  }

  @Test func valueTypesRoundTrip() {
    let owner = Owner()
    let optionalString: String? = "constraints"
    let dictionary: [String: Int] = ["a": 1, "b": 2]
    let rect: CGRect? = CGRect(x: 1, y: 2, width: 3, height: 4)
    objc_setAssociatedObject(owner, keys.key(0), optionalString, .OBJC_ASSOCIATION_RETAIN)
    objc_setAssociatedObject(owner, keys.key(1), dictionary, .OBJC_ASSOCIATION_RETAIN)
    objc_setAssociatedObject(owner, keys.key(2), rect, .OBJC_ASSOCIATION_COPY)
    #expect(objc_getAssociatedObject(owner, keys.key(0)) as? String == "constraints")
    #expect(objc_getAssociatedObject(owner, keys.key(1)) as? [String: Int] == dictionary)
    #expect(objc_getAssociatedObject(owner, keys.key(2)) as? CGRect == rect)
  }

  @Test func manyKeysPerObjectAreIndependent() {
    let owner = Owner()
    for index in 0..<64 {
      objc_setAssociatedObject(owner, keys.key(index), index * 10, .OBJC_ASSOCIATION_RETAIN)
    }
    for index in 0..<64 {
      #expect(objc_getAssociatedObject(owner, keys.key(index)) as? Int == index * 10)
    }
  }

  @Test func valuesAreKeptPerObject() {
    let first = Owner()
    let second = Owner()
    objc_setAssociatedObject(first, keys.key(0), "first", .OBJC_ASSOCIATION_RETAIN)
    objc_setAssociatedObject(second, keys.key(0), "second", .OBJC_ASSOCIATION_RETAIN)
    #expect(objc_getAssociatedObject(first, keys.key(0)) as? String == "first")
    #expect(objc_getAssociatedObject(second, keys.key(0)) as? String == "second")
  }

  @Test func removeAssociatedObjectsRemovesEveryKey() {
    let owner = Owner()
    objc_setAssociatedObject(owner, keys.key(0), 1, .OBJC_ASSOCIATION_RETAIN)
    objc_setAssociatedObject(owner, keys.key(1), 2, .OBJC_ASSOCIATION_RETAIN)
    objc_removeAssociatedObjects(owner)
    #expect(objc_getAssociatedObject(owner, keys.key(0)) == nil)
    #expect(objc_getAssociatedObject(owner, keys.key(1)) == nil)
  }

  @Test func retainPolicyKeepsValueAlive() {
    let owner = Owner()
    weak var weakToken: Token?
    do {
      let token = Token()
      weakToken = token
      objc_setAssociatedObject(owner, keys.key(0), token, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }
    #expect(weakToken != nil)
    #expect(objc_getAssociatedObject(owner, keys.key(0)) as? Token === weakToken)
  }

  @Test func assignPolicyDoesNotKeepValueAlive() {
    let owner = Owner()
    weak var weakToken: Token?
    do {
      let token = Token()
      weakToken = token
      objc_setAssociatedObject(owner, keys.key(0), token, .OBJC_ASSOCIATION_ASSIGN)
      #expect(objc_getAssociatedObject(owner, keys.key(0)) as? Token === token)
    }
    #expect(weakToken == nil)
    #expect(objc_getAssociatedObject(owner, keys.key(0)) == nil)
  }

  @Test func copyPolicyCopiesNSCopyingValues() {
    let owner = Owner()
    let original = NSMutableString(string: "abc")
    objc_setAssociatedObject(owner, keys.key(0), original, .OBJC_ASSOCIATION_COPY)
    original.append("def")
    let stored = objc_getAssociatedObject(owner, keys.key(0)) as? NSString
    #expect(stored.map { String(describing: $0) } == "abc")
  }

  @Test func keysAreComparedByAddress() {
    let owner = Owner()
    objc_setAssociatedObject(owner, keys.key(3), "three", .OBJC_ASSOCIATION_RETAIN)
    let sameAddress = UnsafeRawPointer(bitPattern: UInt(bitPattern: keys.key(3)))
    #expect(sameAddress.flatMap { objc_getAssociatedObject(owner, $0) } as? String == "three")
    #expect(objc_getAssociatedObject(owner, keys.key(4)) == nil)
  }

  @Test func valueTypeObjectIsIgnored() {
    let point = CGPoint(x: 1, y: 2)
    objc_setAssociatedObject(point, keys.key(0), "lost", .OBJC_ASSOCIATION_RETAIN)
    #expect(objc_getAssociatedObject(point, keys.key(0)) == nil)
    objc_removeAssociatedObjects(point)
  }

  @Test func optionalObjectIsUnwrapped() {
    let owner: Owner? = Owner()
    objc_setAssociatedObject(owner as Any, keys.key(0), "found", .OBJC_ASSOCIATION_RETAIN)
    #expect(objc_getAssociatedObject(owner!, keys.key(0)) as? String == "found")
    let none: Owner? = nil
    objc_setAssociatedObject(none as Any, keys.key(0), "lost", .OBJC_ASSOCIATION_RETAIN)
    #expect(objc_getAssociatedObject(none as Any, keys.key(0)) == nil)
  }

  @Test func entriesDieWithTheirObject() {
    let table = AssociationTable()
    weak var weakToken: Token?
    do {
      let owner = Owner()
      let token = Token()
      weakToken = token
      table.setValue(token, for: owner, key: keys.key(0), policy: .OBJC_ASSOCIATION_RETAIN)
      #expect(table.entryCount == 1)
    }
    table.purge()
    #expect(table.entryCount == 0)
    #expect(weakToken == nil)
  }

  @Test func newObjectAtReusedAddressSeesNoOldEntries() {
    let table = AssociationTable()
    var identities: Set<ObjectIdentifier> = []
    var reused = 0
    for index in 0..<5_000 {
      let owner = Owner()
      if !identities.insert(ObjectIdentifier(owner)).inserted { reused += 1 }
      #expect(table.value(for: owner, key: keys.key(0)) == nil)
      #expect(table.value(for: owner, key: keys.key(1)) == nil)
      table.setValue(index, for: owner, key: keys.key(0), policy: .OBJC_ASSOCIATION_RETAIN)
      table.setValue("x", for: owner, key: keys.key(1), policy: .OBJC_ASSOCIATION_COPY)
    }
    // The allocator hands freed addresses out again, so the check above ran on reused addresses.
    #expect(reused > 0)
  }

  @Test func tableStaysProportionalToLiveObjects() {
    let table = AssociationTable()
    let survivors = (0..<10).map { _ in Owner() }
    for owner in survivors {
      table.setValue(1, for: owner, key: keys.key(0), policy: .OBJC_ASSOCIATION_RETAIN)
    }
    for _ in 0..<10_000 {
      let owner = Owner()
      table.setValue(1, for: owner, key: keys.key(0), policy: .OBJC_ASSOCIATION_RETAIN)
    }
    // Purges run whenever the table doubles past 64 entries, so it never holds more than 128.
    #expect(table.entryCount <= 128)
    for owner in survivors {
      #expect(table.value(for: owner, key: keys.key(0)) as? Int == 1)
    }
  }

  @Test func concurrentAccessIsSafe() async {
    let table = AssociationTable()
    let owners = (0..<8).map { _ in Owner() }
    let keyAddresses = (0..<8).map { UInt(bitPattern: keys.key($0)) }
    await withTaskGroup(of: Void.self) { group in
      for owner in owners {
        let box = UncheckedBox(owner)
        group.addTask {
          for round in 0..<500 {
            for (keyIndex, address) in keyAddresses.enumerated() {
              let key = UnsafeRawPointer(bitPattern: address)!
              table.setValue(
                round + keyIndex, for: box.value, key: key, policy: .OBJC_ASSOCIATION_RETAIN)
              _ = table.value(for: box.value, key: key)
            }
          }
        }
      }
    }
    for owner in owners {
      for (keyIndex, address) in keyAddresses.enumerated() {
        let key = UnsafeRawPointer(bitPattern: address)!
        #expect(table.value(for: owner, key: key) as? Int == 499 + keyIndex)
      }
    }
  }
}

/// Carries a non-Sendable test object into a task; the table under test is what must be safe.
private struct UncheckedBox<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}
