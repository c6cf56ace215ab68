import Foundation

extension UISearchBar {
  /// The icons of a search bar (UISearchBar.h raw values).
  public enum Icon: Int, Sendable {
    case search = 0
    case clear = 1
    case bookmark = 2
    case resultsList = 3
  }
}
