import Foundation

/// A view controller whose view is a collection view it feeds and hears
/// (UICollectionViewController.h).
///
/// `loadView` makes a collection view with the controller's layout, with the controller as its
/// data source and delegate. The controller answers the data-source and delegate methods as the
/// protocols' defaults do (no items until a subclass overrides
/// `collectionView(_:numberOfItemsInSection:)`), so that a subclass overrides them, as on iOS.
@MainActor @preconcurrency
open class UICollectionViewController: UIViewController, UICollectionViewDataSource,
  UICollectionViewDelegate
{
  private let layout: UICollectionViewLayout
  /// The collection view, once the view is loaded (or set).
  private var storedCollectionView: UICollectionView?

  /// A controller whose collection view uses `layout`.
  public init(collectionViewLayout layout: UICollectionViewLayout) {
    self.layout = layout
    super.init(nibName: nil, bundle: nil)
  }

  /// A controller with a flow layout.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    layout = UICollectionViewFlowLayout()
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  public required init?(coder: NSCoder) {
    layout = UICollectionViewFlowLayout()
    super.init(coder: coder)
  }

  /// The controller's collection view: its view.
  open var collectionView: UICollectionView! {
    get {
      if storedCollectionView == nil { loadViewIfNeeded() }
      return storedCollectionView
    }
    set {
      storedCollectionView = newValue
      if let newValue { view = newValue }
    }
  }

  /// The collection view's layout: the one the controller was made with until the view loads.
  open var collectionViewLayout: UICollectionViewLayout {
    storedCollectionView?.collectionViewLayout ?? layout
  }

  /// Whether the selection is cleared when the view is about to appear (default true).
  open var clearsSelectionOnViewWillAppear = true
  /// Whether pushing this controller onto another collection view controller animates between
  /// their layouts (default false); stored, Bezel does not animate it.
  open var useLayoutToLayoutNavigationTransitions = false
  /// Whether a long press starts moving items interactively (default true); stored.
  open var installsStandardGestureForInteractiveMovement = true

  /// Deselects the selected items when `clearsSelectionOnViewWillAppear` is true
  /// (UICollectionViewController documentation), without calling the delegate.
  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    guard clearsSelectionOnViewWillAppear, let collectionView = storedCollectionView else {
      return
    }
    for indexPath in collectionView.indexPathsForSelectedItems ?? [] {
      collectionView.deselectItem(at: indexPath, animated: animated)
    }
  }

  open override func loadView() {
    let collectionView = UICollectionView(
      frame: UIScreen.main.bounds, collectionViewLayout: layout)
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    collectionView.dataSource = self
    collectionView.delegate = self
    storedCollectionView = collectionView
    view = collectionView
  }

  // UICollectionViewDataSource

  open func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  ) -> Int { 0 }
  open func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    UICollectionViewCell(frame: .zero)
  }
  open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
  open func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    UICollectionReusableView(frame: .zero)
  }

  // UICollectionViewDelegate

  open func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {}
  open func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {}
  open func collectionView(
    _ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath
  ) -> Bool {
    true
  }
  open func collectionView(
    _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
  ) {}
  open func collectionView(
    _ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath
  ) -> Bool {
    true
  }
  open func collectionView(
    _ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath
  ) {}
  open func collectionView(
    _ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath
  ) -> Bool {
    true
  }
  open func collectionView(
    _ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath
  ) {}
  open func collectionView(
    _ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath
  ) {}
}
