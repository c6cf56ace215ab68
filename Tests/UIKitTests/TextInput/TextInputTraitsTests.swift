import Testing

@testable import UIKit

/// UITextInputTraits.h: Apple's raw values, the documented defaults and the content types'
/// strings.
@MainActor
struct TextInputTraitsTests {
  @Test func theKeyboardTypesHaveUIKitsRawValues() {
    let types: [UIKeyboardType] = [
      .default, .asciiCapable, .numbersAndPunctuation, .URL, .numberPad, .phonePad,
      .namePhonePad, .emailAddress, .decimalPad, .twitter, .webSearch, .asciiCapableNumberPad,
    ]
    #expect(types.map(\.rawValue) == Array(0...11))
    #expect(UIKeyboardType.alphabet == .asciiCapable)
  }

  @Test func theReturnKeyTypesHaveUIKitsRawValues() {
    let types: [UIReturnKeyType] = [
      .default, .go, .google, .join, .next, .route, .search, .send, .yahoo, .done, .emergencyCall,
      .continue,
    ]
    #expect(types.map(\.rawValue) == Array(0...11))
  }

  @Test func theOtherTraitsHaveUIKitsRawValues() {
    #expect(
      [UIKeyboardAppearance.default, .dark, .light].map(\.rawValue) == [0, 1, 2])
    #expect(UIKeyboardAppearance.alert == .dark)
    #expect(
      [UITextAutocapitalizationType.none, .words, .sentences, .allCharacters].map(\.rawValue)
        == [0, 1, 2, 3])
    #expect([UITextAutocorrectionType.default, .no, .yes].map(\.rawValue) == [0, 1, 2])
    #expect([UITextSpellCheckingType.default, .no, .yes].map(\.rawValue) == [0, 1, 2])
    #expect([UITextSmartQuotesType.default, .no, .yes].map(\.rawValue) == [0, 1, 2])
    #expect([UITextSmartDashesType.default, .no, .yes].map(\.rawValue) == [0, 1, 2])
    #expect([UITextSmartInsertDeleteType.default, .no, .yes].map(\.rawValue) == [0, 1, 2])
    #expect([UITextLayoutDirection.right, .left, .up, .down].map(\.rawValue) == [2, 3, 4, 5])
    #expect([UITextStorageDirection.forward, .backward].map(\.rawValue) == [0, 1])
  }

  // UITextInputTraits.h's defaults: sentences, default keyboard, return key and appearance, no
  // secure entry, no content type.
  @Test(arguments: ["field", "view"])
  func textObjectsStartWithTheDocumentedDefaults(_ kind: String) {
    let traits: any UITextInputTraits = kind == "field" ? UITextField() : UITextView()
    #expect(traits.autocapitalizationType == .sentences)
    #expect(traits.autocorrectionType == .default)
    #expect(traits.spellCheckingType == .default)
    #expect(traits.keyboardType == .default)
    #expect(traits.keyboardAppearance == .default)
    #expect(traits.returnKeyType == .default)
    #expect(traits.enablesReturnKeyAutomatically == false)
    #expect(traits.isSecureTextEntry == false)
    #expect(traits.textContentType == nil)
    #expect(traits.passwordRules == nil)
  }

  @Test func aTextFieldKeepsItsTraits() {
    let field = UITextField()
    field.keyboardType = .emailAddress
    field.returnKeyType = .next
    field.textContentType = .emailAddress
    field.isSecureTextEntry = true
    field.passwordRules = UITextInputPasswordRules(descriptor: "minlength: 8;")
    #expect(field.keyboardType == .emailAddress)
    #expect(field.returnKeyType == .next)
    #expect(field.textContentType == .emailAddress)
    #expect(field.isSecureTextEntry)
    #expect(field.passwordRules?.passwordRulesDescriptor == "minlength: 8;")
  }

  // A custom key-input view that declares no trait reads the defaults.
  @Test func anAdopterThatDeclaresNoTraitReadsTheDefaults() {
    final class PinView: UIView, UIKeyInput {
      var hasText: Bool { false }
      func insertText(_ text: String) {}
      func deleteBackward() {}
    }
    let view = PinView()
    #expect(view.keyboardType == .default)
    #expect(view.autocapitalizationType == .sentences)
  }

  // The strings read from UIKit's constants, its two misspellings included.
  @Test(arguments: [
    (UITextContentType.name, "name"), (.namePrefix, "honorifix-prefix"),
    (.nameSuffix, "honorifix-suffix"), (.jobTitle, "organization-title"),
    (.addressCity, "address-level2"), (.addressCityAndState, "address-level1+2"),
    (.sublocality, "address-level3"), (.telephoneNumber, "tel"), (.emailAddress, "email"),
    (.URL, "url"), (.creditCardNumber, "cc-number"), (.username, "username"),
    (.password, "password"), (.newPassword, "new-password"), (.oneTimeCode, "one-time-code"),
  ])
  func theContentTypesAreUIKitsStrings(_ type: UITextContentType, _ string: String) {
    #expect(type.rawValue == string)
    #expect(UITextContentType(string) == type)
  }
}
