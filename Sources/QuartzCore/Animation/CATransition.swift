import Foundation

/// A transition of a layer's content: fade, move in, push or reveal.
open class CATransition: CAAnimation {
  /// The kind of transition (default `.fade`).
  open var type: CATransitionType = .fade
  /// The direction of a moving transition (default nil).
  open var subtype: CATransitionSubtype?
  /// Where the transition starts, 0…1 (default 0).
  open var startProgress: Float = 0
  /// Where the transition ends, 0…1 (default 1).
  open var endProgress: Float = 1
  /// A Core Image filter for the transition (default nil).
  open var filter: Any?

  override func makeCopy() -> CAAnimation { CATransition() }

  override func copyAnimationProperties(from source: CAAnimation) {
    super.copyAnimationProperties(from: source)
    guard let source = source as? CATransition else { return }
    type = source.type
    subtype = source.subtype
    startProgress = source.startProgress
    endProgress = source.endProgress
    filter = source.filter
  }
}

/// The action key of a layer's transitions (CALayer.h, `kCATransition`).
public let kCATransition = "transition"
