import Foundation

/// How Bezel makes a reusable view of a class named only by its type, as a cell registration
/// does.
///
/// Swift constructs an object through its class only with a `required` initializer, and
/// `init(frame:)` is not one: UIKit's own classes are made directly, a subclass through the
/// closure registered for it (public in Bezel as `UICollectionView.bezelRegisterClass`). A
/// subclass without one is made with `init(coder:)` after Bezel's message, as a last
/// resort.
@MainActor
package enum ReusableViewClasses {
  private static var makers: [ObjectIdentifier: @MainActor () -> UICollectionReusableView] = [
    ObjectIdentifier(UICollectionViewCell.self): { UICollectionViewCell(frame: .zero) },
    ObjectIdentifier(UICollectionViewListCell.self): { UICollectionViewListCell(frame: .zero) },
    ObjectIdentifier(UICollectionReusableView.self): { UICollectionReusableView(frame: .zero) },
  ]

  /// Registers the closure that makes views of a class.
  package static func register<View: UICollectionReusableView>(
    _ viewClass: View.Type, making make: @escaping @MainActor () -> View
  ) {
    makers[ObjectIdentifier(viewClass)] = make
  }

  /// A new view of the class.
  static func make<View: UICollectionReusableView>(_ viewClass: View.Type) -> View? {
    if let made = makers[ObjectIdentifier(viewClass)]?() as? View { return made }
    UIKitDiagnostics.raise(
      "NSInternalInconsistencyException",
      "Bezel cannot construct \(viewClass) from its class on Linux; register a closure that "
        + "makes it with UICollectionView.bezelRegisterClass(_:making:)")
    return viewClass.init(coder: NSCoder())
  }
}
