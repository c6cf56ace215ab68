import Foundation

/// Several animations run together on one layer.
open class CAAnimationGroup: CAAnimation {
  /// The grouped animations.
  open var animations: [CAAnimation]?

  override func makeCopy() -> CAAnimation { CAAnimationGroup() }

  override func copyAnimationProperties(from source: CAAnimation) {
    super.copyAnimationProperties(from: source)
    guard let source = source as? CAAnimationGroup else { return }
    animations = source.animations?.map { ($0.copy() as? CAAnimation) ?? $0 }
  }
}
