import Foundation

/// A text field for a search, with an optional cancel button and scope bar (UISearchBar.h).
///
/// Its intrinsic height is 56 points, and 44 more with its scope bar showing. Apple publishes
/// neither. The 56 points are what apps measured from iOS 11, up from 44 in iOS 7–10
/// (Esri/maps-app-ios issue 67: "As of iOS 11, the UISearchBar's intrinsic content size has
/// increased from 44 to 56", confirmed; jdisho/Papr pull request 67; tidev/titanium-sdk pull
/// request 9496 sizes its wrapper 56 on iOS 11 and later, 44 before). The scope bar's 44 is
/// Bezel's model.
@MainActor @preconcurrency
open class UISearchBar: UIView {
  /// The bar's look (UISearchBar.h raw values).
  public enum Style: UInt, Sendable {
    case `default` = 0
    case prominent = 1
    case minimal = 2
  }

  /// The search bar's height from iOS 11 (measured by apps, cited above).
  package static let barHeight: CGFloat = 56
  /// The scope bar's height (Bezel's model).
  package static let scopeBarHeight: CGFloat = 44

  /// The search text; setting it tells the delegate and the search controller as typing does.
  open var text: String? {
    didSet {
      guard text != oldValue else { return }
      delegate?.searchBar(self, textDidChange: text ?? "")
      searchController?.searchBarTextDidChange()
    }
  }
  open var placeholder: String?
  open var prompt: String?
  open weak var delegate: UISearchBarDelegate?
  open var searchBarStyle = Style.default
  open var barTintColor: UIColor?
  open var isTranslucent = true
  open var showsBookmarkButton = false
  open var showsSearchResultsButton = false
  /// Whether the cancel button shows (default false).
  open var showsCancelButton = false
  /// The titles of the scope bar's segments.
  open var scopeButtonTitles: [String]? { didSet { invalidateIntrinsicContentSize() } }
  /// The selected scope (default 0); a change tells the delegate.
  open var selectedScopeButtonIndex = 0 {
    didSet {
      guard selectedScopeButtonIndex != oldValue else { return }
      delegate?.searchBar(self, selectedScopeButtonIndexDidChange: selectedScopeButtonIndex)
      searchController?.searchBarTextDidChange()
    }
  }
  /// Whether the scope bar shows (default false); it needs scope titles.
  open var showsScopeBar = false { didSet { invalidateIntrinsicContentSize() } }
  /// How far the search field's background is moved within the bar (stored; nothing is drawn).
  open var searchFieldBackgroundPositionAdjustment = UIOffset.zero
  /// How far the text is moved within the search field (stored; nothing is drawn).
  open var searchTextPositionAdjustment = UIOffset.zero
  /// The icons' offsets, by the icon's raw value.
  private var iconAdjustments: [Int: UIOffset] = [:]

  /// Sets how far `icon` is moved within the search field (stored; nothing is drawn).
  open func setPositionAdjustment(_ adjustment: UIOffset, for icon: Icon) {
    iconAdjustments[icon.rawValue] = adjustment
  }

  /// How far `icon` is moved within the search field; `.zero` unless set.
  open func positionAdjustment(for icon: Icon) -> UIOffset {
    iconAdjustments[icon.rawValue] ?? .zero
  }

  /// The search controller the bar belongs to.
  weak var searchController: UISearchController?

  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
    self.showsCancelButton = showsCancelButton
  }

  /// Whether the scope bar takes space: shown and with titles.
  var showsScopeBarNow: Bool { showsScopeBar && !(scopeButtonTitles ?? []).isEmpty }

  open override var intrinsicContentSize: CGSize {
    CGSize(
      width: UIView.noIntrinsicMetric,
      height: Self.barHeight + (showsScopeBarNow ? Self.scopeBarHeight : 0))
  }

  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: intrinsicContentSize.height)
  }

  /// Taps the search button of the keyboard: the delegate hears it.
  package func clickSearchButton() { delegate?.searchBarSearchButtonClicked(self) }

  /// Taps the cancel button: the delegate hears it and an active search controller ends.
  package func clickCancelButton() {
    delegate?.searchBarCancelButtonClicked(self)
    if let searchController, searchController.isActive { searchController.isActive = false }
  }
}
