import UIKit

extension UICollectionView {
  /// Registers a closure that makes the cells of a reuse identifier, which
  /// `dequeueReusableCell(withReuseIdentifier:for:)` then calls when no cell is waiting for
  /// reuse.
  ///
  /// On iOS, registering a `UICollectionViewCell` subclass is enough: UIKit makes it from its
  /// class. Swift calls an initializer through a class object only when it is `required`, and
  /// `init(frame:)` is not, so on Linux a subclass needs this instead (see
  /// `UITableView.bezelRegister(_:forCellReuseIdentifier:)`).
  public func bezelRegister(
    _ make: @escaping @MainActor (_ reuseIdentifier: String) -> UICollectionViewCell,
    forCellWithReuseIdentifier identifier: String
  ) {
    registerFactory(make, forCellWithReuseIdentifier: identifier)
  }
}
