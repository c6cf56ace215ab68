import Foundation
import Testing

@testable import UIKit

/// A controller that records its editing calls.
@MainActor
private final class EditingController: UIViewController {
  var calls: [(editing: Bool, animated: Bool)] = []

  override func setEditing(_ editing: Bool, animated: Bool) {
    calls.append((editing, animated))
    super.setEditing(editing, animated: animated)
  }
}

/// The controller's edit button item.
///
/// Apple: "a bar button item that toggles its title and associated state between Edit and
/// Done … The default button action invokes the setEditing(_:animated:) method."
@Suite(.checksInvariants)
@MainActor
struct EditButtonItemTests {
  @Test func theButtonSaysEditWhileNotEditing() {
    let controller = UIViewController()
    #expect(controller.editButtonItem.title == "Edit")
    #expect(controller.editButtonItem.style == .plain)
  }

  @Test func theButtonIsMadeOnce() {
    let controller = UIViewController()
    #expect(controller.editButtonItem === controller.editButtonItem)
  }

  // Setting the editing state, by any route, makes the button say Done in the done style,
  // and Edit again after.
  @Test func theButtonFollowsTheEditingState() {
    let controller = UIViewController()
    let item = controller.editButtonItem
    controller.setEditing(true, animated: false)
    #expect(item.title == "Done")
    #expect(item.style == .done)
    controller.isEditing = false
    #expect(item.title == "Edit")
    #expect(item.style == .plain)
  }

  // A tap calls `setEditing(_:animated:)` with the other state, animated; a second tap back.
  @Test func tappingTheButtonTogglesEditingAnimated() {
    let controller = EditingController()
    let item = controller.editButtonItem
    _ = item.performTap(in: nil)
    #expect(controller.isEditing)
    #expect(item.title == "Done")
    _ = item.performTap(in: nil)
    #expect(!controller.isEditing)
    #expect(controller.calls.map(\.editing) == [true, false])
    #expect(controller.calls.allSatisfy { $0.animated })
  }

  // A controller that starts editing before it makes the button gets Done at once.
  @Test func aButtonMadeWhileEditingSaysDone() {
    let controller = UIViewController()
    controller.setEditing(true, animated: false)
    #expect(controller.editButtonItem.title == "Done")
  }

  final class OwnEditButton: UIViewController {
    let own: UIBarButtonItem = {
      let item = UIBarButtonItem()
      item.title = "Change"
      return item
    }()
    override var editButtonItem: UIBarButtonItem { own }
  }

  // UIKit declares `editButtonItem` open: a subclass gives its own item.
  @Test func aSubclassCanGiveItsOwnEditButton() {
    let controller = OwnEditButton()
    #expect(controller.editButtonItem === controller.own)
    #expect((controller as UIViewController).editButtonItem.title == "Change")
  }
}
