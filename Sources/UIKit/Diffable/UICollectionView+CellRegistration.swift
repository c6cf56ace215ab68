import Foundation

extension UICollectionView {
  /// How to make and configure the cells of one kind for items of one type: a collection view
  /// registers it on first use and dequeues its cells with
  /// `dequeueConfiguredReusableCell(using:for:item:)`.
  @MainActor @preconcurrency
  public struct CellRegistration<Cell: UICollectionViewCell, Item> {
    public typealias Handler = (_ cell: Cell, _ indexPath: IndexPath, _ itemIdentifier: Item) ->
      Void

    let handler: Handler
    /// The reuse identifier the registration's cells are recycled under.
    let reuseIdentifier: String

    /// A registration whose cells are made from `Cell`'s class and configured by `handler`.
    public init(handler: @escaping Handler) {
      self.handler = handler
      reuseIdentifier = RegistrationIdentifiers.next(for: "\(Cell.self)")
    }
  }

  /// How to make and configure supplementary views of one kind: a collection view registers it
  /// on first use and dequeues its views with `dequeueConfiguredReusableSupplementary(using:for:)`.
  @MainActor @preconcurrency
  public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
    public typealias Handler = (
      _ supplementaryView: Supplementary, _ elementKind: String, _ indexPath: IndexPath
    ) -> Void

    let elementKind: String
    let handler: Handler
    let reuseIdentifier: String

    /// A registration for views of `elementKind` made from `Supplementary`'s class.
    public init(elementKind: String, handler: @escaping Handler) {
      self.elementKind = elementKind
      self.handler = handler
      reuseIdentifier = RegistrationIdentifiers.next(for: "\(Supplementary.self)")
    }
  }

  /// A cell of the registration, recycled or new, configured by its handler for `item`.
  public func dequeueConfiguredReusableCell<Cell: UICollectionViewCell, Item>(
    using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
  ) -> Cell {
    let key = poolKey("", registration.reuseIdentifier)
    if factories[key] == nil {
      factories[key] = { _ in ReusableViewClasses.make(Cell.self) ?? UICollectionViewCell() }
      registeredClasses[key] = Cell.self
    }
    let dequeued = dequeueReusableCell(
      withReuseIdentifier: registration.reuseIdentifier, for: indexPath)
    guard let cell = dequeued as? Cell else {
      // Reached only when a class could not be made; the view is of the base class.
      return Cell(coder: NSCoder()) ?? { preconditionFailure("unreachable") }()
    }
    if let item { registration.handler(cell, indexPath, item) }
    return cell
  }

  /// A supplementary view of the registration, recycled or new, configured by its handler.
  public func dequeueConfiguredReusableSupplementary<Supplementary: UICollectionReusableView>(
    using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
  ) -> Supplementary {
    let kind = registration.elementKind
    let key = poolKey(kind, registration.reuseIdentifier)
    if factories[key] == nil {
      factories[key] = { _ in
        ReusableViewClasses.make(Supplementary.self) ?? UICollectionReusableView()
      }
      registeredClasses[key] = Supplementary.self
    }
    let view = dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: registration.reuseIdentifier, for: indexPath)
    guard let supplementary = view as? Supplementary else {
      return Supplementary(coder: NSCoder()) ?? { preconditionFailure("unreachable") }()
    }
    registration.handler(supplementary, kind, indexPath)
    return supplementary
  }
}

/// The reuse identifiers of registrations: the class's name and a number, one per
/// registration made.
@MainActor
enum RegistrationIdentifiers {
  private static var count = 0

  static func next(for className: String) -> String {
    count += 1
    return "\(className)-registration-\(count)"
  }
}
