import Foundation
import Testing

@testable import UIKit

/// The search controller and its bar.
@MainActor
struct SearchControllerTests {
  final class Listener: NSObject, UISearchResultsUpdating, UISearchControllerDelegate {
    var log: [String] = []
    func updateSearchResults(for searchController: UISearchController) {
      log.append("update \(searchController.searchBar.text ?? "")")
    }
    func willPresentSearchController(_ searchController: UISearchController) {
      log.append("willPresent \(searchController.isActive)")
    }
    func didPresentSearchController(_ searchController: UISearchController) {
      log.append("didPresent \(searchController.isActive)")
    }
    func willDismissSearchController(_ searchController: UISearchController) {
      log.append("willDismiss")
    }
    func didDismissSearchController(_ searchController: UISearchController) {
      log.append("didDismiss")
    }
  }

  // UISearchController documentation defaults.
  @Test func defaultsAreDocumented() {
    let controller = UISearchController(searchResultsController: nil)
    #expect(controller.obscuresBackgroundDuringPresentation)
    #expect(controller.hidesNavigationBarDuringPresentation)
    #expect(controller.automaticallyShowsCancelButton)
    #expect(!controller.isActive)
    #expect(UINavigationItem(title: "A").hidesSearchBarWhenScrolling)
    #expect(UISearchBar.Style.minimal.rawValue == 2)
  }

  @Test func activatingTellsTheDelegateAndUpdatesTheResults() {
    let controller = UISearchController(searchResultsController: UIViewController())
    let listener = Listener()
    controller.searchResultsUpdater = listener
    controller.delegate = listener
    controller.isActive = true
    #expect(listener.log == ["willPresent false", "update ", "didPresent true"])
    #expect(controller.searchBar.showsCancelButton)
    controller.searchBar.text = "tea"
    #expect(listener.log.last == "update tea")
    #expect(controller.showsSearchResultsController)
    controller.searchBar.clickCancelButton()
    #expect(!controller.isActive)
    #expect(listener.log.suffix(2) == ["willDismiss", "didDismiss"])
    #expect(!controller.searchBar.showsCancelButton)
  }

  // 56 points, and 44 more with a scope bar (Bezel's model).
  @Test func theScopeBarAddsItsHeight() {
    let bar = UISearchBar(frame: .zero)
    #expect(bar.intrinsicContentSize.height == 56)
    bar.scopeButtonTitles = ["All", "Mine"]
    bar.showsScopeBar = true
    #expect(bar.intrinsicContentSize.height == 100)
  }
}
