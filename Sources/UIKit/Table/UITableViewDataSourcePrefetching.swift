import Foundation

/// The object a table view tells of rows about to come into view, so that it can load their
/// data ahead (UITableView.h, iOS 10); `UITableView+Prefetching.swift` says when.
@MainActor @preconcurrency
public protocol UITableViewDataSourcePrefetching: NSObjectProtocol {
  func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath])
  func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
}

extension UITableViewDataSourcePrefetching {
  public func tableView(
    _ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]
  ) {}
}
