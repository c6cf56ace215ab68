import Foundation

/// The object a search controller asks to update its results (UISearchController.h).
@MainActor @preconcurrency
public protocol UISearchResultsUpdating: NSObjectProtocol {
  func updateSearchResults(for searchController: UISearchController)
}

/// The object told when a search controller becomes active or stops (UISearchController.h);
/// every method is optional.
@MainActor @preconcurrency
public protocol UISearchControllerDelegate: NSObjectProtocol {
  func willPresentSearchController(_ searchController: UISearchController)
  func didPresentSearchController(_ searchController: UISearchController)
  func willDismissSearchController(_ searchController: UISearchController)
  func didDismissSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
  public func willPresentSearchController(_ searchController: UISearchController) {}
  public func didPresentSearchController(_ searchController: UISearchController) {}
  public func willDismissSearchController(_ searchController: UISearchController) {}
  public func didDismissSearchController(_ searchController: UISearchController) {}
}

/// A controller that runs a search from its search bar and shows the results in its results
/// controller (UISearchController.h, iOS 8).
///
/// Becoming active tells the delegate (`willPresent`, then `didPresent`), shows the cancel
/// button (with `automaticallyShowsCancelButton`) and asks the results updater for results;
/// each change of the bar's text or scope asks again; ending tells the delegate (`willDismiss`,
/// `didDismiss`) and hides the cancel button. Bezel does not present the results over the
/// screen: the properties that shape that presentation are stored.
@MainActor @preconcurrency
open class UISearchController: UIViewController {
  public let searchResultsController: UIViewController?
  open weak var searchResultsUpdater: UISearchResultsUpdating?
  open weak var delegate: UISearchControllerDelegate?
  /// Whether the screen under the search is dimmed and ignores touches (default true).
  open var obscuresBackgroundDuringPresentation = true
  /// Whether the navigation bar hides while the search is active (default true).
  open var hidesNavigationBarDuringPresentation = true
  /// Whether the cancel button shows while the search is active (default true, iOS 13).
  open var automaticallyShowsCancelButton = true
  /// Whether the scope bar shows while the search is active (default true, iOS 13).
  open var automaticallyShowsScopeBar = true
  /// Whether the results controller shows once there is text (default true, iOS 13).
  open var automaticallyShowsSearchResultsController = true
  /// Whether the results controller shows (iOS 13).
  open var showsSearchResultsController = false

  private let storedSearchBar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: 56))
  private var storedIsActive = false

  /// The controller's search bar.
  open var searchBar: UISearchBar { storedSearchBar }

  public init(searchResultsController: UIViewController?) {
    self.searchResultsController = searchResultsController
    super.init(nibName: nil, bundle: nil)
    storedSearchBar.searchController = self
  }

  public convenience init() {
    self.init(searchResultsController: nil)
  }

  public required init?(coder: NSCoder) {
    searchResultsController = nil
    super.init(coder: coder)
    storedSearchBar.searchController = self
  }

  /// Whether the search is under way; setting it starts or ends it.
  open var isActive: Bool {
    get { storedIsActive }
    set {
      guard newValue != storedIsActive else { return }
      if newValue {
        delegate?.willPresentSearchController(self)
        storedIsActive = true
        if automaticallyShowsCancelButton { searchBar.setShowsCancelButton(true, animated: true) }
        if automaticallyShowsScopeBar, !(searchBar.scopeButtonTitles ?? []).isEmpty {
          searchBar.showsScopeBar = true
        }
        updateResults()
        delegate?.didPresentSearchController(self)
      } else {
        delegate?.willDismissSearchController(self)
        storedIsActive = false
        if automaticallyShowsCancelButton {
          searchBar.setShowsCancelButton(false, animated: true)
        }
        if automaticallyShowsScopeBar { searchBar.showsScopeBar = false }
        showsSearchResultsController = false
        delegate?.didDismissSearchController(self)
      }
    }
  }

  /// The bar's text or scope changed: the results update while the search is active.
  func searchBarTextDidChange() {
    guard storedIsActive else { return }
    updateResults()
  }

  private func updateResults() {
    if automaticallyShowsSearchResultsController, searchResultsController != nil {
      showsSearchResultsController = !(searchBar.text ?? "").isEmpty
    }
    searchResultsUpdater?.updateSearchResults(for: self)
  }
}
