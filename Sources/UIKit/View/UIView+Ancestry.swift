import Foundation
import Synchronization

/// Whether a view that was the root of a tree is still alive.
///
/// The views below it read it before they trust their ancestry caches: a deallocated view
/// clears its subviews' `storedSuperview`, but does not walk its subtree from its `deinit` to
/// clear the caches below. A view can only be deallocated while it has a superview if
/// that superview has gone first, so the root is the one whose deallocation breaks the chain.
final class RootLiveness: Sendable {
  private let deallocated = Atomic<Bool>(false)

  var isAlive: Bool { !deallocated.load(ordering: .relaxed) }

  func markDeallocated() {
    deallocated.store(true, ordering: .relaxed)
  }
}

/// What a view derives from its chain of superviews: its root, its window and its layout
/// direction.
///
/// Layout asks for these once per constraint term and once per frame it sets; walking to the
/// root each time made deep hierarchies quadratic. Each view caches them, filled from its
/// superview's cache, level by level; the caches of a whole subtree are cleared when the subtree
/// moves or a semantic content attribute in it changes, and a cache is trusted only while the
/// root it was filled from is alive (`RootLiveness`): no other view's deallocation touches it.
extension UIView {
  /// Makes the ancestry cache current, from the superview's, which is made current first.
  func refreshAncestry() {
    if ancestryCacheIsTrusted { return }
    let forced: UIUserInterfaceLayoutDirection? =
      switch storedSemanticContentAttribute {
      case .forceRightToLeft: .rightToLeft
      case .forceLeftToRight, .playback, .spatial: .leftToRight
      case .unspecified: nil
      }
    if let superview = storedSuperview {
      superview.refreshAncestry()
      cachedRootLink = superview.cachedRootLink
      cachedRootLiveness = superview.cachedRootLiveness ?? superview.livenessAsRoot
      cachedWindowLink = isWindow ? itemLink : superview.cachedWindowLink
      cachedDirection = forced ?? superview.cachedDirection
    } else {
      cachedRootLink = itemLink
      cachedRootLiveness = nil
      cachedWindowLink = isWindow ? itemLink : nil
      cachedDirection = forced ?? .leftToRight
    }
    ancestryIsCurrent = true
  }

  /// The root of the view's tree when the ancestry cache was last filled.
  var cachedRoot: UIView? { cachedRootLink?.view }

  /// The window the view was in when the ancestry cache was last filled.
  var cachedWindow: UIWindow? {
    // Made by a window (`refreshAncestry()`).
    cachedWindowLink?.view(as: UIWindow.self)
  }

  /// Whether the ancestry cache is trusted without being filled again.
  ///
  /// A view that filled its cache as a root has no liveness to check: only a move, which clears
  /// the cache, gives it a superview.
  var ancestryCacheIsTrusted: Bool {
    ancestryIsCurrent && cachedRootLiveness?.isAlive != false
  }

  /// The liveness this view gives the caches below it while it is a root, made when a subview
  /// first fills its cache from it, so that a tree's leaves and lone views make none.
  private var livenessAsRoot: RootLiveness {
    if let rootLiveness { return rootLiveness }
    let liveness = RootLiveness()
    rootLiveness = liveness
    return liveness
  }

  /// Clears the ancestry caches of this view and every view below it.
  func clearAncestryCaches() {
    if storedSubviews.isEmpty {
      ancestryIsCurrent = false
      return
    }
    var stack: [UIView] = [self]
    while let view = stack.popLast() {
      view.ancestryIsCurrent = false
      stack.append(contentsOf: view.storedSubviews)
    }
  }

  /// Sets the superview, keeping the subtree's ancestry caches honest.
  func setStoredSuperview(_ superview: UIView?) {
    storedSuperview?.subviewKinds = nil
    superview?.subviewKinds = nil
    superview?.subviewsMayHaveMarks = true
    storedSuperview = superview
    updateLayoutTarget()
    clearAncestryCaches()
    if constraintUpdatePending { markConstraintUpdatePending() }
    // In a new place, the view computes its insets again, and its marks reach its new ancestors.
    insetsNeedUpdate = true
    subtreeNeedsLayout = true
    superview?.markSubtreeNeedsLayout()
  }
}
