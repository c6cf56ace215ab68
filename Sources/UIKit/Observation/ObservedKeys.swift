import Foundation

/// The properties of a view whose changes key-value observation reports, as a set.
struct ObservedKeys: OptionSet, Sendable {
  let rawValue: UInt16

  static let frame = ObservedKeys(rawValue: 1 << 0)
  static let bounds = ObservedKeys(rawValue: 1 << 1)
  static let center = ObservedKeys(rawValue: 1 << 2)
  static let transform = ObservedKeys(rawValue: 1 << 3)
  static let alpha = ObservedKeys(rawValue: 1 << 4)
  static let isHidden = ObservedKeys(rawValue: 1 << 5)
  static let contentOffset = ObservedKeys(rawValue: 1 << 6)
  static let contentSize = ObservedKeys(rawValue: 1 << 7)
  static let contentInset = ObservedKeys(rawValue: 1 << 8)
  static let adjustedContentInset = ObservedKeys(rawValue: 1 << 9)

  /// The keys a write of a view's geometry changes, from `old` to `new`: the frame follows the
  /// position, the size and the transform; a scroll view's content offset is its bounds origin.
  static func changed(from old: LayerGeometry, to new: LayerGeometry) -> ObservedKeys {
    var keys: ObservedKeys = []
    if old.position != new.position { keys.formUnion([.center, .frame]) }
    if old.bounds.size != new.bounds.size { keys.formUnion([.bounds, .frame]) }
    if old.bounds.origin != new.bounds.origin { keys.formUnion([.bounds, .contentOffset]) }
    if !CATransform3DEqualToTransform(old.transform, new.transform) {
      keys.formUnion([.transform, .frame])
    }
    if old.anchorPoint != new.anchorPoint { keys.insert(.frame) }
    return keys
  }
}
