import Testing

@testable import UIKit

/// A constraint's rarely set properties, kept out of its own storage until one is set
/// (`ConstraintExtras`), read back as set and with UIKit's defaults (NSLayoutConstraint.h).
@Suite(.checksInvariants)
@MainActor
struct ConstraintExtrasTests {
  @Test func theIdentifierIsNilUntilSetAndReadsBackWhatWasSet() {
    let constraint = UIView().widthAnchor.constraint(equalToConstant: 10)
    #expect(constraint.identifier == nil)
    constraint.identifier = "width"
    #expect(constraint.identifier == "width")
    constraint.identifier = nil
    #expect(constraint.identifier == nil)
  }

  @Test func shouldBeArchivedIsFalseUntilSet() {
    let constraint = UIView().widthAnchor.constraint(equalToConstant: 10)
    #expect(!constraint.shouldBeArchived)
    constraint.shouldBeArchived = true
    #expect(constraint.shouldBeArchived)
    constraint.shouldBeArchived = false
    #expect(!constraint.shouldBeArchived)
  }

  @Test func settingTheDefaultsMakesNoExtras() {
    let constraint = UIView().widthAnchor.constraint(equalToConstant: 10)
    constraint.identifier = nil
    constraint.shouldBeArchived = false
    #expect(!constraint.hasExtras)
    constraint.identifier = "width"
    #expect(constraint.hasExtras)
  }

  @Test func theIdentifierAndTheArchivingFlagAreIndependent() {
    let constraint = UIView().widthAnchor.constraint(equalToConstant: 10)
    constraint.shouldBeArchived = true
    #expect(constraint.identifier == nil)
    constraint.identifier = "width"
    constraint.shouldBeArchived = false
    #expect(constraint.identifier == "width")
  }

  @Test func anIdentifiedConstraintStillLaysOut() {
    let container = makeContainer(width: 300, height: 100)
    let view = addConstrainedSubview(to: container)
    let width = view.widthAnchor.constraint(equalToConstant: 120)
    width.identifier = "width"
    NSLayoutConstraint.activate([
      width, view.heightAnchor.constraint(equalToConstant: 20),
      view.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      view.topAnchor.constraint(equalTo: container.topAnchor),
    ])
    container.layoutIfNeeded()
    #expect(view.frame == CGRect(x: 0, y: 0, width: 120, height: 20))
  }
}
