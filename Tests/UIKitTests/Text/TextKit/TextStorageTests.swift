import Foundation
import Testing

@testable import UIKit

/// `NSTextStorage`: edits are recorded, processed in UIKit's order, and change the text as
/// `NSMutableAttributedString` documents.
@MainActor @Suite struct TextStorageTests {
  final class Recorder: NSObject, NSTextStorageDelegate, NSLayoutManagerDelegate {
    var entries: [String] = []

    func textStorage(
      _ textStorage: NSTextStorage, willProcessEditing editedMask: NSTextStorage.EditActions,
      range editedRange: NSRange, changeInLength delta: Int
    ) {
      entries.append(
        "will \(editedMask.rawValue) \(editedRange.location),\(editedRange.length) \(delta)")
    }

    func textStorage(
      _ textStorage: NSTextStorage, didProcessEditing editedMask: NSTextStorage.EditActions,
      range editedRange: NSRange, changeInLength delta: Int
    ) {
      entries.append(
        "did \(editedMask.rawValue) \(editedRange.location),\(editedRange.length) \(delta)")
    }

    func layoutManagerDidInvalidateLayout(_ sender: NSLayoutManager) {
      entries.append("invalidated")
    }
  }

  @Test func editActionsHaveUIKitsRawValues() {
    #expect(NSTextStorage.EditActions.editedAttributes.rawValue == 1)
    #expect(NSTextStorage.EditActions.editedCharacters.rawValue == 2)
  }

  @Test func replacingCharactersTellsTheDelegateWillThenDid() {
    let storage = NSTextStorage(string: "Hello world")
    let recorder = Recorder()
    storage.delegate = recorder
    storage.replaceCharacters(in: NSRange(location: 6, length: 5), with: "there!")
    // Characters (2): "there!" at 6, six long, one longer than "world".
    #expect(recorder.entries == ["will 2 6,6 1", "did 2 6,6 1"])
    #expect(storage.string == "Hello there!")
  }

  @Test func addingAnAttributeIsAnAttributeEdit() {
    let storage = NSTextStorage(string: "Hello world")
    let recorder = Recorder()
    storage.delegate = recorder
    storage.addAttribute(.kern, value: 2, range: NSRange(location: 0, length: 5))
    #expect(recorder.entries == ["will 1 0,5 0", "did 1 0,5 0"])
  }

  @Test func editsBetweenBeginAndEndEditingAreProcessedOnce() {
    let storage = NSTextStorage(string: "abc")
    let recorder = Recorder()
    storage.delegate = recorder
    storage.beginEditing()
    storage.append(NSAttributedString(string: "def"))
    storage.deleteCharacters(in: NSRange(location: 0, length: 1))
    #expect(recorder.entries.isEmpty)
    storage.endEditing()
    // "def" appended (characters and attributes) at 3,3, +3; then "a" deleted at 0: the first
    // range moves back to 2,3 and joins the deletion point, 0,5; the change of length is +2.
    #expect(recorder.entries == ["will 3 0,5 2", "did 3 0,5 2"])
    #expect(storage.string == "bcdef")
  }

  @Test func processingInvalidatesTheLayoutManagersAfterTheDelegate() {
    let storage = NSTextStorage(string: "abc")
    let manager = NSLayoutManager()
    let container = NSTextContainer(size: CGSize(width: 100, height: 100))
    manager.addTextContainer(container)
    storage.addLayoutManager(manager)
    let recorder = Recorder()
    storage.delegate = recorder
    manager.delegate = recorder
    manager.ensureLayout(for: container)
    storage.replaceCharacters(in: NSRange(location: 0, length: 0), with: "x")
    #expect(recorder.entries == ["will 2 0,1 1", "did 2 0,1 1", "invalidated"])
  }

  @Test func insertedCharactersTakeTheAttributesOfThePrecedingCharacter() {
    let storage = NSTextStorage(string: "ab", attributes: [.kern: 3])
    storage.replaceCharacters(in: NSRange(location: 2, length: 0), with: "c")
    #expect(storage.attribute(.kern, at: 2, effectiveRange: nil) as? Int == 3)
  }

  @Test func replacingAFontWithAnEqualFontKeepsOneRun() {
    // Two distinct but equal fonts: Linux's Foundation must never compare them itself.
    let storage = NSTextStorage(
      string: "Hello world", attributes: [.font: UIFont.systemFont(ofSize: 17)])
    storage.addAttribute(
      .font, value: UIFont.systemFont(ofSize: 17), range: NSRange(location: 0, length: 5))
    storage.addAttribute(
      .font, value: UIFont.systemFont(ofSize: 20), range: NSRange(location: 6, length: 5))
    storage.addAttribute(
      .font, value: UIFont.systemFont(ofSize: 20), range: NSRange(location: 0, length: 3))
    var range = NSRange(location: 0, length: 0)
    let font = storage.attribute(.font, at: 0, effectiveRange: &range) as? UIFont
    #expect(font?.pointSize == 20)
    #expect(range == NSRange(location: 0, length: 3))
    #expect(storage.string == "Hello world")
  }

  @Test func anEditOutsideTheTextChangesNothing() {
    let storage = NSTextStorage(string: "abc")
    let recorder = Recorder()
    storage.delegate = recorder
    storage.replaceCharacters(in: NSRange(location: 2, length: 5), with: "x")
    #expect(storage.string == "abc")
    #expect(recorder.entries.isEmpty)
  }

  @Test func addingALayoutManagerSetsItsTextStorage() {
    let storage = NSTextStorage()
    let manager = NSLayoutManager()
    storage.addLayoutManager(manager)
    #expect(storage.layoutManagers.count == 1)
    #expect(manager.textStorage === storage)
    storage.removeLayoutManager(manager)
    #expect(manager.textStorage == nil)
  }

  @Test func textContainerDefaultsAreUIKits() {
    let container = NSTextContainer(size: CGSize(width: 100, height: 50))
    #expect(container.lineFragmentPadding == 5)
    #expect(container.maximumNumberOfLines == 0)
    #expect(container.lineBreakMode == .byWordWrapping)
    #expect(container.exclusionPaths.isEmpty)
    #expect(container.isSimpleRectangularTextContainer)
    #expect(!container.widthTracksTextView)
    #expect(!container.heightTracksTextView)
  }
}
