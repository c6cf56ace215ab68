import Foundation

// The traits a text-entry object gives the keyboard (UITextInputTraits.h; raw values are
// Apple's). Bezel shows no keyboard: the traits are kept and read back, and nothing else reads
// them.

/// When the keyboard capitalizes what is typed.
public enum UITextAutocapitalizationType: Int, Sendable {
  case none = 0
  case words = 1
  case sentences = 2
  case allCharacters = 3
}

/// Whether autocorrection is on while typing.
public enum UITextAutocorrectionType: Int, Sendable {
  case `default` = 0
  case no = 1
  case yes = 2
}

/// Whether misspelled words are marked.
public enum UITextSpellCheckingType: Int, Sendable {
  case `default` = 0
  case no = 1
  case yes = 2
}

/// Whether straight quotes become typographic ones.
public enum UITextSmartQuotesType: Int, Sendable {
  case `default` = 0
  case no = 1
  case yes = 2
}

/// Whether hyphens become en and em dashes.
public enum UITextSmartDashesType: Int, Sendable {
  case `default` = 0
  case no = 1
  case yes = 2
}

/// Whether spaces are added and removed around pasted and deleted words.
public enum UITextSmartInsertDeleteType: Int, Sendable {
  case `default` = 0
  case no = 1
  case yes = 2
}

/// Whether the keyboard shows inline predictions (iOS 17).
public enum UITextInlinePredictionType: Int, Sendable {
  case `default` = 0
  case no = 1
  case yes = 2
}

/// The keyboard shown for a text object.
public enum UIKeyboardType: Int, Sendable {
  case `default` = 0
  case asciiCapable = 1
  case numbersAndPunctuation = 2
  case URL = 3
  case numberPad = 4
  case phonePad = 5
  case namePhonePad = 6
  case emailAddress = 7
  case decimalPad = 8
  case twitter = 9
  case webSearch = 10
  case asciiCapableNumberPad = 11

  /// Deprecated: the ASCII-capable keyboard (`UIKeyboardTypeAlphabet = UIKeyboardTypeASCIICapable`).
  public static var alphabet: UIKeyboardType { .asciiCapable }
}

/// The keyboard's appearance.
public enum UIKeyboardAppearance: Int, Sendable {
  case `default` = 0
  case dark = 1
  case light = 2

  /// Deprecated: the dark appearance (`UIKeyboardAppearanceAlert = UIKeyboardAppearanceDark`).
  public static var alert: UIKeyboardAppearance { .dark }
}

/// The title of the keyboard's return key.
public enum UIReturnKeyType: Int, Sendable {
  case `default` = 0
  case go = 1
  case google = 2
  case join = 3
  case next = 4
  case route = 5
  case search = 6
  case send = 7
  case yahoo = 8
  case done = 9
  case emergencyCall = 10
  case `continue` = 11
}

/// Requirements for the passwords the system suggests for a secure field.
@MainActor @preconcurrency
open class UITextInputPasswordRules: NSObject {
  /// The rules, in Apple's password rules language.
  public let passwordRulesDescriptor: String

  public init(descriptor passwordRulesDescriptor: String) {
    self.passwordRulesDescriptor = passwordRulesDescriptor
    super.init()
  }
}

/// The keyboard traits of a text object.
///
/// Every member is optional, as in Objective-C: an
/// adopter that declares none reads the defaults and ignores writes.
@MainActor @preconcurrency
public protocol UITextInputTraits: NSObjectProtocol {
  var autocapitalizationType: UITextAutocapitalizationType { get set }
  var autocorrectionType: UITextAutocorrectionType { get set }
  var spellCheckingType: UITextSpellCheckingType { get set }
  var smartQuotesType: UITextSmartQuotesType { get set }
  var smartDashesType: UITextSmartDashesType { get set }
  var smartInsertDeleteType: UITextSmartInsertDeleteType { get set }
  var inlinePredictionType: UITextInlinePredictionType { get set }
  var keyboardType: UIKeyboardType { get set }
  var keyboardAppearance: UIKeyboardAppearance { get set }
  var returnKeyType: UIReturnKeyType { get set }
  var enablesReturnKeyAutomatically: Bool { get set }
  var isSecureTextEntry: Bool { get set }
  var textContentType: UITextContentType! { get set }
  var passwordRules: UITextInputPasswordRules? { get set }
}

// The defaults UITextInputTraits.h documents, for adopters that leave a trait out.
extension UITextInputTraits {
  public var autocapitalizationType: UITextAutocapitalizationType {
    get { .sentences }
    set {}
  }
  public var autocorrectionType: UITextAutocorrectionType {
    get { .default }
    set {}
  }
  public var spellCheckingType: UITextSpellCheckingType {
    get { .default }
    set {}
  }
  public var smartQuotesType: UITextSmartQuotesType {
    get { .default }
    set {}
  }
  public var smartDashesType: UITextSmartDashesType {
    get { .default }
    set {}
  }
  public var smartInsertDeleteType: UITextSmartInsertDeleteType {
    get { .default }
    set {}
  }
  public var inlinePredictionType: UITextInlinePredictionType {
    get { .default }
    set {}
  }
  public var keyboardType: UIKeyboardType {
    get { .default }
    set {}
  }
  public var keyboardAppearance: UIKeyboardAppearance {
    get { .default }
    set {}
  }
  public var returnKeyType: UIReturnKeyType {
    get { .default }
    set {}
  }
  public var enablesReturnKeyAutomatically: Bool {
    get { false }
    set {}
  }
  public var isSecureTextEntry: Bool {
    get { false }
    set {}
  }
  public var textContentType: UITextContentType! {
    get { nil }
    set {}
  }
  public var passwordRules: UITextInputPasswordRules? {
    get { nil }
    set {}
  }
}

/// The traits a text field or text view stores, with UITextInputTraits.h's defaults.
struct StoredTextInputTraits {
  var autocapitalizationType = UITextAutocapitalizationType.sentences
  var autocorrectionType = UITextAutocorrectionType.default
  var spellCheckingType = UITextSpellCheckingType.default
  var smartQuotesType = UITextSmartQuotesType.default
  var smartDashesType = UITextSmartDashesType.default
  var smartInsertDeleteType = UITextSmartInsertDeleteType.default
  var inlinePredictionType = UITextInlinePredictionType.default
  var keyboardType = UIKeyboardType.default
  var keyboardAppearance = UIKeyboardAppearance.default
  var returnKeyType = UIReturnKeyType.default
  var enablesReturnKeyAutomatically = false
  var isSecureTextEntry = false
  var textContentType: UITextContentType?
  var passwordRules: UITextInputPasswordRules?
}
