import Foundation
import Synchronization

extension UIImage {
  /// Images that `init?(named:)` can find, by name.
  ///
  /// Guarded by a mutex; lookups do not iterate.
  private static let registry = Mutex<[String: UIImage]>([:])

  /// Makes `UIImage(named: name)` return an image like `image`.
  package static func register(_ image: UIImage, named name: String) {
    registry.withLock { $0[name] = image }
  }

  /// Makes `UIImage(named: name)` return nil again.
  package static func unregisterImage(named name: String) {
    registry.withLock { _ = $0.removeValue(forKey: name) }
  }

  /// The image registered under a name, if any.
  package static func registeredImage(named name: String) -> UIImage? {
    registry.withLock { $0[name] }
  }
}
