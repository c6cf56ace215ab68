import UIKit

extension UITableView {
  /// Registers a closure that makes the cells of a reuse identifier, which
  /// `dequeueReusableCell(withIdentifier:for:)` then calls when no cell is waiting for reuse.
  ///
  /// On iOS, registering a `UITableViewCell` subclass is enough: UIKit makes it from its class.
  /// Swift calls an initializer through a class object only when it is `required`, and
  /// `init(style:reuseIdentifier:)` is not, so on Linux a subclass needs this instead:
  ///
  /// ```swift
  /// #if canImport(Bezel)
  ///   tableView.bezelRegister({ ArticleCell(style: .subtitle, reuseIdentifier: $0) },
  ///     forCellReuseIdentifier: "article")
  /// #else
  ///   tableView.register(ArticleCell.self, forCellReuseIdentifier: "article")
  /// #endif
  /// ```
  public func bezelRegister(
    _ make: @escaping @MainActor (_ reuseIdentifier: String) -> UITableViewCell,
    forCellReuseIdentifier identifier: String
  ) {
    registerFactory(make, forCellReuseIdentifier: identifier)
  }
}
