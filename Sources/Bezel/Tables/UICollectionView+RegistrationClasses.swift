import UIKit

extension UICollectionView {
  /// Registers the closure that makes views of a `UICollectionReusableView` subclass, which
  /// cell and supplementary registrations (`UICollectionView.CellRegistration`) then call.
  ///
  /// On iOS a registration makes its cells from their class. Swift calls an initializer
  /// through a class object only when it is `required`, and `init(frame:)` is not, so on Linux
  /// a subclass needs this once, before its first registration dequeues:
  ///
  ///     UICollectionView.bezelRegisterClass(PhotoCell.self) { PhotoCell(frame: .zero) }
  public static func bezelRegisterClass<View: UICollectionReusableView>(
    _ viewClass: View.Type, making make: @escaping @MainActor () -> View
  ) {
    ReusableViewClasses.register(viewClass, making: make)
  }
}
