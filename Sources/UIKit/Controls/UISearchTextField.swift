import Foundation

/// A text field for search, which shows tokens before its text (iOS 13).
///
/// Its intrinsic height is 36 points, a model of the iOS 13–18 search field (no public
/// recording of a standalone `UISearchTextField`'s height was found; the search bar's field of
/// iOS 7–10 was 28 points tall: `<UISearchBarTextField …; frame = (8 8; 304 28)>` in a 44-point
/// bar, lldb sessions published in 2016–2018). Its width is its text's, as a text field's.
@MainActor @preconcurrency
open class UISearchTextField: UITextField {
  /// The tokens, in order, before the text.
  open var tokens: [UISearchToken] = [] {
    didSet { invalidateIntrinsicContentSize() }
  }
  /// The colour behind the tokens; nil uses the tint (stored; nothing is drawn).
  open var tokenBackgroundColor: UIColor?
  /// Whether the user may delete tokens (default `true`).
  open var allowsDeletingTokens = true
  /// Whether the user may copy tokens (default `true`).
  open var allowsCopyingTokens = true

  /// The height of a search field (a model; see the type's notes).
  static let height: CGFloat = 36

  /// Inserts `token` at `tokenIndex`; an index past the end raises, as an array does, and
  /// leaves the tokens unchanged.
  open func insertToken(_ token: UISearchToken, at tokenIndex: Int) {
    guard (0...tokens.count).contains(tokenIndex) else {
      UIKitDiagnostics.raise(
        "NSRangeException", "index \(tokenIndex) beyond bounds [0 .. \(tokens.count)]")
      return
    }
    tokens.insert(token, at: tokenIndex)
  }

  /// Removes the token at `tokenIndex`; an index out of range raises and changes nothing.
  open func removeToken(at tokenIndex: Int) {
    guard tokens.indices.contains(tokenIndex) else {
      UIKitDiagnostics.raise(
        "NSRangeException", "index \(tokenIndex) beyond bounds [0 .. \(max(tokens.count - 1, 0))]")
      return
    }
    tokens.remove(at: tokenIndex)
  }

  open override var intrinsicContentSize: CGSize {
    CGSize(width: super.intrinsicContentSize.width, height: Self.height)
  }
}

/// A token in a search field: an icon and a text standing for a search criterion (iOS 13).
@MainActor @preconcurrency
open class UISearchToken: NSObject {
  /// The token's icon.
  let icon: UIImage?
  /// The token's text.
  let text: String
  /// The app's object the token stands for.
  open var representedObject: Any?

  public init(icon: UIImage?, text: String) {
    self.icon = icon
    self.text = text
    super.init()
  }
}
