import Foundation

extension UIButton {
  /// A closure that updates a button's configuration for its state (iOS 15).
  public typealias ConfigurationUpdateHandler = (UIButton) -> Void

  /// What a button shows and how (iOS 15): title and subtitle, image or activity indicator,
  /// their placement and paddings, the content insets of a button size, colours and a
  /// background.
  ///
  /// A configuration comes from one of the styles (`plain()`, `filled()`…); the style decides
  /// the colours `updated(for:)` gives each state of the button (`UIButton+ConfigurationStyles`),
  /// and the button size the insets, fonts and corner radius (`UIButton+ConfigurationMetrics`);
  /// a change of button size keeps a corner radius that was set.
  /// Two configurations are equal when their values are; the transformers, which are closures,
  /// take no part in equality.
  @MainActor @preconcurrency
  public struct Configuration: Hashable {
    /// A predefined size for the button's elements (UIButtonConfiguration.h).
    public enum Size: Hashable, Sendable {
      case mini, small, medium, large
    }

    /// How the button treats its background's corner radius (UIButtonConfiguration.h).
    public enum CornerStyle: Hashable, Sendable {
      /// The background's corner radius, unchanged.
      case fixed
      /// The background's corner radius, scaled with Dynamic Type (the default).
      case dynamic
      /// A small system radius.
      case small
      /// A medium system radius.
      case medium
      /// A large system radius.
      case large
      /// Half the button's height: a capsule.
      case capsule
    }

    /// How title and subtitle line up with each other (UIButtonConfiguration.h).
    public enum TitleAlignment: Hashable, Sendable {
      case automatic, leading, center, trailing
    }

    /// The button's style under the Mac idiom (UIButtonConfiguration.h); stored only.
    public enum MacIdiomStyle: Hashable, Sendable {
      case automatic, bordered, borderless, borderlessTinted
    }

    /// The style the configuration was made with, which gives its colours per state.
    enum Style: Hashable {
      case plain, tinted, gray, filled, borderless, bordered, borderedTinted, borderedProminent
    }

    /// The look of one state, set by `updated(for:)`.
    struct DisplayState: Hashable {
      var isHighlighted = false
      var isSelected = false
      var isDisabled = false
    }

    let style: Style
    /// The state `updated(for:)` resolved the configuration for; nil until then.
    var displayState: DisplayState?

    public var background: UIBackgroundConfiguration
    public var cornerStyle = CornerStyle.dynamic
    /// The size of the elements; a change gives the size's content insets and corner radius
    /// unless they were set.
    public var buttonSize = Size.medium {
      didSet {
        guard background.cornerRadius == Self.defaultCornerRadius(for: oldValue) else { return }
        background.cornerRadius = Self.defaultCornerRadius(for: buttonSize)
      }
    }
    public var macIdiomStyle = MacIdiomStyle.automatic
    public var baseForegroundColor: UIColor?
    public var baseBackgroundColor: UIColor?

    public var image: UIImage?
    public var imageColorTransformer: UIConfigurationColorTransformer?
    /// Shows an activity indicator in place of the image, where `imagePlacement` puts it.
    public var showsActivityIndicator = false
    public var activityIndicatorColorTransformer: UIConfigurationColorTransformer?

    public var title: String?
    public var attributedTitle: AttributedString?
    public var titleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
    public var subtitle: String?
    public var attributedSubtitle: AttributedString?
    public var subtitleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?

    private var customContentInsets: NSDirectionalEdgeInsets?

    /// Insets from the button's bounds to its content: the button size's until set.
    public var contentInsets: NSDirectionalEdgeInsets {
      get { customContentInsets ?? Self.defaultContentInsets(for: buttonSize) }
      set { customContentInsets = newValue }
    }

    /// Restores the button size's content insets.
    public mutating func setDefaultContentInsets() { customContentInsets = nil }

    /// The edge of the content the image is placed against (`.leading` by default); only
    /// single edges are supported: another value places the image leading.
    public var imagePlacement = NSDirectionalRectEdge.leading
    /// The space between the image and the text when the button shows both (default 0).
    public var imagePadding: CGFloat = 0
    /// The space between title and subtitle when the button shows both (default 0).
    public var titlePadding: CGFloat = 0
    public var titleAlignment = TitleAlignment.automatic
    /// Whether the style updates for the button's selection (`true` by default).
    public var automaticallyUpdateForSelection = true
    /// How the title breaks: word and character wrapping allow several lines, the other modes
    /// keep one line (`.byWordWrapping` by default, Apple's documentation).
    public var titleLineBreakMode = NSLineBreakMode.byWordWrapping
    /// How the subtitle breaks, as `titleLineBreakMode` (`.byWordWrapping` by default).
    public var subtitleLineBreakMode = NSLineBreakMode.byWordWrapping
    /// The symbol configuration of the image; stored.
    public var preferredSymbolConfigurationForImage: UIImage.SymbolConfiguration?
    /// The width kept for the image even when it is narrower (iOS 16); stored.
    public var imageReservation: CGFloat = 0
    /// The indicator shown beside the title (a pop-up menu's chevrons): automatic by default;
    /// stored.
    public var indicator = Indicator.automatic
    public var indicatorColorTransformer: UIConfigurationColorTransformer?

    init(style: Style) {
      self.style = style
      var background = UIBackgroundConfiguration.clear()
      background.backgroundColor = nil
      background.cornerRadius = Self.defaultCornerRadius(for: .medium)
      self.background = background
    }

    nonisolated public static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.style == rhs.style && lhs.displayState == rhs.displayState
        && lhs.background == rhs.background && lhs.cornerStyle == rhs.cornerStyle
        && lhs.buttonSize == rhs.buttonSize && lhs.macIdiomStyle == rhs.macIdiomStyle
        && lhs.baseForegroundColor == rhs.baseForegroundColor
        && lhs.baseBackgroundColor == rhs.baseBackgroundColor && lhs.image === rhs.image
        && lhs.showsActivityIndicator == rhs.showsActivityIndicator && lhs.title == rhs.title
        && lhs.attributedTitle == rhs.attributedTitle && lhs.subtitle == rhs.subtitle
        && lhs.attributedSubtitle == rhs.attributedSubtitle
        && lhs.customContentInsets == rhs.customContentInsets
        && lhs.imagePlacement == rhs.imagePlacement && lhs.imagePadding == rhs.imagePadding
        && lhs.titlePadding == rhs.titlePadding && lhs.titleAlignment == rhs.titleAlignment
        && lhs.automaticallyUpdateForSelection == rhs.automaticallyUpdateForSelection
        && lhs.titleLineBreakMode == rhs.titleLineBreakMode
        && lhs.subtitleLineBreakMode == rhs.subtitleLineBreakMode
        && lhs.preferredSymbolConfigurationForImage == rhs.preferredSymbolConfigurationForImage
        && lhs.imageReservation == rhs.imageReservation && lhs.indicator == rhs.indicator
    }

    nonisolated public func hash(into hasher: inout Hasher) {
      hasher.combine(style)
      hasher.combine(buttonSize)
      hasher.combine(title)
      hasher.combine(subtitle)
    }
  }
}

extension UIButton.Configuration {
  /// The indicator a configured button shows beside its title (iOS 15).
  public enum Indicator: Hashable, Sendable {
    /// The indicator the button's use gives: a pop-up button's, none otherwise.
    case automatic
    /// No indicator.
    case none
    /// A pop-up button's indicator.
    case popup
  }
}
