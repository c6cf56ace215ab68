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
/// root each time made deep hierarchies quadratic. The cache is filled from the superview's,
/// level by level, and cleared for a whole subtree when the subtree moves or a semantic content
/// attribute in it changes.
struct AncestryCache {
  /// The deallocation count the cache was filled at; -1 when cleared.
  var epoch = -1
  weak var root: UIView?
  weak var window: UIWindow?
  var direction = UIUserInterfaceLayoutDirection.leftToRight
}

extension UIView {
  nonisolated static func viewWasDeallocated() {
    viewDeallocations.add(1, ordering: .relaxed)
  }

  /// Makes the ancestry cache current, from the superview's, which is made current first.
  func refreshAncestry() {
    let epoch = viewDeallocations.load(ordering: .relaxed)
    // While no view has been deallocated since the cache was filled, its root is alive.
    if ancestryCache.epoch == epoch { return }
    let forced: UIUserInterfaceLayoutDirection? =
      switch storedSemanticContentAttribute {
      case .forceRightToLeft: .rightToLeft
      case .forceLeftToRight, .playback, .spatial: .leftToRight
      case .unspecified: nil
      }
    if let superview = storedSuperview {
      superview.refreshAncestry()
      ancestryCache.root = superview.ancestryCache.root
      ancestryCache.window = (self as? UIWindow) ?? superview.ancestryCache.window
      ancestryCache.direction = forced ?? superview.ancestryCache.direction
    } else {
      ancestryCache.root = self
      ancestryCache.window = self as? UIWindow
      ancestryCache.direction = forced ?? .leftToRight
    }
    ancestryCache.epoch = epoch
  }

  /// Clears the ancestry caches of this view and every view below it.
  func clearAncestryCaches() {
    var stack: [UIView] = [self]
    while let view = stack.popLast() {
      view.ancestryCache.epoch = -1
      stack.append(contentsOf: view.storedSubviews)
    }
  }

  /// Sets the superview, keeping the subtree's ancestry caches honest.
  func setStoredSuperview(_ superview: UIView?) {
    storedSuperview = superview
    clearAncestryCaches()
  }
}
