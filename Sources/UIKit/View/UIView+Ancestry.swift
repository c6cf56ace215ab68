import Foundation
import Synchronization

/// How many views have been deallocated.
///
/// A deallocated superview unlinks its subviews without telling them (`storedSuperview` is
/// weak), so a cache of what depends on the chain of superviews is trusted only while this count
/// is the one it was filled at.
private let viewDeallocations = Atomic<Int>(0)

/// What a view derives from its chain of superviews: its root, its window and its layout
/// direction.
///
/// Layout asks for these once per constraint term and once per frame it sets; walking to the
/// root each time made deep hierarchies quadratic. Each view caches them, filled from its
/// superview's cache, level by level; the caches of a whole subtree are cleared when the subtree
/// moves or a semantic content attribute in it changes.
extension UIView {
  nonisolated static func viewWasDeallocated() {
    viewDeallocations.add(1, ordering: .relaxed)
  }

  /// Makes the ancestry cache current, from the superview's, which is made current first.
  func refreshAncestry() {
    let epoch = viewDeallocations.load(ordering: .relaxed)
    // While no view has been deallocated since the cache was filled, its root is alive.
    if ancestryEpoch == epoch { return }
    let forced: UIUserInterfaceLayoutDirection? =
      switch storedSemanticContentAttribute {
      case .forceRightToLeft: .rightToLeft
      case .forceLeftToRight, .playback, .spatial: .leftToRight
      case .unspecified: nil
      }
    if let superview = storedSuperview {
      superview.refreshAncestry()
      cachedRoot = superview.cachedRoot
      cachedWindow = (self as? UIWindow) ?? superview.cachedWindow
      cachedDirection = forced ?? superview.cachedDirection
    } else {
      cachedRoot = self
      cachedWindow = self as? UIWindow
      cachedDirection = forced ?? .leftToRight
    }
    ancestryEpoch = epoch
  }

  /// Clears the ancestry caches of this view and every view below it.
  func clearAncestryCaches() {
    if storedSubviews.isEmpty {
      ancestryEpoch = -1
      return
    }
    var stack: [UIView] = [self]
    while let view = stack.popLast() {
      view.ancestryEpoch = -1
      stack.append(contentsOf: view.storedSubviews)
    }
  }

  /// Sets the superview, keeping the subtree's ancestry caches honest.
  func setStoredSuperview(_ superview: UIView?) {
    storedSuperview = superview
    clearAncestryCaches()
    if constraintUpdatePending { markConstraintUpdatePending() }
    // In a new place, the view computes its insets again, and its marks reach its new ancestors.
    insetsNeedUpdate = true
    subtreeNeedsLayout = true
    superview?.markSubtreeNeedsLayout()
  }
}
